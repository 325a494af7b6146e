// rm_companies and rm_users: who belongs to which company, with role, plan, account status,
// whether a collaborator is active, and their stored permission flags.
import type { CompanyEvent } from "../../domain/company";
import { jsonb as json } from "../bulk-sql";
import type { TypedHandlers } from "../types";

const permissionsJson = (v: Partial<Record<string, boolean>>) => json<Record<string, boolean>>(v);

export const companyHandlers: TypedHandlers<CompanyEvent> = {
  async CompanyRegistered(trx, e) {
    const d = e.data;
    await trx
      .insertInto("rm_companies")
      .values({
        id: e.metadata.companyId,
        name: d.name,
        plan: d.plan,
        status_ok: d.statusOk,
        manager_id: d.manager.id,
        sales_lost_reasons: json(d.salesLostReasons ?? []),
        registered_at: e.metadata.occurredAt,
      })
      .execute();
    await trx
      .insertInto("rm_users")
      .values({
        id: d.manager.id,
        company_id: e.metadata.companyId,
        name: d.manager.name,
        email: d.manager.email,
        role: "MANAGER",
        active: true,
      })
      .execute();
  },
  async VendorAdded(trx, e) {
    const v = e.data.vendor;
    await trx
      .insertInto("rm_users")
      .values({
        id: v.id,
        company_id: e.metadata.companyId,
        name: v.name,
        email: v.email,
        role: "VENDOR",
        active: true,
        permissions: permissionsJson(e.data.permissions ?? {}),
      })
      .execute();
  },
  async UserEdited(trx, e) {
    await trx
      .updateTable("rm_users")
      .set({ name: e.data.after.name, email: e.data.after.email })
      .where("id", "=", e.data.userId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async VendorDeactivated(trx, e) {
    await trx
      .updateTable("rm_users")
      .set({ active: false })
      .where("id", "=", e.data.vendorId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async VendorReactivated(trx, e) {
    await trx
      .updateTable("rm_users")
      .set({ active: true })
      .where("id", "=", e.data.vendorId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async VendorPermissionsSet(trx, e) {
    await trx
      .updateTable("rm_users")
      .set({ permissions: permissionsJson(e.data.permissions) })
      .where("id", "=", e.data.vendorId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async CompanyPlanChanged(trx, e) {
    await trx.updateTable("rm_companies").set({ plan: e.data.to }).where("id", "=", e.metadata.companyId).execute();
  },
  async AccountStatusChanged(trx, e) {
    await trx
      .updateTable("rm_companies")
      .set({ status_ok: e.data.statusOk })
      .where("id", "=", e.metadata.companyId)
      .execute();
  },
  async SalesLostReasonsSet(trx, e) {
    await trx
      .updateTable("rm_companies")
      .set({ sales_lost_reasons: json(e.data.values) })
      .where("id", "=", e.metadata.companyId)
      .execute();
  },
};
