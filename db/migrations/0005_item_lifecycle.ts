import { sql, type Kysely } from "kysely";

// Issue 3's item lifecycle: finish data, the sale ↔ pre-sale link, and PROJECT reject reasons.
export async function up(db: Kysely<any>) {
  await sql`alter table rm_items add column exec_status text, add column finished_date date, add column related_pre_sale uuid, add column status_at timestamptz`.execute(
    db,
  );
  await sql`
    create table rm_item_reject_reasons (
      item_id uuid not null,
      reason_id uuid not null,
      company_id uuid not null,
      reason text not null,
      registered_at timestamptz not null,
      position integer not null,
      primary key (item_id, reason_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop table rm_item_reject_reasons`.execute(db);
  await sql`alter table rm_items drop column exec_status, drop column finished_date, drop column related_pre_sale, drop column status_at`.execute(db);
}
