// A rebuild in lanes reads the log once for all of them (projections/rebuild.ts): the read batches
// are counted, and each lane's projections still end with every event applied and their checkpoints
// at the head. PostgreSQL only: PGlite's one connection gives one lane.
import { afterEach, beforeEach, expect, it } from "vitest";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { readCheckpoint } from "../../projections/checkpoints";
import { rebuildProjections } from "../../projections/rebuild";
import { appendEvents, createFixtureTables, fixtureProjection, fixtureRows } from "../support/fixture-projection";
import { freshDatabase, type TestDatabase } from "../support/test-db";
import { comparePositions, type Position } from "../../eventstore/types";

let tdb: TestDatabase;
let store: EventStore;

beforeEach(async () => {
  tdb = await freshDatabase("postgres");
  await createFixtureTables(tdb.db);
  store = createPostgresEventStore(tdb);
});

afterEach(async () => {
  await store.close();
  await tdb.drop();
});

it("three lanes share one read of each batch of the log", async () => {
  let last: Position | null = null;
  for (let i = 0; i < 15; i++) last = (await appendEvents(store, `s-${i % 4}`, ["Ticked", "Tocked", "Ticked"])).position;
  // readAll shows only rows below the cluster-wide snapshot xmin: an open transaction in another test's
  // database (files run in parallel) would hide these events and the rebuild would end at an empty read.
  await untilVisible(last!);
  let reads = 0;
  const counting: EventStore = { ...store, readAll: (o) => (reads++, store.readAll(o)) };
  // Two projections without tables beside the fixture, so that each lane has one.
  const idle = [1, 2].map((i) => ({ ...fixtureProjection({ name: `idle-${i}` }), tables: [], handlers: {}, applyBatch: undefined }));

  const result = await rebuildProjections({
    database: tdb,
    store: counting,
    projections: [fixtureProjection(), ...idle],
    batchSize: 10,
    concurrency: 3,
  });

  expect(result.lanes).toHaveLength(3);
  expect(result.applied).toBe(45);
  expect(reads).toBe(5 + 1); // 45 events in batches of 10, then the empty read at the head (a read per lane: 18)
  expect((await fixtureRows(tdb.db)).log).toHaveLength(45);
  for (const name of ["fixture", "idle-1", "idle-2"]) expect((await readCheckpoint(tdb.db, name))?.position).toEqual(last);
});

async function untilVisible(position: Position, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await store.headPosition();
    if (head && comparePositions(head, position) >= 0) return;
    if (Date.now() > deadline) throw new Error("the appended events never became visible to readAll");
    await new Promise((r) => setTimeout(r, 25));
  }
}
