// Registration and the company's people: RegisterCompany, vendors (add, edit, deactivate,
// reactivate, permissions) and the record of a password change.
import { DEFAULT_SALES_LOST_REASONS, DomainError, MAX_LENGTH, MSG, checkMaxLength, isValidEmail, personNameProblem, required } from "../shared";
import type { DecideContext } from "../shared";
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionSet } from "../shared/permissions";
import type {
  AddVendor,
  DeactivateVendor,
  EditUser,
  ReactivateVendor,
  RecordPasswordChange,
  RegisterCompany,
  SetVendorPermissions,
} from "./commands";
import type {
  CompanyRegistered,
  PasswordChanged,
  UserEdited,
  VendorAdded,
  VendorDeactivated,
  VendorPermissionsSet,
  VendorReactivated,
} from "./events";
import { COMPANY_PLANS, type CompanyUser, type UserRef } from "./shapes";
import { userByEmail, type CompanyState, type RegisteredCompany } from "./state";

export function registerCompany(command: RegisterCompany, state: CompanyState, ctx: DecideContext): CompanyRegistered[] {
  if (state.exists) throw new DomainError(MSG.companyExists, undefined, "conflict");
  if (!required(command.name)) throw new DomainError(MSG.required, "name");
  checkMaxLength(command.name, MAX_LENGTH.name, "name");
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

/** Collaborators are an ENTERPRISE feature (part 1 §1: vendors only on the ENTERPRISE plan). */
export function addVendor(command: AddVendor, state: RegisteredCompany): VendorAdded[] {
  if (state.plan !== "ENTERPRISE") throw new DomainError(MSG.upgradeRequired, undefined, "forbidden");
  const vendor = checkUser(command.vendor, "name");
  if (userByEmail(state, vendor.email)) throw new DomainError(MSG.emailTaken, "email", "conflict");
  if (state.users[vendor.id]) throw new DomainError(MSG.userExists, undefined, "conflict");
  const permissions = checkPermissions(command.permissions);
  return [{ type: "VendorAdded", data: Object.keys(permissions).length ? { vendor, permissions } : { vendor } }];
}

/** Manager or vendor; [] when name and e-mail stay the same. */
export function editUser(command: EditUser, state: RegisteredCompany): UserEdited[] {
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

export function deactivateVendor(command: DeactivateVendor, state: RegisteredCompany): VendorDeactivated[] {
  const v = vendorOf(state, command.vendorId);
  if (!v.active) return [];
  return [{ type: "VendorDeactivated", data: { vendorId: v.id } }];
}

export function reactivateVendor(command: ReactivateVendor, state: RegisteredCompany): VendorReactivated[] {
  const v = vendorOf(state, command.vendorId);
  if (v.active) return [];
  return [{ type: "VendorReactivated", data: { vendorId: v.id } }];
}

/** [] when no flag changes. */
export function setVendorPermissions(command: SetVendorPermissions, state: RegisteredCompany): VendorPermissionsSet[] {
  const v = vendorOf(state, command.vendorId);
  const permissions = checkPermissions(command.permissions);
  const granted = PERMISSION_FLAGS.filter((f) => permissions[f] && !v.permissions[f]);
  const revoked = PERMISSION_FLAGS.filter((f) => !permissions[f] && v.permissions[f]);
  if (!granted.length && !revoked.length) return [];
  return [{ type: "VendorPermissionsSet", data: { vendorId: v.id, permissions, granted, revoked } }];
}

/** The password itself lives in the credentials table; the log records that it changed. */
export function recordPasswordChange(command: RecordPasswordChange, state: RegisteredCompany): PasswordChanged[] {
  if (!state.users[command.userId]) throw new DomainError(MSG.userNotFound, undefined, "not_found");
  return [{ type: "PasswordChanged", data: { userId: command.userId } }];
}

/** Checks a user reference; form fields are `nameField` and "email". */
function checkUser(user: UserRef | undefined, nameField: string): UserRef {
  if (!user || !required(user.id)) throw new DomainError(MSG.required);
  if (!required(user.name)) throw new DomainError(MSG.required, nameField);
  checkMaxLength(user.name, MAX_LENGTH.name, nameField);
  const problem = personNameProblem(user.name.trim());
  if (problem) throw new DomainError(problem, nameField);
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

/** A vendor of the company; the manager cannot be changed this way. */
function vendorOf(state: RegisteredCompany, id: string): CompanyUser {
  const u = state.users[id];
  if (!u) throw new DomainError(MSG.userNotFound, undefined, "not_found");
  if (u.role !== "VENDOR") throw new DomainError(MSG.cannotChangeManager, undefined, "forbidden");
  return u;
}
