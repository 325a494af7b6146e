// Company aggregate: stream `company-<companyId>`: registration, plan and account status,
// collaborators (vendors) with their permission flags, teams, and the settings groups.
import {
  DEFAULT_SALES_LOST_REASONS,
  DomainError,
  MSG,
  isValidEmail,
  isValidName,
  required,
  type Decider,
  type DecideContext,
  type DomainEvent,
} from "../shared";
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionSet } from "../shared/permissions";
import type { AfterSalesService, Preferences } from "../settings/defaults";
import {
  checkFolderNames,
  checkHiddenMenus,
  checkPreferences,
  checkService,
  checkSlug,
  checkTextList,
} from "./settings";

export const COMPANY_PLANS = ["BASIC", "ENTERPRISE"] as const;
export type CompanyPlan = (typeof COMPANY_PLANS)[number];

export interface UserRef {
  id: string;
  name: string;
  email: string;
}

export interface CompanyUser extends UserRef {
  role: "MANAGER" | "VENDOR";
  active: boolean;
  /** Stored flags (only for vendors); the effective ones come from effectivePermissions(). */
  permissions: PermissionSet;
}

export interface Team {
  id: string;
  name: string;
  leaderId: string;
  memberIds: string[];
}

export const companyStreamId = (companyId: string) => `company-${companyId}`;

// ── Settings groups: one command and one event per group (part 3 §7) ─────────
/** command type → [event type, state key, checker] for the groups that are lists of texts. */
export const LIST_SETTINGS = {
  SetOrigins: ["OriginsSet", "origins", checkTextList],
  SetSalesLostReasons: ["SalesLostReasonsSet", "salesLostReasons", checkTextList],
  SetRejectReasons: ["RejectReasonsSet", "rejectReasons", checkTextList],
  SetNoteTypes: ["NoteTypesSet", "noteTypes", checkTextList],
  SetCompanyPositions: ["CompanyPositionsSet", "companyPositions", checkTextList],
  SetStandardFolders: ["StandardFoldersSet", "stdFolders", checkFolderNames],
} as const;
export type ListSettingsCommandType = keyof typeof LIST_SETTINGS;
export type ListSettingsKey = (typeof LIST_SETTINGS)[ListSettingsCommandType][1];

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
  permissions?: PermissionSet;
}
export interface EditUser {
  type: "EditUser";
  userId: string;
  name: string;
  email: string;
}
export interface DeactivateVendor {
  type: "DeactivateVendor";
  vendorId: string;
}
export interface ReactivateVendor {
  type: "ReactivateVendor";
  vendorId: string;
}
export interface SetVendorPermissions {
  type: "SetVendorPermissions";
  vendorId: string;
  permissions: PermissionSet;
}
/** The password itself lives in the credentials table; the log records that it changed. */
export interface RecordPasswordChange {
  type: "RecordPasswordChange";
  userId: string;
}
export interface CreateTeam {
  type: "CreateTeam";
  team: Team;
}
export interface EditTeam {
  type: "EditTeam";
  team: Team;
}
export interface DeleteTeam {
  type: "DeleteTeam";
  teamId: string;
}
export interface ChangePlan {
  type: "ChangePlan";
  plan: CompanyPlan;
}
export interface SetAccountStatus {
  type: "SetAccountStatus";
  statusOk: boolean;
}
export interface SetListSettings {
  type: ListSettingsCommandType;
  values: string[];
}
export interface SetHiddenMenus {
  type: "SetHiddenMenus";
  hiddenMenus: string[];
}
export interface SetPreferences {
  type: "SetPreferences";
  preferences: Partial<Record<keyof Preferences, unknown>>;
}
export interface SetVendorPriceEdit {
  type: "SetVendorPriceEdit";
  vendorPriceEdit: boolean;
}
/** The slug was reserved first in its own stream (slug-<slug>), so two companies never share one. */
export interface SetProposalSlug {
  type: "SetProposalSlug";
  slug: string;
}
export interface AddAfterSalesService {
  type: "AddAfterSalesService";
  serviceId: string;
  service: AfterSalesService;
}
export interface EditAfterSalesService {
  type: "EditAfterSalesService";
  serviceId: string;
  service: AfterSalesService;
}
export interface DeleteAfterSalesService {
  type: "DeleteAfterSalesService";
  serviceId: string;
}

export type CompanyCommand =
  | RegisterCompany
  | AddVendor
  | EditUser
  | DeactivateVendor
  | ReactivateVendor
  | SetVendorPermissions
  | RecordPasswordChange
  | CreateTeam
  | EditTeam
  | DeleteTeam
  | ChangePlan
  | SetAccountStatus
  | SetListSettings
  | SetHiddenMenus
  | SetPreferences
  | SetVendorPriceEdit
  | SetProposalSlug
  | AddAfterSalesService
  | EditAfterSalesService
  | DeleteAfterSalesService;

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
export type VendorAdded = DomainEvent<"VendorAdded", { vendor: UserRef; permissions?: PermissionSet }>;
export type UserEdited = DomainEvent<
  "UserEdited",
  { userId: string; before: { name: string; email: string }; after: { name: string; email: string } }
>;
export type VendorDeactivated = DomainEvent<"VendorDeactivated", { vendorId: string }>;
export type VendorReactivated = DomainEvent<"VendorReactivated", { vendorId: string }>;
export type VendorPermissionsSet = DomainEvent<
  "VendorPermissionsSet",
  { vendorId: string; permissions: PermissionSet; granted: PermissionFlag[]; revoked: PermissionFlag[] }
>;
export type PasswordChanged = DomainEvent<"PasswordChanged", { userId: string }>;
export type TeamCreated = DomainEvent<"TeamCreated", { team: Team & { type: "SALES" } }>;
export type TeamEdited = DomainEvent<"TeamEdited", { team: Team & { type: "SALES" } }>;
export type TeamDeleted = DomainEvent<"TeamDeleted", { teamId: string; name: string }>;
export type CompanyPlanChanged = DomainEvent<"CompanyPlanChanged", { from: CompanyPlan; to: CompanyPlan }>;
export type AccountStatusChanged = DomainEvent<"AccountStatusChanged", { statusOk: boolean }>;
export type ListSettingsSet = DomainEvent<(typeof LIST_SETTINGS)[ListSettingsCommandType][0], { values: string[] }>;
export type HiddenMenusSet = DomainEvent<"HiddenMenusSet", { hiddenMenus: string[] }>;
export type PreferencesSet = DomainEvent<"PreferencesSet", { preferences: Preferences }>;
export type VendorPriceEditSet = DomainEvent<"VendorPriceEditSet", { vendorPriceEdit: boolean }>;
export type ProposalSlugSet = DomainEvent<"ProposalSlugSet", { slug: string; previous: string | null }>;
export type AfterSalesServiceAdded = DomainEvent<
  "AfterSalesServiceAdded",
  { serviceId: string; service: AfterSalesService }
>;
export type AfterSalesServiceEdited = DomainEvent<
  "AfterSalesServiceEdited",
  { serviceId: string; service: AfterSalesService }
>;
export type AfterSalesServiceDeleted = DomainEvent<"AfterSalesServiceDeleted", { serviceId: string }>;

export type CompanyEvent =
  | CompanyRegistered
  | VendorAdded
  | UserEdited
  | VendorDeactivated
  | VendorReactivated
  | VendorPermissionsSet
  | PasswordChanged
  | TeamCreated
  | TeamEdited
  | TeamDeleted
  | CompanyPlanChanged
  | AccountStatusChanged
  | ListSettingsSet
  | HiddenMenusSet
  | PreferencesSet
  | VendorPriceEditSet
  | ProposalSlugSet
  | AfterSalesServiceAdded
  | AfterSalesServiceEdited
  | AfterSalesServiceDeleted;

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
  teams: Record<string, Team>;
  salesLostReasons: string[];
  /** Saved list groups (absent = never saved: the defaults apply). */
  lists: Partial<Record<ListSettingsKey, string[]>>;
  hiddenMenus: string[];
  preferences: Preferences | null;
  vendorPriceEdit: boolean;
  proposalSlug: string | null;
  afterSalesServices: Record<string, AfterSalesService>;
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
    teams: {},
    salesLostReasons: [],
    lists: {},
    hiddenMenus: [],
    preferences: null,
    vendorPriceEdit: false,
    proposalSlug: null,
    afterSalesServices: {},
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  !!a && a.length === b.length && a.every((v, i) => v === b[i]);

/** The user of the company with this e-mail (case-insensitive), if any. */
export function userByEmail(state: CompanyState, email: string): CompanyUser | undefined {
  return Object.values(state.users).find((u) => sameEmail(u.email, email));
}

/** Checks a user reference; form fields are `nameField` and "email". */
function checkUser(user: UserRef | undefined, nameField: string): UserRef {
  if (!user || !required(user.id)) throw new DomainError(MSG.required);
  if (!required(user.name)) throw new DomainError(MSG.required, nameField);
  if (!isValidName(user.name.trim())) throw new DomainError(MSG.invalidName, nameField);
  if (typeof user.email !== "string" || !isValidEmail(user.email.trim())) {
    throw new DomainError(MSG.invalidEmail, "email");
  }
  return { id: user.id, name: user.name.trim(), email: user.email.trim() };
}

function checkPermissions(p: PermissionSet | undefined): PermissionSet {
  const out: PermissionSet = {};
  for (const [flag, on] of Object.entries(p ?? {})) {
    if (!(PERMISSION_FLAGS as readonly string[]).includes(flag)) throw new DomainError(MSG.invalidPermission, flag);
    if (on === true) out[flag as PermissionFlag] = true;
  }
  return out;
}

function vendorOf(state: CompanyState, id: string): CompanyUser {
  const u = state.users[id];
  if (!u) throw new DomainError(MSG.userNotFound, undefined, "not_found");
  if (u.role !== "VENDOR") throw new DomainError(MSG.cannotChangeManager, undefined, "forbidden");
  return u;
}

function checkTeam(state: CompanyState, team: Team, creating: boolean): Team & { type: "SALES" } {
  if (state.plan !== "ENTERPRISE") throw new DomainError(MSG.upgradeRequired, undefined, "forbidden");
  const name = typeof team.name === "string" ? team.name.trim() : "";
  if (!required(name)) throw new DomainError(MSG.required, "name");
  if (!isValidName(name)) throw new DomainError(MSG.invalidName, "name");
  const clash = Object.values(state.teams).find((t) => t.id !== team.id && t.name.toLowerCase() === name.toLowerCase());
  if (clash) throw new DomainError(MSG.teamExists, "name", "conflict");
  if (!creating && !state.teams[team.id]) throw new DomainError(MSG.teamNotFound, undefined, "not_found");
  if (creating && state.teams[team.id]) throw new DomainError(MSG.teamExists, "name", "conflict");
  const leader = state.users[team.leaderId];
  if (!leader || !leader.active) throw new DomainError(MSG.selectLeader, "leaderId");
  const members = [...new Set(team.memberIds ?? [])].filter((id) => id !== team.leaderId);
  if (members.some((id) => !state.users[id])) throw new DomainError(MSG.invalidMembers, "memberIds");
  return { id: team.id, name, type: "SALES", leaderId: team.leaderId, memberIds: members.sort() };
}

function requireExists(state: CompanyState) {
  if (!state.exists) throw new DomainError(MSG.companyNotFound, undefined, "not_found");
}

function decide(command: CompanyCommand, state: CompanyState, ctx: DecideContext): CompanyEvent[] {
  if (command.type !== "RegisterCompany") requireExists(state);
  switch (command.type) {
    case "RegisterCompany": {
      if (state.exists) throw new DomainError(MSG.companyExists, undefined, "conflict");
      if (!required(command.name)) throw new DomainError(MSG.required, "name");
      if (!(COMPANY_PLANS as readonly string[]).includes(command.plan)) throw new DomainError(MSG.invalidPlan, "plan");
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
      // Collaborators are an ENTERPRISE feature (part 1 §1: vendors only on the ENTERPRISE plan).
      if (state.plan !== "ENTERPRISE") throw new DomainError(MSG.upgradeRequired, undefined, "forbidden");
      const vendor = checkUser(command.vendor, "name");
      if (userByEmail(state, vendor.email)) throw new DomainError(MSG.emailTaken, "email", "conflict");
      if (state.users[vendor.id]) throw new DomainError(MSG.userExists, undefined, "conflict");
      const permissions = checkPermissions(command.permissions);
      return [{ type: "VendorAdded", data: Object.keys(permissions).length ? { vendor, permissions } : { vendor } }];
    }
    case "EditUser": {
      const u = state.users[command.userId];
      if (!u) throw new DomainError(MSG.userNotFound, undefined, "not_found");
      const after = checkUser({ id: u.id, name: command.name, email: command.email }, "name");
      const other = userByEmail(state, after.email);
      if (other && other.id !== u.id) throw new DomainError(MSG.emailTaken, "email", "conflict");
      if (after.name === u.name && after.email === u.email) return [];
      return [
        {
          type: "UserEdited",
          data: {
            userId: u.id,
            before: { name: u.name, email: u.email },
            after: { name: after.name, email: after.email },
          },
        },
      ];
    }
    case "DeactivateVendor": {
      const v = vendorOf(state, command.vendorId);
      if (!v.active) return [];
      return [{ type: "VendorDeactivated", data: { vendorId: v.id } }];
    }
    case "ReactivateVendor": {
      const v = vendorOf(state, command.vendorId);
      if (v.active) return [];
      return [{ type: "VendorReactivated", data: { vendorId: v.id } }];
    }
    case "SetVendorPermissions": {
      const v = vendorOf(state, command.vendorId);
      const permissions = checkPermissions(command.permissions);
      const granted = PERMISSION_FLAGS.filter((f) => permissions[f] && !v.permissions[f]);
      const revoked = PERMISSION_FLAGS.filter((f) => !permissions[f] && v.permissions[f]);
      if (!granted.length && !revoked.length) return [];
      return [{ type: "VendorPermissionsSet", data: { vendorId: v.id, permissions, granted, revoked } }];
    }
    case "RecordPasswordChange": {
      if (!state.users[command.userId]) throw new DomainError(MSG.userNotFound, undefined, "not_found");
      return [{ type: "PasswordChanged", data: { userId: command.userId } }];
    }
    case "CreateTeam":
      return [{ type: "TeamCreated", data: { team: checkTeam(state, command.team, true) } }];
    case "EditTeam":
      return [{ type: "TeamEdited", data: { team: checkTeam(state, command.team, false) } }];
    case "DeleteTeam": {
      const t = state.teams[command.teamId];
      if (!t) throw new DomainError(MSG.teamNotFound, undefined, "not_found");
      return [{ type: "TeamDeleted", data: { teamId: t.id, name: t.name } }];
    }
    case "ChangePlan": {
      if (!(COMPANY_PLANS as readonly string[]).includes(command.plan)) throw new DomainError(MSG.invalidPlan, "plan");
      if (command.plan === state.plan) return [];
      return [{ type: "CompanyPlanChanged", data: { from: state.plan, to: command.plan } }];
    }
    case "SetAccountStatus": {
      if (typeof command.statusOk !== "boolean") throw new DomainError(MSG.invalidStatus, "statusOk");
      if (command.statusOk === state.statusOk) return [];
      return [{ type: "AccountStatusChanged", data: { statusOk: command.statusOk } }];
    }
    case "SetOrigins":
    case "SetSalesLostReasons":
    case "SetRejectReasons":
    case "SetNoteTypes":
    case "SetCompanyPositions":
    case "SetStandardFolders": {
      const [event, key, check] = LIST_SETTINGS[command.type];
      const values = check(command.values, key);
      const current = key === "salesLostReasons" ? state.salesLostReasons : state.lists[key];
      if (sameList(current, values)) return [];
      return [{ type: event, data: { values } } as ListSettingsSet];
    }
    case "SetHiddenMenus": {
      const hiddenMenus = checkHiddenMenus(command.hiddenMenus);
      if (sameList(state.hiddenMenus, hiddenMenus)) return [];
      return [{ type: "HiddenMenusSet", data: { hiddenMenus } }];
    }
    case "SetPreferences": {
      const preferences = checkPreferences(command.preferences ?? {});
      if (state.preferences && JSON.stringify(state.preferences) === JSON.stringify(preferences)) return [];
      return [{ type: "PreferencesSet", data: { preferences } }];
    }
    case "SetVendorPriceEdit": {
      const on = command.vendorPriceEdit === true;
      if (on === state.vendorPriceEdit) return [];
      return [{ type: "VendorPriceEditSet", data: { vendorPriceEdit: on } }];
    }
    case "SetProposalSlug": {
      const slug = checkSlug(command.slug);
      if (slug === state.proposalSlug) return [];
      return [{ type: "ProposalSlugSet", data: { slug, previous: state.proposalSlug } }];
    }
    case "AddAfterSalesService":
    case "EditAfterSalesService": {
      const adding = command.type === "AddAfterSalesService";
      const exists = !!state.afterSalesServices[command.serviceId];
      if (adding && exists) return []; // same id twice: already added
      if (!adding && !exists)
        throw new DomainError(MSG.userNotFound.replace("Colaborador", "Serviço"), undefined, "not_found");
      const service = checkService(command.service);
      const clash = Object.entries(state.afterSalesServices).find(
        ([id, s]) => id !== command.serviceId && s.name.toLowerCase() === service.name.toLowerCase(),
      );
      if (clash) throw new DomainError(MSG.duplicateValue, "name", "conflict");
      return [
        {
          type: adding ? "AfterSalesServiceAdded" : "AfterSalesServiceEdited",
          data: { serviceId: command.serviceId, service },
        },
      ];
    }
    case "DeleteAfterSalesService": {
      if (!state.afterSalesServices[command.serviceId]) return [];
      return [{ type: "AfterSalesServiceDeleted", data: { serviceId: command.serviceId } }];
    }
    default:
      throw new DomainError(MSG.unknownCommand);
  }
}

function setUser(state: CompanyState, id: string, patch: Partial<CompanyUser>): CompanyState {
  const u = state.users[id];
  return u ? { ...state, users: { ...state.users, [id]: { ...u, ...patch } } } : state;
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
        users: { ...state.users, [manager.id]: { ...manager, role: "MANAGER", active: true, permissions: {} } },
        salesLostReasons: [...salesLostReasons],
      };
    }
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
      return { ...state, preferences: event.data.preferences };
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
      return state;
  }
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: initialCompanyState,
  evolve,
  decide,
};
