// The PostgreSQL event store (DESIGN §4), on real PostgreSQL (postgres-js) and on embedded PGlite.
//
// An append is ONE statement in autocommit: a chain of data-modifying CTEs that checks/bumps the
// stream row, records the command id and inserts every event, all in one round trip and one
// implicit transaction. Every later CTE reads the stream CTE's RETURNING, so when the expected
// revision does not hold (or the command was already recorded) the statement writes nothing and
// returns no rows; only then do we spend more round trips to tell a duplicate from a conflict.
//
// Reads of the global log are gap-free: only rows whose writing transaction is below the oldest
// transaction still running (pg_snapshot_xmin) are visible, ordered by (transaction_id,
// global_position), so a slow transaction that took its id first is never overtaken.
import { createHash } from "node:crypto";
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
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * command_log.command_id is a uuid. Command ids are UUIDs by convention (a hidden form field); any
 * other string is mapped to a stable name-based UUID so it stays idempotent instead of failing.
 */
export function commandKey(commandId: string): string {
  if (UUID_RE.test(commandId)) return commandId.toLowerCase();
  const h = createHash("sha256").update(`girassol-command:${commandId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
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
  | "streamId"
  | "streamType"
  | "companyId"
  | "k"
  | "expected"
  | "cmd"
  | "metadata"
  | "payload"
  | "channel";

const SENTINEL = "\u0000girassol-param:";
const P = (name: AppendParam) => sql`${SENTINEL + name}`;

/**
 * One statement, one implicit transaction: `s` checks/bumps the stream row and yields `base` (the
 * revision before the append); `c` records the command id; `e` inserts the events. `c` and `e` read
 * `s`, so a failed expectation (or a command already recorded) writes nothing and returns no rows.
 * A concurrent twin of the command that committed first makes `c` hit the primary key instead.
 */
function buildAppend(kind: "no_stream" | "any" | "exists" | "revision", withCmd: boolean, notify: boolean) {
  const notSeen = withCmd
    ? sql`not exists (select 1 from command_log where command_id = ${P("cmd")}::uuid)`
    : sql`true`;
  const step =
    kind === "no_stream"
      ? sql`
        insert into streams (stream_id, stream_type, company_id, version)
        select ${P("streamId")}, ${P("streamType")}, ${P("companyId")}::uuid, ${P("k")}::int - 1
        where ${notSeen}
        on conflict (stream_id) do nothing
        returning -1 as base`
      : kind === "any"
        ? sql`
        insert into streams as s (stream_id, stream_type, company_id, version)
        select ${P("streamId")}, ${P("streamType")}, ${P("companyId")}::uuid, ${P("k")}::int - 1
        where ${notSeen}
        on conflict (stream_id) do update set version = s.version + ${P("k")}::int
        returning s.version - ${P("k")}::int as base`
        : kind === "exists"
          ? sql`
        update streams set version = version + ${P("k")}::int
        where stream_id = ${P("streamId")} and ${notSeen}
        returning version - ${P("k")}::int as base`
          : sql`
        update streams set version = ${P("expected")}::int + ${P("k")}::int
        where stream_id = ${P("streamId")} and version = ${P("expected")}::int and ${notSeen}
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
      returning transaction_id, global_position, stream_position
    )
    select transaction_id::text as tx, global_position::text as gp, stream_position${notifyCol}
    from e
    order by stream_position`;
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
    for (;;) {
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

    const k = events.length;
    const values: Record<AppendParam, unknown> = {
      streamId,
      streamType: streamTypeOf(streamId),
      companyId: metadata?.companyId && UUID_RE.test(metadata.companyId) ? metadata.companyId : null,
      k,
      expected: typeof expected === "number" ? expected : null,
      cmd,
      metadata: JSON.stringify(metadata),
      payload: JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, data: e.data ?? {} }))),
      channel: EVENTS_CHANNEL,
    };
    const st = appendStatement(typeof expected === "number" ? "revision" : expected, cmd !== null);

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

    if (rows.length === 0) {
      // Nothing was written: either the command was seen before, or the expectation failed.
      if (cmd) {
        const seen = await findCommand(metadata.commandId);
        if (seen) return seen;
      }
      const actual = await streamRevision(streamId);
      throw new WrongExpectedVersion(streamId, expected, actual);
    }

    if (!notifyInTransaction) notifyAppended();
    const recorded: RecordedEvent[] = rows.map((r, i) => ({
      id: events[i]!.id,
      streamId,
      streamType: streamTypeOf(streamId),
      streamPosition: Number(r.stream_position),
      position: { a: r.tx, b: r.gp },
      type: events[i]!.type,
      data: events[i]!.data ?? {},
      metadata,
    }));
    const last = recorded[recorded.length - 1]!;
    return { nextRevision: last.streamPosition, position: last.position, events: recorded, duplicate: false };
  }

  async function readStream(streamId: string, o: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = o.from !== undefined ? sql`and stream_position >= ${o.from}::int` : sql``;
    const until =
      o.until !== undefined
        ? sql`and (metadata->>'occurredAt')::timestamptz <= ${o.until}::timestamptz`
        : sql``;
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

function checkExpected(streamId: string, expected: ExpectedRevision, actual: number | "no_stream"): void {
  const ok =
    expected === "any" ||
    (expected === "no_stream" && actual === "no_stream") ||
    (expected === "exists" && actual !== "no_stream") ||
    (typeof expected === "number" && actual === expected);
  if (!ok) throw new WrongExpectedVersion(streamId, expected, actual);
}
