// The read side of the PostgreSQL event store (adapter.ts): one stream, the gap-free global log,
// the head, and a command's events by its id. Every row passes through the upcasters.
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import {
  streamTypeOf,
  type AppendResult,
  type EventMetadata,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type Upcaster,
} from "../types";
import { nameUuid, UUID_RE } from "../ids";
import { EVENT_COLUMNS, type EventRow } from "./append-sql";
import { upcast as applyUpcasters } from "../upcast";

/**
 * command_log.command_id is a uuid. Command ids are UUIDs by convention (a hidden form field); any
 * other string is mapped to a stable name-based UUID so it stays idempotent instead of failing.
 */
export function commandKey(commandId: string): string {
  if (UUID_RE.test(commandId)) return commandId.toLowerCase();
  return nameUuid(`girassol-command:${commandId}`);
}

function parseJson(v: unknown): unknown {
  return typeof v === "string" ? JSON.parse(v) : v;
}

export function createReads(db: Kysely<DB>, upcasters: Record<string, Upcaster>) {
  const upcast = (event: RecordedEvent) => applyUpcasters(upcasters, event);

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

  /** Many commands at once: one query, the events of each command id seen before. */
  async function findCommands(commandIds: string[]): Promise<Map<string, AppendResult>> {
    const out = new Map<string, AppendResult>();
    if (!commandIds.length) return out;
    const byKey = new Map<string, string[]>();
    for (const id of commandIds) {
      const k = commandKey(id);
      byKey.set(k, [...(byKey.get(k) ?? []), id]);
    }
    const { rows } = await sql<EventRow & { cmd: string }>`
      select c.command_id::text as cmd, ${EVENT_COLUMNS}
      from command_log c
      join events e on e.stream_id = c.stream_id
        and e.stream_position between c.first_position and c.last_position
      where c.command_id = any(array(select jsonb_array_elements_text(${JSON.stringify([...byKey.keys()])}::text::jsonb)::uuid))
      order by c.command_id, e.stream_position`.execute(db);
    const grouped = new Map<string, RecordedEvent[]>();
    for (const r of rows) {
      let list = grouped.get(r.cmd);
      if (!list) grouped.set(r.cmd, (list = []));
      list.push(toRecorded(r));
    }
    for (const [k, events] of grouped) {
      const last = events[events.length - 1]!;
      const result: AppendResult = { nextRevision: last.streamPosition, position: last.position, events, duplicate: true };
      for (const id of byKey.get(k) ?? []) out.set(id, result);
    }
    return out;
  }

  /** Many streams at once: one query (ids passed as one jsonb parameter, as on PGlite too). */
  async function readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>> {
    const out = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
    if (!streamIds.length) return out;
    const { rows } = await sql<EventRow>`
      select ${EVENT_COLUMNS} from events e
      where stream_id = any(array(select jsonb_array_elements_text(${JSON.stringify([...out.keys()])}::text::jsonb)))
      order by stream_id, stream_position`.execute(db);
    for (const r of rows) out.get(r.stream_id)?.push(toRecorded(r));
    return out;
  }

  async function readStream(streamId: string, o: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = o.from !== undefined ? sql`and stream_position >= ${o.from}::int` : sql``;
    const until = o.until !== undefined ? sql`and (metadata->>'occurredAt')::timestamptz <= ${o.until}::timestamptz` : sql``;
    const { rows } = await sql<EventRow>`
      select ${EVENT_COLUMNS} from events e
      where stream_id = ${streamId} ${from} ${until}
      order by stream_position`.execute(db);
    return rows.map(toRecorded);
  }

  async function readAll(o: ReadAllOptions): Promise<RecordedEvent[]> {
    const after = o.after ? sql`and (transaction_id, global_position) > (${o.after.a}::xid8, ${o.after.b}::bigint)` : sql``;
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

  /** The newest committed event, horizon or not (events_tx_pos read backwards: one index entry). */
  async function committedHead(): Promise<Position | null> {
    const { rows } = await sql<{ tx: string; gp: string }>`
      select transaction_id::text as tx, global_position::text as gp from events
      order by transaction_id desc, global_position desc
      limit 1`.execute(db);
    return rows.length ? { a: rows[0]!.tx, b: rows[0]!.gp } : null;
  }

  return { streamRevision, findCommand, findCommands, readStream, readStreams, readAll, headPosition, committedHead, toRecorded };
}
