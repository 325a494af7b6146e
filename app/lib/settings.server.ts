// The signed-in company's settings: the groups saved (rm_company_settings, rm_companies'
// lost reasons, rm_after_sales_services) laid over the spec's defaults for groups never saved.
import { DEFAULT_PREFERENCES, DEFAULT_SECURITY, DEFAULT_SETTINGS, type CompanySettings } from "../../domain/settings/defaults";
import { services } from "./services.server";
import { sessionSettingsDocument, type SessionUser } from "./auth.server";
import { afterSalesServices, savedSettings } from "../../projections/read-models/administration.queries";
import { salesLostReasons } from "../../projections/read-models/companies.queries";

/** The saved settings document laid over the defaults (the lists kept in other tables left as the defaults). */
function overDefaults(saved: unknown): CompanySettings {
  const s = (typeof saved === "string" ? JSON.parse(saved) : (saved ?? {})) as Partial<CompanySettings>;
  return {
    ...DEFAULT_SETTINGS,
    ...s,
    preferences: { ...DEFAULT_PREFERENCES, ...(s.preferences ?? {}) },
    security: { ...DEFAULT_SECURITY, ...(s.security ?? {}) },
  };
}

export async function getCompanySettings(companyId: string): Promise<CompanySettings & { afterSalesServiceIds: string[] }> {
  const { database } = await services();
  const db = database.db;
  const [lostReasons, saved, services_] = await Promise.all([
    salesLostReasons(db, companyId),
    savedSettings(db, companyId),
    afterSalesServices(db, companyId),
  ]);
  return {
    ...overDefaults(saved),
    salesLostReasons: lostReasons ?? DEFAULT_SETTINGS.salesLostReasons,
    afterSalesServices: services_.map((r) => ({ name: r.name, type: r.type })),
    afterSalesServiceIds: services_.map((r) => r.id),
  };
}

/**
 * Only what rm_company_settings keeps (preferences, flags such as vendorPriceEdit) and the raw
 * document (the pricing keys are read from it too), for a command's reads before it is sent: the
 * document the session's query already read with the user, else one query (not getCompanySettings'
 * three; docs/performance.md, "Proposal wizard").
 */
export async function savedCompanySettings(
  user: SessionUser,
): Promise<{ settings: Pick<CompanySettings, "preferences" | "vendorPriceEdit">; document: unknown }> {
  let document = sessionSettingsDocument(user)?.document;
  if (document === undefined) {
    const { database } = await services();
    document = await savedSettings(database.db, user.companyId);
  }
  const { preferences, vendorPriceEdit } = overDefaults(document);
  return { settings: { preferences, vendorPriceEdit }, document };
}
