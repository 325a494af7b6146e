// Plan, account status and the settings groups (part 3 §7): one command and one event per group.
// Each handler returns [] when the saved value does not change.
import { DomainError, MSG } from "../shared";
import { DEFAULT_SECURITY } from "../settings/defaults";
import { KIT_DISTRIBUTORS, KIT_MSG } from "../kit/fields";
import type {
  AddAfterSalesService,
  ChangePlan,
  DeleteAfterSalesService,
  EditAfterSalesService,
  SetAccountStatus,
  SetHiddenMenus,
  SetListSettings,
  SetPreferences,
  SetSecuritySettings,
  SetDisabledSuppliers,
  SetProposalSlug,
  SetVendorPriceEdit,
} from "./commands";
import type {
  AccountStatusChanged,
  AfterSalesServiceAdded,
  AfterSalesServiceDeleted,
  AfterSalesServiceEdited,
  CompanyPlanChanged,
  HiddenMenusSet,
  ListSettingsSet,
  PreferencesSet,
  SecuritySettingsSet,
  DisabledSuppliersSet,
  ProposalSlugSet,
  VendorPriceEditSet,
} from "./events";
import { checkHiddenMenus, checkPreferences, checkSecurity, checkService, checkSlug } from "./settings";
import { COMPANY_PLANS, LIST_SETTINGS } from "./shapes";
import { PREFERENCES_SHAPE } from "./preferences-upcast";
import type { RegisteredCompany } from "./state";

const sameList = (a: readonly string[] | undefined, b: readonly string[]) => !!a && a.length === b.length && a.every((v, i) => v === b[i]);

export function changePlan(command: ChangePlan, state: RegisteredCompany): CompanyPlanChanged[] {
  if (!(COMPANY_PLANS as readonly string[]).includes(command.plan)) throw new DomainError(MSG.invalidPlan, "plan");
  if (command.plan === state.plan) return [];
  return [{ type: "CompanyPlanChanged", data: { from: state.plan, to: command.plan } }];
}

export function setAccountStatus(command: SetAccountStatus, state: RegisteredCompany): AccountStatusChanged[] {
  if (typeof command.statusOk !== "boolean") throw new DomainError(MSG.invalidStatus, "statusOk");
  if (command.statusOk === state.statusOk) return [];
  return [{ type: "AccountStatusChanged", data: { statusOk: command.statusOk } }];
}

/** The groups that are lists of texts (origins, lost reasons, reject reasons, note types, ...). */
export function setListSettings(command: SetListSettings, state: RegisteredCompany): ListSettingsSet[] {
  const [event, key, check] = LIST_SETTINGS[command.type];
  const values = check(command.values, key);
  const current = key === "salesLostReasons" ? state.salesLostReasons : state.lists[key];
  if (sameList(current, values)) return [];
  return [{ type: event, data: { values } }];
}

export function setHiddenMenus(command: SetHiddenMenus, state: RegisteredCompany): HiddenMenusSet[] {
  const hiddenMenus = checkHiddenMenus(command.hiddenMenus);
  if (sameList(state.hiddenMenus, hiddenMenus)) return [];
  return [{ type: "HiddenMenusSet", data: { hiddenMenus } }];
}

export function setPreferences(command: SetPreferences, state: RegisteredCompany): PreferencesSet[] {
  const preferences = checkPreferences(command.preferences ?? {});
  if (state.preferences && JSON.stringify(state.preferences) === JSON.stringify(preferences)) return [];
  return [{ type: "PreferencesSet", data: { preferences, shape: PREFERENCES_SHAPE } }];
}

export function setSecuritySettings(command: SetSecuritySettings, state: RegisteredCompany): SecuritySettingsSet[] {
  const security = checkSecurity(command.security ?? {});
  const current = state.security ?? DEFAULT_SECURITY;
  if (current.sessionIdleMinutes === security.sessionIdleMinutes && current.fileRetentionDays === security.fileRetentionDays) return [];
  return [{ type: "SecuritySettingsSet", data: { security } }];
}

/** Only the spec's distributors (the company's own kits cannot be disabled), in the list's order; [] when unchanged. */
export function setDisabledSuppliers(command: SetDisabledSuppliers, state: RegisteredCompany): DisabledSuppliersSet[] {
  const wanted = Array.isArray(command.disabledSuppliers) ? command.disabledSuppliers : [];
  const disabledSuppliers = KIT_DISTRIBUTORS.filter((s) => wanted.includes(s));
  if (disabledSuppliers.length !== new Set(wanted).size) throw new DomainError(KIT_MSG.unknownSupplier, "disabledSuppliers");
  if (sameList(state.disabledSuppliers ?? [], disabledSuppliers)) return [];
  return [{ type: "DisabledSuppliersSet", data: { disabledSuppliers } }];
}

export function setVendorPriceEdit(command: SetVendorPriceEdit, state: RegisteredCompany): VendorPriceEditSet[] {
  const on = command.vendorPriceEdit === true;
  if (on === state.vendorPriceEdit) return [];
  return [{ type: "VendorPriceEditSet", data: { vendorPriceEdit: on } }];
}

export function setProposalSlug(command: SetProposalSlug, state: RegisteredCompany): ProposalSlugSet[] {
  const slug = checkSlug(command.slug);
  if (slug === state.proposalSlug) return [];
  return [{ type: "ProposalSlugSet", data: { slug, previous: state.proposalSlug } }];
}

/** Add (a known id: already added, []) or edit (an unknown id: not_found); names are unique. */
export function saveAfterSalesService(
  command: AddAfterSalesService | EditAfterSalesService,
  state: RegisteredCompany,
): (AfterSalesServiceAdded | AfterSalesServiceEdited)[] {
  const adding = command.type === "AddAfterSalesService";
  const exists = !!state.afterSalesServices[command.serviceId];
  if (adding && exists) return []; // same id twice: already added
  if (!adding && !exists) {
    throw new DomainError(MSG.userNotFound.replace("Colaborador", "Serviço"), undefined, "not_found");
  }
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

/** [] when the service is already gone. */
export function deleteAfterSalesService(command: DeleteAfterSalesService, state: RegisteredCompany): AfterSalesServiceDeleted[] {
  if (!state.afterSalesServices[command.serviceId]) return [];
  return [{ type: "AfterSalesServiceDeleted", data: { serviceId: command.serviceId } }];
}
