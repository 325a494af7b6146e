// Shadow tables for a rebuild without downtime (ADR 022): a copy of each live read-model table's
// DDL in the projection's own schema, empty, under the same names (indexes, constraints and
// triggers keep their names too, so later migrations that name them still find them after a swap).
//
// Copied: columns with defaults, identity, generated columns, NOT NULL and CHECK constraints,
// storage, comments (CREATE TABLE … LIKE), then every index and constraint-backed index with its
// own name, then the table's triggers (rm_board_totals is kept by triggers on rm_items). Trigger
// functions name their tables unqualified, so under the shadow search_path they write the shadow.
// Not copied: foreign keys (read models have none), policies, grants.
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";

/** The schema a projection's shadow tables are built in, and the one its replaced tables go to before they are dropped. */
export const shadowSchema = (projection: string) => `rm_shadow_${projection.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;
export const retiredSchema = (projection: string) => `rm_retired_${projection.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;

/** Drops what an earlier, interrupted shadow rebuild or swap of this projection left behind. */
export async function dropLeftovers(trx: Transaction<DB>, projection: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(shadowSchema(projection))} cascade`.execute(trx);
  await sql`drop schema if exists ${sql.id(retiredSchema(projection))} cascade`.execute(trx);
}

/** Creates the projection's shadow schema with an empty copy of each of its live tables. */
export async function createShadowTables(trx: Transaction<DB>, projection: string, tables: readonly string[]): Promise<void> {
  const schema = shadowSchema(projection);
  await sql`create schema ${sql.id(schema)}`.execute(trx);
  // Definitions printed fully qualified (public.rm_items), so one replace moves them to the shadow.
  await sql`set local search_path to pg_catalog`.execute(trx);
  try {
    for (const table of tables) {
      const live = sql.id("public", table);
      const shadow = sql.id(schema, table);
      await sql`create table ${shadow} (like ${live} including defaults including generated including identity
        including constraints including storage including comments)`.execute(trx);
      const onLive = new RegExp(` ON (ONLY )?public\\.${table} `);
      const onShadow = ` ON ${schema}.${table} `;
      const constraints = await sql<{ name: string; def: string }>`
        select c.conname as name, pg_get_constraintdef(c.oid) as def
          from pg_constraint c
         where c.conrelid = ${`public.${table}`}::regclass and c.contype in ('p', 'u', 'x')
         order by c.conname`.execute(trx);
      for (const c of constraints.rows) {
        await sql`alter table ${shadow} add constraint ${sql.id(c.name)} ${sql.raw(c.def)}`.execute(trx);
      }
      const indexes = await sql<{ def: string }>`
        select pg_get_indexdef(i.indexrelid) as def
          from pg_index i
         where i.indrelid = ${`public.${table}`}::regclass
           and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
         order by i.indexrelid`.execute(trx);
      for (const i of indexes.rows) await sql.raw(replaceOnce(i.def, onLive, onShadow)).execute(trx);
      const triggers = await sql<{ def: string }>`
        select pg_get_triggerdef(t.oid) as def from pg_trigger t
         where t.tgrelid = ${`public.${table}`}::regclass and not t.tgisinternal
         order by t.tgname`.execute(trx);
      for (const t of triggers.rows) await sql.raw(replaceOnce(t.def, onLive, onShadow)).execute(trx);
    }
  } finally {
    await sql`set local search_path to default`.execute(trx);
  }
}

function replaceOnce(def: string, pattern: RegExp, by: string): string {
  if (!pattern.test(def)) throw new Error(`Shadow DDL: unexpected definition, cannot move it to the shadow schema: ${def}`);
  return def.replace(pattern, by);
}

/** Inside a transaction: unqualified table names (handlers, trigger functions) resolve to the shadow first. */
export async function useShadow(trx: Transaction<DB>, projection: string): Promise<void> {
  await sql`select set_config('search_path', ${`${shadowSchema(projection)}, public`}, true)`.execute(trx);
}

export async function useLive(trx: Transaction<DB>): Promise<void> {
  await sql`set local search_path to default`.execute(trx);
}
