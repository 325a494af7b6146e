// The signed-in company's settings: the groups saved (rm_company_settings, rm_companies'
// lost reasons, rm_after_sales_services) laid over the spec's defaults for groups never saved.
import { DEFAULT_PREFERENCES, DEFAULT_SECURITY, DEFAULT_SETTINGS, type CompanySettings } from "../../domain/settings/defaults";
import { services } from "./services.server";
import { afterSalesServices, savedSettings } from "../../projections/read-models/administration.queries";
import { salesLostReasons } from "../../projections/read-models/companies.queries";

export async function getCompanySettings(companyId: string): Promise<CompanySettings & { afterSalesServiceIds: string[] }> {
  const { database } = await services();
  const db = database.db;
  const [lostReasons, saved, services_] = await Promise.all([
    salesLostReasons(db, companyId),
    savedSettings(db, companyId),
    afterSalesServices(db, companyId),
  ]);
  const s = (typeof saved === "string" ? JSON.parse(saved) : (saved ?? {})) as Partial<CompanySettings>;
  return {
    ...DEFAULT_SETTINGS,
    ...s,
    salesLostReasons: lostReasons ?? DEFAULT_SETTINGS.salesLostReasons,
    preferences: { ...DEFAULT_PREFERENCES, ...(s.preferences ?? {}) },
    security: { ...DEFAULT_SECURITY, ...(s.security ?? {}) },
    afterSalesServices: services_.map((r) => ({ name: r.name, type: r.type })),
    afterSalesServiceIds: services_.map((r) => r.id),
  };
}
