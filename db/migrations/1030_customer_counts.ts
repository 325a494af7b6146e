import { sql, type Kysely } from "kysely";

// Issue 19, P-dash: /inicio's "clientes ativos" counted one row per customer on each request. The
// customers projection keeps the active customers counted per company and set of owners instead
// (projections/read-models/customer-counts.ts); a scope's count is the sum over the sets that hold
// one of its owners, so the page reads as many rows as the company has distinct owner sets. Filled
// by the customers projection's rebuild (its version 2).
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_customer_counts (
      company_id uuid not null,
      owner_ids uuid[] not null,
      active integer not null,
      primary key (company_id, owner_ids)
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table if exists rm_customer_counts`.execute(db);
}
