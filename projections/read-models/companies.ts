// rm_companies and rm_users: who belongs to which company, with role, plan, account status,
// whether a collaborator is active, and their stored permission flags.
import type { Transaction, UpdateObject } from "kysely";
import type { DB } from "../../db/schema";
import type { CompanyEvent } from "../../domain/company";
import { jsonb as json } from "../bulk-sql";
import type { RecordedEvent } from "../../eventstore/types";
import { insertCompanyRow, insertRow, updateRow } from "../row-handlers";
import type { TypedHandlers } from "../types";

const permissionsJson = (v: Partial<Record<string, boolean>>) => json<Record<string, boolean>>(v);

const userRow = (u: { id: string; name: string; email: string }, role: "MANAGER" | "VENDOR") => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role,
  active: true,
});

/** A collaborator's row, only inside the event's company. */
const updateUser = <D>(id: (data: D) => string, set: (e: RecordedEvent<string, D>) => UpdateObject<DB, "rm_users">) =>
  updateRow("rm_users", id, set, { inCompany: true });

/** The event's company's row. */
const updateCompany =
  <D>(set: (e: RecordedEvent<string, D>) => UpdateObject<DB, "rm_companies">) =>
  async (trx: Transaction<DB>, e: RecordedEvent<string, D>) => {
    await trx.updateTable("rm_companies").set(set(e)).where("id", "=", e.metadata.companyId).execute();
  };

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
    await insertCompanyRow(trx, "rm_users", e, userRow(d.manager, "MANAGER"));
  },
  VendorAdded: insertRow("rm_users", ({ data }) => ({
    ...userRow(data.vendor, "VENDOR"),
    permissions: permissionsJson(data.permissions ?? {}),
  })),
  UserEdited: updateUser(
    (d) => d.userId,
    ({ data }) => ({ name: data.after.name, email: data.after.email }),
  ),
  VendorDeactivated: updateUser(
    (d) => d.vendorId,
    () => ({ active: false }),
  ),
  VendorReactivated: updateUser(
    (d) => d.vendorId,
    () => ({ active: true }),
  ),
  VendorPermissionsSet: updateUser(
    (d) => d.vendorId,
    ({ data }) => ({ permissions: permissionsJson(data.permissions) }),
  ),
  CompanyPlanChanged: updateCompany(({ data }) => ({ plan: data.to })),
  AccountStatusChanged: updateCompany(({ data }) => ({ status_ok: data.statusOk })),
  SalesLostReasonsSet: updateCompany(({ data }) => ({ sales_lost_reasons: json(data.values) })),
};
