// The PostgreSQL event store (DESIGN §4), on real PostgreSQL (postgres-js) and on embedded PGlite.
//
// Append: ONE statement in autocommit, a chain of data-modifying CTEs that checks/bumps the stream
// row, records the command id and inserts the events: one round trip, one implicit transaction.
// The later CTEs read the stream CTE's RETURNING, so a failed expectation writes nothing and returns
// no rows; only then do we spend more round trips to tell a duplicate command from a conflict. A
// command id already recorded hits command_log's primary key (the statement fails as a whole) and
// the first result is returned: no lookup whose cached plan could degrade as the table grows.
//
// Write combining: when appends queue up behind the statements in flight (maxConcurrentAppends),
// the waiting ones, on distinct streams, go together in one statement; each still succeeds or fails
// on its own, and if the combined statement fails as a whole each is retried alone.
//
// Wake-ups: pg_notify after the commit (coalesced), not inside the append: PostgreSQL serialises
// the commits of notifying transactions on a database-wide lock held through the WAL flush. This
// store's own subscribers are called in-process as soon as its append commits (no NOTIFY round
// trip on a command's way to its read models, P3); the NOTIFY carries this store's token so they
// skip it when it comes back, and other processes (other stores) wake on it as before.
//
// Reads of the global log are gap-free: only rows whose writing transaction is below the oldest
// transaction still running (pg_snapshot_xmin) are visible, ordered by (transaction_id,
// global_position), so a slow transaction that took its id first is never overtaken. NB: the
// snapshot's xmin is cluster-wide; an open transaction in ANY database of the server holds readAll
// back until it ends (bounded by idle_in_transaction_session_timeout).
import { UUID_RE, uuidv7 } from "../ids";
import { CompiledQuery, type Kysely } from "kysely";
import { BATCH_APPEND, compileAppend, type AppendedRow, type AppendKind, type AppendParam, type CompiledAppend } from "./append-sql";
import { coalescedNotifier } from "./notify";
import { commandKey, createReads } from "./reads";
import { appendQueue, type PendingAppend } from "./write-combining";
import type { Database } from "../../db/connect";
import type { DB } from "../../db/schema";
import {
  WrongExpectedVersion,
  comparePositions,
  type Position,
  assertDistinctStreams,
  streamTypeOf,
  type AppendOutcome,
  type AppendRequest,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Upcaster,
} from "../types";

/** The NOTIFY channel that wakes subscribers after an append commits. */
export const EVENTS_CHANNEL = "girassol_events";

export interface PostgresEventStoreOptions {
  /** Upcasters by stored event type, applied on every read (chained while the type changes). */
  upcasters?: Record<string, Upcaster>;
  /** close() also closes the Database (default false: the caller owns it). */
  closeDatabase?: boolean;
  /**
   * How an append wakes LISTENers. "after_commit" (default): a `pg_notify` sent right after the
   * append commits, coalesced (at most one in flight per store, another one queued if appends
   * committed meanwhile). "in_transaction": `pg_notify` inside the append's statement. PostgreSQL
   * serialises the commits of all notifying transactions on one database-wide lock held through the
   * WAL flush, which defeats group commit: measured ~3x fewer appends/s (bench/append.ts).
   */
  notify?: "after_commit" | "in_transaction";
  /**
   * Write combining: at most this many append statements run at once (default 2), and at most one
   * per stream. Appends that arrive while all are busy wait and then go together, for distinct
   * streams, in ONE statement (one round trip, one commit, one WAL flush); each append in it still
   * succeeds or fails on its own. Below this concurrency nothing waits. Measured on 2 CPUs with 16
   * writers: 1 slot ~0.8, 2 slots ~0.9, 4 slots ~0.7, no combining ~0.5 of the floor (bench/append.ts).
   * The price: an append that waits on a row lock held by someone else's open transaction holds a
   * slot (and its batch) meanwhile. `Infinity` turns combining off.
   */
  maxConcurrentAppends?: number;
  /** Most appends combined into one statement (default 64). */
  maxBatch?: number;
  /** Most appends of one appendMany combined into one statement (default 500). */
  maxBulkBatch?: number;
}

export { commandKey } from "./reads";

type PgError = { code?: string; constraint?: string; constraint_name?: string };

function isUniqueViolation(e: unknown): e is PgError {
  return typeof e === "object" && e !== null && (e as PgError).code === "23505";
}

export function createPostgresEventStore(database: Database, opts: PostgresEventStoreOptions = {}): EventStore {
  const db: Kysely<DB> = database.db;
  const upcasters = opts.upcasters ?? {};
  const unsubscribers = new Set<() => Promise<void>>();
  // Over a Kysely transaction (db.isTransaction) the NOTIFY must ride in that transaction: it is
  // delivered only if the caller commits, and nothing runs on the connection after it is released.
  const notifyInTransaction = opts.notify === "in_transaction" || db.isTransaction;

  /** This store's NOTIFY payload: its own subscribers were called in-process already. */
  const origin = uuidv7();
  const notifier = coalescedNotifier(db, EVENTS_CHANNEL, origin);
  const localListeners = new Set<(position: Position) => void>();
  /** After an append commits; `position`: its last event (this process's subscribers learn what to expect). */
  const notifyAppended = (position: Position) => {
    for (const l of localListeners) {
      try {
        l(position);
      } catch {
        // A subscriber's failure is its own; the append stands.
      }
    }
    notifier.notify();
  };

  const { streamRevision, findCommand, findCommands, readStream, readStreams, readAll, headPosition, committedHead } = createReads(db, upcasters);

  const statements = new Map<string, CompiledAppend>();
  function appendStatement(kind: AppendKind, withCmd: boolean): CompiledAppend {
    const key = `${kind}:${withCmd}`;
    let st = statements.get(key);
    if (!st) statements.set(key, (st = compileAppend(db, kind, withCmd, notifyInTransaction)));
    return st;
  }

  function expectedKind(expected: ExpectedRevision): AppendKind {
    return typeof expected === "number" ? "revision" : expected;
  }

  function recordedFrom(req: Pick<PendingAppend, "streamId" | "events" | "options">, rows: AppendedRow[]): AppendResult {
    const { streamId, events, options } = req;
    const recorded: RecordedEvent[] = rows.map((r, i) => ({
      id: events[i]!.id,
      streamId,
      streamType: streamTypeOf(streamId),
      streamPosition: Number(r.stream_position),
      position: { a: r.tx, b: r.gp },
      type: events[i]!.type,
      data: events[i]!.data ?? {},
      metadata: options.metadata,
    }));
    const last = recorded[recorded.length - 1]!;
    return { nextRevision: last.streamPosition, position: last.position, events: recorded, duplicate: false };
  }

  /** Nothing was written: either the command was seen before, or the expectation failed. */
  async function explainNothingWritten(req: Pick<PendingAppend, "streamId" | "options" | "cmd">): Promise<AppendResult> {
    if (req.cmd) {
      const seen = await findCommand(req.options.metadata.commandId);
      if (seen) return seen;
    }
    const actual = await streamRevision(req.streamId);
    throw new WrongExpectedVersion(req.streamId, req.options.expected, actual);
  }

  /** One append, one statement. */
  async function appendOne(req: Pick<PendingAppend, "streamId" | "events" | "options" | "cmd">): Promise<AppendResult> {
    const { streamId, events, options, cmd } = req;
    const { expected, metadata } = options;
    const values: Record<AppendParam, unknown> = {
      streamId,
      streamType: streamTypeOf(streamId),
      companyId: companyUuid(metadata),
      k: events.length,
      expected: typeof expected === "number" ? expected : null,
      cmd,
      metadata: JSON.stringify(metadata),
      payload: JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, data: e.data ?? {} }))),
      channel: EVENTS_CHANNEL,
    };
    const st = appendStatement(expectedKind(expected), cmd !== null);

    let rows: AppendedRow[];
    try {
      ({ rows } = await db.executeQuery<AppendedRow>(
        CompiledQuery.raw(
          st.text,
          st.params.map((p) => values[p]),
        ),
      ));
    } catch (err) {
      // A concurrent twin of this command committed first (command_log or event_id key).
      if (isUniqueViolation(err) && cmd) {
        const seen = await findCommand(metadata.commandId);
        if (seen) return seen;
      }
      throw err;
    }
    if (rows.length === 0) return explainNothingWritten(req);
    const recorded = recordedFrom(req, rows);
    if (!notifyInTransaction) notifyAppended(recorded.position);
    return recorded;
  }

  /** Appends on distinct streams in one statement; each settles on its own. */
  async function appendBatch(batch: PendingAppend[]): Promise<void> {
    const payload = JSON.stringify(
      batch.map((req, i) => ({
        i,
        stream_id: req.streamId,
        stream_type: streamTypeOf(req.streamId),
        company_id: companyUuid(req.options.metadata),
        kind: expectedKind(req.options.expected),
        expected: typeof req.options.expected === "number" ? req.options.expected : null,
        k: req.events.length,
        cmd: req.cmd,
        metadata: req.options.metadata,
        events: req.events.map((e) => ({ id: e.id, type: e.type, data: e.data ?? {} })),
      })),
    );
    let rows: (AppendedRow & { stream_id: string })[];
    try {
      ({ rows } = await db.executeQuery<AppendedRow & { stream_id: string }>(CompiledQuery.raw(BATCH_APPEND, [payload])));
    } catch {
      // The whole statement rolled back (e.g. a concurrent twin of one command hit the key): every
      // append goes again on its own, and the one at fault gets its own answer.
      await Promise.all(batch.map((req) => appendOne(req).then(req.resolve, req.reject)));
      return;
    }
    const byStream = new Map<string, AppendedRow[]>();
    for (const r of rows) {
      let list = byStream.get(r.stream_id);
      if (!list) byStream.set(r.stream_id, (list = []));
      list.push(r);
    }
    if (rows.length && !notifyInTransaction) {
      const last = rows.map((r): Position => ({ a: r.tx, b: r.gp })).reduce((x, y) => (comparePositions(x, y) >= 0 ? x : y));
      notifyAppended(last);
    }
    await Promise.all(
      batch.map(async (req) => {
        const mine = byStream.get(req.streamId);
        if (mine) {
          mine.sort((x, y) => Number(x.stream_position) - Number(y.stream_position));
          req.resolve(recordedFrom(req, mine));
        } else {
          await explainNothingWritten(req).then(req.resolve, req.reject);
        }
      }),
    );
  }

  // Write combining (see maxConcurrentAppends). Over a transaction every append runs in it, directly.
  const maxInFlight = db.isTransaction ? Infinity : Math.max(1, opts.maxConcurrentAppends ?? 2);
  const queue = appendQueue({
    maxInFlight,
    maxBatch: Math.max(1, opts.maxBatch ?? 64),
    maxBulkBatch: Math.max(1, opts.maxBulkBatch ?? 500),
    runOne: (req) => appendOne(req).then(req.resolve, req.reject),
    runBatch: (batch) => appendBatch(batch).catch((err) => batch.forEach((r) => r.reject(err))),
  });

  async function append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const { expected, metadata } = options;
    checkExpectedArg(expected);
    const cmd = metadata?.commandId ? commandKey(metadata.commandId) : null;

    if (events.length === 0) {
      if (cmd) {
        const seen = await findCommand(metadata.commandId);
        if (seen) return seen;
      }
      const actual = await streamRevision(streamId);
      checkExpected(streamId, expected, actual);
      const head = await headPosition();
      return {
        nextRevision: actual === "no_stream" ? -1 : actual,
        position: head ?? { a: "0", b: "0" },
        events: [],
        duplicate: false,
      };
    }

    if (maxInFlight === Infinity) return appendOne({ streamId, events, options, cmd });
    return new Promise<AppendResult>((resolve, reject) => {
      queue.push({ streamId, events, options, cmd, resolve, reject });
    });
  }

  /**
   * Appends on distinct streams, settled one by one: queued together, they go out as combined
   * statements of up to maxBulkBatch appends (at most maxConcurrentAppends at once).
   */
  async function appendMany(requests: AppendRequest[]): Promise<AppendOutcome[]> {
    assertDistinctStreams(requests);
    for (const { options } of requests) checkExpectedArg(options.expected);
    const settle = (p: Promise<AppendResult>) =>
      p.then(
        (result): AppendOutcome => ({ ok: true, result }),
        (error: unknown): AppendOutcome => ({ ok: false, error }),
      );
    const writes = requests.filter((r) => r.events.length > 0);
    if (maxInFlight === Infinity) {
      // In a transaction: the batch statement directly, a chunk at a time.
      const outcomes = new Map<AppendRequest, Promise<AppendOutcome>>();
      const bulk = Math.max(1, opts.maxBulkBatch ?? 500);
      for (let i = 0; i < writes.length; i += bulk) {
        const chunk = writes.slice(i, i + bulk).map((r) => pending(r));
        await appendBatch(chunk.map((c) => c.req));
        chunk.forEach((c, j) => outcomes.set(writes[i + j]!, settle(c.promise)));
      }
      return Promise.all(requests.map((r) => outcomes.get(r) ?? settle(append(r.streamId, r.events, r.options))));
    }
    const queued = new Map<AppendRequest, Promise<AppendResult>>();
    const reqs = writes.map((r) => {
      const p = pending(r, true);
      queued.set(r, p.promise);
      return p.req;
    });
    queue.pushMany(reqs);
    return Promise.all(requests.map((r) => settle(queued.get(r) ?? append(r.streamId, r.events, r.options))));
  }

  function pending(r: AppendRequest, bulk = false): { req: PendingAppend; promise: Promise<AppendResult> } {
    let resolve!: (v: AppendResult) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<AppendResult>((res, rej) => ((resolve = res), (reject = rej)));
    const { metadata } = r.options;
    const cmd = metadata?.commandId ? commandKey(metadata.commandId) : null;
    return { req: { streamId: r.streamId, events: r.events, options: r.options, cmd, bulk, resolve, reject }, promise };
  }

  async function onAppended(listener: (position?: Position) => void): Promise<() => Promise<void>> {
    // In-transaction NOTIFYs carry no token (and are delivered only on the caller's commit): every one wakes.
    const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
      if (notifyInTransaction || payload !== origin) listener();
    });
    const local = (position: Position) => listener(position);
    if (!notifyInTransaction) localListeners.add(local);
    let done = false;
    const unsubscribe = async () => {
      if (done) return;
      done = true;
      localListeners.delete(local);
      unsubscribers.delete(unsubscribe);
      await unlisten();
    };
    unsubscribers.add(unsubscribe);
    return unsubscribe;
  }

  async function close(): Promise<void> {
    await notifier.settled();
    await Promise.allSettled([...unsubscribers].map((u) => u()));
    if (opts.closeDatabase) await database.close();
  }

  return {
    append,
    appendMany,
    readStream,
    readStreams,
    streamRevision,
    readAll,
    findCommand,
    findCommands,
    headPosition,
    committedHead,
    onAppended,
    close,
  };
}

function companyUuid(metadata: EventMetadata | undefined): string | null {
  return metadata?.companyId && UUID_RE.test(metadata.companyId) ? metadata.companyId : null;
}

function checkExpectedArg(expected: ExpectedRevision): void {
  if (typeof expected === "number" && (!Number.isInteger(expected) || expected < 0)) {
    throw new TypeError(`expected revision must be a non-negative integer, got ${expected}`);
  }
}

function checkExpected(streamId: string, expected: ExpectedRevision, actual: number | "no_stream"): void {
  const ok =
    expected === "any" ||
    (expected === "no_stream" && actual === "no_stream") ||
    (expected === "exists" && actual !== "no_stream") ||
    (typeof expected === "number" && actual === expected);
  if (!ok) throw new WrongExpectedVersion(streamId, expected, actual);
}
