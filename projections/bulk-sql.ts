// Set-based writes for bulk handlers: many rows in one statement, passed as ONE jsonb parameter and
// typed by the table's own row type (jsonb_populate_recordset(null::table, …)), so there is no
// parameter limit and no cast to write per column. Column and table names come from our code,
// never from input.
// (The parameter is cast ::text first: postgres-js would otherwise JSON-encode the string again.)
import { sql, type Transaction } from "kysely";
import type { DB } from "../db/schema";

type Row = Record<string, unknown>;

/**
 * A value as a jsonb parameter. T is the column's insert type: string for the Json columns, the
 * column's own type for a typed jsonb column (rm_users.permissions).
 */
export const jsonb = <T = string>(v: unknown) => sql<T>`${JSON.stringify(v)}::text::jsonb`;
const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not an identifier: ${name}`);
  return `"${name}"`;
};

/** The union of the rows' keys, in first-seen order (without an array of keys per row: a rebuild passes 5,000-row runs). */
function columnsOf(rows: Row[]): string[] {
  const names = new Set<string>();
  for (const r of rows) for (const k in r) names.add(k);
  return [...names];
}

/** INSERT of every row (columns: the union of the rows' keys; a missing key is null). */
export async function insertRows(trx: Transaction<DB>, table: keyof DB & string, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const cols = columnsOf(rows).map(ident).join(", ");
  await sql`insert into ${sql.raw(ident(table))} (${sql.raw(cols)})
    select ${sql.raw(cols)} from jsonb_populate_recordset(null::${sql.raw(ident(table))}, ${JSON.stringify(rows)}::text::jsonb)`.execute(trx);
}

/**
 * INSERT … ON CONFLICT (key) DO UPDATE: a row whose key exists gets every given column except the
 * key and the `keep` columns (as `insertInto().onConflict().doUpdateSet()` of one row would).
 */
export async function upsertRows(trx: Transaction<DB>, table: keyof DB & string, key: string[], rows: Row[], keep: string[] = []): Promise<void> {
  if (!rows.length) return;
  const names = columnsOf(rows);
  const cols = names.map(ident).join(", ");
  const set = names
    .filter((c) => !key.includes(c) && !keep.includes(c))
    .map((c) => `${ident(c)} = excluded.${ident(c)}`)
    .join(", ");
  await sql`insert into ${sql.raw(ident(table))} (${sql.raw(cols)})
    select ${sql.raw(cols)} from jsonb_populate_recordset(null::${sql.raw(ident(table))}, ${JSON.stringify(rows)}::text::jsonb)
    on conflict (${sql.raw(key.map(ident).join(", "))}) do ${sql.raw(set ? `update set ${set}` : "nothing")}`.execute(trx);
}

/**
 * UPDATE by key: each row gives the key columns and the columns to set. Rows that set different
 * columns go in different statements (grouped by their column set). A key with no row is a no-op,
 * as an UPDATE … WHERE of one row would be.
 */
export async function updateRows(trx: Transaction<DB>, table: keyof DB & string, key: string[], rows: Row[]): Promise<void> {
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const cols = Object.keys(r)
      .filter((c) => !key.includes(c))
      .sort();
    if (!cols.length) continue;
    const sig = cols.join(",");
    groups.set(sig, [...(groups.get(sig) ?? []), r]);
  }
  const t = ident(table);
  for (const [sig, group] of groups) {
    const set = sig
      .split(",")
      .map((c) => `${ident(c)} = v.${ident(c)}`)
      .join(", ");
    const on = key.map((k) => `t.${ident(k)} = v.${ident(k)}`).join(" and ");
    await sql`update ${sql.raw(t)} as t set ${sql.raw(set)}
      from jsonb_populate_recordset(null::${sql.raw(t)}, ${JSON.stringify(group)}::text::jsonb) as v
      where ${sql.raw(on)}`.execute(trx);
  }
}

/** Merges `set` into the pending change of `id` (later events win column by column). */
export function mergeInto(pending: Map<string, Row>, id: string, set: Row): void {
  const cur = pending.get(id);
  if (cur) Object.assign(cur, set);
  else pending.set(id, { ...set });
}
