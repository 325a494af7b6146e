// Append throughput against a floor measured in the same run (DESIGN §2 bench/).
//
//   floor: 16 concurrent writers, each a raw single-row INSERT of an event-like row (jsonb data and
//          metadata) committed on its own (autocommit: one statement = one transaction), postgres-js
//          with a pool of 16.
//   ours:  16 concurrent writers, each appending one event per call to its own stream through the
//          PostgreSQL adapter (expected revision tracked per writer, a fresh commandId per call, so
//          the stream row, the event and the command_log row are all written).
//
// Runs are interleaved (floor, ours, floor, ours, ...) and the medians are compared.
//   npx tsx bench/append.ts      env: DATABASE_URL, BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_WRITERS (16),
//                                BENCH_KEEP=1 keeps the girassol_bench database afterwards
import { randomUUID } from "node:crypto";
import { sql as ksql } from "kysely";
import postgres from "postgres";
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { uuidv7 } from "../eventstore/ids";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import type { EventStore, ExpectedRevision } from "../eventstore/types";
import { dropDatabase, fmt, measure, median, recreateDatabase, result, sampleEvents } from "./support/common";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 16);
const GOAL = 0.6;
const DB_NAME = "girassol_bench";

const { data, metadata } = sampleEvents();

async function main() {
  const url = await recreateDatabase(DB_NAME);

  // Floor: the same driver, a pool of WRITERS, one row per transaction.
  const raw = postgres(url, { max: WRITERS, onnotice: () => {} });
  await raw`
    create table bench_floor (
      id bigint generated always as identity primary key,
      stream_id text not null,
      event_id uuid not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      created_at timestamptz not null default now()
    )`;
  const floorOp = async (w: number) => {
    await raw`
      insert into bench_floor (stream_id, event_id, type, data, metadata)
      values (${`floor-${w}`}, ${uuidv7()}, 'ItemCreated', ${raw.json(data())}, ${raw.json(metadata() as any)})`;
  };

  // Ours: the adapter over the app's connection, pool of WRITERS.
  const database = await connect({ url, max: WRITERS });
  await migrateToLatest(database.db);
  const store: EventStore = createPostgresEventStore(database);
  let run = 0;
  let expected: ExpectedRevision[] = [];
  let streams: string[] = [];
  const newStreams = () => {
    run++;
    streams = Array.from({ length: WRITERS }, (_, w) => `bench-${run}-${w}-${randomUUID()}`);
    expected = Array.from({ length: WRITERS }, () => "no_stream" as ExpectedRevision);
  };
  const oursOp = async (w: number) => {
    const r = await store.append(streams[w]!, [{ id: uuidv7(), type: "ItemCreated", data: data() }], {
      expected: expected[w]!,
      metadata: metadata(),
    });
    expected[w] = r.nextRevision;
  };

  const settings = await raw<{ name: string; setting: string }[]>`
    select name, setting from pg_settings
    where name in ('server_version', 'synchronous_commit', 'fsync', 'wal_sync_method', 'max_connections')`;
  console.log(`append benchmark on ${url.replace(/\/\/[^@]*@/, "//")}`);
  console.log(`  ${settings.map((s) => `${s.name}=${s.setting}`).join(", ")}`);
  console.log(`  ${WRITERS} writers, ${SECONDS}s per run, ${ROUNDS} rounds (floor, ours interleaved)\n`);

  // Warm-up: connections opened, statements prepared.
  newStreams();
  await measure(0.5, WRITERS, floorOp);
  await measure(0.5, WRITERS, oursOp);

  const floors: number[] = [];
  const ours: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const f = await measure(SECONDS, WRITERS, floorOp);
    floors.push(f);
    console.log(`  round ${i + 1}  floor ${fmt(f)} rows/s`);
    newStreams();
    const o = await measure(SECONDS, WRITERS, oursOp);
    ours.push(o);
    console.log(`  round ${i + 1}  ours  ${fmt(o)} events/s   (${(o / f).toFixed(2)})`);
  }

  const counts = await ksql<{ events: string; floor: string }>`
    select (select count(*) from events)::text as events, (select count(*) from bench_floor)::text as floor`.execute(database.db);
  const mf = median(floors);
  const mo = median(ours);
  const ratio = mo / mf;
  console.log("");
  console.log(`  floor (raw INSERT, autocommit)   median ${fmt(mf)} rows/s`);
  console.log(`  ours  (EventStore.append)        median ${fmt(mo)} events/s`);
  console.log(`  ratio ours/floor                 ${ratio.toFixed(2)}   goal >= ${GOAL}   ${ratio >= GOAL ? "MET" : "NOT MET"}`);
  result("P1 append ours/floor", ratio, ">=", GOAL, `(floor ${Math.round(mf)}/s, Girassol ${Math.round(mo)}/s)`);
  console.log(`  (rows written: events ${counts.rows[0]!.events}, floor ${counts.rows[0]!.floor})`);

  await store.close();
  await database.close();
  await raw.end();
  await dropDatabase(DB_NAME);
  if (ratio < GOAL) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
