// Equipment aggregate: stream `equipment-<equipmentId>`, one item of the company's equipment catalogue
// (structures, string boxes, cables, others). The id is derived from the company, category and name
// (equipmentIdFor in eventstore/catalogue-ids), so registering the same item twice lands on the same
// stream: with the same fields it is a no-op, with other fields it is refused ("Este item já está cadastrado.").
import { assertNever, DomainError, ignoreUnknownEvent, MSG, type Decider, type DecideContext, type DomainEvent } from "../shared";
import { CATALOGUE_MSG, changedFields, throwFirst } from "../catalogue/shared";
import { equipmentErrors, type EquipmentFields } from "./fields";

export const equipmentStreamId = (equipmentId: string) => `equipment-${equipmentId}`;

// ── Commands ────────────────────────────────────────────────────────────────
export interface RegisterEquipment {
  type: "RegisterEquipment";
  equipmentId: string;
  fields: EquipmentFields;
}
export interface EditEquipment {
  type: "EditEquipment";
  equipmentId: string;
  fields: EquipmentFields;
}
export interface DeleteEquipment {
  type: "DeleteEquipment";
  equipmentId: string;
}
export type EquipmentCommand = RegisterEquipment | EditEquipment | DeleteEquipment;

// ── Events ──────────────────────────────────────────────────────────────────
export type EquipmentRegistered = DomainEvent<"EquipmentRegistered", { equipmentId: string; fields: EquipmentFields }>;
/** Every field after the edit, and the ones that changed (before/after) for the history. */
export type EquipmentEdited = DomainEvent<
  "EquipmentEdited",
  { equipmentId: string; fields: EquipmentFields; changes: Record<string, { from: unknown; to: unknown }> }
>;
export type EquipmentDeleted = DomainEvent<"EquipmentDeleted", { equipmentId: string }>;
export type EquipmentEvent = EquipmentRegistered | EquipmentEdited | EquipmentDeleted;

// ── State ───────────────────────────────────────────────────────────────────
export type EquipmentState = { exists: false } | { exists: true; equipmentId: string; fields: EquipmentFields };

export function initialEquipmentState(): EquipmentState {
  return { exists: false };
}

// ── Decide ──────────────────────────────────────────────────────────────────
export function registerEquipment(command: RegisterEquipment, state: EquipmentState): EquipmentRegistered[] {
  if (!command.equipmentId) throw new DomainError(MSG.required, "equipmentId");
  throwFirst(equipmentErrors(command.fields));
  if (state.exists) {
    if (JSON.stringify(state.fields) === JSON.stringify(command.fields)) return [];
    throw new DomainError(CATALOGUE_MSG.duplicateEquipment, "name", "conflict");
  }
  return [{ type: "EquipmentRegistered", data: { equipmentId: command.equipmentId, fields: command.fields } }];
}

export function editEquipment(command: EditEquipment, state: Extract<EquipmentState, { exists: true }>): EquipmentEdited[] {
  throwFirst(equipmentErrors(command.fields));
  const changes = changedFields(state.fields, command.fields);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: "EquipmentEdited", data: { equipmentId: state.equipmentId, fields: command.fields, changes } }];
}

function decide(command: EquipmentCommand, state: EquipmentState, _ctx: DecideContext): EquipmentEvent[] {
  if (command.type === "RegisterEquipment") return registerEquipment(command, state);
  if (!state.exists) throw new DomainError(CATALOGUE_MSG.equipmentNotFound, undefined, "not_found");
  switch (command.type) {
    case "EditEquipment":
      return editEquipment(command, state);
    case "DeleteEquipment":
      return [{ type: "EquipmentDeleted", data: { equipmentId: state.equipmentId } }];
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
function evolve(state: EquipmentState, event: EquipmentEvent): EquipmentState {
  switch (event.type) {
    case "EquipmentRegistered":
      return { exists: true, equipmentId: event.data.equipmentId, fields: event.data.fields };
    case "EquipmentEdited":
      return state.exists ? { ...state, fields: event.data.fields } : state;
    case "EquipmentDeleted":
      return { exists: false };
    default:
      return ignoreUnknownEvent(event, state);
  }
}

export const equipmentDecider: Decider<EquipmentState, EquipmentCommand, EquipmentEvent> = { initialState: initialEquipmentState, evolve, decide };
