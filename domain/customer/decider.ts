// Customer aggregate: stream `customer-<customerId>`. Created from the customer form, inline from
// an item form (name only), or by a CSV line; edited, archived/unarchived, owners set.
import {
  assertNever,
  checkMaxLength,
  MAX_LENGTH,
  DomainError,
  ignoreUnknownEvent,
  MSG,
  required,
  type Decider,
  type DecideContext,
  type DomainEvent,
} from "../shared";
import { customerErrors, customerNameProblem, emptyDetails, type CustomerDetails, type CustomerRules } from "./fields";
import { CUSTOMER_MSG } from "./messages";

export const customerStreamId = (customerId: string) => `customer-${customerId}`;

// ── Commands ────────────────────────────────────────────────────────────────
export interface CreateCustomer {
  type: "CreateCustomer";
  customerId: string;
  name: string;
  /** Who registered it; also the only owner when `owners` is not given. */
  ownerId: string;
  /** The customer form and the CSV import send every field; the inline creation only a name. */
  details?: CustomerDetails;
  owners?: string[];
  /**
   * Required with `owners`: the company's active users (the app reads them; the decider checks
   * every owner is one of them, issue 14). Without it, any owner but `ownerId` is refused.
   */
  allowedOwners?: string[];
  /** Required with `details`: the company's settings the fields are checked against. */
  rules?: CustomerRules;
  /** Typed income that did not parse (so the decider reports it like the form does). */
  incomeTyped?: string;
}

export interface EditCustomer {
  type: "EditCustomer";
  name: string;
  details: CustomerDetails;
  rules: CustomerRules;
  incomeTyped?: string;
}

export interface ArchiveCustomer {
  type: "ArchiveCustomer";
}
export interface UnarchiveCustomer {
  type: "UnarchiveCustomer";
}
export interface SetCustomerOwners {
  type: "SetCustomerOwners";
  owners: string[];
  /** The company's users who may own customers (the app reads them; the decider checks). */
  allowedOwners: string[];
}

export type CustomerCommand = CreateCustomer | EditCustomer | ArchiveCustomer | UnarchiveCustomer | SetCustomerOwners;

// ── Events ──────────────────────────────────────────────────────────────────
/** `details` and `owners` are absent in customers created inline by name (and in old events). */
export type CustomerCreated = DomainEvent<
  "CustomerCreated",
  { customerId: string; name: string; ownerId: string; details?: CustomerDetails; owners?: string[] }
>;
export type FieldChange = { from: unknown; to: unknown };
/** Only the fields that changed, each with its value before and after. */
export type CustomerEdited = DomainEvent<"CustomerEdited", { customerId: string; changes: Record<string, FieldChange> }>;
export type CustomerArchived = DomainEvent<"CustomerArchived", { customerId: string }>;
export type CustomerUnarchived = DomainEvent<"CustomerUnarchived", { customerId: string }>;
export type CustomerOwnersSet = DomainEvent<"CustomerOwnersSet", { customerId: string; from: string[]; to: string[] }>;

export type CustomerEvent = CustomerCreated | CustomerEdited | CustomerArchived | CustomerUnarchived | CustomerOwnersSet;

// ── State ───────────────────────────────────────────────────────────────────
/** No CustomerCreated yet: only CreateCustomer applies. */
export interface NoCustomer {
  exists: false;
}

/** A registered customer; archiving hides it from lists but every command still applies. */
export interface RegisteredCustomer {
  exists: true;
  customerId: string;
  name: string;
  ownerId: string;
  details: CustomerDetails;
  owners: string[];
  archived: boolean;
}

export type CustomerState = NoCustomer | RegisteredCustomer;

export function initialCustomerState(): CustomerState {
  return { exists: false };
}

function firstError(errors: Record<string, string | undefined>): void {
  const field = Object.keys(errors).find((k) => errors[k]);
  if (field) throw new DomainError(errors[field]!, field);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function checkOwners(owners: string[], allowed: string[]): string[] {
  const unique = [...new Set(owners)];
  if (unique.length === 0) throw new DomainError(CUSTOMER_MSG.selectOwners, "owners");
  if (unique.some((o) => !allowed.includes(o))) throw new DomainError(CUSTOMER_MSG.invalidOwner, "owners");
  return unique;
}

// ── Decide: one function per command ────────────────────────────────────────
/** From the customer form or a CSV line (every field), or inline from an item form (name only). */
export function createCustomer(command: CreateCustomer, state: CustomerState): CustomerCreated[] {
  if (state.exists) throw new DomainError(MSG.customerExists, undefined, "conflict");
  if (!required(command.customerId)) throw new DomainError(MSG.required, "customerId");
  if (!required(command.name)) throw new DomainError(MSG.invalidName, "name");
  // Inline (name only) a customer is a person until its form says CNPJ.
  const nameProblem = customerNameProblem(command.name, command.details?.cpfCnpjSwitch ?? false);
  if (nameProblem) throw new DomainError(nameProblem, "name");
  checkMaxLength(command.name, MAX_LENGTH.text, "name");
  if (!required(command.ownerId)) throw new DomainError(MSG.required, "ownerId");
  const name = command.name.trim();
  if (!command.details) {
    // Inline: the creator, and the company's standard owners when the app adds them (stdOwners).
    const owners = command.owners?.length ? checkOwners(command.owners, command.allowedOwners ?? [command.ownerId]) : [command.ownerId];
    const more = owners.length > 1 || owners[0] !== command.ownerId ? { owners } : {};
    return [{ type: "CustomerCreated", data: { customerId: command.customerId, name, ownerId: command.ownerId, ...more } }];
  }
  if (!command.rules) throw new DomainError(MSG.genericError);
  firstError(customerErrors({ name, details: command.details, incomeTyped: command.incomeTyped }, command.rules));
  const owners = command.owners?.length ? checkOwners(command.owners, command.allowedOwners ?? [command.ownerId]) : [command.ownerId];
  return [
    {
      type: "CustomerCreated",
      data: { customerId: command.customerId, name, ownerId: command.ownerId, details: command.details, owners },
    },
  ];
}

/** Only the fields that changed; [] when none did. */
export function editCustomer(command: EditCustomer, state: RegisteredCustomer): CustomerEdited[] {
  const name = command.name.trim();
  firstError(
    customerErrors({ name, details: command.details, incomeTyped: command.incomeTyped }, command.rules, {
      current: state.details,
    }),
  );
  const changes: Record<string, FieldChange> = {};
  if (name !== state.name) changes.name = { from: state.name, to: name };
  for (const key of Object.keys(command.details) as (keyof CustomerDetails)[]) {
    if (!same(state.details[key], command.details[key])) changes[key] = { from: state.details[key], to: command.details[key] };
  }
  return Object.keys(changes).length ? [{ type: "CustomerEdited", data: { customerId: state.customerId, changes } }] : [];
}

export function archiveCustomer(state: RegisteredCustomer): CustomerArchived[] {
  return state.archived ? [] : [{ type: "CustomerArchived", data: { customerId: state.customerId } }];
}

export function unarchiveCustomer(state: RegisteredCustomer): CustomerUnarchived[] {
  return state.archived ? [{ type: "CustomerUnarchived", data: { customerId: state.customerId } }] : [];
}

/** [] when the set of owners stays the same. */
export function setCustomerOwners(command: SetCustomerOwners, state: RegisteredCustomer): CustomerOwnersSet[] {
  const to = checkOwners(command.owners, command.allowedOwners);
  if (same([...to].sort(), [...state.owners].sort())) return [];
  return [{ type: "CustomerOwnersSet", data: { customerId: state.customerId, from: state.owners, to } }];
}

function decide(command: CustomerCommand, state: CustomerState, _ctx: DecideContext): CustomerEvent[] {
  if (command.type === "CreateCustomer") return createCustomer(command, state);
  if (!state.exists) throw new DomainError(CUSTOMER_MSG.customerNotFound, undefined, "not_found");
  switch (command.type) {
    case "EditCustomer":
      return editCustomer(command, state);
    case "ArchiveCustomer":
      return archiveCustomer(state);
    case "UnarchiveCustomer":
      return unarchiveCustomer(state);
    case "SetCustomerOwners":
      return setCustomerOwners(command, state);
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
function evolve(state: CustomerState, event: CustomerEvent): CustomerState {
  if (event.type === "CustomerCreated") {
    const d = event.data;
    return {
      exists: true,
      customerId: d.customerId,
      name: d.name,
      ownerId: d.ownerId,
      details: { ...emptyDetails(), ...(d.details ?? {}) },
      owners: d.owners ?? [d.ownerId],
      archived: state.exists ? state.archived : false,
    };
  }
  // Nothing to fold onto before CustomerCreated (a stream never starts otherwise).
  if (!state.exists) return state;
  switch (event.type) {
    case "CustomerEdited": {
      let name = state.name;
      const details: Record<string, unknown> = { ...state.details };
      for (const [key, change] of Object.entries(event.data.changes)) {
        if (key === "name") name = change.to as string;
        else details[key] = change.to;
      }
      return { ...state, name, details: details as unknown as CustomerDetails };
    }
    case "CustomerArchived":
      return { ...state, archived: true };
    case "CustomerUnarchived":
      return { ...state, archived: false };
    case "CustomerOwnersSet":
      return { ...state, owners: event.data.to };
    default:
      return ignoreUnknownEvent(event, state);
  }
}

export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = {
  initialState: initialCustomerState,
  evolve,
  decide,
};
