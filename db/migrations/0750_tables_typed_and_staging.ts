import { sql, type Kysely } from "kysely";

// Issue 15, tables: table_uploads.content goes (the staged bytes are on disk since the streaming
// reader; the column was always written empty). rm_irradiation takes a city's values typed on the
// screen: such a row has no import (import_id null) and records who typed it (actor_id, also set
// for imported rows); the "tables" projection's version 2 rebuilds it.
export async function up(db: Kysely<any>) {
  await sql`alter table table_uploads drop column content`.execute(db);
  await sql`alter table rm_irradiation alter column import_id drop not null`.execute(db);
  await sql`alter table rm_irradiation add column actor_id uuid`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`alter table rm_irradiation drop column actor_id`.execute(db);
  // Typed rows have no import: a read model, so they are dropped (a rebuild of version 1 has none).
  await sql`delete from rm_irradiation where import_id is null`.execute(db);
  await sql`alter table rm_irradiation alter column import_id set not null`.execute(db);
  await sql`alter table table_uploads add column content text not null default ''`.execute(db);
}
