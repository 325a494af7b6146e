// The event store contract (DESIGN §4, §9), run against every adapter: PostgreSQL, PGlite, and
// EventStoreDB when EVENTSTORE_URL is set. Concurrency (exactly one creator, no lost `any` append),
// gap-free readAll (postgres: a slow transaction that began first is never skipped), idempotent
// command ids, time travel, upcasting, and the command handler's retry.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { DomainError, type Decider } from "../../domain/shared/decider";
import { foldStream, handleCommand } from "../../eventstore/command-handler";
import { FoldCache } from "../../eventstore/fold-cache";
import { createEsdbEventStore } from "../../eventstore/esdb/adapter";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import {
  WrongExpectedVersion,
  comparePositions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Upcaster,
} from "../../eventstore/types";
import { freshDatabase, type TestDatabase } from "../support/test-db";

type Kind = "postgres" | "pglite" | "esdb";

interface Target {
  name: Kind;
  enabled: boolean;
}

const targets: Target[] = [
  { name: "postgres", enabled: true },
  { name: "pglite", enabled: true },
  { name: "esdb", enabled: !!process.env.EVENTSTORE_URL },
];

const upcasters: Record<string, Upcaster> = {
  // v1 had `title`; the current ItemCreated has `name` and a default `amount`.
  "ItemCreated.v1": (e) => ({
    ...e,
    type: "ItemCreated",
    data: { name: (e.data as { title: string }).title, amount: "0.00" },
  }),
};

const companyId = randomUUID();

function meta(over: Partial<EventMetadata> = {}): EventMetadata {
  const commandId = over.commandId ?? randomUUID();
  return {
    companyId,
    actorId: "user-1",
    commandId,
    correlationId: commandId,
    causationId: null,
    occurredAt: new Date().toISOString(),
    ...over,
  };
}

const ev = (type = "Tested", data: Record<string, unknown> = {}): NewEvent => ({ id: randomUUID(), type, data });
const sid = (type = "test") => `${type}-${randomUUID()}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `read` until `done` holds. pg_snapshot_xmin is cluster-wide: any open transaction on the
 * shared test server (other test files, other databases) holds readAll back until it ends.
 */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  let v = await read();
  while (!done(v) && Date.now() < until) {
    await sleep(25);
    v = await read();
  }
  return v;
}

async function readAllAfter(store: EventStore, after: Position | null, limit = 1000): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let from = after;
  for (;;) {
    const batch = await store.readAll({ after: from, limit: Math.min(limit, 100) });
    out.push(...batch);
    if (batch.length < Math.min(limit, 100)) return out;
    from = batch[batch.length - 1]!.position;
  }
}

async function settle<T>(ps: Promise<T>[]): Promise<{ ok: T[]; errors: unknown[] }> {
  const rs = await Promise.allSettled(ps);
  const ok: T[] = [];
  const errors: unknown[] = [];
  for (const r of rs) {
    if (r.status === "fulfilled") ok.push(r.value);
    else errors.push(r.reason);
  }
  return { ok, errors };
}

// A decider that counts; `decides` proves whether decide ran.
type CounterEvent = { type: "Incremented"; data: { by: number } };
function counterDecider() {
  const spy = { decides: 0 };
  const decider: Decider<number, { by: number }, CounterEvent> = {
    initialState: () => 0,
    evolve: (s, e) => s + e.data.by,
    decide: (c, s) => {
      spy.decides++;
      if (c.by < 0 && s + c.by < 0) throw new DomainError("Saldo insuficiente.", "by");
      return c.by === 0 ? [] : [{ type: "Incremented", data: { by: c.by } }];
    },
  };
  return { decider, spy };
}

const ctx = () => ({ now: new Date().toISOString(), today: "2025-06-01", actorId: "user-1", companyId });

/** The command handler on a counter stream: add `by` (a fresh commandId and ctx() unless given). */
const increment = (
  on: EventStore,
  streamId: string,
  decider: Decider<number, { by: number }, CounterEvent>,
  by: number,
  opts: { commandId?: string; ctx?: ReturnType<typeof ctx>; retries?: number; folds?: FoldCache } = {},
) =>
  handleCommand(on, {
    streamId,
    decider,
    command: { by },
    ctx: opts.ctx ?? ctx(),
    commandId: opts.commandId ?? randomUUID(),
    newId: randomUUID,
    ...(opts.retries !== undefined ? { retries: opts.retries } : {}),
    ...(opts.folds ? { folds: opts.folds } : {}),
  });

describe.each(targets)("event store contract: $name", ({ name, enabled }) => {
  if (!enabled) {
    console.log(`[eventstore-contract] ${name}: SKIPPED (set EVENTSTORE_URL to run the EventStoreDB adapter)`);
  }
  const isSql = name === "postgres" || name === "pglite";

  describe.skipIf(!enabled)(`${name} adapter`, () => {
    let tdb: TestDatabase | null = null;
    let store: EventStore;
    let upcasting: EventStore;
    /**
     * Independent stores over the same database, like several app servers: a store orders appends
     * to one stream in process, so races in the database need appends spread over these.
     */
    let peers: EventStore[] = [];
    const anyPeer = (i: number) => peers[i % peers.length]!;

    beforeAll(async () => {
      if (name === "esdb") {
        store = createEsdbEventStore(process.env.EVENTSTORE_URL!);
        upcasting = createEsdbEventStore(process.env.EVENTSTORE_URL!, { upcasters });
        peers = [store, ...Array.from({ length: 4 }, () => createEsdbEventStore(process.env.EVENTSTORE_URL!))];
      } else {
        tdb = await freshDatabase(name);
        store = createPostgresEventStore(tdb);
        upcasting = createPostgresEventStore(tdb, { upcasters });
        peers = [
          store,
          ...Array.from({ length: 3 }, () => createPostgresEventStore(tdb!)),
          createPostgresEventStore(tdb, { maxConcurrentAppends: Infinity }),
        ];
      }
    });

    afterAll(async () => {
      for (const p of peers.slice(1)) await p.close();
      await store?.close();
      await upcasting?.close();
      await tdb?.drop();
    });

    it("appends with 0-based revisions and reads the stream back in order", async () => {
      const s = sid("item");
      const r1 = await store.append(s, [ev("A"), ev("B")], { expected: "no_stream", metadata: meta() });
      expect(r1.duplicate).toBe(false);
      expect(r1.nextRevision).toBe(1);
      expect(r1.events.map((e) => e.streamPosition)).toEqual([0, 1]);
      expect(r1.position).toEqual(r1.events[1]!.position);
      expect(comparePositions(r1.events[0]!.position, r1.events[1]!.position)).toBe(-1);
      const r2 = await store.append(s, [ev("C")], { expected: 1, metadata: meta() });
      expect(r2.nextRevision).toBe(2);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.type, e.streamPosition])).toEqual([
        ["A", 0],
        ["B", 1],
        ["C", 2],
      ]);
      expect(read[0]!.streamType).toBe("item");
      expect(read[0]!.metadata.companyId).toBe(companyId);
      expect(read.map((e) => e.id)).toEqual([...r1.events, ...r2.events].map((e) => e.id));
      expect(await store.readStream(s, { from: 2 })).toHaveLength(1);
      expect(await store.streamRevision(s)).toBe(2);
      expect(await store.streamRevision(sid())).toBe("no_stream");
      expect(await store.readStream(sid())).toEqual([]);
    });

    it("concurrent creates with no_stream: exactly one wins, the others get WrongExpectedVersion", async () => {
      const s = sid();
      const attempts = Array.from({ length: 10 }, () => ev("Created"));
      const { ok, errors } = await settle(attempts.map((e, i) => anyPeer(i).append(s, [e], { expected: "no_stream", metadata: meta() })));
      expect(ok).toHaveLength(1);
      expect(errors).toHaveLength(9);
      for (const err of errors) expect(err).toBeInstanceOf(WrongExpectedVersion);
      const read = await store.readStream(s);
      expect(read).toHaveLength(1);
      expect(read[0]!.id).toBe(ok[0]!.events[0]!.id);
    });

    it("a revision mismatch is a conflict and writes nothing", async () => {
      const s = sid();
      await store.append(s, [ev(), ev()], { expected: "no_stream", metadata: meta() });
      const stale = await store.append(s, [ev()], { expected: 0, metadata: meta() }).catch((e) => e);
      expect(stale).toBeInstanceOf(WrongExpectedVersion);
      expect((stale as WrongExpectedVersion).actual).toBe(1);
      expect((stale as WrongExpectedVersion).expected).toBe(0);
      await expect(store.append(s, [ev()], { expected: 5, metadata: meta() })).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(store.append(s, [ev()], { expected: "no_stream", metadata: meta() })).rejects.toBeInstanceOf(WrongExpectedVersion);
      const missing = await store.append(sid(), [ev()], { expected: "exists", metadata: meta() }).catch((e) => e);
      expect(missing).toBeInstanceOf(WrongExpectedVersion);
      expect((missing as WrongExpectedVersion).actual).toBe("no_stream");
      expect(await store.readStream(s)).toHaveLength(2);
      const ok = await store.append(s, [ev()], { expected: "exists", metadata: meta() });
      expect(ok.nextRevision).toBe(2);
      const ok2 = await store.append(s, [ev()], { expected: 2, metadata: meta() });
      expect(ok2.nextRevision).toBe(3);
    });

    it("20 parallel `any` appends lose nothing", async () => {
      const s = sid();
      await store.append(s, [ev("First")], { expected: "any", metadata: meta() });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => anyPeer(i).append(s, [ev("Any")], { expected: "any", metadata: meta() })),
      );
      expect(new Set(results.map((r) => r.nextRevision))).toEqual(new Set(Array.from({ length: 20 }, (_, i) => i + 1)));
      const read = await store.readStream(s);
      expect(read).toHaveLength(21);
      expect(read.map((e) => e.streamPosition)).toEqual(Array.from({ length: 21 }, (_, i) => i));
      expect(await store.streamRevision(s)).toBe(20);
    });

    it("the same commandId twice (sequential) appends once and returns the first result", async () => {
      const s = sid();
      const m = meta();
      const first = await store.append(s, [ev("Once"), ev("Twice")], { expected: "no_stream", metadata: m });
      // Same command, new event ids (a resubmitted form); with `no_stream` it would otherwise conflict.
      const again = await store.append(s, [ev("Once"), ev("Twice")], { expected: "no_stream", metadata: m });
      expect(again.duplicate).toBe(true);
      expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
      expect(again.position).toEqual(first.position);
      expect(again.nextRevision).toBe(1);
      // With `any` it would otherwise append again.
      const third = await store.append(s, [ev("Once")], { expected: "any", metadata: m });
      expect(third.duplicate).toBe(true);
      expect(await store.readStream(s)).toHaveLength(2);
      const found = await store.findCommand(m.commandId);
      expect(found?.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
      expect(await store.findCommand(randomUUID())).toBeNull();
    });

    it("the same commandId concurrently appends once; every twin gets the winner's events", async () => {
      for (const expected of ["any", "no_stream"] as const) {
        const s = sid();
        const m = meta();
        const results = await Promise.all(Array.from({ length: 8 }, (_, i) => anyPeer(i).append(s, [ev("Once")], { expected, metadata: m })));
        const winners = results.filter((r) => !r.duplicate);
        expect(winners).toHaveLength(1);
        for (const r of results) expect(r.events.map((e) => e.id)).toEqual(winners[0]!.events.map((e) => e.id));
        expect(await store.readStream(s)).toHaveLength(1);
      }
    });

    it("appendMany: each append settles on its own (written, conflict, duplicate); streams must be distinct", async () => {
      const [fresh, taken, twice, exact] = [sid(), sid(), sid(), sid()];
      await store.append(taken, [ev("Before")], { expected: "no_stream", metadata: meta() });
      const seen = meta();
      const first = await store.append(twice, [ev("Once")], { expected: "no_stream", metadata: seen });
      await store.append(exact, [ev("A")], { expected: "no_stream", metadata: meta() });
      const outcomes = await store.appendMany([
        { streamId: fresh, events: [ev("New1"), ev("New2")], options: { expected: "no_stream", metadata: meta() } },
        { streamId: taken, events: [ev("Clash")], options: { expected: "no_stream", metadata: meta() } },
        { streamId: twice, events: [ev("Once")], options: { expected: "no_stream", metadata: seen } },
        { streamId: exact, events: [ev("B")], options: { expected: 0, metadata: meta() } },
        { streamId: sid(), events: [], options: { expected: "no_stream", metadata: meta() } },
      ]);
      expect(outcomes.map((o) => o.ok)).toEqual([true, false, true, true, true]);
      const [o0, o1, o2, o3, o4] = outcomes;
      if (!o0!.ok || o1!.ok || !o2!.ok || !o3!.ok || !o4!.ok) throw new Error("unreachable");
      expect(o0.result.events.map((e) => [e.type, e.streamPosition])).toEqual([
        ["New1", 0],
        ["New2", 1],
      ]);
      expect(o1.error).toBeInstanceOf(WrongExpectedVersion);
      expect(o2.result.duplicate).toBe(true);
      expect(o2.result.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
      expect(o3.result.nextRevision).toBe(1);
      expect(o4.result.events).toEqual([]);
      expect((await store.readStream(taken)).map((e) => e.type)).toEqual(["Before"]);
      expect((await store.readStream(twice)).map((e) => e.type)).toEqual(["Once"]);
      const repeated = { streamId: fresh, events: [ev()], options: { expected: "any" as const, metadata: meta() } };
      await expect(store.appendMany([repeated, repeated])).rejects.toThrow(TypeError);
    });

    it("readStreams and findCommands answer for many ids at once", async () => {
      const [a, b, missing] = [sid(), sid(), sid()];
      const ma = meta();
      await store.append(a, [ev("A1"), ev("A2")], { expected: "no_stream", metadata: ma });
      await store.append(b, [ev("B1")], { expected: "no_stream", metadata: meta() });
      const streams = await store.readStreams([a, b, missing]);
      expect([...streams.keys()].sort()).toEqual([a, b, missing].sort());
      expect(streams.get(a)!.map((e) => [e.type, e.streamPosition])).toEqual([
        ["A1", 0],
        ["A2", 1],
      ]);
      expect(streams.get(b)!.map((e) => e.type)).toEqual(["B1"]);
      expect(streams.get(missing)).toEqual([]);
      const unseen = randomUUID();
      const found = await store.findCommands([ma.commandId, unseen]);
      expect([...found.keys()]).toEqual([ma.commandId]);
      expect(found.get(ma.commandId)!.events.map((e) => e.type)).toEqual(["A1", "A2"]);
      expect(found.get(ma.commandId)!.duplicate).toBe(true);
      expect((await store.readStreams([])).size).toBe(0);
      expect((await store.findCommands([])).size).toBe(0);
    });

    it("readStream `until` returns the stream as it was at that instant", async () => {
      const s = sid();
      const t = (m: number) => new Date(Date.UTC(2025, 0, 10, 12, m)).toISOString();
      await store.append(s, [ev("A")], { expected: "no_stream", metadata: meta({ occurredAt: t(0) }) });
      await store.append(s, [ev("B")], { expected: 0, metadata: meta({ occurredAt: t(10) }) });
      await store.append(s, [ev("C")], { expected: 1, metadata: meta({ occurredAt: t(20) }) });
      expect((await store.readStream(s, { until: t(10) })).map((e) => e.type)).toEqual(["A", "B"]);
      expect((await store.readStream(s, { until: t(9) })).map((e) => e.type)).toEqual(["A"]);
      // Same instant written with an offset (09:10-03:00 = 12:10Z).
      expect((await store.readStream(s, { until: "2025-01-10T09:10:00-03:00" })).map((e) => e.type)).toEqual(["A", "B"]);
      expect(await store.readStream(s, { until: t(-1) })).toEqual([]);
      expect(await store.readStream(s, { until: t(30) })).toHaveLength(3);
    });

    it("upcasters turn old shapes into current ones on every read; stored data is unchanged", async () => {
      const s = sid("item");
      const m = meta();
      const before = await store.headPosition();
      await upcasting.append(s, [{ id: randomUUID(), type: "ItemCreated.v1", data: { title: "Telhado" } }], {
        expected: "no_stream",
        metadata: m,
      });
      const [viaStream] = await upcasting.readStream(s);
      expect(viaStream!.type).toBe("ItemCreated");
      expect(viaStream!.data).toEqual({ name: "Telhado", amount: "0.00" });
      const all = await eventually(
        () => readAllAfter(upcasting, before),
        (es) => es.some((e) => e.streamId === s),
      );
      expect(all.find((e) => e.streamId === s)!.type).toBe("ItemCreated");
      expect((await upcasting.findCommand(m.commandId))!.events[0]!.type).toBe("ItemCreated");
      // Without upcasters the stored shape is still v1.
      const [raw] = await store.readStream(s);
      expect(raw!.type).toBe("ItemCreated.v1");
      expect(raw!.data).toEqual({ title: "Telhado" });
    });

    it("readAll pages in order, strictly after the checkpoint; headPosition is the newest", async () => {
      const before = await store.headPosition();
      const s = sid();
      const r = await store.append(s, [ev("P1"), ev("P2"), ev("P3")], { expected: "no_stream", metadata: meta() });
      const r2 = await store.append(s, [ev("P4")], { expected: 2, metadata: meta() });
      const all = await eventually(
        () => readAllAfter(store, before),
        (es) => es.filter((e) => e.streamId === s).length === 4,
      );
      const mine = all.filter((e) => e.streamId === s);
      expect(mine.map((e) => e.type)).toEqual(["P1", "P2", "P3", "P4"]);
      for (let i = 1; i < all.length; i++) expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBe(-1);
      if (before) for (const e of all) expect(comparePositions(e.position, before)).toBe(1);
      // Exclusive checkpoint: reading after P2 starts at P3.
      const afterP2 = await eventually(
        () => store.readAll({ after: r.events[1]!.position, limit: 2 }),
        (es) => es.length === 2,
      );
      expect(afterP2.map((e) => e.id)).toEqual([r.events[2]!.id, r2.events[0]!.id]);
      expect(await store.readAll({ after: r2.position, limit: 10 })).toEqual([]);
      const head = await eventually(
        () => store.headPosition(),
        (h) => !!h && comparePositions(h, r2.position) >= 0,
      );
      expect(head).not.toBeNull();
      expect(comparePositions(head!, r2.position)).toBeGreaterThanOrEqual(0);
    });

    it("committedHead is the newest committed event at once, never behind headPosition", async () => {
      const r = await store.append(sid(), [ev("C1"), ev("C2")], { expected: "no_stream", metadata: meta() });
      // No waiting: the append has committed, whatever the horizon.
      const committed = await store.committedHead();
      expect(committed).not.toBeNull();
      if (isSql) expect(committed).toEqual(r.position);
      else expect(comparePositions(committed!, r.position)).toBeGreaterThanOrEqual(0);
      const head = await store.headPosition();
      if (head) expect(comparePositions(committed!, head)).toBeGreaterThanOrEqual(0);
      // A rolled-back write is not committed: it never moves committedHead (SQL adapters: a transaction).
      if (isSql) {
        const trx = await tdb!.db.startTransaction().execute();
        onTestFinished(async () => {
          if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute();
        });
        await createPostgresEventStore({ ...tdb!, db: trx }).append(sid(), [ev("Doomed")], { expected: "no_stream", metadata: meta() });
        await trx.rollback().execute();
        expect(await store.committedHead()).toEqual(r.position);
      }
    });

    it("onAppended wakes listeners after an append commits", async () => {
      let wakes = 0;
      const off = await store.onAppended(() => wakes++);
      await store.append(sid(), [ev()], { expected: "no_stream", metadata: meta() });
      await eventually(
        async () => wakes,
        (n) => n > 0,
        5_000,
      );
      expect(wakes).toBeGreaterThan(0);
      await off();
      const seen = wakes;
      await store.append(sid(), [ev()], { expected: "no_stream", metadata: meta() });
      await sleep(200);
      expect(wakes).toBe(seen);
    });

    it.runIf(isSql)("a store's own append wakes its listeners in-process before append() returns, once; another store's through NOTIFY", async () => {
      let wakes = 0;
      const off = await store.onAppended(() => wakes++);
      onTestFinished(off);
      await store.append(sid(), [ev()], { expected: "no_stream", metadata: meta() });
      // No NOTIFY round trip on a command's way to its read models (P3).
      expect(wakes).toBe(1);
      // Its own NOTIFY comes back (for other processes) and is skipped here.
      await sleep(200);
      expect(wakes).toBe(1);
      const other = createPostgresEventStore(tdb!);
      onTestFinished(() => other.close());
      await other.append(sid(), [ev()], { expected: "no_stream", metadata: meta() });
      await eventually(
        async () => wakes,
        (n) => n === 2,
        5_000,
      );
    });

    describe.runIf(isSql)("transactions (SQL adapters)", () => {
      it("a rolled-back append leaves no hole that blocks later reads", async () => {
        const database = tdb!;
        const before = await store.headPosition();
        const s = sid();
        const trx = await database.db.startTransaction().execute();
        // A failed assertion must not leave it open: the xmin horizon is cluster-wide (docs/operations.md).
        onTestFinished(async () => {
          if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute();
        });
        const inTrx = createPostgresEventStore({ ...database, db: trx });
        await inTrx.append(s, [ev("Doomed")], { expected: "no_stream", metadata: meta() });
        await trx.rollback().execute();
        expect(await store.streamRevision(s)).toBe("no_stream");
        const later = await store.append(sid(), [ev("Later")], { expected: "no_stream", metadata: meta() });
        const all = await eventually(
          () => readAllAfter(store, before),
          (es) => es.some((e) => e.id === later.events[0]!.id),
        );
        expect(all.map((e) => e.type)).toEqual(["Later"]);
        // The stream can now be created for real.
        const r = await store.append(s, [ev("Real")], { expected: "no_stream", metadata: meta() });
        expect(r.nextRevision).toBe(0);
      });
    });

    describe.runIf(isSql)("write combining (appends that wait share one statement)", () => {
      it("each combined append settles on its own: success, conflict or duplicate", async () => {
        const database = tdb!;
        // One statement at a time: everything that arrives meanwhile is combined.
        const combining = createPostgresEventStore(database, { maxConcurrentAppends: 1 });
        try {
          const at1 = sid();
          const at0 = sid();
          await combining.append(at1, [ev(), ev()], { expected: "no_stream", metadata: meta() });
          await combining.append(at0, [ev()], { expected: "no_stream", metadata: meta() });
          const seen = meta();
          const seenFirst = await combining.append(sid(), [ev("Seen")], { expected: "no_stream", metadata: seen });
          const twin = meta();

          type Case = { label: string; stream: string; events: NewEvent[]; expected: any; m: EventMetadata };
          const cases: Case[] = [];
          /** A new stream of three events. */
          const newStream = (): Case => ({
            label: "new",
            stream: sid(),
            events: [ev("N1"), ev("N2"), ev("N3")],
            expected: "no_stream",
            m: meta(),
          });
          for (let i = 0; i < 6; i++) cases.push(newStream());
          cases.push({ label: "exists-no_stream", stream: at1, events: [ev()], expected: "no_stream", m: meta() });
          cases.push({ label: "right-revision", stream: at0, events: [ev("R")], expected: 0, m: meta() });
          const wrong = sid();
          await combining.append(wrong, [ev(), ev(), ev()], { expected: "no_stream", metadata: meta() });
          cases.push({ label: "wrong-revision", stream: wrong, events: [ev()], expected: 0, m: meta() });
          cases.push({ label: "exists-missing", stream: sid(), events: [ev()], expected: "exists", m: meta() });
          cases.push({ label: "exists-ok", stream: at1, events: [ev("E")], expected: "exists", m: meta() });
          for (let i = 0; i < 4; i++) cases.push({ label: "any", stream: sid(), events: [ev("A")], expected: "any", m: meta() });
          // The first append takes the single slot; the rest queue up and go together.
          const results = await Promise.allSettled(cases.map((c) => combining.append(c.stream, c.events, { expected: c.expected, metadata: c.m })));
          // Appends really were combined: several appends committed in one transaction.
          const txs = results
            .filter((r): r is PromiseFulfilledResult<AppendResult> => r.status === "fulfilled" && !r.value.duplicate)
            .map((r) => r.value.position.a);
          expect(new Set(txs).size).toBeLessThan(txs.length);

          // A second wave with commands seen before (a duplicate makes its combined statement fail on
          // the key; every append in it then goes again on its own).
          const first = cases.length;
          cases.push({ label: "seen", stream: sid(), events: [ev()], expected: "no_stream", m: seen });
          cases.push({ label: "twin", stream: sid(), events: [ev("T")], expected: "no_stream", m: twin });
          cases.push({ label: "twin", stream: sid(), events: [ev("T")], expected: "no_stream", m: twin });
          for (let i = 0; i < 4; i++) cases.push(newStream());
          results.push(
            ...(await Promise.allSettled(
              cases.slice(first).map((c) => combining.append(c.stream, c.events, { expected: c.expected, metadata: c.m })),
            )),
          );
          const outcome = (i: number) => results[i]!;
          const ok = (i: number) => (outcome(i) as PromiseFulfilledResult<AppendResult>).value;
          const err = (i: number) => (outcome(i) as PromiseRejectedResult).reason;

          cases.forEach((c, i) => {
            switch (c.label) {
              case "new":
                expect(ok(i).duplicate).toBe(false);
                expect(ok(i).events.map((e) => e.streamPosition)).toEqual([0, 1, 2]);
                expect(ok(i).events.map((e) => e.id)).toEqual(c.events.map((e) => e.id));
                break;
              case "exists-no_stream":
                expect(err(i)).toBeInstanceOf(WrongExpectedVersion);
                expect(err(i).actual).toBe(1);
                break;
              case "right-revision":
                expect(ok(i).nextRevision).toBe(1);
                break;
              case "wrong-revision":
                expect(err(i)).toBeInstanceOf(WrongExpectedVersion);
                expect(err(i).actual).toBe(2);
                break;
              case "exists-missing":
                expect(err(i)).toBeInstanceOf(WrongExpectedVersion);
                expect(err(i).actual).toBe("no_stream");
                break;
              case "exists-ok":
                expect(ok(i).nextRevision).toBe(2);
                break;
              case "any":
                expect(ok(i).nextRevision).toBe(0);
                break;
              case "seen":
                expect(ok(i).duplicate).toBe(true);
                expect(ok(i).events.map((e) => e.id)).toEqual(seenFirst.events.map((e) => e.id));
                break;
            }
          });
          // The twins (same command id, different streams): one appended, the other got its events.
          const twins = cases
            .map((c, i) => [c, i] as const)
            .filter(([c]) => c.label === "twin")
            .map(([, i]) => ok(i));
          expect(twins.filter((r) => !r.duplicate)).toHaveLength(1);
          expect(twins[0]!.events.map((e) => e.id)).toEqual(twins[1]!.events.map((e) => e.id));
          for (const c of cases.filter((c) => c.label === "twin")) {
            const n = (await combining.readStream(c.stream)).length;
            expect([0, 1]).toContain(n);
          }
          expect((await combining.findCommand(twin.commandId))!.events).toHaveLength(1);

          // Stored streams match what was reported, and within a stream readAll order = stream order.
          for (const [i, c] of cases.entries()) {
            if (c.label !== "new") continue;
            const read = await combining.readStream(c.stream);
            expect(read.map((e) => e.id)).toEqual(c.events.map((e) => e.id));
            for (let j = 1; j < read.length; j++) expect(comparePositions(read[j - 1]!.position, read[j]!.position)).toBe(-1);
            expect(read.map((e) => e.position)).toEqual(ok(i).events.map((e) => e.position));
          }
          expect(await combining.readStream(at1)).toHaveLength(3);
          expect(await combining.streamRevision(wrong)).toBe(2);
        } finally {
          await combining.close();
        }
      });

      it("an append that fails with an error does not take the appends combined with it down", async () => {
        const combining = createPostgresEventStore(tdb!, { maxConcurrentAppends: 1 });
        try {
          const existing = await combining.append(sid(), [ev()], { expected: "no_stream", metadata: meta() });
          const reusedId = existing.events[0]!.id; // event ids are unique: this append must fail
          const streams = Array.from({ length: 8 }, () => sid());
          const results = await Promise.allSettled([
            ...streams.map((s) => combining.append(s, [ev("Fine")], { expected: "no_stream", metadata: meta() })),
            combining.append(sid(), [{ id: reusedId, type: "Bad", data: {} }], {
              expected: "no_stream",
              metadata: meta(),
            }),
          ]);
          expect(results.slice(0, 8).every((r) => r.status === "fulfilled")).toBe(true);
          const bad = results[8]!;
          expect(bad.status).toBe("rejected");
          expect((bad as PromiseRejectedResult).reason).not.toBeInstanceOf(WrongExpectedVersion);
          for (const s of streams) expect(await combining.readStream(s)).toHaveLength(1);
        } finally {
          await combining.close();
        }
      });

      it("many writers on distinct and shared streams lose nothing and keep stream order", async () => {
        const combining = createPostgresEventStore(tdb!, { maxConcurrentAppends: 2 });
        try {
          const shared = sid();
          const own = Array.from({ length: 12 }, () => sid());
          const revs = own.map(() => "no_stream" as number | "no_stream");
          await Promise.all([
            ...own.map(async (s, w) => {
              for (let n = 0; n < 5; n++) {
                const r = await combining.append(s, [ev(`W${w}`), ev(`W${w}`)], {
                  expected: revs[w]!,
                  metadata: meta(),
                });
                revs[w] = r.nextRevision;
              }
            }),
            ...Array.from({ length: 15 }, () => combining.append(shared, [ev("S")], { expected: "any", metadata: meta() })),
          ]);
          expect(revs).toEqual(own.map(() => 9));
          expect(await combining.readStream(shared)).toHaveLength(15);
          for (const s of own) {
            const read = await combining.readStream(s);
            expect(read.map((e) => e.streamPosition)).toEqual(Array.from({ length: 10 }, (_, i) => i));
            for (let j = 1; j < read.length; j++) expect(comparePositions(read[j - 1]!.position, read[j]!.position)).toBe(-1);
          }
        } finally {
          await combining.close();
        }
      });
    });

    describe.runIf(name === "postgres")("gap-free readAll (two real connections)", () => {
      it("never returns a later commit past an open transaction that began first", async () => {
        const database = tdb!;
        const checkpoint = await eventually(
          async () => {
            // Drain to the current end of the log.
            const all = await readAllAfter(store, null);
            const head = await store.headPosition();
            return { last: all.length ? all[all.length - 1]!.position : null, head };
          },
          ({ last, head }) => (last === null && head === null) || (!!last && !!head && comparePositions(last, head) === 0),
        ).then((x) => x.last);

        // T1 begins first and appends (takes the smaller transaction id and global position) ...
        const trx = await database.db.startTransaction().execute();
        // A failed assertion must not leave it open: the xmin horizon is cluster-wide (docs/operations.md).
        onTestFinished(async () => {
          if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute();
        });
        const t1 = createPostgresEventStore({ ...database, db: trx });
        const s1 = sid("slow");
        const r1 = await t1.append(s1, [ev("T1")], { expected: "no_stream", metadata: meta() });
        // ... T2 appends and commits while T1 is still open.
        const r2 = await store.append(sid("fast"), [ev("T2")], { expected: "no_stream", metadata: meta() });
        expect(comparePositions(r1.position, r2.position)).toBe(-1);

        // The naive reader (by global_position alone) would already see T2 and move past T1.
        const naive = await sql<{ event_id: string }>`
          select event_id::text as event_id from events
          where global_position > ${checkpoint ? checkpoint.b : "0"}::bigint order by global_position`.execute(database.db);
        expect(naive.rows.map((r) => r.event_id)).toEqual([r2.events[0]!.id]);

        // The gap-free reader returns nothing past the checkpoint while T1 is open.
        expect(await store.readAll({ after: checkpoint, limit: 100 })).toEqual([]);
        const head = await store.headPosition();
        if (checkpoint) expect(head).toEqual(checkpoint);
        else expect(head).toBeNull();
        // ... but the committed head is T2, above the horizon (what a rebuild must reach: rebuild-head.ts);
        // T1's uncommitted event is not in it.
        expect(await store.committedHead()).toEqual(r2.position);

        await trx.commit().execute();
        const after = await eventually(
          () => readAllAfter(store, checkpoint),
          (es) => es.length >= 2,
        );
        expect(after.map((e) => e.id)).toEqual([r1.events[0]!.id, r2.events[0]!.id]);
      });

      it("orders by transaction id: a transaction that took its id first but wrote last comes first", async () => {
        const database = tdb!;
        const checkpoint = await store.headPosition();
        const trx = await database.db.startTransaction().execute();
        // A failed assertion must not leave it open: the xmin horizon is cluster-wide (docs/operations.md).
        onTestFinished(async () => {
          if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute();
        });
        await sql`select pg_current_xact_id()`.execute(trx); // T1 takes its transaction id now
        const r2 = await store.append(sid("fast"), [ev("T2")], { expected: "no_stream", metadata: meta() });
        const t1 = createPostgresEventStore({ ...database, db: trx });
        const r1 = await t1.append(sid("slow"), [ev("T1")], { expected: "no_stream", metadata: meta() });
        // T1's event has the larger global_position but the smaller transaction id.
        expect(BigInt(r1.position.b)).toBeGreaterThan(BigInt(r2.position.b));
        expect(BigInt(r1.position.a)).toBeLessThan(BigInt(r2.position.a));
        expect(await store.readAll({ after: checkpoint, limit: 100 })).toEqual([]);
        await trx.commit().execute();
        const after = await eventually(
          () => readAllAfter(store, checkpoint),
          (es) => es.length >= 2,
        );
        expect(after.map((e) => e.type)).toEqual(["T1", "T2"]);
        // A reader that had checkpointed T2 could never have been handed it before T1.
        for (let i = 1; i < after.length; i++) expect(comparePositions(after[i - 1]!.position, after[i]!.position)).toBe(-1);
      });
    });

    describe("command handler", () => {
      it("two concurrent handlers on one stream both succeed (one retries after a conflict)", async () => {
        const s = sid("counter");
        const { decider } = counterDecider();
        await increment(store, s, decider, 1);

        // Both handlers read the same revision before either appends: one must conflict and retry.
        let readers = 0;
        let release!: () => void;
        const bothRead = new Promise<void>((r) => (release = r));
        let conflicts = 0;
        const racing: EventStore = {
          ...store,
          async readStream(id, o) {
            const events = await store.readStream(id, o);
            if (readers < 2) {
              readers++;
              if (readers === 2) release();
              await bothRead;
            }
            return events;
          },
          async append(id, events, o) {
            try {
              return await store.append(id, events, o);
            } catch (e) {
              if (e instanceof WrongExpectedVersion) conflicts++;
              throw e;
            }
          },
        };
        const [a, b] = await Promise.all([increment(racing, s, decider, 10), increment(racing, s, decider, 100)]);
        expect(conflicts).toBe(1);
        expect(a.duplicate || b.duplicate).toBe(false);
        // Whichever went first saw 1; the other saw the first's result.
        expect([a.state, b.state].sort((x, y) => x - y)).toEqual(a.state === 11 || b.state === 11 ? [11, 111] : [101, 111]);
        expect(new Set([...a.events, ...b.events].map((e) => e.streamPosition))).toEqual(new Set([1, 2]));
        const folded = await foldStream(store, s, decider);
        expect(folded).toEqual({ state: 111, revision: 2 });
      });

      it("with a fold cache, a command on a cached stream reads nothing; after another writer's append it reads only what follows", async () => {
        const s = sid("counter");
        const { decider } = counterDecider();
        const folds = new FoldCache();
        const froms: (number | undefined)[] = [];
        let lookups = 0;
        const counting: EventStore = {
          ...store,
          readStream: (id, o) => (froms.push(o?.from), store.readStream(id, o)),
          findCommand: (id) => (lookups++, store.findCommand(id)),
        };
        const a = await increment(counting, s, decider, 1, { folds });
        const b = await increment(counting, s, decider, 2, { folds });
        expect([a.state, b.state]).toEqual([1, 3]);
        // The second command decided on the cached state and appended at its revision: no read at all.
        expect(froms).toEqual([undefined]);
        expect(lookups).toBe(1);
        // Another writer (as another process) appends: the first try's append is refused on the
        // revision, and the command folds in what follows the cached state.
        await store.append(s, [ev("Incremented", { by: 10 })], { expected: "any", metadata: meta() });
        const c = await increment(counting, s, decider, 4, { folds });
        expect(c.state).toBe(17);
        expect(froms[1]).toBe(b.events[0]!.streamPosition + 1);
        // Two at once: one uses the cached state, the other reads the whole stream; one retries after the conflict.
        const [d, e] = await Promise.all([increment(counting, s, decider, 100, { folds }), increment(counting, s, decider, 1000, { folds })]);
        expect([d.state, e.state].sort((x, y) => x - y)[1]).toBe(1117);
        expect((await foldStream(store, s, decider)).state).toBe(1117);
        // A refused command leaves nothing wrong behind; the next one still sees the whole history.
        await expect(increment(counting, s, decider, -5000, { folds })).rejects.toBeInstanceOf(DomainError);
        expect((await increment(counting, s, decider, -17, { folds })).state).toBe(1100);
      });

      it("on a stale cached state, a refusal or a no-op is decided again on the stream as it is; a double submit appends once", async () => {
        const s = sid("counter");
        const { decider } = counterDecider();
        const folds = new FoldCache();
        await increment(store, s, decider, 1, { folds });
        await store.append(s, [ev("Incremented", { by: 10 })], { expected: "any", metadata: meta() });
        // Cached balance 1 would refuse -5; the stream holds 11.
        expect((await increment(store, s, decider, -5, { folds })).state).toBe(6);
        await store.append(s, [ev("Incremented", { by: 1 })], { expected: "any", metadata: meta() });
        // A no-op on the cached state is decided again too (here it stays one).
        expect(await increment(store, s, decider, 0, { folds })).toMatchObject({ events: [], duplicate: false, state: 7 });
        // The same commandId twice on a cached stream: the second gets the first's events.
        const commandId = randomUUID();
        const first = await increment(store, s, decider, 3, { folds, commandId });
        const again = await increment(store, s, decider, 3, { folds, commandId });
        expect(again.duplicate).toBe(true);
        expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
        expect((await foldStream(store, s, decider)).state).toBe(10);
      });

      it("gives up after the retries and rethrows WrongExpectedVersion", async () => {
        const s = sid("counter");
        const { decider } = counterDecider();
        await increment(store, s, decider, 1);
        let appends = 0;
        // Another writer always gets in between the read and the append.
        const hostile: EventStore = {
          ...store,
          async append(id, events, o) {
            appends++;
            await store.append(id, [ev("Incremented", { by: 0 })], { expected: "any", metadata: meta() });
            return store.append(id, events, o);
          },
        };
        await expect(increment(hostile, s, decider, 1, { retries: 2 })).rejects.toBeInstanceOf(WrongExpectedVersion);
        expect(appends).toBe(3);
      });

      it("a repeated commandId returns the first result without deciding again", async () => {
        const s = sid("counter");
        const { decider, spy } = counterDecider();
        const commandId = randomUUID();
        const first = await increment(store, s, decider, 5, { commandId });
        expect(first.duplicate).toBe(false);
        expect(first.state).toBe(5);
        expect(first.position).toEqual(first.events[0]!.position);
        expect(first.events[0]!.metadata).toMatchObject({
          commandId,
          correlationId: commandId,
          causationId: null,
          companyId,
        });
        const again = await increment(store, s, decider, 5, { commandId });
        expect(again.duplicate).toBe(true);
        expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
        expect(again.position).toEqual(first.position);
        expect(spy.decides).toBe(1);
        expect((await foldStream(store, s, decider)).state).toBe(5);
      });

      it("decide returning [] appends nothing; a DomainError propagates unchanged", async () => {
        const s = sid("counter");
        const { decider } = counterDecider();
        const none = await increment(store, s, decider, 0);
        expect(none).toEqual({ events: [], position: null, duplicate: false, state: 0 });
        expect(await store.streamRevision(s)).toBe("no_stream");
        const err = await increment(store, s, decider, -1).catch((e) => e);
        expect(err).toBeInstanceOf(DomainError);
        expect((err as DomainError).message).toBe("Saldo insuficiente.");
        expect((err as DomainError).field).toBe("by");
        expect(await store.streamRevision(s)).toBe("no_stream");
      });

      it("a twin whose command lookup predates the first's commit is a duplicate, not a refusal", async () => {
        const s = sid("counter");
        const { decider } = counterDecider();
        await increment(store, s, decider, 3);
        const commandId = randomUUID();
        const first = await increment(store, s, decider, -3, { commandId });
        // The twin's findCommand ran on a snapshot from before the first committed; its readStream
        // ran after, so the decider sees the balance already spent and refuses.
        let lookups = 0;
        const stale: EventStore = {
          ...store,
          async findCommand(id) {
            return lookups++ === 0 ? null : store.findCommand(id);
          },
        };
        const twin = await increment(stale, s, decider, -3, { commandId });
        expect(lookups).toBe(2);
        expect(twin.duplicate).toBe(true);
        expect(twin.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
        expect((await foldStream(store, s, decider)).state).toBe(0);
        // A refusal with no twin behind it still propagates.
        const refused = await increment(stale, s, decider, -1).catch((e) => e);
        expect(refused).toBeInstanceOf(DomainError);
      });

      it("foldStream `until` folds only what had happened by then", async () => {
        const s = sid("counter");
        const { decider } = counterDecider();
        const at = (d: number) => ({ ...ctx(), now: new Date(Date.UTC(2025, 1, d)).toISOString() });
        await increment(store, s, decider, 1, { ctx: at(1) });
        await increment(store, s, decider, 2, { ctx: at(2) });
        await increment(store, s, decider, 4, { ctx: at(3) });
        expect(await foldStream(store, s, decider, { until: at(2).now })).toEqual({ state: 3, revision: 1 });
        expect(await foldStream(store, s, decider)).toEqual({ state: 7, revision: 2 });
      });
    });
  });
});
