// Issue 19: a rebuild must not end before the log's committed head. readAll hides events above the
// cluster-wide snapshot horizon, so a transaction held open in ANOTHER database of the server (here:
// a raw connection to the server's `postgres` database that took a transaction id) hides every
// event committed after it began. The rebuild (in place and in shadow) waits for that transaction
// to end, saying so in its progress, and then applies the rest; a wait past its bound fails with
// HorizonTimeout, the checkpoints consistent where the replay stopped.
import postgres from "postgres";
import { afterEach, beforeEach, expect, it, onTestFinished } from "vitest";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import { type EventStore, type Position } from "../../eventstore/types";
import { readCheckpoint } from "../../projections/checkpoints";
import { rebuildProjections, type RebuildProgress } from "../../projections/rebuild";
import { HorizonTimeout } from "../../projections/rebuild-head";
import { rebuildInShadow } from "../../projections/shadow-rebuild";
import { waitForHorizon } from "../faults/support/horizon";
import { appendEvents, createFixtureTables, fixtureProjection, fixtureRows } from "../support/fixture-projection";
import { freshDatabase, testServerUrl, type TestDatabase } from "../support/test-db";

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

/** 10 events visible to readAll, then a transaction held open elsewhere on the server, then 20 more committed events it hides. */
async function logBehindAnOpenTransaction(): Promise<{ visible: Position; last: Position; release: () => Promise<void> }> {
  let visible: Position | null = null;
  for (let i = 0; i < 5; i++) visible = (await appendEvents(store, `s-${i % 3}`, ["Ticked", "Tocked"])).position;
  await waitForHorizon(store, visible!);

  const other = postgres(testServerUrl(), { max: 1, onnotice: () => {} });
  const holder = await other.reserve();
  await holder`begin`;
  await holder`select pg_current_xact_id()`; // takes a transaction id: the horizon cannot pass it
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await holder`rollback`;
    holder.release();
    await other.end();
  };
  onTestFinished(release); // a failed assertion must not leave it open (the horizon is cluster-wide)

  let last: Position | null = null;
  for (let i = 0; i < 10; i++) last = (await appendEvents(store, `s-${i % 3}`, ["Ticked", "Tocked"])).position;
  expect(await store.headPosition()).toEqual(visible); // hidden: the bug's precondition
  expect(await store.committedHead()).toEqual(last);
  return { visible: visible!, last: last!, release };
}

async function until(cond: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

it("a rebuild in place waits for an open transaction elsewhere on the server and ends at the committed head", async () => {
  const { visible, last, release } = await logBehindAnOpenTransaction();
  const progress: RebuildProgress[] = [];
  let ended = false;
  const rebuild = rebuildProjections({
    database: tdb,
    store,
    projections: [fixtureProjection()],
    batchSize: 4,
    onProgress: (p) => progress.push(p),
  }).finally(() => (ended = true));

  await until(() => progress.some((p) => p.waiting) || ended);
  expect(ended).toBe(false); // before the fix it ended here, at the first empty read, 20 events short
  const waiting = progress.find((p) => p.waiting)!.waiting!;
  expect(waiting.target).toEqual(last);
  expect(waiting.at).toEqual(visible);
  expect((await fixtureRows(tdb.db)).log).toHaveLength(10);
  expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(visible);

  await release();
  const result = await rebuild;
  expect(result.applied).toBe(30);
  expect((await fixtureRows(tdb.db)).log).toHaveLength(30);
  expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(last);
});

it("a wait for the horizon past its bound fails with HorizonTimeout, the checkpoint where the replay stopped", async () => {
  const { visible, last } = await logBehindAnOpenTransaction();
  const error = await rebuildProjections({ database: tdb, store, projections: [fixtureProjection()], horizon: { timeoutMs: 300 } }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HorizonTimeout);
  expect((error as HorizonTimeout).target).toEqual(last);
  expect((error as HorizonTimeout).at).toEqual(visible);
  expect((await fixtureRows(tdb.db)).log).toHaveLength(10);
  expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(visible);
});

it("a shadow rebuild swaps in only once it has applied up to the committed head", async () => {
  const { last, release } = await logBehindAnOpenTransaction();
  const phases: string[] = [];
  let waited = false;
  const rebuild = rebuildInShadow({
    database: tdb,
    store,
    projections: [fixtureProjection()],
    batchSize: 4,
    onProgress: (p) => (waited ||= !!p.waiting),
    onPhase: (phase) => void phases.push(phase),
  });

  await until(() => waited);
  expect(phases).toEqual([]); // not swapped at the first empty read
  await release();
  const result = await rebuild;
  expect(phases).toContain("swapped");
  expect(result.swapped.map((s) => s.position)).toEqual([last]);
  expect((await fixtureRows(tdb.db)).log).toHaveLength(30);
  expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(last);
});
