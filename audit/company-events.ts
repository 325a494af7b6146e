// Reads a company's events straight from the log (never from read models), in log order
// (transaction id, global position), in pages: for time travel and the audit export.
// Unlike a checkpointed subscriber (readAll), this is a snapshot of what has committed: it does
// not stop below the oldest running transaction (xids are cluster-wide, so any writer anywhere on
// the server would hold it back). An event committed later by an older transaction shows up in
// the next export, never in the middle of this one's chain.
import { sql } from "kysely";
import type { Database } from "../db/connect";
import { privateNoteEvents, type NoteStreamEvent } from "../projections/business/private-notes";

export interface LogEvent {
  /** "transactionId:globalPosition": the event's place in the log. */
  position: string;
  eventId: string;
  streamId: string;
  streamType: string;
  streamPosition: number;
  type: string;
  data: any;
  metadata: any;
}

export interface CompanyEventsQuery {
  companyId: string;
  /** Only events whose occurredAt is at or after / at or before these instants. */
  from?: Date;
  until?: Date;
  /** Only these stream types ("item", "board", ...). */
  streamTypes?: string[];
  /** Only these event types. */
  types?: string[];
  pageSize?: number;
  /**
   * Leaves out the events of private notes (projections/business/private-notes.ts) that `viewerId`
   * did not write; null is a viewer who wrote none (the platform admin). `onOmitted` gets each
   * event left out. Every reader that shows events to a person must pass it.
   */
  privateNotes?: { viewerId: string | null; onOmitted?: (e: LogEvent) => void };
}

/**
 * The company's private note events (eventId → the note's author), read from the log: every
 * event of each note stream that was ever private, folded in stream order.
 */
export async function companyPrivateNoteEvents(database: Database, companyId: string): Promise<Map<string, string>> {
  const rows: { event_id: string; stream_id: string; type: string; data: string; actor_id: string | null }[] = (
    await sql<{ event_id: string; stream_id: string; type: string; data: string; actor_id: string | null }>`
    select e.event_id::text as event_id, e.stream_id, e.type, e.data::text as data, e.metadata->>'actorId' as actor_id
      from events e
     where e.stream_id in (
             select p.stream_id from events p join streams s on s.stream_id = p.stream_id
              where s.company_id = ${companyId}::uuid and s.stream_type = 'note'
                and ((p.type = 'NoteCreated' and p.data->>'isPrivate' = 'true') or (p.type = 'NoteEdited' and p.data->'changes' ? 'isPrivate')))
     order by e.stream_id, e.stream_position`.execute(database.db)
  ).rows;
  const out = new Map<string, string>();
  let i = 0;
  while (i < rows.length) {
    const stream: NoteStreamEvent[] = [];
    const id = rows[i].stream_id;
    for (; i < rows.length && rows[i].stream_id === id; i++) {
      stream.push({ eventId: rows[i].event_id, type: rows[i].type, data: JSON.parse(rows[i].data), actorId: rows[i].actor_id ?? "" });
    }
    for (const [eventId, author] of privateNoteEvents(stream)) out.set(eventId, author);
  }
  return out;
}

/** Yields the company's events in log order, one page per query (keyset on the log position). */
export async function* companyEvents(database: Database, q: CompanyEventsQuery): AsyncGenerator<LogEvent> {
  const pageSize = q.pageSize ?? 1000;
  const hidden = q.privateNotes ? await companyPrivateNoteEvents(database, q.companyId) : null;
  let after: { tx: string; pos: string } | null = null;
  for (;;) {
    const rows: any[] = (
      await sql<any>`
      select e.transaction_id::text as tx, e.global_position::text as pos, e.event_id::text as event_id, e.stream_id,
             s.stream_type, e.stream_position, e.type, e.data::text as data, e.metadata::text as metadata
        from events e join streams s on s.stream_id = e.stream_id
       where s.company_id = ${q.companyId}::uuid
         ${q.from ? sql`and (e.metadata->>'occurredAt')::timestamptz >= ${q.from.toISOString()}::timestamptz` : sql``}
         ${q.until ? sql`and (e.metadata->>'occurredAt')::timestamptz <= ${q.until.toISOString()}::timestamptz` : sql``}
         ${q.streamTypes?.length ? sql`and s.stream_type in (${sql.join(q.streamTypes)})` : sql``}
         ${q.types?.length ? sql`and e.type in (${sql.join(q.types)})` : sql``}
         ${after ? sql`and (e.transaction_id, e.global_position) > (${after.tx}::xid8, ${after.pos}::bigint)` : sql``}
       order by e.transaction_id, e.global_position
       limit ${pageSize}`.execute(database.db)
    ).rows;
    for (const r of rows) {
      const e: LogEvent = {
        position: `${r.tx}:${r.pos}`,
        eventId: r.event_id,
        streamId: r.stream_id,
        streamType: r.stream_type,
        streamPosition: Number(r.stream_position),
        type: r.type,
        data: JSON.parse(r.data),
        metadata: JSON.parse(r.metadata),
      };
      const author = hidden?.get(e.eventId);
      if (author !== undefined && author !== q.privateNotes!.viewerId) q.privateNotes!.onOmitted?.(e);
      else yield e;
    }
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1];
    after = { tx: last.tx, pos: last.pos };
  }
}

/**
 * How many of the company's events fall in the period (the export page shows it, and its progress
 * bar counts up to it). With `viewerId`, the private note events they may not see are not counted.
 */
export async function countCompanyEvents(
  database: Database,
  q: Pick<CompanyEventsQuery, "companyId" | "from" | "until"> & { viewerId?: string | null },
): Promise<number> {
  const hidden =
    q.viewerId === undefined
      ? []
      : [...(await companyPrivateNoteEvents(database, q.companyId))].filter(([, a]) => a !== q.viewerId).map(([id]) => id);
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n
      from events e join streams s on s.stream_id = e.stream_id
     where s.company_id = ${q.companyId}::uuid
       ${q.from ? sql`and (e.metadata->>'occurredAt')::timestamptz >= ${q.from.toISOString()}::timestamptz` : sql``}
       ${q.until ? sql`and (e.metadata->>'occurredAt')::timestamptz <= ${q.until.toISOString()}::timestamptz` : sql``}
       ${hidden.length ? sql`and not (e.event_id = any(${hidden}::uuid[]))` : sql``}`.execute(database.db);
  return Number(rows[0]?.n ?? 0);
}
