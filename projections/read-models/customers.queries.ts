// The readers of rm_customers (written by customers.ts): the customers a sale form offers. The
// data scope is the customers' owners (rm_customer_owners, kept by customer-profiles.ts).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** One customer of the company, when owned by one of `ownerIds` (null = whoever owns it). */
export function pickableCustomer(db: Kysely<DB>, companyId: string, id: string, ownerIds: readonly string[] | null) {
  return db
    .selectFrom("rm_customers as c")
    .select(["c.id", "c.name"])
    .where("c.company_id", "=", companyId)
    .where("c.id", "=", id)
    .$if(ownerIds !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb.selectFrom("rm_customer_owners as o").select("o.owner_id").whereRef("o.customer_id", "=", "c.id").where("o.owner_id", "in", ownerIds!),
        ),
      ),
    )
    .executeTakeFirst();
}

/**
 * The type-ahead picker's matches: the customers owned by one of `ownerIds` (null = all) whose name holds
 * `search` (already normalised: lower case, no accents), by name, `limit` at most.
 */
export function searchPickableCustomers(db: Kysely<DB>, companyId: string, ownerIds: readonly string[] | null, search: string, limit: number) {
  const like = `%${search.replace(/[\\%_]/g, (c) => "\\" + c)}%`;
  return db
    .selectFrom("rm_customers as c")
    .select(["c.id", "c.name"])
    .where("c.company_id", "=", companyId)
    .where("c.search_text", "like", like)
    .$if(ownerIds !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb.selectFrom("rm_customer_owners as o").select("o.owner_id").whereRef("o.customer_id", "=", "c.id").where("o.owner_id", "in", ownerIds!),
        ),
      ),
    )
    .orderBy("c.name")
    .orderBy("c.id")
    .limit(limit)
    .execute();
}
