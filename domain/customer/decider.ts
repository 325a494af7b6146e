// Customer aggregate: stream `customer-<customerId>`.
import {
  DomainError,
  MSG,
  isValidName,
  required,
  type Decider,
  type DecideContext,
  type DomainEvent,
} from "../shared";

export const customerStreamId = (customerId: string) => `customer-${customerId}`;

// ── Commands ────────────────────────────────────────────────────────────────
export interface CreateCustomer {
  type: "CreateCustomer";
  customerId: string;
  name: string;
  ownerId: string;
}

export type CustomerCommand = CreateCustomer;

// ── Events ──────────────────────────────────────────────────────────────────
export type CustomerCreated = DomainEvent<"CustomerCreated", { customerId: string; name: string; ownerId: string }>;

export type CustomerEvent = CustomerCreated;

// ── State ───────────────────────────────────────────────────────────────────
export interface CustomerState {
  exists: boolean;
  customerId: string;
  name: string;
  ownerId: string;
}

export function initialCustomerState(): CustomerState {
  return { exists: false, customerId: "", name: "", ownerId: "" };
}

function decide(command: CustomerCommand, state: CustomerState, _ctx: DecideContext): CustomerEvent[] {
  switch (command.type) {
    case "CreateCustomer": {
      if (state.exists) throw new DomainError(MSG.customerExists, undefined, "conflict");
      if (!required(command.customerId)) throw new DomainError(MSG.required, "customerId");
      if (!required(command.name) || !isValidName(command.name)) throw new DomainError(MSG.invalidName, "name");
      if (!required(command.ownerId)) throw new DomainError(MSG.required, "ownerId");
      return [
        {
          type: "CustomerCreated",
          data: { customerId: command.customerId, name: command.name.trim(), ownerId: command.ownerId },
        },
      ];
    }
    default:
      throw new DomainError(MSG.unknownCommand);
  }
}

function evolve(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case "CustomerCreated":
      return { ...state, exists: true, ...event.data };
    default:
      return state;
  }
}

export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = {
  initialState: initialCustomerState,
  evolve,
  decide,
};
