// Company aggregate: stream `company-<companyId>` (settings, vendors; teams and permissions later).
import {
  DEFAULT_SALES_LOST_REASONS,
  DomainError,
  MSG,
  isValidEmail,
  required,
  type Decider,
  type DecideContext,
  type DomainEvent,
} from "../shared";

export const COMPANY_PLANS = ["BASIC", "ENTERPRISE"] as const;
export type CompanyPlan = (typeof COMPANY_PLANS)[number];

export interface UserRef {
  id: string;
  name: string;
  email: string;
}

export interface CompanyUser extends UserRef {
  role: "MANAGER" | "VENDOR";
}

export const companyStreamId = (companyId: string) => `company-${companyId}`;

// ── Commands ────────────────────────────────────────────────────────────────
export interface RegisterCompany {
  type: "RegisterCompany";
  name: string;
  plan: CompanyPlan;
  manager: UserRef;
}

export interface AddVendor {
  type: "AddVendor";
  vendor: UserRef;
}

export type CompanyCommand = RegisterCompany | AddVendor;

// ── Events ──────────────────────────────────────────────────────────────────
export type CompanyRegistered = DomainEvent<
  "CompanyRegistered",
  {
    companyId: string;
    name: string;
    plan: CompanyPlan;
    statusOk: true;
    salesLostReasons: string[];
    manager: UserRef;
  }
>;

export type VendorAdded = DomainEvent<"VendorAdded", { vendor: UserRef }>;

export type CompanyEvent = CompanyRegistered | VendorAdded;

// ── State ───────────────────────────────────────────────────────────────────
export interface CompanyState {
  exists: boolean;
  companyId: string;
  name: string;
  plan: CompanyPlan;
  statusOk: boolean;
  managerId: string;
  /** Manager and vendors by user id. */
  users: Record<string, CompanyUser>;
  salesLostReasons: string[];
}

export function initialCompanyState(): CompanyState {
  return {
    exists: false,
    companyId: "",
    name: "",
    plan: "BASIC",
    statusOk: false,
    managerId: "",
    users: {},
    salesLostReasons: [],
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The user of the company with this e-mail (case-insensitive), if any. */
export function userByEmail(state: CompanyState, email: string): CompanyUser | undefined {
  return Object.values(state.users).find((u) => sameEmail(u.email, email));
}

/** Checks a user reference; form fields are `nameField` and "email". */
function checkUser(user: UserRef | undefined, nameField: string): UserRef {
  if (!user || !required(user.id)) throw new DomainError(MSG.required);
  if (!required(user.name)) throw new DomainError(MSG.required, nameField);
  if (typeof user.email !== "string" || !isValidEmail(user.email.trim())) {
    throw new DomainError(MSG.invalidEmail, "email");
  }
  return { id: user.id, name: user.name.trim(), email: user.email.trim() };
}

function decide(command: CompanyCommand, state: CompanyState, ctx: DecideContext): CompanyEvent[] {
  switch (command.type) {
    case "RegisterCompany": {
      if (state.exists) throw new DomainError(MSG.companyExists, undefined, "conflict");
      if (!required(command.name)) throw new DomainError(MSG.required, "name");
      if (!(COMPANY_PLANS as readonly string[]).includes(command.plan)) {
        throw new DomainError(MSG.invalidPlan, "plan");
      }
      const manager = checkUser(command.manager, "managerName");
      return [
        {
          type: "CompanyRegistered",
          data: {
            companyId: ctx.companyId,
            name: command.name.trim(),
            plan: command.plan,
            statusOk: true,
            salesLostReasons: [...DEFAULT_SALES_LOST_REASONS],
            manager,
          },
        },
      ];
    }
    case "AddVendor": {
      if (!state.exists) throw new DomainError(MSG.companyNotFound, undefined, "not_found");
      const vendor = checkUser(command.vendor, "name");
      if (userByEmail(state, vendor.email)) throw new DomainError(MSG.emailTaken, "email", "conflict");
      if (state.users[vendor.id]) throw new DomainError(MSG.userExists, undefined, "conflict");
      return [{ type: "VendorAdded", data: { vendor } }];
    }
    default:
      throw new DomainError(MSG.unknownCommand);
  }
}

function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case "CompanyRegistered": {
      const { companyId, name, plan, statusOk, salesLostReasons, manager } = event.data;
      return {
        ...state,
        exists: true,
        companyId,
        name,
        plan,
        statusOk,
        managerId: manager.id,
        users: { ...state.users, [manager.id]: { ...manager, role: "MANAGER" } },
        salesLostReasons: [...salesLostReasons],
      };
    }
    case "VendorAdded": {
      const { vendor } = event.data;
      return { ...state, users: { ...state.users, [vendor.id]: { ...vendor, role: "VENDOR" } } };
    }
    default:
      return state;
  }
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: initialCompanyState,
  evolve,
  decide,
};
