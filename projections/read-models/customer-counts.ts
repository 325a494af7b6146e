// rm_customer_counts: the active customers of each company counted per set of owners (issue 19,
// P-dash), so /inicio's "clientes ativos" reads a handful of rows instead of one per customer. A
// customer with two owners sits in one row (its exact sorted set), so a team's count is the sum
// over the sets that hold one of its members, each customer once (activeCustomerCount).
//
// Kept by the customers projection around each change: a customer's current contribution (one, to
// its owner set, while not archived) is taken away before its rows change and added back after, in
// one set-based statement for any number of customers. Rows that fall to 0 stay (a rebuild leaves
// the same rows, since it replays the same changes).
import "../../db/schema-customer-counts";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";

/** Adds (1) or takes away (-1) what the customers `ids` count now, from their rows as they stand. */
export async function countCustomers(trx: Transaction<DB>, ids: readonly string[], sign: 1 | -1): Promise<void> {
  if (!ids.length) return;
  await sql`
    insert into rm_customer_counts (company_id, owner_ids, active)
    select company_id, owner_ids, (${sign}::integer * count(*))::integer from (
      select c.company_id, array(select o.owner_id from rm_customer_owners o where o.customer_id = c.id order by o.owner_id) as owner_ids
      from rm_customer_profiles c
      where c.id in (${sql.join([...ids])}) and not c.archived
    ) x
    group by company_id, owner_ids
    on conflict (company_id, owner_ids) do update set active = rm_customer_counts.active + excluded.active`.execute(trx);
}

/** Runs `change` on one customer's rows with its count taken away before and added back after. */
export async function recounted(trx: Transaction<DB>, id: string, change: () => Promise<void>): Promise<void> {
  await countCustomers(trx, [id], -1);
  await change();
  await countCustomers(trx, [id], 1);
}
