// Kit aggregate (spec part 3 §2/§3): stream `kit-<id>`, owned by a user (`/kits/lista/:uid`).
// A kit is a supplier's (or the company's own) bundle of module lines, inverter lines and additional
// items with one price; its power is computed from the module lines. Kits typed on the form get a
// UUIDv7; kits read from an import file get `kitIdFor(...)` (a name-based id) so a re-upload finds them.
import { assertNever, DomainError, ignoreUnknownEvent, type Decider, type DecideContext, type DomainEvent } from "../shared/decider";
import { checkKitFields, KIT_MSG, kitPowerKwp, type KitFields } from "./fields";

export interface RegisterKit {
  type: "RegisterKit";
  kitId: string;
  /** The user whose kit list it belongs to. */
  ownerId: string;
  fields: KitFields;
}
export interface EditKit {
  type: "EditKit";
  fields: KitFields;
}
export interface DeleteKit {
  type: "DeleteKit";
}
export interface SetKitAvailability {
  type: "SetKitAvailability";
  available: boolean;
}
export type KitCommand = RegisterKit | EditKit | DeleteKit | SetKitAvailability;

/** Every kit event carries the kit's power (kWp), computed when it was decided, so readers need not recompute it. */
export type KitRegistered = DomainEvent<"KitRegistered", KitFields & { kitId: string; ownerId: string; powerKwp: number }>;
export type KitEdited = DomainEvent<"KitEdited", KitFields & { kitId: string; powerKwp: number }>;
export type KitDeleted = DomainEvent<"KitDeleted", { kitId: string; name: string }>;
export type KitAvailabilitySet = DomainEvent<"KitAvailabilitySet", { kitId: string; available: boolean }>;
export type KitEvent = KitRegistered | KitEdited | KitDeleted | KitAvailabilitySet;

export interface NoKit {
  status: "none";
}
export interface ActiveKit {
  status: "active";
  kitId: string;
  ownerId: string;
  fields: KitFields;
}
/** After KitDeleted: not found for edits; a RegisterKit on the same id (a re-import) brings it back. */
export interface DeletedKit {
  status: "deleted";
  kitId: string;
  ownerId: string;
  fields: KitFields;
}
export type KitState = NoKit | ActiveKit | DeletedKit;

export const kitStreamId = (id: string) => `kit-${id}`;

/** JSON with sorted keys: events read back from jsonb do not keep their key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}
const sameFields = (a: KitFields, b: KitFields) => canonical(a) === canonical(b);

// ── Decide ──────────────────────────────────────────────────────────────────
/** A registration of an existing kit with the same fields is nothing to do (a re-upload); with other fields, a conflict (the import sends EditKit). */
export function registerKit(command: RegisterKit, state: KitState): KitRegistered[] {
  if (!command.kitId || !command.ownerId) throw new DomainError(KIT_MSG.notFound, undefined, "invalid");
  const fields = checkKitFields(command.fields);
  if (state.status === "active") {
    if (state.ownerId === command.ownerId && sameFields(state.fields, fields)) return [];
    throw new DomainError(KIT_MSG.exists, undefined, "conflict");
  }
  return [{ type: "KitRegistered", data: { kitId: command.kitId, ownerId: command.ownerId, ...fields, powerKwp: kitPowerKwp(fields.modules) } }];
}

/** [] when nothing changed. */
export function editKit(command: EditKit, state: KitState): KitEdited[] {
  const kit = activeKit(state);
  const fields = checkKitFields(command.fields);
  if (sameFields(kit.fields, fields)) return [];
  return [{ type: "KitEdited", data: { kitId: kit.kitId, ...fields, powerKwp: kitPowerKwp(fields.modules) } }];
}

export function deleteKit(state: KitState): KitDeleted[] {
  const kit = activeKit(state);
  return [{ type: "KitDeleted", data: { kitId: kit.kitId, name: kit.fields.name } }];
}

export function setKitAvailability(command: SetKitAvailability, state: KitState): KitAvailabilitySet[] {
  const kit = activeKit(state);
  if (typeof command.available !== "boolean") throw new DomainError(KIT_MSG.required, "available");
  if (kit.fields.available === command.available) return [];
  return [{ type: "KitAvailabilitySet", data: { kitId: kit.kitId, available: command.available } }];
}

function activeKit(state: KitState): ActiveKit {
  if (state.status !== "active") throw new DomainError(KIT_MSG.notFound, undefined, "not_found");
  return state;
}

function decide(command: KitCommand, state: KitState, _ctx: DecideContext): KitEvent[] {
  switch (command.type) {
    case "RegisterKit":
      return registerKit(command, state);
    case "EditKit":
      return editKit(command, state);
    case "DeleteKit":
      return deleteKit(state);
    case "SetKitAvailability":
      return setKitAvailability(command, state);
    default:
      return assertNever(command, new DomainError("Comando desconhecido."));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
const fieldsOf = (d: KitFields): KitFields => ({
  supplier: d.supplier,
  code: d.code,
  name: d.name,
  modules: d.modules,
  inverters: d.inverters,
  items: d.items,
  kitPrice: d.kitPrice,
  kitVoltage: d.kitVoltage,
  kitFixation: d.kitFixation,
  available: d.available,
});

function evolve(state: KitState, e: KitEvent): KitState {
  if (e.type === "KitRegistered") return { status: "active", kitId: e.data.kitId, ownerId: e.data.ownerId, fields: fieldsOf(e.data) };
  if (state.status === "none") return state;
  switch (e.type) {
    case "KitEdited":
      return { ...state, fields: fieldsOf(e.data) };
    case "KitDeleted":
      return { ...state, status: "deleted" };
    case "KitAvailabilitySet":
      return { ...state, fields: { ...state.fields, available: e.data.available } };
    default:
      return ignoreUnknownEvent(e, state);
  }
}

function initialState(): KitState {
  return { status: "none" };
}

export const kitDecider: Decider<KitState, KitCommand, KitEvent> = { initialState, evolve, decide };
