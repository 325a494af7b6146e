// A small projection for the runner tests: counts events per stream (fx_stream_counts) and keeps a
// log of what it applied (fx_event_log, no unique key, so a double application shows as a
// duplicate row instead of an error). It handles "Ticked" and "Tocked"; any other type is skipped.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { composeProjection } from "../../projections/compose";
import type { Projection, Recorded } from "../../projections/types";
import type { DomainEvent } from "../../domain/shared";
import { uuidv7 } from "../../eventstore/ids";
import type { EventStore, AppendResult } from "../../eventstore/types";

export const FIXTURE_TABLES = ["fx_stream_counts", "fx_event_log"] as const;

export async function createFixtureTables(db: Kysely<any>): Promise<void> {
  await sql`
    create table if not exists fx_stream_counts (
      stream_id text primary key,
      events integer not null,
      ticks integer not null,
      last_type text not null,
      last_occurred_at text not null
    )`.execute(db);
  await sql`
    create table if not exists fx_event_log (
      event_id uuid not null,
      stream_id text not null,
      stream_position integer not null,
      type text not null,
      n integer,
      occurred_at text not null
    )`.execute(db);
}

export interface FixtureOptions {
  name?: string;
  version?: number;
  /** Throws (once per event id) before writing anything for the events it returns true for. */
  failOnce?: (e: FixtureEvent) => boolean;
  /** Called for every failure thrown. */
  onFail?: (e: FixtureEvent) => void;
}

/** What the fixture events carry: a number for some. */
export type FixtureEvent = Recorded<DomainEvent<"Ticked" | "Tocked", { n?: number }>>;

export function fixtureProjection(opts: FixtureOptions = {}): Projection {
  const failed = new Set<string>();
  const apply = async (trx: Transaction<DB>, e: FixtureEvent) => {
    if (opts.failOnce?.(e) && !failed.has(e.id)) {
      failed.add(e.id);
      opts.onFail?.(e);
      throw new Error(`fixture: induced failure on ${e.id}`);
    }
    const tick = e.type === "Ticked" ? 1 : 0;
    await sql`
      insert into fx_stream_counts (stream_id, events, ticks, last_type, last_occurred_at)
      values (${e.streamId}, 1, ${tick}, ${e.type}, ${e.metadata.occurredAt})
      on conflict (stream_id) do update set
        events = fx_stream_counts.events + 1,
        ticks = fx_stream_counts.ticks + ${tick},
        last_type = excluded.last_type,
        last_occurred_at = excluded.last_occurred_at`.execute(trx);
    await sql`
      insert into fx_event_log (event_id, stream_id, stream_position, type, n, occurred_at)
      values (${e.id}::uuid, ${e.streamId}, ${e.streamPosition}, ${e.type},
              ${typeof e.data?.n === "number" ? e.data.n : null}, ${e.metadata.occurredAt})`.execute(trx);
  };
  return composeProjection(opts.name ?? "fixture", opts.version ?? 1, [...FIXTURE_TABLES] as unknown as Projection["tables"], [
    { Ticked: apply, Tocked: apply },
  ]);
}

/** Rows of both fixture tables in a stable order, for comparing a rebuild with the live tables. */
export async function fixtureRows(db: Kysely<any>) {
  const counts = await sql`select * from fx_stream_counts order by stream_id`.execute(db);
  const log = await sql`select * from fx_event_log order by stream_id, stream_position`.execute(db);
  return { counts: counts.rows, log: log.rows };
}

let clock = Date.parse("2026-01-05T12:00:00.000Z");

/** Appends `types.length` events to `streamId` (expected "any"), with a deterministic occurredAt. */
export async function appendEvents(store: EventStore, streamId: string, types: string[]): Promise<AppendResult> {
  clock += 1000;
  return store.append(
    streamId,
    types.map((type, i) => ({ id: uuidv7(), type, data: { n: i } })),
    {
      expected: "any",
      metadata: {
        companyId: "00000000-0000-7000-8000-000000000001",
        actorId: "00000000-0000-7000-8000-000000000002",
        commandId: uuidv7(),
        correlationId: uuidv7(),
        causationId: null,
        occurredAt: new Date(clock).toISOString(),
      },
    },
  );
}
