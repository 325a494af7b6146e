import { sql, type Kysely } from "kysely";

// Issue 17, the dashboard's potential profit (spec part 1 §2.4, part 3 §6): the price's
// revenueData.potentialProfit (centavos; DETAILED pricing only, null in SIMPLE, MANUAL and EDITED
// without it) kept on the proposal's row by the "proposals" projection, so /inicio sums it over the
// open deals without opening any event. An index finds an item's proposals (the item panel's tabs).
export async function up(db: Kysely<any>) {
  await sql`alter table rm_proposals add column potential_profit bigint`.execute(db);
  await sql`create index rm_proposals_item on rm_proposals (company_id, item_id, count desc) where item_id is not null`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists rm_proposals_item`.execute(db);
  await sql`alter table rm_proposals drop column if exists potential_profit`.execute(db);
}
