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
// the commits of notifying transactions on a database-wide lock held through the WAL flush.
//
// Reads of the global log are gap-free: only rows whose writing transaction is below the oldest
// transaction still running (pg_snapshot_xmin) are visible, ordered by (transaction_id,
// global_position), so a slow transaction that took its id first is never overtaken. NB: the
// snapshot's xmin is cluster-wide; an open transaction in ANY database of the server holds readAll
// back until it ends (bounded by idle_in_transaction_session_timeout).
import { nameUuid, UUID_RE } from "../ids";
import { CompiledQuery, sql, type Kysely } from "kysely";
import type { Database } from "../../db/connect";
import type { DB } from "../../db/schema";
import {
  WrongExpectedVersion,
  streamTypeOf,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type Upcaster,
} from "../types";

/** The NOTIFY channel that wakes subscribers after an append commits. */
export const EVENTS_CHANNEL = "girassol_events";
/** A combining slot whose statement has not settled after this long is given back. */
const STUCK_SLOT_MS = 30_000;
/** Least time between two wake-ups while appends keep coming (the first one goes at once). */
const NOTIFY_GAP_MS = 3;

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
}

/**
 * command_log.command_id is a uuid. Command ids are UUIDs by convention (a hidden form field); any
 * other string is mapped to a stable name-based UUID so it stays idempotent instead of failing.
 */
export function commandKey(commandId: string): string {
  if (UUID_RE.test(commandId)) return commandId.toLowerCase();
  return nameUuid(`girassol-command:${commandId}`);
}

interface EventRow {
  tx: string;
  gp: string;
  stream_id: string;
  stream_position: number | string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

interface AppendedRow {
  tx: string;
  gp: string;
  stream_position: number | string;
}

type PgError = { code?: string; constraint?: string; constraint_name?: string };

function isUniqueViolation(e: unknown): e is PgError {
  return typeof e === "object" && e !== null && (e as PgError).code === "23505";
}

function parseJson(v: unknown): any {
  return typeof v === "string" ? JSON.parse(v) : v;
}

/** Columns of an event row; the events table is always aliased `e`. */
const EVENT_COLUMNS = sql`e.transaction_id::text as tx, e.global_position::text as gp, e.stream_id,
  e.stream_position, e.event_id::text as event_id, e.type, e.data, e.metadata`;

type AppendParam =
  "streamId" | "streamType" | "companyId" | "k" | "expected" | "cmd" | "metadata" | "payload" | "channel";

const SENTINEL = "\u0000girassol-param:";
const P = (name: AppendParam) => sql`${SENTINEL + name}`;

/**
 * One statement, one implicit transaction: `s` checks/bumps the stream row and yields `base` (the
 * revision before the append); `c` records the command id; `e` inserts the events. `c` and `e` read
 * `s`, so a failed expectation (or a command already recorded) writes nothing and returns no rows.
 * A concurrent twin of the command that committed first makes `c` hit the primary key instead.
 */
function buildAppend(kind: "no_stream" | "any" | "exists" | "revision", withCmd: boolean, notify: boolean) {
  const step =
    kind === "no_stream"
      ? sql`
        insert into streams (stream_id, stream_type, company_id, version)
        values (${P("streamId")}, ${P("streamType")}, ${P("companyId")}::uuid, ${P("k")}::int - 1)
        on conflict (stream_id) do nothing
        returning -1 as base`
      : kind === "any"
        ? sql`
        insert into streams as s (stream_id, stream_type, company_id, version)
        values (${P("streamId")}, ${P("streamType")}, ${P("companyId")}::uuid, ${P("k")}::int - 1)
        on conflict (stream_id) do update set version = s.version + ${P("k")}::int
        returning s.version - ${P("k")}::int as base`
        : kind === "exists"
          ? sql`
        update streams set version = version + ${P("k")}::int
        where stream_id = ${P("streamId")}
        returning version - ${P("k")}::int as base`
          : sql`
        update streams set version = ${P("expected")}::int + ${P("k")}::int
        where stream_id = ${P("streamId")} and version = ${P("expected")}::int
        returning ${P("expected")}::int as base`;
  const logStep = withCmd
    ? sql`, c as (
        insert into command_log (command_id, stream_id, first_position, last_position)
        select ${P("cmd")}::uuid, ${P("streamId")}, base + 1, base + ${P("k")}::int from s
      )`
    : sql``;
  const notifyCol = notify ? sql`, (select pg_notify(${P("channel")}, '')) is null as notified` : sql``;
  return sql<AppendedRow>`
    with s as (${step})${logStep},
    e as (
      insert into events (stream_id, stream_position, event_id, type, data, metadata)
      select ${P("streamId")}, s.base + x.ord::int, (x.ev->>'id')::uuid, x.ev->>'type', x.ev->'data',
             ${P("metadata")}::text::jsonb
      from s, jsonb_array_elements(${P("payload")}::text::jsonb) with ordinality as x(ev, ord)
      order by x.ord
      returning transaction_id, global_position, stream_position
    )
    select transaction_id::text as tx, global_position::text as gp, stream_position${notifyCol}
    from e
    order by stream_position`;
}

/**
 * Many appends, on distinct streams, in one statement. Each request row says its kind of
 * expectation; the stream CTEs handle each kind (disjoint rows, since the streams are distinct) and
 * `bases` yields the revision before the append for every request whose expectation held and whose
 * command was not seen. Requests missing from the result wrote nothing.
 */
const BATCH_APPEND = `
  with r as (
    select * from jsonb_to_recordset($1::text::jsonb) as r(
      i int, stream_id text, stream_type text, company_id uuid, kind text, expected int, k int,
      cmd uuid, metadata jsonb, events jsonb)
  ),
  ok as (select * from r),
  created as (
    insert into streams (stream_id, stream_type, company_id, version)
    select stream_id, stream_type, company_id, k - 1 from ok where kind = 'no_stream'
    on conflict (stream_id) do nothing
    returning stream_id, version
  ),
  upserted as (
    insert into streams as s (stream_id, stream_type, company_id, version)
    select stream_id, stream_type, company_id, k - 1 from ok where kind = 'any'
    on conflict (stream_id) do update set version = s.version + excluded.version + 1
    returning s.stream_id, s.version
  ),
  updated as (
    update streams s
    set version = case when ok.kind = 'exists' then s.version + ok.k else ok.expected + ok.k end
    from ok
    where s.stream_id = ok.stream_id
      and (ok.kind = 'exists' or (ok.kind = 'revision' and s.version = ok.expected))
    returning s.stream_id, s.version
  ),
  bases as (
    select w.stream_id, w.version - ok.k as base, ok.i, ok.k, ok.cmd, ok.metadata, ok.events
    from (select * from created union all select * from upserted union all select * from updated) w
    join ok on ok.stream_id = w.stream_id
  ),
  c as (
    insert into command_log (command_id, stream_id, first_position, last_position)
    select cmd, stream_id, base + 1, base + k from bases where cmd is not null
  ),
  e as (
    insert into events (stream_id, stream_position, event_id, type, data, metadata)
    select b.stream_id, b.base + x.ord::int, (x.ev->>'id')::uuid, x.ev->>'type', x.ev->'data', b.metadata
    from bases b, jsonb_array_elements(b.events) with ordinality as x(ev, ord)
    order by b.i, x.ord
    returning stream_id, transaction_id, global_position, stream_position
  )
  select stream_id, transaction_id::text as tx, global_position::text as gp, stream_position
  from e
  order by global_position`;

interface PendingAppend {
  streamId: string;
  events: NewEvent[];
  options: AppendOptions;
  cmd: string | null;
  resolve: (r: AppendResult) => void;
  reject: (e: unknown) => void;
}

export function createPostgresEventStore(database: Database, opts: PostgresEventStoreOptions = {}): EventStore {
  const db: Kysely<DB> = database.db;
  const upcasters = opts.upcasters ?? {};
  const unsubscribers = new Set<() => Promise<void>>();
  // Over a Kysely transaction (db.isTransaction) the NOTIFY must ride in that transaction: it is
  // delivered only if the caller commits, and nothing runs on the connection after it is released.
  const notifyInTransaction = opts.notify === "in_transaction" || db.isTransaction;

  // Coalesced after-commit NOTIFY: one statement in flight; appends that commit meanwhile ask for
  // one more. The check and the reset happen in one synchronous step, so no wake-up is lost.
  let notifying: Promise<void> | null = null;
  let notifyAgain = false;
  async function notifyLoop(): Promise<void> {
    for (let first = true; ; first = false) {
      // Under a stream of appends, one wake-up per NOTIFY_GAP_MS is plenty.
      if (!first) await new Promise((r) => setTimeout(r, NOTIFY_GAP_MS));
      notifyAgain = false;
      try {
        // A wake-up needs no durability: commit it without waiting for the WAL flush (the NOTIFY
        // gives the statement a transaction id, so it would otherwise cost a full synchronous commit).
        await sql`select set_config('synchronous_commit', 'off', true), pg_notify(${EVENTS_CHANNEL}, '')`.execute(db);
      } catch {
        // Closed database or a transient failure: a lost wake-up only delays pollers.
      }
      if (!notifyAgain) {
        notifying = null;
        return;
      }
    }
  }
  function notifyAppended(): void {
    if (notifying) notifyAgain = true;
    else notifying = notifyLoop();
  }

  function upcast(event: RecordedEvent): RecordedEvent {
    let e = event;
    for (let i = 0; i < 16; i++) {
      const up = upcasters[e.type];
      if (!up) return e;
      const next = up(e);
      if (next.type === e.type) return next;
      e = next;
    }
    return e;
  }

  function toRecorded(r: EventRow): RecordedEvent {
    return upcast({
      id: r.event_id,
      streamId: r.stream_id,
      streamType: streamTypeOf(r.stream_id),
      streamPosition: Number(r.stream_position),
      position: { a: r.tx, b: r.gp },
      type: r.type,
      data: parseJson(r.data),
      metadata: parseJson(r.metadata) as EventMetadata,
    });
  }

  async function streamRevision(streamId: string): Promise<number | "no_stream"> {
    const { rows } = await sql<{ version: number }>`
      select version from streams where stream_id = ${streamId}`.execute(db);
    return rows.length ? Number(rows[0]!.version) : "no_stream";
  }

  async function findCommand(commandId: string): Promise<AppendResult | null> {
    const { rows } = await sql<EventRow>`
      select ${EVENT_COLUMNS}
      from command_log c
      join events e on e.stream_id = c.stream_id
        and e.stream_position between c.first_position and c.last_position
      where c.command_id = ${commandKey(commandId)}::uuid
      order by e.stream_position`.execute(db);
    if (!rows.length) return null;
    const events = rows.map(toRecorded);
    const last = events[events.length - 1]!;
    return { nextRevision: last.streamPosition, position: last.position, events, duplicate: true };
  }

  /**
   * The append statement for one shape (kind of expectation, with/without command id, NOTIFY mode),
   * compiled once and reused: each call only binds values (no query building on the hot path, and
   * postgres-js keeps it as one prepared statement). Parameters are compiled as named sentinels.
   */
  const statements = new Map<string, { text: string; params: AppendParam[] }>();
  function appendStatement(kind: "no_stream" | "any" | "exists" | "revision", withCmd: boolean) {
    const key = `${kind}:${withCmd}`;
    let st = statements.get(key);
    if (!st) {
      const compiled = buildAppend(kind, withCmd, notifyInTransaction).compile(db);
      st = {
        text: compiled.sql,
        params: compiled.parameters.map((v) => {
          const name = String(v).slice(SENTINEL.length) as AppendParam;
          if (!String(v).startsWith(SENTINEL)) throw new Error(`unexpected literal parameter in append: ${String(v)}`);
          return name;
        }),
      };
      statements.set(key, st);
    }
    return st;
  }

  function expectedKind(expected: ExpectedRevision): "no_stream" | "any" | "exists" | "revision" {
    return typeof expected === "number" ? "revision" : expected;
  }

  function recordedFrom(
    req: Pick<PendingAppend, "streamId" | "events" | "options">,
    rows: AppendedRow[],
  ): AppendResult {
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
  async function explainNothingWritten(
    req: Pick<PendingAppend, "streamId" | "options" | "cmd">,
  ): Promise<AppendResult> {
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
    if (!notifyInTransaction) notifyAppended();
    return recordedFrom(req, rows);
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
      ({ rows } = await db.executeQuery<AppendedRow & { stream_id: string }>(
        CompiledQuery.raw(BATCH_APPEND, [payload]),
      ));
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
    if (rows.length && !notifyInTransaction) notifyAppended();
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
  const maxBatch = Math.max(1, opts.maxBatch ?? 64);
  const queue: PendingAppend[] = [];
  let inFlight = 0;
  /** Streams with an append statement in flight: the next append to one of them waits for it. */
  const busyStreams = new Set<string>();

  function takeBatch(): PendingAppend[] {
    const batch: PendingAppend[] = [];
    const streams = new Set<string>();
    const commands = new Set<string>();
    // Distinct streams, none in flight, distinct command ids; the others keep their queue order.
    // One statement per stream at a time: our own statements never wait on each other's row
    // locks (nor deadlock on them), and appends to a stream stay in arrival order.
    for (let i = 0, looked = 0; i < queue.length && batch.length < maxBatch && looked < 4096; looked++) {
      const req = queue[i]!;
      if (streams.has(req.streamId) || busyStreams.has(req.streamId) || (req.cmd !== null && commands.has(req.cmd))) {
        i++;
        continue;
      }
      streams.add(req.streamId);
      if (req.cmd !== null) commands.add(req.cmd);
      batch.push(req);
      queue.splice(i, 1);
    }
    return batch;
  }

  function pump(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return; // everything queued waits for a stream in flight
      inFlight++;
      for (const req of batch) busyStreams.add(req.streamId);
      const run =
        batch.length === 1
          ? appendOne(batch[0]!).then(batch[0]!.resolve, batch[0]!.reject)
          : appendBatch(batch).catch((err) => batch.forEach((r) => r.reject(err)));
      // If a statement never settles (postgres-js 3.4.9 can strand a queued reserve() when a pooled
      // connection dies: porsager/postgres#1195), give its slot back after a while so that one
      // stuck append does not stall every later one.
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        for (const req of batch) busyStreams.delete(req.streamId);
        inFlight--;
        pump();
      };
      const timer = setTimeout(release, STUCK_SLOT_MS);
      timer.unref?.();
      void run.finally(release);
    }
  }

  async function append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const { expected, metadata } = options;
    if (typeof expected === "number" && (!Number.isInteger(expected) || expected < 0)) {
      throw new TypeError(`expected revision must be a non-negative integer, got ${expected}`);
    }
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
      pump();
    });
  }

  async function readStream(streamId: string, o: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = o.from !== undefined ? sql`and stream_position >= ${o.from}::int` : sql``;
    const until =
      o.until !== undefined ? sql`and (metadata->>'occurredAt')::timestamptz <= ${o.until}::timestamptz` : sql``;
    const { rows } = await sql<EventRow>`
      select ${EVENT_COLUMNS} from events e
      where stream_id = ${streamId} ${from} ${until}
      order by stream_position`.execute(db);
    return rows.map(toRecorded);
  }

  async function readAll(o: ReadAllOptions): Promise<RecordedEvent[]> {
    const after = o.after
      ? sql`and (transaction_id, global_position) > (${o.after.a}::xid8, ${o.after.b}::bigint)`
      : sql``;
    const { rows } = await sql<EventRow>`
      select ${EVENT_COLUMNS} from events e
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot()) ${after}
      order by transaction_id, global_position
      limit ${Math.max(0, Math.floor(o.limit))}::int`.execute(db);
    return rows.map(toRecorded);
  }

  async function headPosition(): Promise<Position | null> {
    const { rows } = await sql<{ tx: string; gp: string }>`
      select transaction_id::text as tx, global_position::text as gp from events
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by transaction_id desc, global_position desc
      limit 1`.execute(db);
    return rows.length ? { a: rows[0]!.tx, b: rows[0]!.gp } : null;
  }

  async function onAppended(listener: () => void): Promise<() => Promise<void>> {
    const unlisten = await database.listen(EVENTS_CHANNEL, () => listener());
    let done = false;
    const unsubscribe = async () => {
      if (done) return;
      done = true;
      unsubscribers.delete(unsubscribe);
      await unlisten();
    };
    unsubscribers.add(unsubscribe);
    return unsubscribe;
  }

  async function close(): Promise<void> {
    await notifying;
    await Promise.allSettled([...unsubscribers].map((u) => u()));
    if (opts.closeDatabase) await database.close();
  }

  return { append, readStream, streamRevision, readAll, findCommand, headPosition, onAppended, close };
}

function companyUuid(metadata: EventMetadata | undefined): string | null {
  return metadata?.companyId && UUID_RE.test(metadata.companyId) ? metadata.companyId : null;
}

function checkExpected(streamId: string, expected: ExpectedRevision, actual: number | "no_stream"): void {
  const ok =
    expected === "any" ||
    (expected === "no_stream" && actual === "no_stream") ||
    (expected === "exists" && actual !== "no_stream") ||
    (typeof expected === "number" && actual === expected);
  if (!ok) throw new WrongExpectedVersion(streamId, expected, actual);
}
