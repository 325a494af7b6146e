// Projection bookkeeping (DESIGN §5): the checkpoint row of each projection, read and
// compare-and-set inside the transaction that applies a batch. The announcements after commit are
// in checkpoint-announcer.ts; the ownership lock (one active runner per projection) in
// projection-locks.ts.
//
// Checkpoint convention: a missing row, or a row at tx=0,pos=0, means "from the first event".
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../db/schema";
import type { Position } from "../eventstore/types";

/** NOTIFY channel raised (on commit) whenever a checkpoint moves; the payload is the projection name. */
export const CHECKPOINT_CHANNEL = "projection_checkpoint";

export interface StoredCheckpoint {
  name: string;
  version: number;
  /** null = from the start (tx=0,pos=0). */
  position: Position | null;
}

export class CheckpointConflict extends Error {
  constructor(
    readonly projection: string,
    readonly expected: Position | null,
    readonly actual: StoredCheckpoint | null,
  ) {
    super(
      `CheckpointConflict on ${projection}: expected ${fmt(expected)}, stored ` +
        (actual ? `${fmt(actual.position)} (version ${actual.version})` : "nothing"),
    );
    this.name = "CheckpointConflict";
  }
}

const fmt = (p: Position | null) => (p ? `(${p.a}, ${p.b})` : "start");

export function isStart(p: Position | null | undefined): boolean {
  return !p || (BigInt(p.a) === 0n && BigInt(p.b) === 0n);
}

/** Normalises numeric strings ("42", "42.0") coming back from the numeric columns. */
function rowToCheckpoint(r: { name: string; version: number | string; tx: string; pos: string }): StoredCheckpoint {
  const a = BigInt(String(r.tx).split(".")[0]).toString();
  const b = BigInt(String(r.pos).split(".")[0]).toString();
  const position = a === "0" && b === "0" ? null : { a, b };
  return { name: r.name, version: Number(r.version), position };
}

export async function readCheckpoint(
  db: Kysely<DB> | Transaction<DB>,
  name: string,
  opts: { forUpdate?: boolean } = {},
): Promise<StoredCheckpoint | null> {
  let q = db.selectFrom("projection_checkpoints").select(["name", "version", "tx", "pos"]).where("name", "=", name);
  if (opts.forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? rowToCheckpoint(row) : null;
}

export async function readCheckpoints(db: Kysely<DB> | Transaction<DB>, names: string[]): Promise<Map<string, StoredCheckpoint>> {
  const out = new Map<string, StoredCheckpoint>();
  if (names.length === 0) return out;
  const rows = await db.selectFrom("projection_checkpoints").select(["name", "version", "tx", "pos"]).where("name", "in", names).execute();
  for (const r of rows) out.set(r.name, rowToCheckpoint(r));
  return out;
}

/**
 * Moves `name`'s checkpoint from `expected` to `next`, inside `trx`, or throws CheckpointConflict
 * (and the caller's transaction must roll back). `expected` null matches a missing row or a row at
 * the start; the stored version must equal `version` too. Under READ COMMITTED the row lock makes a
 * concurrent CAS with the same `expected` wait, re-check and fail: exactly one wins.
 * Also raises NOTIFY on CHECKPOINT_CHANNEL, delivered when the transaction commits, unless
 * `notify` is false (the runner announces after its commit instead, off the command's path).
 * `relaxDurability`: the same statement sets synchronous_commit off for the transaction (see
 * relaxDurability in types.ts; read at commit, so setting it last is enough), one round trip less
 * than a separate SET LOCAL on every batch (P3).
 */
export async function casCheckpoint(
  trx: Transaction<DB>,
  name: string,
  version: number,
  expected: Position | null,
  next: Position,
  notify = true,
  relaxDurability = false,
): Promise<void> {
  const write = isStart(expected)
    ? sql`
      insert into projection_checkpoints as c (name, version, tx, pos, updated_at)
      values (${name}, ${version}, ${next.a}::numeric, ${next.b}::numeric, now())
      on conflict (name) do update
        set tx = excluded.tx, pos = excluded.pos, updated_at = excluded.updated_at
        where c.version = excluded.version and c.tx = 0 and c.pos = 0
      returning 1`
    : sql`
      update projection_checkpoints
         set tx = ${next.a}::numeric, pos = ${next.b}::numeric, updated_at = now()
       where name = ${name} and version = ${version}
         and tx = ${expected!.a}::numeric and pos = ${expected!.b}::numeric
      returning 1`;
  const relax = relaxDurability ? sql`, set_config('synchronous_commit', 'off', true) as relaxed` : sql``;
  const { rows } = await sql<{ n: number }>`with w as (${write}) select count(*)::int as n${relax} from w`.execute(trx);
  const changed = Number(rows[0]?.n ?? 0);
  if (changed !== 1) throw new CheckpointConflict(name, expected, await readCheckpoint(trx, name));
  if (notify) await sql`select pg_notify(${CHECKPOINT_CHANNEL}, ${name})`.execute(trx);
}

/** Truncates the projection's tables and puts its checkpoint at the start under `version`. */
export async function resetProjection(trx: Transaction<DB>, p: { name: string; version: number; tables: string[] }): Promise<void> {
  if (p.tables.length > 0) {
    await sql`truncate table ${sql.join(p.tables.map((t) => sql.table(t)))} restart identity`.execute(trx);
  }
  await sql`
    insert into projection_checkpoints (name, version, tx, pos, updated_at)
    values (${p.name}, ${p.version}, 0, 0, now())
    on conflict (name) do update set version = excluded.version, tx = 0, pos = 0, updated_at = now()`.execute(trx);
  await sql`select pg_notify(${CHECKPOINT_CHANNEL}, ${p.name})`.execute(trx);
}
