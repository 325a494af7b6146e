import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Issue 15, kits: the "kits" projection's rm_kits (one row per kit, its lines as JSON, the power
// computed from the module lines and the price per kWp the kit choice sorts by) and the plain
// supplier_credentials table (a distributor's login, a secret: never in an event, ADR 005).
export async function up(db: Kysely<any>) {
  await companyScopedTable(
    db,
    "rm_kits",
    sql`
      owner_id uuid not null,
      supplier text not null,
      code text not null,
      name text not null,
      modules jsonb not null,
      inverters jsonb not null,
      items jsonb not null,
      kit_price double precision not null,
      power_kwp double precision not null,
      price_per_kwp double precision,
      kit_voltage text not null,
      kit_fixation text not null,
      inverter_type text,
      available boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null`,
  );
  await sql`create index rm_kits_owner on rm_kits (company_id, owner_id)`.execute(db);
  await sql`create index rm_kits_power on rm_kits (company_id, power_kwp)`.execute(db);

  // Plain table (not rebuilt from the log): one login per company and supplier.
  await sql`
    create table supplier_credentials (
      company_id uuid not null,
      supplier text not null,
      email text not null,
      password text not null,
      updated_at timestamptz not null default now(),
      primary key (company_id, supplier)
    )`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["supplier_credentials", "rm_kits"], { ifExists: true });
}
