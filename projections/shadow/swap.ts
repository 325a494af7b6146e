// The swap of a rebuild without downtime (ADR 022): ONE transaction that
//   1. locks the projection's live tables (ACCESS EXCLUSIVE, short lock_timeout, retried: a page
//      read or a runner batch in flight finishes first; tables before the checkpoint row, the order
//      the runner's own transactions take them in, so the two cannot deadlock),
//   2. locks the projection's checkpoint row (the live runner's compare-and-set waits, then fails
//      and follows the stored row),
//   3. applies the tail of the log since the shadow's position to the shadow tables,
//   4. moves the live tables out (to rm_retired_<name>) and the shadow tables in (SET SCHEMA),
//   5. moves the checkpoint to the shadow's position under the rebuilding code's version.
// A crash before the commit leaves the live tables and checkpoint as they were; after it, the new
// ones. The retired tables are dropped after the commit (or by the next shadow rebuild).
import { sql, type Transaction } from "kysely";
import type { Database } from "../../db/connect";
import type { DB } from "../../db/schema";
import type { EventStore, Position } from "../../eventstore/types";
import { CHECKPOINT_CHANNEL, readCheckpoint } from "../checkpoints";
import { applyEvents, type Projection } from "../types";
import { retiredSchema, shadowSchema, useLive, useShadow } from "./ddl";

export type SwapPhase = "swap-locked" | "swap-moved";

export interface SwapOptions {
  database: Database;
  store: EventStore;
  projection: Projection;
  /** The last event applied to the shadow tables (null: none). */
  shadowAt: Position | null;
  batchSize: number;
  /** Called inside the transaction at each step (tests kill the process there). */
  onPhase?: (phase: SwapPhase) => Promise<void> | void;
  /** How long one attempt waits for the live tables' locks before it gives way and retries. Default 200 ms. */
  lockTimeoutMs?: number;
  attempts?: number;
}

export class ProjectionSuperseded extends Error {
  constructor(name: string, stored: number, ours: number) {
    super(`Projection ${name}: the stored version ${stored} is newer than ${ours}; the shadow rebuild is not swapped in.`);
    this.name = "ProjectionSuperseded";
  }
}

/** Swaps the shadow tables in; returns the position the checkpoint was moved to and the tail's size. */
export async function swapShadow(opts: SwapOptions): Promise<{ position: Position | null; tail: number; attempts: number }> {
  const attempts = opts.attempts ?? 50;
  for (let attempt = 1; ; attempt++) {
    try {
      const r = await opts.database.db.transaction().execute((trx) => swapOnce(trx, opts));
      return { ...r, attempts: attempt };
    } catch (e) {
      if (!isLockTimeout(e) || attempt >= attempts) throw e;
      await new Promise((r) => setTimeout(r, Math.min(20 * attempt, 500)));
    }
  }
}

async function swapOnce(trx: Transaction<DB>, opts: SwapOptions): Promise<{ position: Position | null; tail: number }> {
  const { projection: p, store } = opts;
  const live = p.tables.map((t) => sql.id("public", t));
  await sql`select set_config('lock_timeout', ${`${opts.lockTimeoutMs ?? 200}ms`}, true)`.execute(trx);
  if (live.length) await sql`lock table ${sql.join(live)} in access exclusive mode`.execute(trx);
  const cp = await readCheckpoint(trx, p.name, { forUpdate: true });
  if (cp && cp.version > p.version) throw new ProjectionSuperseded(p.name, cp.version, p.version);
  await sql`set local lock_timeout to default`.execute(trx);

  // The tail: what was appended since the shadow's last batch (the live tables are locked, so the
  // live runner cannot commit meanwhile; later appends are the runner's, from the new checkpoint).
  let position = opts.shadowAt;
  let tail = 0;
  await useShadow(trx, p.name);
  for (;;) {
    const events = await store.readAll({ after: position, limit: opts.batchSize });
    if (events.length === 0) break;
    await applyEvents(p, trx, events);
    position = events[events.length - 1].position;
    tail += events.length;
    if (events.length < opts.batchSize) break; // at the head as of this read
  }
  await useLive(trx);
  await opts.onPhase?.("swap-locked");

  const retired = retiredSchema(p.name);
  await sql`create schema ${sql.id(retired)}`.execute(trx);
  for (const t of p.tables) await sql`alter table ${sql.id("public", t)} set schema ${sql.id(retired)}`.execute(trx);
  for (const t of p.tables) await sql`alter table ${sql.id(shadowSchema(p.name), t)} set schema public`.execute(trx);
  await opts.onPhase?.("swap-moved");

  await sql`
    insert into projection_checkpoints (name, version, tx, pos, updated_at)
    values (${p.name}, ${p.version}, ${position?.a ?? "0"}::numeric, ${position?.b ?? "0"}::numeric, now())
    on conflict (name) do update set version = excluded.version, tx = excluded.tx, pos = excluded.pos, updated_at = excluded.updated_at`.execute(trx);
  await sql`select pg_notify(${CHECKPOINT_CHANNEL}, ${p.name})`.execute(trx);
  return { position, tail };
}

/** lock_not_available (lock_timeout) or a deadlock: give way and try again. */
function isLockTimeout(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === "55P03" || code === "40P01";
}
