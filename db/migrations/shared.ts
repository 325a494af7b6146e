// What the migrations share (not a migration: db/migrate.ts lists those by name). Migrations are
// history: a helper here must keep producing the schema they produced when they were written, so
// change one only with a pg_dump --schema-only comparison of a freshly migrated database.
import { sql, type Kysely, type RawBuilder } from "kysely";

/**
 * `create table <name> (id uuid primary key, company_id uuid not null, <columns>)`: the row of a
 * company keyed by its own id, the shape of most read models and of the company's plain tables.
 */
export async function companyScopedTable(db: Kysely<any>, name: string, columns: RawBuilder<unknown>): Promise<void> {
  await sql`
    create table ${sql.table(name)} (
      id uuid primary key,
      company_id uuid not null,
      ${columns}
    )`.execute(db);
}

/** `drop table` of each name, in the order given (dependents first). */
export async function dropTables(db: Kysely<any>, names: string[], opts: { ifExists?: boolean } = {}): Promise<void> {
  for (const t of names) {
    await sql`drop table ${opts.ifExists ? sql`if exists ` : sql``}${sql.table(t)}`.execute(db);
  }
}
