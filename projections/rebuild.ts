// Rebuilding projections from the first event (DESIGN §5): truncate their tables, reset their
// checkpoints, then replay the whole log in large batches. Each batch is one transaction that
// applies every projection's handlers and compare-and-sets every checkpoint, so an interrupted
// rebuild leaves consistent checkpoints that a runner simply continues from.
//
// It takes the same ownership locks as the runner: while a runner (here or in another process)
// applies one of these projections, the rebuild refuses to start instead of racing it.
import { sql } from "kysely";
import type { Database } from "../db/connect";
import type { EventStore, Position } from "../eventstore/types";
import { casCheckpoint, resetProjection } from "./checkpoints";
import { openProjectionLocks } from "./projection-locks";
import { applyEvents, relaxDurability, type Projection } from "./types";

export interface RebuildProgress {
  /** Events replayed so far (each counted once, whatever the number of projections). */
  applied: number;
  /** Events in the log (counted or estimated at the start; grows with `applied` if the log grew). */
  total: number;
  eventsPerSecond: number;
}

export interface RebuildOptions {
  database: Database;
  store: EventStore;
  projections: Projection[];
  /** Events per batch and transaction. Default 2000. */
  batchSize?: number;
  onProgress?: (p: RebuildProgress) => void;
}

export class ProjectionBusy extends Error {
  constructor(readonly projections: string[]) {
    super(
      `Projection(s) ${projections.join(", ")} are being applied by a running process; ` + `stop it (or its projection runner) before rebuilding.`,
    );
    this.name = "ProjectionBusy";
  }
}

export async function rebuildProjections(opts: RebuildOptions): Promise<{ applied: number; seconds: number }> {
  const { database, store, projections } = opts;
  const batchSize = opts.batchSize ?? 2000;
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

    let total = await countEvents(database);
    let applied = 0;
    const report = () => {
      if (!opts.onProgress) return;
      const seconds = (performance.now() - started) / 1000;
      total = Math.max(total, applied);
      opts.onProgress({ applied, total, eventsPerSecond: seconds > 0 ? applied / seconds : 0 });
    };
    report();
    if (projections.length === 0) return { applied: 0, seconds: (performance.now() - started) / 1000 };

    let after: Position | null = null;
    for (;;) {
      const events = await store.readAll({ after, limit: batchSize });
      if (events.length === 0) break;
      const last = events[events.length - 1].position;
      const expected = after;
      await database.db.transaction().execute(async (trx) => {
        await relaxDurability(trx);
        // Projections are independent (none reads another's tables), so each takes the batch whole.
        for (const p of projections) await applyEvents(p, trx, events);
        for (const p of projections) await casCheckpoint(trx, p.name, p.version, expected, last);
      });
      after = last;
      applied += events.length;
      report();
      if (!(await locks.alive())) throw new Error("Lost the projection lock's connection during the rebuild");
    }
    return { applied, seconds: (performance.now() - started) / 1000 };
  } finally {
    await locks.close();
  }
}

/**
 * Events in the log. The planner's estimate when the table is big (count(*) over millions of rows
 * costs seconds), an exact count otherwise. 0 when there is no events table (another store).
 */
async function countEvents(database: Database): Promise<number> {
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
