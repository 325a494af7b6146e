// rm_customers: the company's customers, with a normalised search column.
import { normalizeSearch } from "../../domain/shared";
import type { ProjectionHandler } from "../types";

export const customerHandlers: Record<string, ProjectionHandler> = {
  async CustomerCreated(trx, e) {
    const d = e.data;
    await trx
      .insertInto("rm_customers")
      .values({
        id: d.customerId, company_id: e.metadata.companyId, name: d.name, search_text: normalizeSearch(d.name),
        owner_id: d.ownerId ?? null, registered_at: e.metadata.occurredAt,
      })
      .execute();
  },
};
