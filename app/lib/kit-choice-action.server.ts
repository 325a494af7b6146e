// "ESCOLHER" on the kit choice (/kits/escolha/... and /kits/fornecedores/...) when :pid is a proposal
// the user may see: a plain POST (no JS needed) that sends ChooseKit with a snapshot of the kit
// (rm_kits, each line's specs from the catalogue when it names a module or inverter, the price in
// centavos) and leads to the generation step. A kit of another company, one the user may not use,
// an unavailable one or one of a disabled supplier is refused with a message (404/400), never a 500.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { KIT_MSG } from "../../domain/kit/fields";
import { kitSnapshot, proposalDecider, proposalStreamId, type InverterSpecs, type ModuleSpecs } from "../../domain/proposal";
import { UUID_RE } from "../../domain/shared/ids";
import { getInverter, getModule } from "../../projections/read-models/catalogue.queries";
import { getKit } from "../../projections/read-models/kits.queries";
import { requireCsrf, requireUser } from "./auth.server";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import { badRequest, notFound } from "./http.server";
import { canSeeKitsOf } from "./kit-access";
import { requireProposal, PROPOSAL_READ_MODELS } from "./proposal-access.server";
import { generationPath } from "./proposal-generation.server";
import { ERROR_STATUS } from "./replies.server";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

export const KIT_CHOICE_MSG = {
  unavailable: "Este kit não está disponível: escolha outro.",
  disabledSupplier: "O fornecedor deste kit está desativado nas configurações da empresa.",
} as const;

export async function kitChoiceAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const p = await requireProposal(user, params.pid);
  const kitId = String(form.get("kitId") ?? "");
  if (!UUID_RE.test(kitId)) throw notFound(KIT_MSG.notFound);
  const { database } = await services();
  const db = database.db;
  const row = await getKit(db, user.companyId, kitId);
  if (!row || !canSeeKitsOf(user, row.owner_id)) throw notFound(KIT_MSG.notFound);
  if (!row.available) throw badRequest(KIT_CHOICE_MSG.unavailable);
  if ((await getCompanySettings(user.companyId)).disabledSuppliers.includes(row.supplier)) throw badRequest(KIT_CHOICE_MSG.disabledSupplier);

  const moduleSpecs = new Map<string, ModuleSpecs>();
  for (const id of new Set(row.modules.map((m) => m.moduleId).filter((id): id is string => !!id && UUID_RE.test(id)))) {
    const m = await getModule(db, user.companyId, id);
    if (m) moduleSpecs.set(id, m);
  }
  const inverterSpecs = new Map<string, InverterSpecs>();
  for (const id of new Set(row.inverters.map((v) => v.inverterId).filter((id): id is string => !!id && UUID_RE.test(id)))) {
    const v = await getInverter(db, user.companyId, id);
    if (v) inverterSpecs.set(id, { iMonitoring: v.iMonitoring, iWarranty: v.iWarranty });
  }
  const kit = kitSnapshot(
    {
      id: row.id,
      name: row.name,
      supplier: row.supplier,
      kitPrice: Number(row.kit_price),
      kitVoltage: row.kit_voltage,
      kitFixation: row.kit_fixation,
      modules: row.modules,
      inverters: row.inverters,
      items: row.items,
    },
    moduleSpecs,
    inverterSpecs,
  );
  // One command id per kit of the page: the form's id alone would make a second choice (back, another kit) a duplicate.
  const commandId = derivedId(commandIdFrom(form), kitId);
  // The generation step reads the proposal through requireProposal, which waits for its read model.
  const outcome = await sendCommand(user, proposalStreamId(p.id), proposalDecider, { type: "ChooseKit", kit }, commandId, {
    nextPageWaits: PROPOSAL_READ_MODELS,
  });
  if (outcome.ok) return redirect(generationPath(p.id));
  throw new Response(outcome.error.message, { status: ERROR_STATUS[outcome.error.code], headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
