import { sql, type Kysely } from "kysely";

// Issue 20, after-sales services (ADR 026), the "aftersales" projection: each AFTER_SALES item's
// service order number (#00042, per company, given in log order like item numbers, ADR 002) and its
// service lines (spec part 2 §3 afterSalesData.services).
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_service_orders (
      item_id uuid primary key,
      company_id uuid not null,
      number integer not null,
      unique (company_id, number)
    )`.execute(db);
  await sql`
    create table rm_service_lines (
      line_id uuid primary key,
      item_id uuid not null,
      company_id uuid not null,
      position integer not null,
      service_name text not null,
      service_type text not null,
      quantity integer,
      price numeric(14, 2) not null,
      added_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_service_lines_item on rm_service_lines (company_id, item_id, position)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table if exists rm_service_lines`.execute(db);
  await sql`drop table if exists rm_service_orders`.execute(db);
}
