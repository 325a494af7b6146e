// A projection (DESIGN §5): handlers per event type over a Kysely transaction. Deterministic:
// they use event.metadata.occurredAt, never now(), so a rebuild gives the same rows.
import { sql, type Transaction } from "kysely";
import type { DB } from "../db/schema";
import type { DomainEvent } from "../domain/shared";
import type { RecordedEvent } from "../eventstore/types";

/** A handler as the runner sees it: any event of the log, its data not yet known. */
export type ProjectionHandler = (trx: Transaction<DB>, event: RecordedEvent) => Promise<void>;

/**
 * The recorded form of the events of a domain union whose type is K, with their typed data. Also
 * covers an event type declared over several names (ListSettingsSet).
 */
export type Recorded<E extends DomainEvent, K extends string = E["type"]> =
  E extends DomainEvent<infer T, infer D> ? (K extends T ? RecordedEvent<K, D> : never) : never;

/** One handler per event type of the union E, each receiving that event with its typed data. */
export type TypedHandlers<E extends DomainEvent> = {
  [K in E["type"]]?: (trx: Transaction<DB>, event: Recorded<E, K>) => Promise<void>;
};

/**
 * What every typed handler map is assignable to (its events are never built here): the
 * parameter of composeProjection, where the types are erased once.
 */
export type HandlerModule = Partial<Record<string, (trx: Transaction<DB>, event: RecordedEvent<never, never>) => Promise<void>>>;

/**
 * Applies a run of consecutive events (log order, only the types it was registered for) with a
 * few set-based statements, leaving exactly the rows that applying them one by one would leave.
 * This is what makes a rebuild read-bound instead of round-trip-bound (docs/performance.md, P2).
 */
export type BulkHandler<E extends RecordedEvent = RecordedEvent> = (trx: Transaction<DB>, events: E[]) => Promise<void>;

/** A per-event handler that is a bulk handler applied to one event, tagged so compose can batch it. */
export type BulkCapableHandler<E extends RecordedEvent = RecordedEvent> = ((trx: Transaction<DB>, event: E) => Promise<void>) & {
  bulk: BulkHandler<E>;
};

export function bulkHandler<E extends RecordedEvent>(fn: BulkHandler<E>): BulkCapableHandler<E> {
  const h = (trx: Transaction<DB>, e: E) => fn(trx, [e]);
  return Object.assign(h, { bulk: fn });
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
  /** Applies a batch (runner and rebuild); without it, each event's handler in turn. Passes over events without a handler. */
  applyBatch?: (trx: Transaction<DB>, events: RecordedEvent[]) => Promise<void>;
  /** The event types applyBatch applies in runs with set-based statements (every module's handler for them is bulk). */
  bulkTypes?: readonly string[];
  /**
   * Something outside follows its stored checkpoint for every event of the log (the NATS forwarder
   * publishes each event once `automation` is past it): the runner stores every move at once, even
   * past events it has no handler for, which other projections store a little later.
   */
  storeEveryMove?: boolean;
  /**
   * Events of a type it has a handler for that nonetheless change none of its rows (aftersales: an
   * item created on another board than after-sales). A command's read-your-writes wait skips the
   * projection for them (projections/handling.ts): no page can miss what was never written.
   */
  unchangedBy?: (e: Pick<RecordedEvent, "type" | "data">) => boolean;
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

/**
 * The log's event seen as an event of the union E, for code that switches on `type` and returns
 * nothing for the other types (business events, history lines). Sound for the same reason as the
 * erasure in composeProjection: an event's type names the shape of its data.
 */
export const asEventOf = <E extends DomainEvent>(e: RecordedEvent): Recorded<E> => e as unknown as Recorded<E>;
