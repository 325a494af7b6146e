import { sql, type Kysely } from "kysely";

// Issue 16, kit and generation steps: rm_proposals keeps the chosen kit (its name, supplier and price
// in centavos for the lists, and the whole snapshot as JSON for the later steps' pages) and the
// generation (power kWp and yearly kWh for the lists, the whole step as JSON). All null until the
// step is saved; a new kit empties the generation, as the aggregate does.
export async function up(db: Kysely<any>) {
  await sql`
    alter table rm_proposals
      add column kit_name text,
      add column kit_supplier text,
      add column kit_price bigint,
      add column kit jsonb,
      add column power_kwp double precision,
      add column yearly_generation_kwh double precision,
      add column generation jsonb`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`
    alter table rm_proposals
      drop column if exists kit_name,
      drop column if exists kit_supplier,
      drop column if exists kit_price,
      drop column if exists kit,
      drop column if exists power_kwp,
      drop column if exists yearly_generation_kwh,
      drop column if exists generation`.execute(db);
}
