// Inverter aggregate: stream `inverter-<inverterId>`, one row of the company's inverter catalogue. The
// id is derived from the company, iManufacturer and iModel (inverterIdFor in eventstore/catalogue-ids),
// so registering the same model twice lands on the same stream: with the same fields it is a
// no-op (a re-imported line), with other fields it is refused ("Este modelo já está cadastrado.").
import { assertNever, DomainError, ignoreUnknownEvent, MSG, type Decider, type DecideContext, type DomainEvent } from "../shared";
import { CATALOGUE_MSG, changedFields, throwFirst } from "../catalogue/shared";
import { inverterErrors, type InverterFields } from "./fields";

export const inverterStreamId = (inverterId: string) => `inverter-${inverterId}`;

// ── Commands ────────────────────────────────────────────────────────────────
export interface RegisterInverter {
  type: "RegisterInverter";
  inverterId: string;
  fields: InverterFields;
}
export interface EditInverter {
  type: "EditInverter";
  inverterId: string;
  fields: InverterFields;
}
export interface DeleteInverter {
  type: "DeleteInverter";
  inverterId: string;
}
export type InverterCommand = RegisterInverter | EditInverter | DeleteInverter;

// ── Events ──────────────────────────────────────────────────────────────────
export type InverterRegistered = DomainEvent<"InverterRegistered", { inverterId: string; fields: InverterFields }>;
/** Every field after the edit, and the ones that changed (before/after) for the history. */
export type InverterEdited = DomainEvent<
  "InverterEdited",
  { inverterId: string; fields: InverterFields; changes: Record<string, { from: unknown; to: unknown }> }
>;
export type InverterDeleted = DomainEvent<"InverterDeleted", { inverterId: string }>;
export type InverterEvent = InverterRegistered | InverterEdited | InverterDeleted;

// ── State ───────────────────────────────────────────────────────────────────
export type InverterState = { exists: false } | { exists: true; inverterId: string; fields: InverterFields };

export function initialInverterState(): InverterState {
  return { exists: false };
}

// ── Decide ──────────────────────────────────────────────────────────────────
export function registerInverter(command: RegisterInverter, state: InverterState): InverterRegistered[] {
  if (!command.inverterId) throw new DomainError(MSG.required, "inverterId");
  throwFirst(inverterErrors(command.fields));
  if (state.exists) {
    if (JSON.stringify(state.fields) === JSON.stringify(command.fields)) return [];
    throw new DomainError(CATALOGUE_MSG.duplicateModel, "iModel", "conflict");
  }
  return [{ type: "InverterRegistered", data: { inverterId: command.inverterId, fields: command.fields } }];
}

export function editInverter(command: EditInverter, state: Extract<InverterState, { exists: true }>): InverterEdited[] {
  throwFirst(inverterErrors(command.fields));
  const changes = changedFields(state.fields, command.fields);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: "InverterEdited", data: { inverterId: state.inverterId, fields: command.fields, changes } }];
}

function decide(command: InverterCommand, state: InverterState, _ctx: DecideContext): InverterEvent[] {
  if (command.type === "RegisterInverter") return registerInverter(command, state);
  if (!state.exists) throw new DomainError(CATALOGUE_MSG.inverterNotFound, undefined, "not_found");
  switch (command.type) {
    case "EditInverter":
      return editInverter(command, state);
    case "DeleteInverter":
      return [{ type: "InverterDeleted", data: { inverterId: state.inverterId } }];
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
function evolve(state: InverterState, event: InverterEvent): InverterState {
  switch (event.type) {
    case "InverterRegistered":
      return { exists: true, inverterId: event.data.inverterId, fields: event.data.fields };
    case "InverterEdited":
      return state.exists ? { ...state, fields: event.data.fields } : state;
    case "InverterDeleted":
      return { exists: false };
    default:
      return ignoreUnknownEvent(event, state);
  }
}

export const inverterDecider: Decider<InverterState, InverterCommand, InverterEvent> = { initialState: initialInverterState, evolve, decide };
