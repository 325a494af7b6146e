// A projection (DESIGN §5): handlers per event type over a Kysely transaction. Deterministic:
// they use event.metadata.occurredAt, never now(), so a rebuild gives the same rows.
import { sql, type Transaction } from "kysely";
import type { DB } from "../db/schema";
import type { RecordedEvent } from "../eventstore/types";

export type ProjectionHandler = (trx: Transaction<DB>, event: RecordedEvent) => Promise<void>;

/**
 * Applies a run of consecutive events (log order, only the types it was registered for) with a
 * few set-based statements, leaving exactly the rows that applying them one by one would leave.
 * This is what makes a rebuild read-bound instead of round-trip-bound (docs/performance.md, P2).
 */
export type BulkHandler = (trx: Transaction<DB>, events: RecordedEvent[]) => Promise<void>;

/** A per-event handler that is a bulk handler applied to one event, tagged so compose can batch it. */
export type BulkCapableHandler = ProjectionHandler & { bulk: BulkHandler };

export function bulkHandler(fn: BulkHandler): BulkCapableHandler {
  const h = ((trx, e) => fn(trx, [e])) as BulkCapableHandler;
  h.bulk = fn;
  return h;
}

export const isBulk = (h: ProjectionHandler | undefined): h is BulkCapableHandler =>
  typeof h === "function" && typeof (h as Partial<BulkCapableHandler>).bulk === "function";

export interface Projection {
  name: string;
  /** Bump to rebuild this projection from the first event at next start. */
  version: number;
  /** The read-model tables it owns: truncated before a rebuild, compared in rebuild tests. */
  tables: (keyof DB & string)[];
  handlers: Partial<Record<string, ProjectionHandler>>;
  /** Applies a batch (runner and rebuild); without it, each event's handler in turn. */
  applyBatch?: (trx: Transaction<DB>, events: RecordedEvent[]) => Promise<void>;
}

/**
 * A projection transaction need not wait for its WAL flush: if the server crashes before the flush,
 * the read-model rows AND the checkpoint roll back together and the runner applies the batch again
 * (the log itself is committed durably by the event store). This takes an fsync off every
 * command's way to visibility (P3) and off every rebuild batch.
 */
export async function relaxDurability(trx: Transaction<DB>): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(trx);
}

/** The one way runner and rebuild apply a batch of the log to a projection. */
export async function applyEvents(p: Projection, trx: Transaction<DB>, events: RecordedEvent[]): Promise<void> {
  if (p.applyBatch) return p.applyBatch(trx, events);
  for (const e of events) {
    const h = p.handlers[e.type];
    if (h) await h(trx, e);
  }
}
