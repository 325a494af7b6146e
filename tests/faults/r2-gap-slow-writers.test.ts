// R2 (issue 8): the gap. 16 writers append 10,000 events; some appends run inside slow transactions
// (pg_sleep before and after the append, so they take their global_position early and commit late,
// out of order). Two subscribers run meanwhile and must each see every event exactly once, in order:
// a raw readAll poller, and the ProjectionRunner applying the fixture projection.
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { freshDatabase, type TestDatabase } from "../support/test-db";
import { createFixtureTables, fixtureProjection } from "../support/fixture-projection";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import { comparePositions, type EventStore, type ExpectedRevision, type NewEvent, type Position } from "../../eventstore/types";
import { uuidv7 } from "../../eventstore/ids";
import { ProjectionRunner } from "../../projections/runner";
import { seededRandom } from "./support/random";
import { waitForHorizon } from "./support/horizon";

const WRITERS = 16;
const TOTAL = 10_000;
const SLOW_SHARE = 0.08;

let database: TestDatabase;
let store: EventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  database = await freshDatabase("postgres");
  await createFixtureTables(database.db);
  // The order the runner applied rows in (ctid is no order: a rolled-back batch leaves space).
  await sql`alter table fx_event_log add column seq bigint generated always as identity`.execute(database.db);
  store = createPostgresEventStore(database);
  runner = new ProjectionRunner({
    database,
    store,
    projections: [fixtureProjection()],
    batchSize: 300,
    pollIntervalMs: 50,
    log: () => {},
  });
  await runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await store?.close();
  await database?.drop();
});

const metadata = () => {
  const commandId = uuidv7();
  return {
    companyId: "00000000-0000-7000-8000-000000000001",
    actorId: "00000000-0000-7000-8000-000000000002",
    commandId,
    correlationId: commandId,
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
};

it("16 writers with slow transactions, 10k events: every event seen exactly once, in order", async () => {
  const random = seededRandom(2);
  const written: string[] = [];
  let slow = 0;
  let remaining = TOTAL;

  const writer = async (w: number) => {
    let revision: number | "no_stream" = "no_stream";
    const streamId = `gap-${w}`;
    while (remaining > 0) {
      const k = Math.min(remaining, 1 + Math.floor(random() * 4));
      remaining -= k;
      const events: NewEvent[] = Array.from({ length: k }, (_, i) => ({
        id: uuidv7(),
        type: "Ticked",
        data: { n: i },
      }));
      const expected: ExpectedRevision = revision;
      if (random() < SLOW_SHARE) {
        slow++;
        const before = Math.floor(random() * 40),
          after = 20 + Math.floor(random() * 120);
        // The append inside an open transaction: its rows are invisible until the commit, after
        // rows of transactions that started later.
        const r = await database.db.transaction().execute(async (trx) => {
          await sql`select pg_sleep(${before / 1000})`.execute(trx);
          const inTrx = createPostgresEventStore({ ...database, db: trx });
          const res = await inTrx.append(streamId, events, { expected, metadata: metadata() });
          await sql`select pg_sleep(${after / 1000})`.execute(trx);
          return res;
        });
        revision = r.nextRevision;
      } else {
        revision = (await store.append(streamId, events, { expected, metadata: metadata() })).nextRevision;
      }
      written.push(...events.map((e) => e.id));
    }
  };

  // The raw subscriber: polls readAll from its last position, as a projection would.
  const seen = new Set<string>();
  const order: string[] = [];
  let lastPosition: Position | null = null;
  const lastInStream = new Map<string, number>();
  const violations: string[] = [];
  let writersDone = false;
  const subscriber = (async () => {
    // Inside the test timeout, so a skipped event fails below rather than by timeout; long because the
    // horizon is server-wide (support/horizon.ts) and the server is shared with other tests.
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      const batch = await store.readAll({ after: lastPosition, limit: 500 });
      for (const e of batch) {
        if (lastPosition && comparePositions(e.position, lastPosition) <= 0) violations.push(`out of order: ${e.id}`);
        if (seen.has(e.id)) violations.push(`twice: ${e.id}`);
        const prev = lastInStream.get(e.streamId) ?? -1;
        if (e.streamPosition !== prev + 1) violations.push(`${e.streamId}: ${prev} then ${e.streamPosition}`);
        lastInStream.set(e.streamId, e.streamPosition);
        seen.add(e.id);
        order.push(e.id);
        lastPosition = e.position;
      }
      if (batch.length === 0) {
        if (writersDone && seen.size >= TOTAL) return;
        await new Promise((r) => setTimeout(r, 5));
      }
    }
  })();

  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  writersDone = true;
  await subscriber;
  console.log(
    `R2: ${written.length} events by ${WRITERS} writers, ${slow} slow transactions, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  expect(slow).toBeGreaterThan(50);
  expect(violations).toEqual([]);
  expect(written).toHaveLength(TOTAL);
  expect(seen.size).toBe(TOTAL);
  expect(new Set(written)).toEqual(seen);

  // The projection runner, live during the writes: each event applied once, per stream in order.
  const head = await waitForHorizon(store, lastPosition);
  expect(await runner.waitFor(head, { timeoutMs: 120_000 })).toBe(true);
  const { rows } = await sql<{ n: string; distinct_ids: string; misordered: string }>`
    select count(*)::text as n, count(distinct event_id)::text as distinct_ids,
      (select count(*) from (
         select stream_position, lag(stream_position) over (partition by stream_id order by seq) as prev
         from fx_event_log) x where prev is not null and stream_position <> prev + 1)::text as misordered
    from fx_event_log`.execute(database.db);
  expect(rows[0]).toEqual({ n: String(TOTAL), distinct_ids: String(TOTAL), misordered: "0" });
  const counts = await sql<{ events: number }>`select sum(events)::int as events from fx_stream_counts`.execute(database.db);
  expect(counts.rows[0]!.events).toBe(TOTAL);
}, 300_000);
