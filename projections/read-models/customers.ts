// rm_customers: the company's customers, with a normalised search column.
import { normalizeSearch } from "../../domain/shared";
import type { CustomerEvent } from "../../domain/customer";
import { insertRows } from "../bulk-sql";
import { bulkHandler, type Recorded, type TypedHandlers } from "../types";

/** CustomerCreated in bulk (a run's rows in one INSERT; it was one statement per customer: docs/performance.md, P2). */
const customersCreated = bulkHandler<Recorded<CustomerEvent, "CustomerCreated">>(async (trx, events) => {
  await insertRows(
    trx,
    "rm_customers",
    events.map(({ data: d, metadata }) => ({
      id: d.customerId,
      company_id: metadata.companyId,
      name: d.name,
      search_text: normalizeSearch(d.name),
      owner_id: d.ownerId ?? null,
      registered_at: metadata.occurredAt,
    })),
  );
});

export const customerHandlers: TypedHandlers<CustomerEvent> = {
  CustomerCreated: customersCreated,
  // The boards' customer picker shows the current name. CustomerEdited is new with issue 4 (no older
  // log holds one), so adding this handler needs no rebuild and core's version stays.
  async CustomerEdited(trx, e) {
    const name = e.data.changes?.name?.to;
    if (typeof name !== "string") return;
    await trx
      .updateTable("rm_customers")
      .set({ name, search_text: normalizeSearch(name) })
      .where("id", "=", e.streamId.slice("customer-".length))
      .execute();
  },
};
