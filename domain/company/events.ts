// The company's events.
import type { DomainEvent } from "../shared";
import type { PermissionFlag, PermissionSet } from "../shared/permissions";
import type { AfterSalesService, Preferences, SecuritySettings } from "../settings/defaults";
import type { PreferencesShape } from "./preferences-upcast";
import type { CompanyPlan, LIST_SETTINGS, ListSettingsCommandType, Team, UserRef } from "./shapes";

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
/** `shape: 2` since losses may be null and availabilityTaxDiscount has an effect, 3 since usePreSalesKanban has one; older events are read through preferencesOf. */
export type PreferencesSet = DomainEvent<"PreferencesSet", { preferences: Preferences; shape?: PreferencesShape }>;
export type SecuritySettingsSet = DomainEvent<"SecuritySettingsSet", { security: SecuritySettings }>;
export type DisabledSuppliersSet = DomainEvent<"DisabledSuppliersSet", { disabledSuppliers: string[] }>;
export type VendorPriceEditSet = DomainEvent<"VendorPriceEditSet", { vendorPriceEdit: boolean }>;
export type ProposalSlugSet = DomainEvent<"ProposalSlugSet", { slug: string; previous: string | null }>;
export type AfterSalesServiceAdded = DomainEvent<"AfterSalesServiceAdded", { serviceId: string; service: AfterSalesService }>;
export type AfterSalesServiceEdited = DomainEvent<"AfterSalesServiceEdited", { serviceId: string; service: AfterSalesService }>;
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
  | SecuritySettingsSet
  | DisabledSuppliersSet
  | VendorPriceEditSet
  | ProposalSlugSet
  | AfterSalesServiceAdded
  | AfterSalesServiceEdited
  | AfterSalesServiceDeleted;
