// Module aggregate: stream `module-<moduleId>`, one row of the company's module catalogue. The id
// is derived from the company, manufacturer and model (moduleIdFor in eventstore/catalogue-ids),
// so registering the same model twice lands on the same stream: with the same fields it is a
// no-op (a re-imported line), with other fields it is refused ("Este modelo já está cadastrado.").
import { assertNever, DomainError, ignoreUnknownEvent, MSG, type Decider, type DecideContext, type DomainEvent } from "../shared";
import { CATALOGUE_MSG, changedFields, throwFirst } from "../catalogue/shared";
import { moduleErrors, type ModuleFields } from "./fields";

export const moduleStreamId = (moduleId: string) => `module-${moduleId}`;

// ── Commands ────────────────────────────────────────────────────────────────
export interface RegisterModule {
  type: "RegisterModule";
  moduleId: string;
  fields: ModuleFields;
}
export interface EditModule {
  type: "EditModule";
  moduleId: string;
  fields: ModuleFields;
}
export interface DeleteModule {
  type: "DeleteModule";
  moduleId: string;
}
export type ModuleCommand = RegisterModule | EditModule | DeleteModule;

// ── Events ──────────────────────────────────────────────────────────────────
export type ModuleRegistered = DomainEvent<"ModuleRegistered", { moduleId: string; fields: ModuleFields }>;
/** Every field after the edit, and the ones that changed (before/after) for the history. */
export type ModuleEdited = DomainEvent<
  "ModuleEdited",
  { moduleId: string; fields: ModuleFields; changes: Record<string, { from: unknown; to: unknown }> }
>;
export type ModuleDeleted = DomainEvent<"ModuleDeleted", { moduleId: string }>;
export type ModuleEvent = ModuleRegistered | ModuleEdited | ModuleDeleted;

// ── State ───────────────────────────────────────────────────────────────────
export type ModuleState = { exists: false } | { exists: true; moduleId: string; fields: ModuleFields };

export function initialModuleState(): ModuleState {
  return { exists: false };
}

// ── Decide ──────────────────────────────────────────────────────────────────
export function registerModule(command: RegisterModule, state: ModuleState): ModuleRegistered[] {
  if (!command.moduleId) throw new DomainError(MSG.required, "moduleId");
  throwFirst(moduleErrors(command.fields));
  if (state.exists) {
    if (JSON.stringify(state.fields) === JSON.stringify(command.fields)) return [];
    throw new DomainError(CATALOGUE_MSG.duplicateModel, "model", "conflict");
  }
  return [{ type: "ModuleRegistered", data: { moduleId: command.moduleId, fields: command.fields } }];
}

export function editModule(command: EditModule, state: Extract<ModuleState, { exists: true }>): ModuleEdited[] {
  throwFirst(moduleErrors(command.fields));
  const changes = changedFields(state.fields, command.fields);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: "ModuleEdited", data: { moduleId: state.moduleId, fields: command.fields, changes } }];
}

function decide(command: ModuleCommand, state: ModuleState, _ctx: DecideContext): ModuleEvent[] {
  if (command.type === "RegisterModule") return registerModule(command, state);
  if (!state.exists) throw new DomainError(CATALOGUE_MSG.moduleNotFound, undefined, "not_found");
  switch (command.type) {
    case "EditModule":
      return editModule(command, state);
    case "DeleteModule":
      return [{ type: "ModuleDeleted", data: { moduleId: state.moduleId } }];
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
function evolve(state: ModuleState, event: ModuleEvent): ModuleState {
  switch (event.type) {
    case "ModuleRegistered":
      return { exists: true, moduleId: event.data.moduleId, fields: event.data.fields };
    case "ModuleEdited":
      return state.exists ? { ...state, fields: event.data.fields } : state;
    case "ModuleDeleted":
      return { exists: false };
    default:
      return ignoreUnknownEvent(event, state);
  }
}

export const moduleDecider: Decider<ModuleState, ModuleCommand, ModuleEvent> = { initialState: initialModuleState, evolve, decide };
