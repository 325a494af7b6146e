// One step of the runner's batch loop: read a batch of the log after the checkpoint and apply it
// in ONE transaction with the checkpoint's compare-and-set, so each event affects a read model
// exactly once.
import type { Database } from "../../db/connect";
import type { EventStore, Position, RecordedEvent } from "../../eventstore/types";
import { CheckpointConflict, casCheckpoint, type StoredCheckpoint } from "../checkpoints";
import { applyEvents, relaxDurability, type Projection } from "../types";

export type BatchOutcome =
  /** Nothing after the checkpoint. */
  | { kind: "empty" }
  /** The checkpoint moved past `count` events (those without a handler included) to `last`. */
  | { kind: "applied"; count: number; last: Position }
  /** Someone else moved the checkpoint (a rebuild, or a runner that lost its lock): nothing applied. */
  | { kind: "conflict"; conflict: CheckpointConflict; actual: StoredCheckpoint | null };

export async function applyNextBatch(
  database: Database,
  store: EventStore,
  p: Projection,
  checkpoint: Position | null,
  batchSize: number,
): Promise<BatchOutcome> {
  const events: RecordedEvent[] = await store.readAll({ after: checkpoint, limit: batchSize });
  if (events.length === 0) return { kind: "empty" };
  const last = events[events.length - 1].position;
  try {
    await database.db.transaction().execute(async (trx) => {
      await relaxDurability(trx);
      await applyEvents(p, trx, events);
      await casCheckpoint(trx, p.name, p.version, checkpoint, last, false);
    });
  } catch (e) {
    if (!(e instanceof CheckpointConflict)) throw e;
    return { kind: "conflict", conflict: e, actual: e.actual };
  }
  return { kind: "applied", count: events.length, last };
}
