// Where a rebuild's replay ends (issue 19). readAll hides events above the cluster-wide snapshot
// horizon (eventstore/postgres/reads.ts), so its first empty read is not the end of the log: a
// transaction left open anywhere on the server (another database, a psql session) hides every
// later commit. A rebuild that stopped there said "done" with its read models short of the log.
//
// The end is the store's committed head, sampled at the first empty read: the replay goes on
// (read again, after a pause) until it has applied up to that position, i.e. until the horizon has
// passed it. The wait is bounded: after `timeoutMs` the rebuild fails with HorizonTimeout, its
// checkpoints consistent where it stopped (a runner continues from them).
import { sql } from "kysely";
import type { Database } from "../db/connect";
import { comparePositions, type EventStore, type Position } from "../eventstore/types";

/** A rebuild waiting for the horizon: since when, and the committed position it must reach. */
export interface HorizonWait {
  seconds: number;
  target: Position;
  /** Where the replay stands (null: nothing applied yet). */
  at: Position | null;
}

export class HorizonTimeout extends Error {
  constructor(
    readonly at: Position | null,
    readonly target: Position,
    readonly seconds: number,
  ) {
    super(
      `The rebuild applied the log up to ${at ? `(${at.a}, ${at.b})` : "its start"} but events committed up to (${target.a}, ${target.b}) ` +
        `stayed hidden for ${Math.round(seconds)} s behind an open transaction on the PostgreSQL server (the snapshot horizon); ` +
        `its checkpoints are consistent and a projection runner continues from them once that transaction ends.`,
    );
    this.name = "HorizonTimeout";
  }
}

export interface CommittedHeadOptions {
  /** Longest total wait for the horizon (default 10 min). */
  timeoutMs?: number;
  /** Pause before reading again (default 100 ms, growing to 1 s). */
  pollMs?: number;
  onWait?: (w: HorizonWait) => void;
}

/**
 * A rebuild's end test, called at each empty read with the position applied so far: true when that
 * reaches the committed head (sampled at the first call), false after a pause when it does not (read
 * again); HorizonTimeout once the waits add up to `timeoutMs`.
 */
export function untilCommittedHead(store: EventStore, opts: CommittedHeadOptions = {}) {
  const timeoutMs = opts.timeoutMs ?? 600_000;
  let target: Position | null | undefined;
  let waitedMs = 0;
  let pause = opts.pollMs ?? 100;
  return async function reached(at: Position | null): Promise<boolean> {
    if (target === undefined) target = await store.committedHead();
    if (target === null || (at !== null && comparePositions(at, target) >= 0)) return true;
    if (waitedMs >= timeoutMs) throw new HorizonTimeout(at, target, waitedMs / 1000);
    opts.onWait?.({ seconds: waitedMs / 1000, target, at });
    const ms = Math.min(pause, timeoutMs - waitedMs);
    await new Promise((r) => setTimeout(r, ms));
    waitedMs += ms;
    pause = Math.min(1000, pause * 2);
    return false;
  };
}

/** The oldest transaction holding the horizon back (PostgreSQL; null when none is visible or on PGlite), to name it while waiting. */
export async function oldestOpenTransaction(database: Database): Promise<{ pid: number; database: string | null; seconds: number } | null> {
  if (database.kind !== "postgres") return null;
  try {
    const { rows } = await sql<{ pid: number; datname: string | null; seconds: number | null }>`
      select pid, datname, extract(epoch from now() - xact_start)::float8 as seconds
      from pg_stat_activity
      where backend_xid is not null and pid <> pg_backend_pid()
      order by age(backend_xid) desc
      limit 1`.execute(database.db);
    const r = rows[0];
    return r ? { pid: r.pid, database: r.datname, seconds: Math.max(0, Number(r.seconds ?? 0)) } : null;
  } catch {
    return null;
  }
}
