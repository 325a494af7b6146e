// One step of the runner's batch loop: read a batch of the log after the checkpoint and apply it
// in ONE transaction with the checkpoint's compare-and-set, so each event affects a read model
// exactly once. A batch the projection has no handler for changes no row: unless told otherwise
// the runner only moves its checkpoint in memory and stores it later (storeCheckpoint), off the
// way of the commands that wait for the projections that do change (docs/performance.md,
// "Proposal wizard").
import type { Database } from "../../db/connect";
import type { Position, RecordedEvent } from "../../eventstore/types";
import { CheckpointConflict, casCheckpoint, type StoredCheckpoint } from "../checkpoints";
import { applyEvents, type Projection } from "../types";

export type BatchOutcome =
  /** Nothing after the checkpoint. */
  | { kind: "empty" }
  /** The checkpoint moved past `count` events (those without a handler included) to `last`, stored. */
  | { kind: "applied"; count: number; last: Position }
  /** No event of the batch has a handler: nothing written; the checkpoint is to move to `last` in memory only. */
  | { kind: "skipped"; count: number; last: Position }
  /** Someone else moved the checkpoint (a rebuild, or a runner that lost its lock): nothing applied. */
  | { kind: "conflict"; conflict: CheckpointConflict; actual: StoredCheckpoint | null };

export type ReadBatch = (after: Position | null, limit: number) => Promise<RecordedEvent[]>;

export interface BatchFrom {
  /** Where reading resumes: the stored checkpoint, or past it by skipped batches. */
  after: Position | null;
  /** The stored checkpoint, the compare-and-set's expected value. */
  stored: Position | null;
  /** A batch with nothing to handle may be skipped (not stored). */
  maySkip: boolean;
}

/** Whether applying `events` would change any row of `p` (compose: events without a handler are passed over). */
export const handlesAny = (p: Pick<Projection, "handlers">, events: readonly RecordedEvent[]): boolean =>
  events.some((e) => p.handlers[e.type] !== undefined);

export async function applyNextBatch(database: Database, read: ReadBatch, p: Projection, from: BatchFrom, batchSize: number): Promise<BatchOutcome> {
  const events: RecordedEvent[] = await read(from.after, batchSize);
  if (events.length === 0) return { kind: "empty" };
  const last = events[events.length - 1].position;
  if (from.maySkip && !handlesAny(p, events)) return { kind: "skipped", count: events.length, last };
  try {
    // Durability relaxed by the CAS itself (relaxDurability in types.ts): begin, the handlers' statements, the CAS, commit.
    await database.db.transaction().execute(async (trx) => {
      await applyEvents(p, trx, events);
      await casCheckpoint(trx, p.name, p.version, from.stored, last, false, true);
    });
  } catch (e) {
    if (!(e instanceof CheckpointConflict)) throw e;
    return { kind: "conflict", conflict: e, actual: e.actual };
  }
  return { kind: "applied", count: events.length, last };
}

/** Stores a checkpoint moved in memory by skipped batches (from `stored` to `next`), with the same CAS. */
export async function storeCheckpoint(
  database: Database,
  p: Projection,
  stored: Position | null,
  next: Position,
): Promise<{ kind: "stored" } | { kind: "conflict"; conflict: CheckpointConflict; actual: StoredCheckpoint | null }> {
  try {
    await database.db.transaction().execute((trx) => casCheckpoint(trx, p.name, p.version, stored, next, false, true));
  } catch (e) {
    if (!(e instanceof CheckpointConflict)) throw e;
    return { kind: "conflict", conflict: e, actual: e.actual };
  }
  return { kind: "stored" };
}
