// The projection runner (DESIGN §5, §9): batches applied with the checkpoint CAS in one
// transaction, exactly once; waitFor; one active runner per projection; rebuild equals live;
// version bump rebuilds; a failing handler is retried without losing or doubling the event.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { connect, type Database } from "../../db/connect";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import { comparePositions, type EventStore, type Position } from "../../eventstore/types";
import { CheckpointConflict, casCheckpoint, readCheckpoint } from "../../projections/checkpoints";
import { ProjectionBusy, rebuildProjections } from "../../projections/rebuild";
import { ProjectionRunner, type ProjectionRunnerOptions } from "../../projections/runner";
import { appendEvents, createFixtureTables, fixtureProjection, fixtureRows } from "../support/fixture-projection";
import { freshDatabase, kinds, type TestDatabase } from "../support/test-db";

// Waits that must succeed get 20 s: pg_snapshot_xmin is cluster-wide, so a transaction another test
// file leaves open on the shared server (killed after idle_in_transaction_session_timeout = 15 s)
// holds back every reader, ours included. Normally they resolve in milliseconds.
const LONG = { timeoutMs: 20_000 };

const maxPos = (ps: Position[]) => ps.reduce((m, p) => (comparePositions(p, m) > 0 ? p : m));

describe.each(kinds)("projection runner on %s", (kind) => {
  let tdb: TestDatabase;
  let store: EventStore;
  const cleanup: (() => Promise<void>)[] = [];
  const logs: string[] = [];

  beforeEach(async () => {
    tdb = await freshDatabase(kind);
    await createFixtureTables(tdb.db);
    store = createPostgresEventStore(tdb);
    logs.length = 0;
  });

  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c().catch(() => {});
    await store.close();
    await tdb.drop();
  });

  function runner(opts: Partial<ProjectionRunnerOptions> = {}, database: Database = tdb, st: EventStore = store) {
    const r = new ProjectionRunner({
      database,
      store: st,
      projections: [fixtureProjection()],
      pollIntervalMs: 200,
      retryDelayMs: 20,
      log: (m) => logs.push(m),
      ...opts,
    });
    cleanup.push(() => r.stop());
    return r;
  }

  /** What a failed wait was up against: the runners' logs, the checkpoint, the readable head and
   * the cluster's oldest open transactions (pg_snapshot_xmin is cluster-wide: a transaction left
   * open in another database on the same server holds every reader back). */
  async function diagnose(): Promise<string> {
    const cp = await readCheckpoint(tdb.db, "fixture");
    const head = await store.headPosition();
    let open = "";
    if (kind === "postgres") {
      const r = await sql<any>`select datname, state, now() - xact_start as age, left(query, 60) as q
        from pg_stat_activity where backend_xid is not null or backend_xmin is not null order by xact_start limit 5`.execute(tdb.db);
      open = JSON.stringify(r.rows);
    }
    return `checkpoint=${JSON.stringify(cp)} head=${JSON.stringify(head)} open=${open}\n${logs.join("\n")}`;
  }

  /** The stored checkpoint once it is at `position` (polled for up to 5 s; the last one read otherwise). */
  async function storedReaches(name: string, position: Position) {
    let cp = await readCheckpoint(tdb.db, name);
    for (let i = 0; i < 100 && !(cp?.position && comparePositions(cp.position, position) >= 0); i++) {
      await new Promise((res) => setTimeout(res, 50));
      cp = await readCheckpoint(tdb.db, name);
    }
    return cp;
  }

  async function count(table: string): Promise<number> {
    const r = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(tdb.db);
    return Number(r.rows[0].n);
  }

  it("a live runner applies appended events, skipping (but passing) the types it does not handle", async () => {
    const r = runner();
    await r.start();
    expect(r.ownedProjections()).toEqual(["fixture"]);

    await appendEvents(store, "tick-a", ["Ticked", "Tocked", "Ticked"]);
    await appendEvents(store, "tick-b", ["Ticked"]);
    const last = await appendEvents(store, "other-c", ["Ignored", "Ignored"]);
    expect(await r.waitFor(last.position, LONG)).toBe(true);

    const { counts } = await fixtureRows(tdb.db);
    expect(counts.map((c: any) => [c.stream_id, c.events, c.ticks])).toEqual([
      ["tick-a", 3, 2],
      ["tick-b", 1, 1],
    ]);
    // The stored checkpoint passes the last (unhandled) events too, within storeSkippedAfterMs.
    const cp = await storedReaches("fixture", last.position);
    expect(cp?.version).toBe(1);
    expect(cp && cp.position && comparePositions(cp.position, last.position)).toBe(0);

    // Later appends keep flowing.
    const more = await appendEvents(store, "tick-a", ["Ticked"]);
    expect(await r.waitFor(more.position, LONG)).toBe(true);
    expect(await count("fx_event_log")).toBe(5);
  });

  it("waitFor resolves after an append, and returns false (bounded) when nothing runs", async () => {
    const idle = runner();
    const a = await appendEvents(store, "tick-a", ["Ticked"]);
    const t0 = Date.now();
    expect(await idle.waitFor(a.position, { timeoutMs: 300 })).toBe(false);
    const waited = Date.now() - t0;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(1500);

    // Another runner (as in another process) applies; the idle one sees it through the checkpoints.
    const active = runner();
    const pending = idle.waitFor(a.position, LONG);
    await active.start();
    expect(await pending).toBe(true);
    expect(await idle.waitFor(a.position, { timeoutMs: 0, projections: ["fixture"] })).toBe(true);

    const b = await appendEvents(store, "tick-b", ["Tocked"]);
    expect(await active.waitFor(b.position, LONG)).toBe(true);
  });

  it("woken for an event it cannot read yet (the horizon held by an open transaction), it looks again within ms, not at the poll", async () => {
    if (kind !== "postgres") return; // one connection on pglite: no transaction can stay open beside the runner
    // Counts the runner's reads. What is asserted is that it reads again soon, not when the event
    // becomes readable: a transaction of another test file on the shared server may hold the
    // horizon longer than the quick looks last, and then only the poll (or a new NOTIFY) helps.
    let reads = 0;
    const counting: EventStore = { ...store, readAll: (o) => (reads++, store.readAll(o)) };
    const r = runner({ pollIntervalMs: 60_000 }, tdb, counting); // the safety poll is out of the picture
    await r.start();
    await new Promise((res) => setTimeout(res, 400)); // the first round's looks at an empty log are over
    // A transaction with an xid older than the append's holds pg_snapshot_xmin below the event.
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((res) => (holding = res));
    const holder = tdb.db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      holding();
      await new Promise<void>((res) => (release = res));
    });
    await held;
    const before = reads;
    // Appended by another store (as another process): the runner knows only that something was.
    const other = createPostgresEventStore(tdb);
    const a = await appendEvents(other, "tick-held", ["Ticked"]);
    await other.close();
    // The NOTIFY wakes the runner: an empty read, then looks after 3, 10, 30 and 100 ms (5 reads in
    // ~150 ms). Without them it would read once and sleep until the 60 s poll.
    await new Promise((res) => setTimeout(res, 800));
    const looks = reads - before;
    release();
    await holder;
    expect(looks).toBeGreaterThanOrEqual(4);
    expect(looks).toBeLessThanOrEqual(6); // bounded: after the looks, the poll (1 spare for a late NOTIFY)
    // Once the horizon has moved, the next announcement lets it apply the event (exactly once).
    const b = await appendEvents(store, "tick-next", ["Ticked"]);
    if (!(await r.waitFor(maxPos([a.position, b.position]), LONG))) throw new Error(await diagnose());
    expect(await count("fx_event_log")).toBe(2);
  });

  it("held behind the horizon, an event appended through its own store is looked for until read, without a new announcement", async () => {
    if (kind !== "postgres") return; // one connection on pglite: no transaction can stay open beside the runner
    let reads = 0;
    const counting: EventStore = { ...store, readAll: (o) => (reads++, store.readAll(o)) };
    const r = runner({ pollIntervalMs: 60_000 }, tdb, counting);
    await r.start();
    await new Promise((res) => setTimeout(res, 400));
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((res) => (holding = res));
    const holder = tdb.db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      holding();
      await new Promise<void>((res) => (release = res));
    });
    await held;
    const before = reads;
    // Its own store tells the runner where the append ends: past the quick looks, it goes on every 100 ms.
    const a = await appendEvents(store, "tick-own", ["Ticked"]);
    await new Promise((res) => setTimeout(res, 800));
    expect(reads - before).toBeGreaterThanOrEqual(8);
    release();
    await holder;
    // No other append: the next look reads it (the 60 s poll is out of the picture).
    if (!(await r.waitFor(a.position, { timeoutMs: 5_000 }))) throw new Error(await diagnose());
    expect(await count("fx_event_log")).toBe(1);
  });

  it("a batch it has nothing to handle moves the checkpoint in memory: its waitFor passes at once, the row is stored later, and a handled batch's CAS covers the skipped range", async () => {
    const r = runner({ storeSkippedAfterMs: 60_000 }); // stored only by a handled batch or stop(), for the test
    await r.start();
    const a = await appendEvents(store, "tick-a", ["Ticked"]);
    if (!(await r.waitFor(a.position, LONG))) throw new Error(await diagnose());
    expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(a.position);

    // Nothing to handle: this runner's waitFor is satisfied, the stored row is not written.
    const b = await appendEvents(store, "other-b", ["Ignored", "Ignored"]);
    if (!(await r.waitFor(b.position, LONG))) throw new Error(await diagnose());
    expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(a.position);
    // Another process's runner reads the stored row: not there yet.
    expect(await runner().waitFor(b.position, { timeoutMs: 300, projections: ["fixture"] })).toBe(false);

    // A handled batch stores the checkpoint from the stored one (a) past the skipped events, exactly once.
    const c = await appendEvents(store, "tick-a", ["Ticked"]);
    if (!(await r.waitFor(c.position, LONG))) throw new Error(await diagnose());
    expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(c.position);
    expect(await count("fx_event_log")).toBe(2);

    // Skipped again, then stop() stores it.
    const d = await appendEvents(store, "other-d", ["Ignored"]);
    if (!(await r.waitFor(d.position, LONG))) throw new Error(await diagnose());
    expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(c.position);
    await r.stop();
    expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(d.position);
    expect(logs.filter((l) => l.includes("CheckpointConflict"))).toEqual([]);
  });

  it("a skipped move is stored within storeSkippedAfterMs, and another process's waitFor then sees it; storeEveryMove stores it at once", async () => {
    const r = runner({
      storeSkippedAfterMs: 100,
      projections: [fixtureProjection(), { ...fixtureProjection({ name: "followed" }), tables: [], storeEveryMove: true }],
    });
    await r.start();
    const a = await appendEvents(store, "other-a", ["Ignored"]);
    if (!(await r.waitFor(a.position, LONG))) throw new Error(await diagnose());
    // The followed projection (as automation, whose checkpoint the NATS forwarder follows) stored it with the move.
    expect((await readCheckpoint(tdb.db, "followed"))?.position).toEqual(a.position);
    const other = runner();
    const t0 = Date.now();
    if (!(await other.waitFor(a.position, { ...LONG, projections: ["fixture"] }))) throw new Error(await diagnose());
    expect(Date.now() - t0).toBeLessThan(5_000); // ~100 ms, unless the shared server is very busy
    expect((await readCheckpoint(tdb.db, "fixture"))?.position).toEqual(a.position);
  });

  it("projections woken by the same append share one read of the log", async () => {
    // Six projections, five with nothing to handle: without sharing, each reads the batch and then
    // reads again after it (12 reads per append at least).
    // Only reads that return events count: an empty read (a look at the head, or one stalled by a
    // transaction another test file holds open on the shared server) fetches nothing to share.
    let reads = 0;
    const counting: EventStore = {
      ...store,
      readAll: async (o) => {
        const events = await store.readAll(o);
        if (events.length > 0) reads++;
        return events;
      },
    };
    const idle = [1, 2, 3, 4, 5].map((i) => ({ ...fixtureProjection({ name: `idle-${i}` }), tables: [], handlers: {}, applyBatch: undefined }));
    // (The poll and the rounds that store skipped moves read too, each on its own timer: out of the picture.)
    const r = runner({ pollIntervalMs: 60_000, storeSkippedAfterMs: 60_000, projections: [fixtureProjection(), ...idle] }, tdb, counting);
    await r.start();
    await new Promise((res) => setTimeout(res, 400)); // the first round's looks at an empty log are over
    let most = 0;
    for (let i = 0; i < 5; i++) {
      const before = reads;
      const a = await appendEvents(store, `tick-${i}`, ["Ticked"]);
      if (!(await r.waitFor(a.position, LONG))) throw new Error(await diagnose());
      await new Promise((res) => setTimeout(res, 200)); // the reads after the batch, and any quick looks
      most = Math.max(most, reads - before);
    }
    expect(await count("fx_event_log")).toBe(5);
    expect(most).toBeLessThan(6); // fewer than one per projection
  });

  it("catchUp applies everything readable now without start()", async () => {
    for (let i = 0; i < 5; i++) await appendEvents(store, `tick-${i}`, ["Ticked", "Ignored", "Tocked"]);
    const r = runner({ batchSize: 4 });
    // "Readable now" stops below the oldest transaction open on the server (pg_snapshot_xmin is
    // cluster-wide, and other test files share the server), so it may take a few calls.
    let applied = await r.catchUp();
    for (let i = 0; applied < 15 && i < 400; i++) {
      await new Promise((res) => setTimeout(res, 50));
      applied += await r.catchUp();
    }
    if (applied !== 15) throw new Error(`applied ${applied}: ${await diagnose()}`);
    expect(await r.catchUp()).toBe(0);
    expect(await count("fx_event_log")).toBe(10);
    expect(r.ownedProjections()).toEqual([]); // locks are released after a catchUp outside start()
  });

  it("checkpoint compare-and-set: two transactions with the same expected checkpoint, one fails", async () => {
    const db = tdb.db;
    const p1 = { a: "100", b: "1" };
    const p2 = { a: "100", b: "2" };
    const p3 = { a: "101", b: "3" };

    // Twice from the start (no row yet): the second sees the first's row and fails.
    async function race(expected: Position | null, x: Position, y: Position) {
      let inFirst!: () => void;
      const reached = new Promise<void>((r) => (inFirst = r));
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const first = db.transaction().execute(async (trx) => {
        await casCheckpoint(trx, "race", 1, expected, x);
        inFirst();
        await gate; // still uncommitted while the second one starts
      });
      await reached;
      const second = db.transaction().execute((trx) => casCheckpoint(trx, "race", 1, expected, y));
      await new Promise((r) => setTimeout(r, 100));
      release();
      return Promise.allSettled([first, second]);
    }

    const [a, b] = await race(null, p1, p2);
    expect(a.status).toBe("fulfilled");
    expect(b.status).toBe("rejected");
    expect((b as PromiseRejectedResult).reason).toBeInstanceOf(CheckpointConflict);
    expect((await readCheckpoint(db, "race"))?.position).toEqual(p1);

    const [c, d] = await race(p1, p3, p2);
    expect(c.status).toBe("fulfilled");
    expect((d as PromiseRejectedResult).reason).toBeInstanceOf(CheckpointConflict);
    expect((await readCheckpoint(db, "race"))?.position).toEqual(p3);

    // A stale expectation and a different version fail too; a failed CAS changes nothing.
    await expect(db.transaction().execute((trx) => casCheckpoint(trx, "race", 1, p1, p2))).rejects.toBeInstanceOf(CheckpointConflict);
    await expect(db.transaction().execute((trx) => casCheckpoint(trx, "race", 2, p3, p2))).rejects.toBeInstanceOf(CheckpointConflict);
    expect(await readCheckpoint(db, "race")).toEqual({ name: "race", version: 1, position: p3 });
  });

  it("the batch's checkpoint CAS also relaxes the transaction's durability (no separate SET LOCAL per batch), from the start and after", async () => {
    const db = tdb.db;
    const settingAfter = (expected: Position | null, next: Position) =>
      db.transaction().execute(async (trx) => {
        await casCheckpoint(trx, "relaxed", 1, expected, next, false, true);
        return (await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(trx)).rows[0]!.s;
      });
    const p1 = { a: "100", b: "1" };
    expect(await settingAfter(null, p1)).toBe("off");
    expect(await settingAfter(p1, { a: "100", b: "2" })).toBe("off");
    expect((await readCheckpoint(db, "relaxed"))?.position).toEqual({ a: "100", b: "2" });
    // Not outside that transaction, and not without asking.
    expect((await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(db)).rows[0]!.s).toBe("on");
    expect(
      await db.transaction().execute(async (trx) => {
        await casCheckpoint(trx, "relaxed", 1, { a: "100", b: "2" }, { a: "100", b: "3" }, false);
        return (await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(trx)).rows[0]!.s;
      }),
    ).toBe("on");
  });

  it("two runners on the same database: only one applies, counts exact", async () => {
    // On postgres the second runner uses its own pool (as another app server would); on PGlite
    // both share the one in-process database.
    let database2: Database = tdb;
    let store2 = store;
    if (kind === "postgres") {
      database2 = await connect({ url: tdb.url!, max: 5 });
      store2 = createPostgresEventStore(database2);
      cleanup.push(() => database2.close());
      cleanup.push(() => store2.close());
    }
    const r1 = runner({ batchSize: 17 });
    const r2 = runner({ batchSize: 17 }, database2, store2);
    await Promise.all([r1.start(), r2.start()]);
    const owners = [r1, r2].filter((r) => r.ownedProjections().includes("fixture"));
    expect(owners).toHaveLength(1);

    const positions: Position[] = [];
    for (let round = 0; round < 10; round++) {
      const rs = await Promise.all(
        Array.from({ length: 20 }, (_, i) => appendEvents(round % 2 ? store2 : store, `tick-${i % 7}`, [i % 3 ? "Ticked" : "Tocked"])),
      );
      positions.push(...rs.map((x) => x.position));
    }
    const head = maxPos(positions);
    if (!(await r1.waitFor(head, LONG))) throw new Error(await diagnose());
    expect(await r2.waitFor(head, LONG)).toBe(true);

    const { counts } = await fixtureRows(tdb.db);
    expect(counts.reduce((s: number, c: any) => s + c.events, 0)).toBe(200);
    expect(await count("fx_event_log")).toBe(200);
    const distinct = await sql<{ n: string }>`select count(distinct event_id)::text as n from fx_event_log`.execute(tdb.db);
    expect(Number(distinct.rows[0].n)).toBe(200);

    // The owner stops: the other takes over at its next poll.
    const [owner] = owners;
    const other = owner === r1 ? r2 : r1;
    await owner.stop();
    const more = await appendEvents(store, "tick-z", ["Ticked", "Ticked"]);
    expect(await other.waitFor(more.position, LONG)).toBe(true);
    expect(other.ownedProjections()).toEqual(["fixture"]);
    expect(await count("fx_event_log")).toBe(202);
  });

  it("rebuild from zero gives rows equal to the live tables", async () => {
    const live = runner({ batchSize: 7 });
    await live.start();
    const positions: Position[] = [];
    for (let i = 0; i < 40; i++) {
      const types = i % 5 === 0 ? ["Ignored"] : i % 2 ? ["Ticked", "Tocked"] : ["Tocked", "Ticked", "Ticked"];
      positions.push((await appendEvents(store, `tick-${i % 9}`, types)).position);
    }
    expect(await live.waitFor(maxPos(positions), LONG)).toBe(true);

    // While a runner applies the projection, a rebuild refuses to race it.
    await expect(rebuildProjections({ database: tdb, store, projections: [fixtureProjection()] })).rejects.toBeInstanceOf(ProjectionBusy);

    const before = await fixtureRows(tdb.db);
    expect(before.log.length).toBeGreaterThan(50);
    await live.stop();

    const progress: { applied: number; total: number; eventsPerSecond: number }[] = [];
    const result = await rebuildProjections({
      database: tdb,
      store,
      projections: [fixtureProjection()],
      batchSize: 16,
      onProgress: (p) => progress.push(p),
    });
    const total = await count("events");
    expect(result.applied).toBe(total);
    expect(result.seconds).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ applied: total, total });
    expect(progress.length).toBeGreaterThan(2);

    const after = await fixtureRows(tdb.db);
    expect(after).toEqual(before);
    const cp = await readCheckpoint(tdb.db, "fixture");
    expect(cp?.position).toEqual(maxPos(positions));

    // A runner continues from the rebuilt checkpoint without re-applying anything.
    const next = runner();
    expect(await next.catchUp()).toBe(0);
    expect(await fixtureRows(tdb.db)).toEqual(before);
  });

  it("a version bump rebuilds the projection on start", async () => {
    const v1 = runner();
    await v1.start();
    await appendEvents(store, "tick-a", ["Ticked", "Tocked"]);
    const last = await appendEvents(store, "tick-b", ["Ticked"]);
    expect(await v1.waitFor(last.position, LONG)).toBe(true);
    const rows = await fixtureRows(tdb.db);
    await v1.stop();

    // Something a rebuild must wipe (a row the current handlers would never write).
    await sql`insert into fx_stream_counts values ('stale', 99, 0, 'X', 'x')`.execute(tdb.db);
    // Same version: no rebuild, the stale row stays.
    const again = runner();
    await again.start();
    expect(await again.waitFor(last.position, LONG)).toBe(true);
    expect(await count("fx_stream_counts")).toBe(3);
    await again.stop();

    const v2 = runner({ projections: [fixtureProjection({ version: 2 })] });
    // Until v2 has caught up, the v1 checkpoint does not satisfy a v2 waitFor.
    expect(await v2.waitFor(last.position, { timeoutMs: 100 })).toBe(false);
    await v2.start();
    expect(await v2.waitFor(last.position, LONG)).toBe(true);
    expect(await fixtureRows(tdb.db)).toEqual(rows);
    expect((await readCheckpoint(tdb.db, "fixture"))?.version).toBe(2);
    expect(logs.some((l) => l.includes("versão 1 → 2"))).toBe(true);

    // An older deployment (v1) must not rebuild back over the newer v2.
    await v2.stop();
    const old = runner();
    await old.start();
    expect(old.ownedProjections()).toEqual([]);
    expect((await readCheckpoint(tdb.db, "fixture"))?.version).toBe(2);
    expect(await fixtureRows(tdb.db)).toEqual(rows);
  });

  it("a handler that throws once neither loses nor doubles the event", async () => {
    const failures: string[] = [];
    const projection = fixtureProjection({
      failOnce: (e) => e.streamId === "tick-b" && e.data.n === 1,
      onFail: (e) => failures.push(e.id),
    });
    const r = runner({ projections: [projection], batchSize: 3 });
    await r.start();
    await appendEvents(store, "tick-a", ["Ticked", "Ticked"]);
    const b = await appendEvents(store, "tick-b", ["Tocked", "Ticked", "Tocked"]);
    const last = await appendEvents(store, "tick-c", ["Ticked"]);
    expect(await r.waitFor(last.position, LONG)).toBe(true);

    expect(failures).toEqual([b.events[1].id]);
    expect(logs.some((l) => l.includes("induced failure"))).toBe(true);
    const { counts, log } = await fixtureRows(tdb.db);
    expect(counts.map((c: any) => [c.stream_id, c.events])).toEqual([
      ["tick-a", 2],
      ["tick-b", 3],
      ["tick-c", 1],
    ]);
    expect(log.filter((x: any) => x.event_id === b.events[1].id)).toHaveLength(1);
    expect(log).toHaveLength(6);
  });
});
