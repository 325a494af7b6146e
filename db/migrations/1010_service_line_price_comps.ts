import { sql, type Kysely } from "kysely";

// ADR 029: the components of a service line's unit price ([{label, value}], value "300.00"), kept by
// the "aftersales" projection. Lines logged before have none, which the default says: a rebuild gives
// the same rows, so the projection's version does not change.
export async function up(db: Kysely<any>) {
  await sql`alter table rm_service_lines add column price_comps jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`alter table rm_service_lines drop column if exists price_comps`.execute(db);
}
