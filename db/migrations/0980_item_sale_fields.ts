import { sql, type Kysely } from "kysely";

// Issue 20, the item's sale fields of spec part 2 §3 (ADR 025), projected onto rm_items by the core
// projection (ItemCreated, ItemDetailsChanged). Names follow the spec (roof_hight as "roofHight").
// Every earlier event lacks them, so the existing rows are right with nulls: no rebuild needed.
export async function up(db: Kysely<any>) {
  await sql`
    alter table rm_items
      add column mods_qtd integer,
      add column inv_qtd integer,
      add column distance numeric(12, 3),
      add column roof_hight numeric(12, 3),
      add column inverter_type text,
      add column due_date date,
      add column delivery_date date`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`
    alter table rm_items
      drop column if exists mods_qtd,
      drop column if exists inv_qtd,
      drop column if exists distance,
      drop column if exists roof_hight,
      drop column if exists inverter_type,
      drop column if exists due_date,
      drop column if exists delivery_date`.execute(db);
}
