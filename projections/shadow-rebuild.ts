// Rebuild without downtime (issue 19, ADR 022). Each projection is replayed from the first event
// into shadow tables (projections/shadow/ddl.ts) while its live tables keep serving pages and its
// live runner keeps applying new events to them; once the shadow has read the log to its head,
// one transaction applies the tail and swaps the tables (projections/shadow/swap.ts).
//
// Unlike rebuildProjections it takes no projection lock (the live runner keeps it) and never
// touches the live tables or checkpoint before the swap. Two shadow rebuilds of one projection
// exclude each other with a lock of their own. The shadow's progress is kept in memory only: a
// crash loses the shadow (dropped by the next run, which starts over), never the live tables.
//
// Lanes as in rebuild.ts (dealLanes: projections dealt round-robin), but each lane reads the log
// itself: a lane swaps its projections in as soon as it reaches the head, apart from the others.
//
// Paced (projections/shadow/pace.ts): the app serves meanwhile, so each lane pauses after each batch
// of the history to work at most `pace.duty` of the time; what was appended since the start is
// replayed at full speed, so the shadow still reaches a moving head.
import type { Database } from "../db/connect";
import type { EventStore, Position } from "../eventstore/types";
import { openProjectionLocks } from "./projection-locks";
import { countEvents, dealLanes, laneCount, type RebuildProgress } from "./rebuild";
import { untilCommittedHead, type CommittedHeadOptions } from "./rebuild-head";
import { comparePositions } from "../eventstore/types";
import { createPacer, DEFAULT_PACE, type Pace } from "./shadow/pace";
import { createShadowTables, dropLeftovers, retiredSchema, shadowSchema, useShadow } from "./shadow/ddl";
import { swapShadow, type SwapPhase } from "./shadow/swap";
import { applyEvents, relaxDurability, type Projection } from "./types";
import { sql } from "kysely";

export type ShadowPhase = "built" | SwapPhase | "swapped";

export interface ShadowRebuildOptions {
  database: Database;
  store: EventStore;
  projections: Projection[];
  /** Events per batch and transaction. Default 500: short bursts between the pace's pauses, so a page waits behind one small batch at most (docs/performance.md, P2-swap). */
  batchSize?: number;
  /** At most this many lanes (default 4; within the pool and the projections). */
  concurrency?: number;
  onProgress?: (p: RebuildProgress) => void;
  /** Each projection's way through the swap: built (shadow at the head), inside the swap, swapped (committed). */
  onPhase?: (phase: ShadowPhase, projection: string) => Promise<void> | void;
  /** The wait for events committed above the snapshot horizon before the first swap (default: at most 10 min). */
  horizon?: Omit<CommittedHeadOptions, "onWait">;
  /** Each lane's duty cycle over the history (default DEFAULT_PACE: half the time; FULL_SPEED: no pauses). */
  pace?: Pace;
}

export interface ShadowRebuildResult {
  applied: number;
  seconds: number;
  swapped: { name: string; position: Position | null; tail: number; attempts: number; swapMs: number }[];
  /** Seconds the slowest-pausing lane paused for the pacing. */
  pausedSeconds: number;
}

export class ShadowRebuildBusy extends Error {
  constructor(readonly projections: string[]) {
    super(`A shadow rebuild of ${projections.join(", ")} is already running in another process.`);
    this.name = "ShadowRebuildBusy";
  }
}

export async function rebuildInShadow(opts: ShadowRebuildOptions): Promise<ShadowRebuildResult> {
  const { database, store, projections } = opts;
  const batchSize = opts.batchSize ?? 500;
  const started = performance.now();
  if (new Set(projections.map((p) => p.name)).size !== projections.length) throw new Error("Duplicate projection name");
  if (new Set(projections.map((p) => shadowSchema(p.name))).size !== projections.length)
    throw new Error("Two projections share a shadow schema name");

  // PGlite is one in-process backend: no app serves beside this process, and the swap's tail read
  // (the store's, beside the swap's transaction) would wait for that transaction's one connection.
  if (database.kind !== "postgres")
    throw new Error("A rebuild without downtime needs PostgreSQL; with the embedded PGlite rebuild in place (the app is stopped anyway).");
  // The lock's connection, a swap's transaction and its tail read: fewer hang at the first swap.
  if (database.maxConnections < 3)
    throw new Error(`A rebuild without downtime needs a pool of 3 connections at least (this one has ${database.maxConnections}).`);
  const locks = openProjectionLocks(database);
  try {
    const busy: string[] = [];
    for (const p of projections) if (!(await locks.tryLock(`shadow:${p.name}`))) busy.push(p.name);
    if (busy.length) throw new ShadowRebuildBusy(busy);

    await database.db.transaction().execute(async (trx) => {
      for (const p of projections) {
        await dropLeftovers(trx, p.name);
        await createShadowTables(trx, p.name, p.tables);
      }
    });

    // A lane swapping holds its swap transaction's connection and reads the tail on a second one,
    // while other lanes' swaps can wait on its table locks holding theirs: with the lock's own
    // connection, 1 + 2 × lanes connections keep every tail read servable (fewer hung the R3 test:
    // a pool of 4 and three lanes).
    const lanes = Math.min(laneCount(database, projections.length, opts.concurrency), Math.max(1, Math.floor((database.maxConnections - 1) / 2)));
    // The history to pace: the log up to its head now (later appends are replayed at full speed).
    const startHead = await store.headPosition();
    const pacers = Array.from({ length: lanes }, () => createPacer(opts.pace ?? DEFAULT_PACE));
    const pausedSeconds = () => Math.max(0, ...pacers.map((p) => p.pausedMs)) / 1000;
    const { groups, progress, report } = dealLanes(projections, lanes, await countEvents(database), started, (p) =>
      opts.onProgress?.({ ...p, pace: { duty: pacers[0]!.pace.duty, pausedSeconds: pausedSeconds() } }),
    );
    report();
    const swapped: ShadowRebuildResult["swapped"] = [];

    let failed = false;
    const lanesOf = groups.map((g) => g.length);
    /**
     * Applies the log after `after` to the projections' shadow tables until a read finds nothing and
     * `end` (if given) agrees that is the head; returns the new position.
     */
    const replay = async (
      i: number,
      mine: Projection[],
      after: Position | null,
      end?: (at: Position | null) => Promise<boolean>,
    ): Promise<Position | null> => {
      while (!failed) {
        const r0 = performance.now();
        const events = await store.readAll({ after, limit: batchSize });
        const readMs = performance.now() - r0;
        if (events.length === 0) {
          if (!end || (await end(after))) break;
          continue;
        }
        const t0 = performance.now();
        await database.db.transaction().execute(async (trx) => {
          await relaxDurability(trx);
          for (const p of mine) {
            await useShadow(trx, p.name);
            await applyEvents(p, trx, events);
          }
        });
        after = events[events.length - 1].position;
        if (mine.length === lanesOf[i]) progress[i] += events.length; // catch-ups of one projection are not counted again
        // The batch's time includes its read: decoding the events is the lane's work too.
        const pause = pacers[i]!.after(performance.now() - t0 + readMs, startHead === null || comparePositions(after, startHead) >= 0);
        report();
        if (!(await locks.alive())) throw new Error("Lost the shadow rebuild lock's connection");
        if (pause > 0) await new Promise((r) => setTimeout(r, pause));
      }
      return after;
    };
    const lane = async (i: number, mine: Projection[]) => {
      // Up to the committed head, not the first empty read (rebuild-head.ts): an open transaction
      // elsewhere on the server must not make the swap's checkpoint stop short of what was committed.
      const at = await replay(i, mine, null, untilCommittedHead(store, { ...opts.horizon, onWait: report }));
      for (const p of mine) {
        if (failed) return;
        // What was appended while the lane's earlier projections swapped, outside the swap's locks.
        const shadowAt = await replay(i, [p], at);
        await opts.onPhase?.("built", p.name);
        const t0 = performance.now();
        const r = await swapShadow({ database, store, projection: p, shadowAt, batchSize, onPhase: (phase) => opts.onPhase?.(phase, p.name) });
        swapped.push({ name: p.name, position: r.position, tail: r.tail, attempts: r.attempts, swapMs: performance.now() - t0 });
        await opts.onPhase?.("swapped", p.name);
        await database.db.transaction().execute(async (trx) => {
          await sql`drop schema if exists ${sql.id(retiredSchema(p.name))} cascade`.execute(trx);
          await sql`drop schema if exists ${sql.id(shadowSchema(p.name))} cascade`.execute(trx);
        });
      }
    };
    const results = await Promise.allSettled(
      groups.map((g, i) =>
        lane(i, g).catch((e) => {
          failed = true;
          throw e;
        }),
      ),
    );
    const error = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (error) throw error.reason;
    return { applied: Math.round(Math.max(0, ...progress)), seconds: (performance.now() - started) / 1000, swapped, pausedSeconds: pausedSeconds() };
  } finally {
    await locks.close();
  }
}
