// /kits/cadastro/:kitId (0 = a new kit) and /kits/editar/:kitId: one loader and one action (ADR 007)
// for both routes. Module and inverter lines are typed, or picked from the company's catalogue (the
// line's moduleId / inverterId select: the server fills the line from the catalogue, with or
// without JS). "Adicionar linha" answers the form with one more row, keeping what was typed.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { kitDecider, kitStreamId, type KitCommand } from "../../domain/kit";
import { UUID_RE } from "../../domain/shared/ids";
import { getKit } from "../../projections/read-models/kits.queries";
import { listInverters, listModules, getInverter, getModule } from "../../projections/read-models/catalogue.queries";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { forbidden, notFound } from "./http.server";
import { parseIntent, unknownIntent } from "./intents.server";
import { canEditKit, canRegisterKits } from "./kit-access";
import { ADD_LINE_INTENTS, formFieldOf, kitFieldsFromForm, kitFormTable, KIT_LINE_KINDS, type KitFormValue, type KitLineKind } from "./kit-forms";
import { formReply } from "./replies.server";
import { services } from "./services.server";
import { redirectWithNotice } from "./flash.server";

async function requireKitUser(request: Request, kitId: string | undefined, mode: "new" | "edit") {
  const user = await requireUser(request);
  const { database } = await services();
  if (mode === "new") {
    if (!canRegisterKits(user)) throw forbidden();
    return { user, kit: null };
  }
  if (!kitId || !UUID_RE.test(kitId)) throw notFound("Kit não encontrado.");
  const kit = await getKit(database.db, user.companyId, kitId);
  if (!kit) throw notFound("Kit não encontrado.");
  if (!canEditKit(user, kit.owner_id)) throw forbidden();
  return { user, kit };
}

async function catalogueOptions(user: SessionUser) {
  const { database } = await services();
  const [modules, inverters] = await Promise.all([
    listModules(database.db, user.companyId, { pageSize: 100 }),
    listInverters(database.db, user.companyId, { pageSize: 100 }),
  ]);
  return {
    modules: modules.rows.map((m) => ({
      id: m.id,
      label: `${m.manufacturer} ${m.model} (${m.power} Wp)`,
      manufacturer: m.manufacturer,
      model: m.model,
      power: m.power,
    })),
    inverters: inverters.rows.map((i) => ({
      id: i.id,
      label: `${i.iManufacturer} ${i.iModel} (${i.iPower} W)`,
      iManufacturer: i.iManufacturer,
      iModel: i.iModel,
      iPower: i.iPower,
      type: i.type,
    })),
  };
}

const str = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v).replace(".", ","));

export async function kitFormLoader({ request, params }: LoaderFunctionArgs, mode: "new" | "edit") {
  if (mode === "new" && params.kitId !== "0") throw redirect(`/kits/editar/${params.kitId}`);
  const { user, kit } = await requireKitUser(request, params.kitId, mode);
  const initial = kit
    ? {
        supplier: kit.supplier,
        code: kit.code,
        name: kit.name,
        kitPrice: str(kit.kit_price),
        kitVoltage: kit.kit_voltage,
        kitFixation: kit.kit_fixation,
        available: kit.available ? "on" : "",
        modules: kit.modules.map((m) => ({
          moduleId: m.moduleId ?? "",
          manufacturer: m.manufacturer,
          model: m.model,
          power: str(m.power),
          quantity: String(m.quantity),
        })),
        inverters: kit.inverters.map((i) => ({
          inverterId: i.inverterId ?? "",
          iManufacturer: i.iManufacturer,
          iModel: i.iModel,
          iPower: str(i.iPower),
          type: i.type,
          quantity: String(i.quantity),
        })),
        items: kit.items.map((i) => ({ item: i.item, quantity: String(i.quantity), manufacter: i.manufacter, detail: i.detail })),
      }
    : { available: "on", kitVoltage: "220", kitFixation: "Telhado", supplier: "PRÓPRIO", modules: [], inverters: [], items: [] };
  return {
    user,
    mode,
    kitId: kit?.id ?? null,
    ownerId: kit?.owner_id ?? user.id,
    powerKwp: kit?.power_kwp ?? null,
    initial,
    commandId: newCommandId(),
    catalogue: await catalogueOptions(user),
  };
}

/** Lines picked from the catalogue take the catalogue's manufacturer, model and power (an id of another company is dropped). */
async function fillFromCatalogue(user: SessionUser, v: KitFormValue): Promise<KitFormValue> {
  const { database } = await services();
  const modules = await Promise.all(
    v.modules.map(async (m) => {
      if (!m.moduleId) return m;
      const found = UUID_RE.test(m.moduleId) ? await getModule(database.db, user.companyId, m.moduleId) : null;
      if (!found) return { ...m, moduleId: "" };
      return { ...m, manufacturer: found.manufacturer, model: found.model, power: String(found.power), quantity: m.quantity || "1" };
    }),
  );
  const inverters = await Promise.all(
    v.inverters.map(async (i) => {
      if (!i.inverterId) return i;
      const found = UUID_RE.test(i.inverterId) ? await getInverter(database.db, user.companyId, i.inverterId) : null;
      if (!found) return { ...i, inverterId: "" };
      return {
        ...i,
        iManufacturer: found.iManufacturer,
        iModel: found.iModel,
        iPower: String(found.iPower),
        type: found.type,
        quantity: i.quantity || "1",
      };
    }),
  );
  return { ...v, modules, inverters };
}

export async function kitFormAction({ request, params }: ActionFunctionArgs, mode: "new" | "edit") {
  const { user, kit } = await requireKitUser(request, params.kitId, mode);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, kitFormTable);
  if (submission.status !== "success") return formReply(submission, { with: { intent: String(form.get("intent")) } });
  const v = submission.value;
  const commandId = commandIdFrom(form);
  switch (v.intent) {
    case "add-module-line":
    case "add-inverter-line":
    case "add-item-line": {
      // Not a command: the same form back with one more row of that kind, what was typed kept (and picked lines filled).
      const kind = KIT_LINE_KINDS.find((k) => ADD_LINE_INTENTS[k] === v.intent)!;
      const filled = await fillFromCatalogue(user, { ...v, intent: "save-kit" });
      const lines: Record<KitLineKind, unknown[]> = { modules: filled.modules, inverters: filled.inverters, items: filled.items };
      const rows = Object.fromEntries(KIT_LINE_KINDS.map((k) => [k, lines[k].length + (k === kind ? 1 : 0)])) as Record<KitLineKind, number>;
      return data({ intent: "add-line" as const, values: filled, rows, result: undefined });
    }
    case "save-kit": {
      const filled = await fillFromCatalogue(user, v);
      const { fields, rows } = kitFieldsFromForm(filled);
      const kitId = kit?.id ?? derivedId(commandId, "kit");
      const command: KitCommand = kit ? { type: "EditKit", fields } : { type: "RegisterKit", kitId, ownerId: user.id, fields };
      const outcome = await sendCommand(user, kitStreamId(kitId), kitDecider, command, commandId);
      if (outcome.ok) return redirectWithNotice(`/kits/editar/${kitId}`, "kit-salvo");
      const problem = { message: outcome.error.message, code: outcome.error.code, field: formFieldOf(outcome.error.field, rows) };
      return formReply(submission, { with: { intent: "save-kit" as const, values: filled }, problem });
    }
    case "delete-kit": {
      if (!kit) throw notFound("Kit não encontrado.");
      const outcome = await sendCommand(user, kitStreamId(kit.id), kitDecider, { type: "DeleteKit" }, commandId);
      if (outcome.ok) return redirect(`/kits/lista/${kit.owner_id}`);
      return formReply(submission, { with: { intent: "delete-kit" as const }, problem: outcome.error });
    }
    default:
      return unknownIntent(v);
  }
}
