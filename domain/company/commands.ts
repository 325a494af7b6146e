// The company's commands (stream `company-<companyId>`).
import type { AfterSalesService, Preferences, SecuritySettings } from "../settings/defaults";
import type { PermissionSet } from "../shared/permissions";
import type { CompanyPlan, ListSettingsCommandType, Team, UserRef } from "./shapes";

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
/** The security group (issue 14): idle minutes before a session ends, days a deleted file's bytes are kept. */
export interface SetSecuritySettings {
  type: "SetSecuritySettings";
  security: Partial<Record<keyof SecuritySettings, unknown>>;
}
/** The suppliers group (part 3 §7 `suppliers`, issue 15): distributors whose kits are left out of the kit choice. The supplier credentials are not here: they are secrets (ADR 005). */
export interface SetDisabledSuppliers {
  type: "SetDisabledSuppliers";
  disabledSuppliers: string[];
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
  | SetSecuritySettings
  | SetDisabledSuppliers
  | SetVendorPriceEdit
  | SetProposalSlug
  | AddAfterSalesService
  | EditAfterSalesService
  | DeleteAfterSalesService;
