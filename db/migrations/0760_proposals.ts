import { sql, type Kysely } from "kysely";
import { companyScopedTable, dropTables } from "./shared";

// Issue 16, proposals: the "proposals" projection's rm_proposals, one row per proposal with its
// company-wide count (#00042, given in log order by the projection like item numbers, ADR 002), its
// public front id, customer, owner, optional board item, the consumption data as JSON and the
// average monthly consumption the lists show.
export async function up(db: Kysely<any>) {
  await companyScopedTable(
    db,
    "rm_proposals",
    sql`
      count integer not null,
      front_id text not null,
      customer_id uuid not null,
      customer_name text not null,
      owner_id uuid not null,
      item_id uuid,
      finished boolean not null,
      tariff_modality text not null,
      power_dist_company text not null,
      units integer not null,
      consumption jsonb not null,
      average_monthly_consumption double precision not null,
      average_monthly_consumption_peak double precision not null,
      created_at timestamptz not null,
      updated_at timestamptz not null`,
  );
  await sql`create unique index rm_proposals_count on rm_proposals (company_id, count)`.execute(db);
  await sql`create unique index rm_proposals_front_id on rm_proposals (front_id)`.execute(db);
  await sql`create index rm_proposals_owner on rm_proposals (company_id, owner_id, created_at desc)`.execute(db);
  await sql`create index rm_proposals_customer on rm_proposals (company_id, customer_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await dropTables(db, ["rm_proposals"], { ifExists: true });
}
