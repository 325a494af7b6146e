// rm_customers: the company's customers, with a normalised search column.
import { normalizeSearch } from "../../domain/shared";
import type { CustomerEvent } from "../../domain/customer";
import { insertRow } from "../row-handlers";
import type { TypedHandlers } from "../types";

export const customerHandlers: TypedHandlers<CustomerEvent> = {
  CustomerCreated: insertRow("rm_customers", ({ data: d, metadata }) => ({
    id: d.customerId,
    name: d.name,
    search_text: normalizeSearch(d.name),
    owner_id: d.ownerId ?? null,
    registered_at: metadata.occurredAt,
  })),
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
