// The signed-in company's settings: the groups saved (rm_company_settings, rm_companies'
// lost reasons, rm_after_sales_services) laid over the spec's defaults for groups never saved.
import { DEFAULT_PREFERENCES, DEFAULT_SETTINGS, type CompanySettings } from "../../domain/settings/defaults";
import { services } from "./services.server";

export async function getCompanySettings(
  companyId: string,
): Promise<CompanySettings & { afterSalesServiceIds: string[] }> {
  const { database } = await services();
  const db = database.db;
  const [company, saved, services_] = await Promise.all([
    db.selectFrom("rm_companies").select("sales_lost_reasons").where("id", "=", companyId).executeTakeFirst(),
    db.selectFrom("rm_company_settings").select("settings").where("company_id", "=", companyId).executeTakeFirst(),
    db
      .selectFrom("rm_after_sales_services")
      .select(["id", "name", "type"])
      .where("company_id", "=", companyId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  const s = (
    typeof saved?.settings === "string" ? JSON.parse(saved.settings) : (saved?.settings ?? {})
  ) as Partial<CompanySettings>;
  return {
    ...DEFAULT_SETTINGS,
    ...s,
    salesLostReasons: (company?.sales_lost_reasons as string[] | undefined) ?? DEFAULT_SETTINGS.salesLostReasons,
    preferences: { ...DEFAULT_PREFERENCES, ...(s.preferences ?? {}) },
    afterSalesServices: services_.map((r) => ({ name: r.name, type: r.type })),
    afterSalesServiceIds: services_.map((r) => r.id),
  };
}
