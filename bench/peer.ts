// P1-peer: the P1 workload through a peer event store, Emmett's PostgreSQL event store
// (@event-driven-io/emmett-postgresql 0.42, bench-only dev dependency), on the same database in the
// same run, interleaved with the raw INSERT floor and with Girassol's adapter.
//   appends:  16 writers, one event per call, each on its own stream, expected revision tracked.
//             Emmett gets a node-postgres pool of 16 (its driver); Girassol postgres-js with 16.
//   catch-up: read every event written, in global order, batches of 1,000, one reader:
//             Girassol readAll (gap-free pair) vs Emmett readMessagesBatch (its own gap-free read).
//   npx tsx bench/peer.ts      env: BENCH_SECONDS (4), BENCH_ROUNDS (3), BENCH_WRITERS (16)
import { randomUUID } from "node:crypto";
import pg from "pg";
import postgres from "postgres";
import { dumbo } from "@event-driven-io/dumbo";
import { getPostgreSQLEventStore, readMessagesBatch } from "@event-driven-io/emmett-postgresql";
import { connect } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { uuidv7 } from "../eventstore/ids";
import { createPostgresEventStore } from "../eventstore/postgres/adapter";
import type { ExpectedRevision, Position } from "../eventstore/types";
import { dropDatabase, fmt, measure, median, recreateDatabase, result, sampleEvents } from "./support/common";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 16);
const DB_NAME = "girassol_bench_peer";

const { data, metadata } = sampleEvents();

async function main() {
  const url = await recreateDatabase(DB_NAME);
  const raw = postgres(url, { max: WRITERS, onnotice: () => {} });
  await raw`create table bench_floor (id bigint generated always as identity primary key, stream_id text not null,
    event_id uuid not null, type text not null, data jsonb not null, metadata jsonb not null, created_at timestamptz not null default now())`;
  const floorOp = async (w: number) => {
    await raw`insert into bench_floor (stream_id, event_id, type, data, metadata)
      values (${`floor-${w}`}, ${uuidv7()}, 'ItemCreated', ${raw.json(data())}, ${raw.json(metadata() as any)})`;
  };

  const database = await connect({ url, max: WRITERS });
  await migrateToLatest(database.db);
  const store = createPostgresEventStore(database);
  let streams: string[] = [];
  let expected: ExpectedRevision[] = [];
  const oursOp = async (w: number) => {
    const r = await store.append(streams[w]!, [{ id: uuidv7(), type: "ItemCreated", data: data() }], {
      expected: expected[w]!,
      metadata: metadata(),
    });
    expected[w] = r.nextRevision;
  };

  // Emmett: its tables (emt_streams, emt_messages) live beside ours in the same database.
  const pool = new pg.Pool({ connectionString: url, max: WRITERS });
  const peer = getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } as any });
  await peer.schema.migrate();
  let peerStreams: string[] = [];
  let peerExpected: (bigint | "no_stream")[] = [];
  const peerOp = async (w: number) => {
    const md = metadata();
    const r = await peer.appendToStream(peerStreams[w]!, [{ type: "ItemCreated", data: data(), metadata: md } as any], {
      expectedStreamVersion: peerExpected[w] === "no_stream" ? ("STREAM_DOES_NOT_EXIST" as any) : peerExpected[w],
    });
    peerExpected[w] = r.nextExpectedStreamVersion;
  };
  let run = 0;
  const fresh = () => {
    run++;
    streams = Array.from({ length: WRITERS }, (_, w) => `bench-${run}-${w}-${randomUUID()}`);
    expected = streams.map(() => "no_stream");
    peerStreams = Array.from({ length: WRITERS }, (_, w) => `peer-${run}-${w}-${randomUUID()}`);
    peerExpected = peerStreams.map(() => "no_stream");
  };

  console.log(`P1-peer: ${WRITERS} writers, ${SECONDS}s per run, ${ROUNDS} rounds (floor, Girassol, Emmett interleaved)\n`);
  fresh();
  await measure(0.5, WRITERS, floorOp);
  await measure(0.5, WRITERS, oursOp);
  await measure(0.5, WRITERS, peerOp);
  const floors: number[] = [],
    ours: number[] = [],
    peers: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    floors.push(await measure(SECONDS, WRITERS, floorOp));
    fresh();
    ours.push(await measure(SECONDS, WRITERS, oursOp));
    peers.push(await measure(SECONDS, WRITERS, peerOp));
    console.log(`  round ${i + 1}  floor ${fmt(floors[i]!)}  Girassol ${fmt(ours[i]!)}  Emmett ${fmt(peers[i]!)}  events/s`);
  }
  const f = median(floors),
    o = median(ours),
    p = median(peers);
  console.log(
    `\n  appends (medians): floor ${fmt(f)}, Girassol ${fmt(o)} (${(o / f).toFixed(2)} of floor), Emmett ${fmt(p)} (${(p / f).toFixed(2)} of floor)`,
  );

  // Catch-up reads: both logs topped up to the same size first (100 events per append), then read
  // whole by one reader in batches of 1,000.
  const BATCH = 1000;
  const READ_EVENTS = Number(process.env.BENCH_READ_EVENTS ?? 50_000);
  const have = await raw<
    { ours: string; peer: string }[]
  >`select (select count(*) from events)::text as ours, (select count(*) from emt_messages)::text as peer`;
  const topUp = async (missing: number, append: (k: number, i: number) => Promise<unknown>) => {
    const calls = Math.ceil(Math.max(0, missing) / 100);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < calls) {
          const i = next++;
          await append(Math.min(100, missing - i * 100), i);
        }
      }),
    );
  };
  await topUp(READ_EVENTS - Number(have[0]!.ours), (k, i) =>
    store.append(
      `fill-${i}-${randomUUID()}`,
      Array.from({ length: k }, () => ({ id: uuidv7(), type: "ItemCreated", data: data() })),
      { expected: "no_stream", metadata: metadata() },
    ),
  );
  await topUp(READ_EVENTS - Number(have[0]!.peer), (k, i) =>
    peer.appendToStream(
      `fill-${i}-${randomUUID()}`,
      Array.from({ length: k }, () => ({ type: "ItemCreated", data: data(), metadata: metadata() }) as any),
    ),
  );
  const readOurs = async () => {
    let after: Position | null = null,
      n = 0;
    for (;;) {
      const batch = await store.readAll({ after, limit: BATCH });
      if (!batch.length) return n;
      n += batch.length;
      after = batch[batch.length - 1]!.position;
    }
  };
  const executor = dumbo({ connectionString: url });
  const readPeer = async () => {
    let after = 0n,
      n = 0;
    for (;;) {
      const r = await readMessagesBatch(executor.execute, { after, batchSize: BATCH });
      if (!r.messages.length) return n;
      n += r.messages.length;
      after = r.currentGlobalPosition;
    }
  };
  const oursRead: number[] = [],
    peerRead: number[] = [];
  let counts = [0, 0];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    counts[0] = await readOurs();
    oursRead.push(counts[0]! / ((performance.now() - t) / 1000));
    t = performance.now();
    counts[1] = await readPeer();
    peerRead.push(counts[1]! / ((performance.now() - t) / 1000));
  }
  const or = median(oursRead),
    pr = median(peerRead);
  console.log(
    `  catch-up reads (medians): Girassol ${fmt(or)} events/s over ${counts[0]} events, Emmett ${fmt(pr)} events/s over ${counts[1]} events\n`,
  );

  result("P1-peer appends ours/peer", o / p, ">=", 2, `(Girassol ${Math.round(o)}/s, Emmett ${Math.round(p)}/s; Emmett/floor ${(p / f).toFixed(2)})`);
  result("P1-peer catch-up ours/peer", or / pr, ">=", 1, `(Girassol ${Math.round(or)}/s, Emmett ${Math.round(pr)}/s)`);

  await executor.close();
  await peer.close();
  await pool.end().catch(() => {});
  await store.close();
  await database.close();
  await raw.end();
  await dropDatabase(DB_NAME);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
