// The SQL of an append (see adapter.ts): one statement for a single append, compiled once per
// shape, and one for a combined batch of appends on distinct streams. Kept apart from the adapter
// because it is the part a reviewer reads as SQL, not as TypeScript.
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

export type AppendKind = "no_stream" | "any" | "exists" | "revision";

export interface EventRow {
  tx: string;
  gp: string;
  stream_id: string;
  stream_position: number | string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

export interface AppendedRow {
  tx: string;
  gp: string;
  stream_position: number | string;
}

/** Columns of an event row; the events table is always aliased `e`. */
export const EVENT_COLUMNS = sql`e.transaction_id::text as tx, e.global_position::text as gp, e.stream_id,
  e.stream_position, e.event_id::text as event_id, e.type, e.data, e.metadata`;

export type AppendParam = "streamId" | "streamType" | "companyId" | "k" | "expected" | "cmd" | "metadata" | "payload" | "channel";

const SENTINEL = "\u0000girassol-param:";
const P = (name: AppendParam) => sql`${SENTINEL + name}`;

/**
 * One statement, one implicit transaction: `s` checks/bumps the stream row and yields `base` (the
 * revision before the append); `c` records the command id; `e` inserts the events. `c` and `e` read
 * `s`, so a failed expectation (or a command already recorded) writes nothing and returns no rows.
 * A concurrent twin of the command that committed first makes `c` hit the primary key instead.
 */
function buildAppend(kind: AppendKind, withCmd: boolean, notify: boolean) {
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
export const BATCH_APPEND = `
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

export interface CompiledAppend {
  text: string;
  /** The parameter each placeholder binds, in order. */
  params: AppendParam[];
}

/**
 * The append statement for one shape (kind of expectation, with/without command id, NOTIFY mode),
 * compiled once: each call only binds values (no query building on the hot path, and postgres-js
 * keeps it as one prepared statement). Parameters are compiled as named sentinels.
 */
export function compileAppend(db: Kysely<DB>, kind: AppendKind, withCmd: boolean, notify: boolean): CompiledAppend {
  const compiled = buildAppend(kind, withCmd, notify).compile(db);
  return {
    text: compiled.sql,
    params: compiled.parameters.map((v) => {
      if (!String(v).startsWith(SENTINEL)) throw new Error(`unexpected literal parameter in append: ${String(v)}`);
      return String(v).slice(SENTINEL.length) as AppendParam;
    }),
  };
}
