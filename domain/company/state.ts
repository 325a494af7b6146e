// The company's state, folded from its events: nothing before CompanyRegistered, then the
// registration, its users and teams, and the saved settings groups.
import { ignoreUnknownEvent } from "../shared";
import type { AfterSalesService, Preferences, SecuritySettings } from "../settings/defaults";
import type { CompanyEvent } from "./events";
import { preferencesOf } from "./preferences-upcast";
import { LIST_SETTINGS, type CompanyPlan, type CompanyUser, type ListSettingsKey, type Team } from "./shapes";

/** No CompanyRegistered yet: only RegisterCompany applies. */
export interface UnregisteredCompany {
  exists: false;
}

export interface RegisteredCompany {
  exists: true;
  companyId: string;
  name: string;
  plan: CompanyPlan;
  statusOk: boolean;
  managerId: string;
  /** Manager and vendors by user id. */
  users: Record<string, CompanyUser>;
  teams: Record<string, Team>;
  salesLostReasons: string[];
  /** Saved list groups (absent = never saved: the defaults apply). */
  lists: Partial<Record<ListSettingsKey, string[]>>;
  hiddenMenus: string[];
  preferences: Preferences | null;
  /** The security group, null while never saved (the defaults apply). */
  security: SecuritySettings | null;
  /** Distributors whose kits the kit choice leaves out (issue 15). */
  disabledSuppliers: string[];
  vendorPriceEdit: boolean;
  proposalSlug: string | null;
  afterSalesServices: Record<string, AfterSalesService>;
}

export type CompanyState = UnregisteredCompany | RegisteredCompany;

export function initialCompanyState(): CompanyState {
  return { exists: false };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The user of the company with this e-mail (case-insensitive), if any. */
export function userByEmail(state: CompanyState, email: string): CompanyUser | undefined {
  if (!state.exists) return undefined;
  return Object.values(state.users).find((u) => sameEmail(u.email, email));
}

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  if (event.type === "CompanyRegistered") {
    const { companyId, name, plan, statusOk, salesLostReasons, manager } = event.data;
    const before = state.exists ? state : undefined;
    return {
      hiddenMenus: [],
      lists: {},
      teams: {},
      preferences: null,
      security: null,
      disabledSuppliers: [],
      vendorPriceEdit: false,
      proposalSlug: null,
      afterSalesServices: {},
      ...before,
      exists: true,
      companyId,
      name,
      plan,
      statusOk,
      managerId: manager.id,
      users: { ...before?.users, [manager.id]: { ...manager, role: "MANAGER", active: true, permissions: {} } },
      salesLostReasons: [...salesLostReasons],
    };
  }
  // Nothing to fold onto before CompanyRegistered (a stream never starts otherwise).
  if (!state.exists) return state;
  return evolveRegistered(state, event);
}

function evolveRegistered(state: RegisteredCompany, event: Exclude<CompanyEvent, { type: "CompanyRegistered" }>): RegisteredCompany {
  switch (event.type) {
    case "VendorAdded": {
      const { vendor, permissions } = event.data;
      return {
        ...state,
        users: {
          ...state.users,
          [vendor.id]: { ...vendor, role: "VENDOR", active: true, permissions: permissions ?? {} },
        },
      };
    }
    case "UserEdited":
      return setUser(state, event.data.userId, event.data.after);
    case "VendorDeactivated":
      return setUser(state, event.data.vendorId, { active: false });
    case "VendorReactivated":
      return setUser(state, event.data.vendorId, { active: true });
    case "VendorPermissionsSet":
      return setUser(state, event.data.vendorId, { permissions: event.data.permissions });
    case "TeamCreated":
    case "TeamEdited": {
      const { type: _type, ...team } = event.data.team;
      return { ...state, teams: { ...state.teams, [team.id]: team } };
    }
    case "TeamDeleted": {
      const { [event.data.teamId]: _gone, ...teams } = state.teams;
      return { ...state, teams };
    }
    case "PasswordChanged":
      return state; // the password lives in the credentials table: nothing to fold
    case "CompanyPlanChanged":
      return { ...state, plan: event.data.to };
    case "AccountStatusChanged":
      return { ...state, statusOk: event.data.statusOk };
    case "SalesLostReasonsSet":
      return { ...state, salesLostReasons: [...event.data.values] };
    case "OriginsSet":
    case "RejectReasonsSet":
    case "NoteTypesSet":
    case "CompanyPositionsSet":
    case "StandardFoldersSet": {
      const key = Object.values(LIST_SETTINGS).find(([e]) => e === event.type)![1];
      return { ...state, lists: { ...state.lists, [key]: [...event.data.values] } };
    }
    case "HiddenMenusSet":
      return { ...state, hiddenMenus: [...event.data.hiddenMenus] };
    case "PreferencesSet":
      return { ...state, preferences: preferencesOf(event.data) };
    case "SecuritySettingsSet":
      return { ...state, security: event.data.security };
    case "DisabledSuppliersSet":
      return { ...state, disabledSuppliers: [...event.data.disabledSuppliers] };
    case "VendorPriceEditSet":
      return { ...state, vendorPriceEdit: event.data.vendorPriceEdit };
    case "ProposalSlugSet":
      return { ...state, proposalSlug: event.data.slug };
    case "AfterSalesServiceAdded":
    case "AfterSalesServiceEdited":
      return {
        ...state,
        afterSalesServices: { ...state.afterSalesServices, [event.data.serviceId]: event.data.service },
      };
    case "AfterSalesServiceDeleted": {
      const { [event.data.serviceId]: _gone, ...rest } = state.afterSalesServices;
      return { ...state, afterSalesServices: rest };
    }
    default:
      return ignoreUnknownEvent(event, state);
  }
}

function setUser(state: RegisteredCompany, id: string, patch: Partial<CompanyUser>): RegisteredCompany {
  const u = state.users[id];
  return u ? { ...state, users: { ...state.users, [id]: { ...u, ...patch } } } : state;
}
