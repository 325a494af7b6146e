// Rebuilding projections from the first event (DESIGN §5): truncate their tables, reset their
// checkpoints, then replay the whole log in large batches, up to the committed head (rebuild-head.ts). Each batch is one transaction that
// applies every projection's handlers and compare-and-sets every checkpoint, so an interrupted
// rebuild leaves consistent checkpoints that a runner simply continues from.
//
// It takes the same ownership locks as the runner: while a runner (here or in another process)
// applies one of these projections, the rebuild refuses to start instead of racing it.
//
// Parallel: projections are independent (none reads another's tables), so they are dealt round-robin
// into lanes that apply each batch side by side, each lane in its own transaction; the log is read
// once for all lanes (the next batch while the lanes apply this one). Lanes are bounded by the pool:
// one connection stays pinned for the locks, each lane holds one for its transaction, the read one more. allProjections lists the heavy ones first (core,
// dashboard), so round-robin puts them in different lanes.
import { sql } from "kysely";
import type { Database } from "../db/connect";
import type { EventStore, Position, RecordedEvent } from "../eventstore/types";
import { casCheckpoint, resetProjection } from "./checkpoints";
import { openProjectionLocks } from "./projection-locks";
import { untilCommittedHead, type CommittedHeadOptions, type HorizonWait } from "./rebuild-head";
import { applyEvents, relaxDurability, type Projection } from "./types";

export interface RebuildProgress {
  /** Events replayed so far (each counted once, whatever the number of projections). */
  applied: number;
  /** Events in the log (counted or estimated at the start; grows with `applied` if the log grew). */
  total: number;
  eventsPerSecond: number;
  /** Lanes replaying side by side. */
  lanes: number;
  /** Expected seconds left at the rate so far; null until a batch is done. */
  secondsLeft: number | null;
  /** Set while the replay has read everything visible but not yet the committed head: it waits for an open transaction (rebuild-head.ts). */
  waiting?: HorizonWait;
  /** A paced rebuild without downtime (shadow/pace.ts): each lane's duty cycle and the longest time a lane paused so far. */
  pace?: { duty: number; pausedSeconds: number };
}

export interface RebuildOptions {
  database: Database;
  store: EventStore;
  projections: Projection[];
  /** Events per batch and transaction. Default 5000 (the largest size the batch-equality tests check): fewer statements and round trips per event than the runner's live batches. */
  batchSize?: number;
  /** At most this many lanes (default 4; capped by the pool: database.maxConnections - 1, and by the projections). */
  concurrency?: number;
  onProgress?: (p: RebuildProgress) => void;
  /** The wait at the end for events committed above the snapshot horizon (default: at most 10 min). */
  horizon?: Omit<CommittedHeadOptions, "onWait">;
}

export class ProjectionBusy extends Error {
  constructor(readonly projections: string[]) {
    super(
      `Projection(s) ${projections.join(", ")} are being applied by a running process; ` + `stop it (or its projection runner) before rebuilding.`,
    );
    this.name = "ProjectionBusy";
  }
}

/** Where a lane's time went (P2): waiting for the shared read of the log (readAll: query and decoding), applying the handlers, committing with the checkpoints. */
export interface LaneTiming {
  projections: string[];
  readMs: number;
  applyMs: number;
  commitMs: number;
}

export async function rebuildProjections(opts: RebuildOptions): Promise<{ applied: number; seconds: number; lanes: LaneTiming[] }> {
  const { database, store, projections } = opts;
  const batchSize = opts.batchSize ?? 5000;
  const started = performance.now();
  const names = new Set<string>();
  for (const p of projections) {
    if (names.has(p.name)) throw new Error(`Duplicate projection name: ${p.name}`);
    names.add(p.name);
  }

  const locks = openProjectionLocks(database);
  try {
    const busy: string[] = [];
    for (const p of projections) if (!(await locks.tryLock(p.name))) busy.push(p.name);
    if (busy.length) throw new ProjectionBusy(busy);

    await database.db.transaction().execute(async (trx) => {
      for (const p of projections) await resetProjection(trx, p);
    });

    const { groups, progress, report } = dealLanes(
      projections,
      laneCount(database, projections.length, opts.concurrency),
      await countEvents(database),
      started,
      opts.onProgress,
    );
    report();
    if (projections.length === 0) return { applied: 0, seconds: (performance.now() - started) / 1000, lanes: [] };

    const timings: LaneTiming[] = groups.map((g) => ({ projections: g.map((p) => p.name), readMs: 0, applyMs: 0, commitMs: 0 }));
    /** One lane's transaction for one batch: its projections' handlers, then their checkpoints' compare-and-set. */
    const apply = async (lane: number, events: RecordedEvent[], expected: Position | null, last: Position) => {
      const time = timings[lane];
      let t = performance.now();
      await database.db.transaction().execute(async (trx) => {
        await relaxDurability(trx);
        for (const p of groups[lane]) await applyEvents(p, trx, events);
        for (const p of groups[lane]) await casCheckpoint(trx, p.name, p.version, expected, last);
        const applied = performance.now();
        time.applyMs += applied - t;
        t = applied;
      });
      time.commitMs += performance.now() - t;
      progress[lane] += events.length;
    };
    // ONE read of the log feeds every lane (docs/performance.md, P2: reading once per lane cost each
    // lane its own decoding of every event on two shared cores); the next batch is read while the
    // lanes apply this one. Each batch waits for its slowest lane, and every lane's transaction has
    // ended (allSettled) before a failure is thrown and the locks are released.
    const read = (after: Position | null) => {
      const p = store.readAll({ after, limit: batchSize });
      p.catch(() => {}); // a prefetch nobody awaits (after a failing lane) must not be an unhandled rejection
      return p;
    };
    // The end is the committed head, not the first empty read (an open transaction elsewhere on the
    // server hides later commits from readAll): read again until the horizon has passed it.
    const reached = untilCommittedHead(store, { ...opts.horizon, onWait: report });
    let after: Position | null = null;
    let next = read(after);
    for (;;) {
      const t = performance.now();
      const events = await next;
      for (const time of timings) time.readMs += performance.now() - t;
      if (events.length === 0) {
        if (await reached(after)) break;
        next = read(after);
        continue;
      }
      const last = events[events.length - 1].position;
      next = read(last);
      const results = await Promise.allSettled(groups.map((_, i) => apply(i, events, after, last)));
      const error = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (error) throw error.reason;
      after = last;
      report();
      if (!(await locks.alive())) throw new Error("Lost the projection lock's connection during the rebuild");
    }
    return { applied: Math.max(...progress), seconds: (performance.now() - started) / 1000, lanes: timings };
  } finally {
    await locks.close();
  }
}

/**
 * The lanes of a rebuild (in place or in shadow): the projections dealt round-robin into `lanes`
 * groups, each lane's events replayed so far, and the progress report over them (lanesProgress).
 */
export function dealLanes(projections: Projection[], lanes: number, total: number, started: number, onProgress?: (p: RebuildProgress) => void) {
  const groups = Array.from({ length: lanes }, (_, i) => projections.filter((_, j) => j % lanes === i));
  const progress = new Array<number>(lanes).fill(0);
  const report = (waiting?: HorizonWait) => {
    if (!onProgress) return;
    const p = lanesProgress(progress, total, (performance.now() - started) / 1000);
    total = p.total;
    onProgress(waiting ? { ...p, waiting } : p);
  };
  return { groups, progress, report };
}

/**
 * Progress of lanes that each replay the whole log: the events replayed are the lanes' mean, and
 * the time left is the slowest lane's at its own rate so far (a mean would promise the end when the
 * fast lanes are done and the heaviest projection's lane is not).
 */
export function lanesProgress(progress: number[], total: number, seconds: number): RebuildProgress {
  const lanes = progress.length;
  const applied = Math.floor(progress.reduce((a, b) => a + b, 0) / lanes);
  total = Math.max(total, ...progress.map(Math.floor));
  const eventsPerSecond = seconds > 0 ? applied / seconds : 0;
  let secondsLeft: number | null = 0;
  for (const done of progress) {
    const rate = seconds > 0 ? done / seconds : 0;
    if (done < total) secondsLeft = rate > 0 && secondsLeft !== null ? Math.max(secondsLeft, (total - done) / rate) : null;
  }
  return { applied, total, eventsPerSecond, lanes, secondsLeft: applied > 0 ? secondsLeft : null };
}

/** Lanes: the asked (or default) concurrency, within the pool (one connection is pinned for the locks) and the projections. */
export function laneCount(database: Pick<Database, "maxConnections">, projections: number, concurrency = 4): number {
  return Math.max(1, Math.min(concurrency, database.maxConnections - 1, projections));
}

/**
 * Events in the log. The planner's estimate when the table is big (count(*) over millions of rows
 * costs seconds), an exact count otherwise. 0 when there is no events table (another store).
 */
export async function countEvents(database: Database): Promise<number> {
  try {
    const est = await sql<{ n: string }>`
      select greatest(reltuples, 0)::bigint::text as n from pg_class where oid = to_regclass('events')`.execute(database.db);
    const estimate = Number(est.rows[0]?.n ?? 0);
    if (estimate >= 1_000_000) return estimate;
    const row = await database.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } catch {
    return 0;
  }
}
