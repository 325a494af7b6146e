import { sql, type Kysely } from "kysely";

// Issue 20 (ADR 026): the company's after-sales proposal templates (/pos-venda/templates), kept by
// the "aftersales" projection.
export async function up(db: Kysely<any>) {
  await sql`
    create table rm_after_sales_templates (
      template_id uuid primary key,
      company_id uuid not null,
      name text not null,
      body text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index rm_after_sales_templates_company on rm_after_sales_templates (company_id, name)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table if exists rm_after_sales_templates`.execute(db);
}
