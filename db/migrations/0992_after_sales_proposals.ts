import { sql, type Kysely } from "kysely";

// Issue 20 (ADR 026): the after-sales proposals generated from an item's Serviços tab, numbered per
// company in log order (like proposals and item numbers), each frozen as it was generated.
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_after_sales_proposals (
      proposal_id uuid primary key,
      company_id uuid not null,
      item_id uuid not null,
      number integer not null,
      template_id uuid not null,
      template_name text not null,
      text text not null,
      customer_name text,
      item_name text not null,
      service_order integer,
      validity_days integer not null,
      valid_until date not null,
      services jsonb not null,
      total numeric(14, 2) not null,
      generated_at timestamptz not null,
      actor_id uuid not null,
      unique (company_id, number)
    )`.execute(db);
  await sql`create index rm_after_sales_proposals_item on rm_after_sales_proposals (company_id, item_id, number)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table if exists rm_after_sales_proposals`.execute(db);
}
