// rm_companies and rm_users: who belongs to which company, with role and plan.
import { sql } from "kysely";
import type { ProjectionHandler } from "../types";

export const companyHandlers: Record<string, ProjectionHandler> = {
  async CompanyRegistered(trx, e) {
    const d = e.data;
    await trx
      .insertInto("rm_companies")
      .values({
        id: e.metadata.companyId, name: d.name, plan: d.plan, status_ok: d.statusOk, manager_id: d.manager.id,
        sales_lost_reasons: sql`${JSON.stringify(d.salesLostReasons ?? [])}::text::jsonb`, registered_at: e.metadata.occurredAt,
      })
      .execute();
    await trx
      .insertInto("rm_users")
      .values({ id: d.manager.id, company_id: e.metadata.companyId, name: d.manager.name, email: d.manager.email, role: "MANAGER", active: true })
      .execute();
  },
  async VendorAdded(trx, e) {
    const v = e.data.vendor;
    await trx
      .insertInto("rm_users")
      .values({ id: v.id, company_id: e.metadata.companyId, name: v.name, email: v.email, role: "VENDOR", active: true })
      .execute();
  },
};
