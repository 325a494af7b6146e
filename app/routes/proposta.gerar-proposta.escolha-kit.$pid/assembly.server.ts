// "Montar kit" on the kit step: the action (ADR 007: parse → typed command → send → reply). The
// picked ids are read from the company's catalogue (another company's id, or one that is no uuid,
// finds no row: a field error); the decider computes the kit and checks it (kit-assembly.ts). All the
// problems show at once on their fields, what was typed kept (400); saved, the wizard goes on to
// the generation step. A vendor who must use the manager's kits may not assemble one (403, as
// registering a kit); equipment is read only for who may open its list (ENTERPRISE, kitsManager). "Adicionar inversor" / "Adicionar equipamento" answer the form with one more row.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import {
  assemblyInverterKw,
  assemblyPowerKwp,
  kitAssemblyErrors,
  proposalDecider,
  proposalStreamId,
  type AssemblyLine,
  type KitAssembly,
} from "../../../domain/proposal";
import { canonical } from "../../../domain/proposal/canonical";
import { UUID_RE } from "../../../domain/shared/ids";
import { uuidv7 } from "../../../eventstore/ids";
import { cataloguePicksByIds } from "../../../projections/read-models/catalogue-picks.queries";
import { requireCsrf, requireUser } from "~/lib/auth.server";
import { catalogueAccess } from "~/lib/catalogue.server";
import { commandIdFrom, derivedId, sendCommand } from "~/lib/commands.server";
import { forbidden } from "~/lib/http.server";
import { parseIntent, unknownIntent } from "~/lib/intents.server";
import { canRegisterKits } from "~/lib/kit-access";
import {
  kitAssemblyFormTable,
  kitAssemblyValues,
  typedCentavos,
  typedQuantity,
  withRow,
  type KitAssemblyFormValues,
  type KitAssemblyIntent,
} from "~/lib/kit-assembly-form";
import { requireProposal } from "~/lib/proposal-access.server";
import { generationPath } from "~/lib/proposal-generation.server";
import { formReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";

/** The power and inverters' kW of what was picked so far, shown above the button after a post. */
export interface AssemblyPreview {
  powerKwp: number | null;
  inverterKw: number;
}

/** Which form the reply answers, the values to show again, a key that remounts the form with them. */
export interface KitAssemblyAnswer {
  intent: KitAssemblyIntent;
  key: string;
  values: KitAssemblyFormValues;
  preview: AssemblyPreview;
}

const idOrNull = (s: string) => (s.trim() === "" ? null : s.trim());
const uuids = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => x !== null && UUID_RE.test(x)))];

/** The form's values as the command's assembly: each picked id with the company's row for it (or none). */
async function assemblyOf(companyId: string, v: KitAssemblyFormValues, equipmentAllowed: boolean): Promise<KitAssembly> {
  const moduleId = idOrNull(v.pvModuleData[0]?.moduleId ?? "");
  const inverterIds = v.inverterData.map((r) => idOrNull(r.inverterId));
  const equipmentIds = v.additionalItems.map((r) => idOrNull(r.equipmentId));
  const { database } = await services();
  const rows = await cataloguePicksByIds(database.db, companyId, {
    modules: uuids([moduleId]),
    inverters: uuids(inverterIds),
    // Who may not open the equipment list finds none (its lines are then refused as not found).
    equipment: equipmentAllowed ? uuids(equipmentIds) : [],
  });
  const line = <R extends { id: string }>(id: string | null, found: R[], quantity: string): AssemblyLine<R> => ({
    id,
    row: found.find((r) => r.id.toLowerCase() === id?.toLowerCase()) ?? null,
    quantity: typedQuantity(quantity),
  });
  return {
    name: v.name.trim().replace(/\s+/g, " "),
    kitPrice: typedCentavos(v.kitData.kitPrice),
    kitSupplier: v.kitData.kitSupplier.trim(),
    kitVoltage: v.kitData.kitVoltage.trim(),
    kitFixation: v.kitData.kitFixation.trim(),
    module: line(moduleId, rows.modules, v.pvModuleData[0]?.quantity ?? ""),
    inverters: v.inverterData.map((r, i) => line(inverterIds[i], rows.inverters, r.iQuantity)),
    equipment: v.additionalItems.map((r, i) => line(equipmentIds[i], rows.equipment, r.quantity)),
  };
}

/** The row the database gave keeps its own id spelling: the form's id must match it exactly for kit-assembly.ts. */
const normalizedIds = (a: KitAssembly): KitAssembly => {
  const fix = <R extends { id: string }>(l: AssemblyLine<R>): AssemblyLine<R> => (l.row ? { ...l, id: l.row.id } : l);
  return { ...a, module: fix(a.module), inverters: a.inverters.map(fix), equipment: a.equipment.map(fix) };
};

export async function kitAssemblyAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const p = await requireProposal(user, params.pid);
  if (!canRegisterKits(user)) throw forbidden();
  const submission = parseIntent(form, kitAssemblyFormTable);
  const key = uuidv7();
  if (submission.status !== "success") return formReply(submission, { with: { intent: "assemble-kit" as const, key } });
  const v = submission.value;
  const values = kitAssemblyValues(v);
  const assembly = normalizedIds(await assemblyOf(user.companyId, values, catalogueAccess(user, "equipment").view));
  const preview: AssemblyPreview = { powerKwp: assemblyPowerKwp(assembly), inverterKw: assemblyInverterKw(assembly) };
  switch (v.intent) {
    case "add-inverter":
    case "add-equipment":
      return data({ intent: v.intent, key, values: withRow(values, v.intent), preview, result: undefined });
    case "assemble-kit": {
      const answer: KitAssemblyAnswer = { intent: v.intent, key, values, preview };
      const errors = kitAssemblyErrors(assembly);
      if (Object.keys(errors).length)
        return formReply(submission, { fieldErrors: Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, [m]])), with: answer });
      // One id per assembly posted by this form: a double submit applies once, and another assembly
      // sent from a page kept by the browser's back button is not taken for a duplicate.
      const commandId = derivedId(commandIdFrom(form), canonical(assembly));
      const outcome = await sendCommand(user, proposalStreamId(p.id), proposalDecider, { type: "AssembleKit", assembly }, commandId);
      if (outcome.ok) return redirect(generationPath(p.id));
      return formReply(submission, { problem: outcome.error, with: answer });
    }
    default:
      return unknownIntent(v);
  }
}
