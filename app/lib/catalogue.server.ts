// The catalogue pages (/modulos, /inversores, /equipamentos: lista, registro, editar/:id): access,
// loaders and actions shared by the nine route folders, which bind them to their kind.
// Access (spec part 1 §6, part 3 §6): modules and inverters are the KITS area (every signed-in
// user of the company sees them, for building kits; registering, editing and deleting is for
// managers or kitsManager, as the company-wide catalogue is shared); equipment is ENTERPRISE and
// for managers or kitsManager only. (There are no admin or white-label users inside a company here:
// the platform admin signs in at /admin1 and never reaches these routes.)
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { moduleDecider, moduleStreamId, normalizeModule, moduleErrors, flatModule, type ModuleFields } from "../../domain/module";
import { inverterDecider, inverterStreamId, normalizeInverter, inverterErrors, flatInverter, type InverterFields } from "../../domain/inverter";
import {
  equipmentDecider,
  equipmentStreamId,
  normalizeEquipment,
  equipmentErrors,
  flatEquipment,
  type EquipmentFields,
} from "../../domain/equipment";
import { CATALOGUE_MSG } from "../../domain/catalogue/shared";
import { formatBRL } from "../../domain/shared";
import { equipmentIdFor, inverterIdFor, moduleIdFor } from "../../eventstore/catalogue-ids";
import { UUID_RE } from "../../eventstore/ids";
import {
  catalogueKeyOwner,
  getEquipment,
  getInverter,
  getModule,
  listEquipment,
  listInverters,
  listModules,
} from "../../projections/read-models/catalogue.queries";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { can, isEnterprise } from "./access.server";
import { commandIdFrom, newCommandId, sendCommand, type CommandOutcome } from "./commands.server";
import { forbidden, notFound } from "./http.server";
import { parseIntent, replyKit, unknownIntent } from "./intents.server";
import { pageParam } from "./paging";
import { formReply } from "./replies.server";
import { services } from "./services.server";
import { catalogueEditSchema, catalogueSaveSchema, FORM_FIELDS, KINDS, type CatalogueKind } from "./catalogue-kinds";
import { redirectWithNotice } from "./flash.server";

type Fields = ModuleFields | InverterFields | EquipmentFields;

export const EQUIPMENT_UPGRADE = "Equipamentos estão disponíveis no plano ENTERPRISE.";

/** Whether the user may open the kind's list, and register/edit/delete in it. */
export function catalogueAccess(user: SessionUser, kind: CatalogueKind): { view: boolean; edit: boolean } {
  const editor = can(user, "kitsManager");
  if (kind === "equipment") return { view: isEnterprise(user) && editor, edit: isEnterprise(user) && editor };
  return { view: true, edit: editor };
}

function requireAccess(user: SessionUser, kind: CatalogueKind, need: "view" | "edit"): void {
  if (kind === "equipment" && !isEnterprise(user)) throw forbidden(EQUIPMENT_UPGRADE);
  if (!catalogueAccess(user, kind)[need]) throw forbidden();
}

// ── Per kind: normalise, check, ids, commands ──────────────────────────────
function normalize(kind: CatalogueKind, raw: Record<string, string | undefined>): Fields {
  if (kind === "module") return normalizeModule(raw);
  if (kind === "inverter") return normalizeInverter(raw);
  return normalizeEquipment(raw);
}

function errorsOf(kind: CatalogueKind, f: Fields): Record<string, string | undefined> {
  if (kind === "module") return moduleErrors(f as ModuleFields);
  if (kind === "inverter") return inverterErrors(f as InverterFields);
  return equipmentErrors(f as EquipmentFields);
}

/** The natural key's two parts, and the field a duplicate is reported on. */
function keyOf(kind: CatalogueKind, f: Fields): { parts: [string, string]; field: string; message: string } {
  if (kind === "module") {
    const m = f as ModuleFields;
    return { parts: [m.manufacturer, m.model], field: "model", message: CATALOGUE_MSG.duplicateModel };
  }
  if (kind === "inverter") {
    const i = f as InverterFields;
    return { parts: [i.iManufacturer, i.iModel], field: "iModel", message: CATALOGUE_MSG.duplicateModel };
  }
  const e = f as EquipmentFields;
  return { parts: [e.category, e.name], field: "name", message: CATALOGUE_MSG.duplicateEquipment };
}

function idFor(kind: CatalogueKind, companyId: string, [a, b]: [string, string]): string {
  if (kind === "module") return moduleIdFor(companyId, a, b);
  if (kind === "inverter") return inverterIdFor(companyId, a, b);
  return equipmentIdFor(companyId, a, b);
}

const TABLE = { module: "rm_modules", inverter: "rm_inverters", equipment: "rm_equipment" } as const;

async function loadRow(kind: CatalogueKind, companyId: string, id: string): Promise<Fields | null> {
  if (!UUID_RE.test(id)) return null;
  const { database } = await services();
  if (kind === "module") return getModule(database.db, companyId, id);
  if (kind === "inverter") return getInverter(database.db, companyId, id);
  return getEquipment(database.db, companyId, id);
}

function flat(kind: CatalogueKind, f: Fields): Record<string, string> {
  if (kind === "module") return flatModule(f as ModuleFields);
  if (kind === "inverter") return flatInverter(f as InverterFields);
  return flatEquipment(f as EquipmentFields);
}

type Op = { op: "register"; fields: Fields } | { op: "edit"; fields: Fields } | { op: "delete" };

function send(user: SessionUser, kind: CatalogueKind, id: string, o: Op, commandId: string): Promise<CommandOutcome> {
  if (kind === "module") {
    const cmd =
      o.op === "delete"
        ? ({ type: "DeleteModule", moduleId: id } as const)
        : { type: o.op === "register" ? ("RegisterModule" as const) : ("EditModule" as const), moduleId: id, fields: o.fields as ModuleFields };
    return sendCommand(user, moduleStreamId(id), moduleDecider, cmd, commandId);
  }
  if (kind === "inverter") {
    const cmd =
      o.op === "delete"
        ? ({ type: "DeleteInverter", inverterId: id } as const)
        : {
            type: o.op === "register" ? ("RegisterInverter" as const) : ("EditInverter" as const),
            inverterId: id,
            fields: o.fields as InverterFields,
          };
    return sendCommand(user, inverterStreamId(id), inverterDecider, cmd, commandId);
  }
  const cmd =
    o.op === "delete"
      ? ({ type: "DeleteEquipment", equipmentId: id } as const)
      : {
          type: o.op === "register" ? ("RegisterEquipment" as const) : ("EditEquipment" as const),
          equipmentId: id,
          fields: o.fields as EquipmentFields,
        };
  return sendCommand(user, equipmentStreamId(id), equipmentDecider, cmd, commandId);
}

// ── List ────────────────────────────────────────────────────────────────────
const n = (v: number | null, digits = 0) => (v === null ? "" : v.toLocaleString("pt-BR", { maximumFractionDigits: digits || 2 }));

/** A row as the list shows it: every column as text, plus its id. */
function displayRow(kind: CatalogueKind, r: Fields & { id: string }): Record<string, string> {
  if (kind === "module") {
    const m = r as ModuleFields & { id: string };
    return {
      id: m.id,
      manufacturer: m.manufacturer,
      model: m.model,
      power: n(m.power),
      efficiency: n(m.efficiency),
      cellTechnology: m.cellTechnology,
      dimensions: m.mLength && m.width ? `${n(m.mLength)} × ${n(m.width)}` : "",
      warranty: [m.warrantyDefect, m.warrantyEfficiency].every((v) => v === null)
        ? ""
        : `${n(m.warrantyDefect) || "—"} / ${n(m.warrantyEfficiency) || "—"}`,
    };
  }
  if (kind === "inverter") {
    const i = r as InverterFields & { id: string };
    return {
      id: i.id,
      iManufacturer: i.iManufacturer,
      iModel: i.iModel,
      iPower: n(i.iPower),
      type: i.type,
      phasesVoltage: [i.phases ? `${i.phases}F` : "", i.voltage ? `${n(i.voltage)} V` : ""].filter(Boolean).join(" / "),
      mppts: n(i.mppts),
      iMonitoring: i.iMonitoring,
      iWarranty: n(i.iWarranty),
    };
  }
  const e = r as EquipmentFields & { id: string };
  return {
    id: e.id,
    category: e.category,
    name: e.name,
    manufacturer: e.manufacturer,
    installationType: e.installationType,
    unit: e.unit,
    price: formatBRL(e.price),
  };
}

export const PAGE_SIZE = 20;

export async function catalogueListLoader(kind: CatalogueKind, { request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireAccess(user, kind, "view");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const category = kind === "equipment" ? (url.searchParams.get("categoria") ?? "").slice(0, 40) : "";
  const filters = { search: q, category, page: pageParam(url.searchParams.get("pagina")), pageSize: PAGE_SIZE };
  const { database } = await services();
  const found =
    kind === "module"
      ? await listModules(database.db, user.companyId, filters)
      : kind === "inverter"
        ? await listInverters(database.db, user.companyId, filters)
        : await listEquipment(database.db, user.companyId, filters);
  return {
    user,
    kind,
    q,
    category,
    total: found.total,
    page: found.page,
    pages: found.pages,
    rows: found.rows.map((r) => displayRow(kind, r)),
    canEdit: catalogueAccess(user, kind).edit,
  };
}

// ── Register ───────────────────────────────────────────────────────────────
export async function catalogueNewLoader(kind: CatalogueKind, { request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireAccess(user, kind, "edit");
  return { user, kind, commandId: newCommandId(), defaults: {} as Record<string, string> };
}

/** The typed fields, normalised, or the broken rules by field. */
function checkFields(kind: CatalogueKind, raw: Record<string, string | undefined>) {
  const picked: Record<string, string | undefined> = {};
  for (const name of FORM_FIELDS[kind]) picked[name] = raw[name];
  const fields = normalize(kind, picked);
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(errorsOf(kind, fields))) if (message) fieldErrors[field] = [message];
  return { fields, fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : null };
}

export async function catalogueNewAction(kind: CatalogueKind, { request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  requireAccess(user, kind, "edit");
  const submission = parseIntent(form, catalogueSaveSchema(kind));
  const kit = replyKit(submission, { intent: "save" });
  if (submission.status !== "success") return invalidAll(kind, submission, "save");
  const { fields, fieldErrors } = checkFields(kind, submission.value as Record<string, string | undefined>);
  if (fieldErrors) return formReply(submission, { with: { intent: "save" }, fieldErrors });
  const key = keyOf(kind, fields);
  const { database } = await services();
  // A model already in the catalogue (also one renamed onto this key) is refused here; the
  // decider of the derived stream refuses it too when two registrations race.
  const id = idFor(kind, user.companyId, key.parts);
  if ((await loadRow(kind, user.companyId, id)) || (await catalogueKeyOwner(database.db, TABLE[kind], user.companyId, key.parts, id)))
    return kit.refuse({ message: key.message, field: key.field, code: "conflict" });
  const outcome = await send(user, kind, id, { op: "register", fields }, commandIdFrom(form));
  return kit.after(outcome, () => redirectWithNotice(`${KINDS[kind].base}/lista`, "alteracoes-salvas"));
}

/**
 * A form zod refused (a required field left empty): every other broken rule is shown too, so the
 * user fixes them in one go (without JS the whole form comes back at once).
 */
function invalidAll(
  kind: CatalogueKind,
  submission: { payload: Record<string, unknown>; error?: Record<string, string[] | null> | null } & Parameters<typeof formReply>[0],
  intent: string,
) {
  const raw: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(submission.payload)) if (typeof v === "string") raw[k] = v;
  const fieldErrors = checkFields(kind, raw).fieldErrors ?? {};
  for (const [k, v] of Object.entries(submission.error ?? {})) if (v?.length) fieldErrors[k] = v;
  return formReply(submission, { with: { intent }, fieldErrors });
}

// ── Edit / delete ──────────────────────────────────────────────────────────
export async function catalogueEditLoader(kind: CatalogueKind, { request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireAccess(user, kind, "edit");
  const id = String(params[KINDS[kind].param] ?? "");
  const row = await loadRow(kind, user.companyId, id);
  if (!row) throw notFound(notFoundMessage(kind));
  return { user, kind, id, commandId: newCommandId(), deleteCommandId: newCommandId(), defaults: flat(kind, row) };
}

function notFoundMessage(kind: CatalogueKind): string {
  return kind === "module" ? CATALOGUE_MSG.moduleNotFound : kind === "inverter" ? CATALOGUE_MSG.inverterNotFound : CATALOGUE_MSG.equipmentNotFound;
}

export async function catalogueEditAction(kind: CatalogueKind, { request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  requireAccess(user, kind, "edit");
  const submission = parseIntent(form, catalogueEditSchema(kind));
  const intent = String(form.get("intent"));
  const kit = replyKit(submission, { intent });
  if (submission.status !== "success") return intent === "save" ? invalidAll(kind, submission, intent) : kit.invalid();
  const id = String(params[KINDS[kind].param] ?? "");
  // Another company's id, or garbage, is not found (no IDOR).
  if (!(await loadRow(kind, user.companyId, id))) throw notFound(notFoundMessage(kind));
  const v = submission.value;
  const list = `${KINDS[kind].base}/lista`;
  switch (v.intent) {
    case "save": {
      const { fields, fieldErrors } = checkFields(kind, v as Record<string, string | undefined>);
      if (fieldErrors) return formReply(submission, { with: { intent }, fieldErrors });
      const key = keyOf(kind, fields);
      const { database } = await services();
      if (await catalogueKeyOwner(database.db, TABLE[kind], user.companyId, key.parts, id))
        return kit.refuse({ message: key.message, field: key.field, code: "conflict" });
      const outcome = await send(user, kind, id, { op: "edit", fields }, commandIdFrom(form));
      return kit.after(outcome, () => redirectWithNotice(list, "alteracoes-salvas"));
    }
    case "delete": {
      const outcome = await send(user, kind, id, { op: "delete" }, commandIdFrom(form));
      return kit.after(outcome, () => redirectWithNotice(list, "equipamento-excluido"));
    }
    default:
      return unknownIntent(v);
  }
}
