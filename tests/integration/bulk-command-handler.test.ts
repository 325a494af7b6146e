// handleCommandsBulk (eventstore/bulk-command-handler.ts) on real PostgreSQL and on PGlite: a batch
// gives what handleCommand one by one would give — register or edit per alternative, a second
// command on a stream decided after the first, a resent batch applied once, a refusal as an
// outcome, and a concurrent writer between the batch's read and its append decided again.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError, type Decider, type DomainEvent } from "../../domain/shared/decider";
import { handleCommandsBulk, type BulkCommand } from "../../eventstore/bulk-command-handler";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { freshDatabase, kinds, type TestDatabase } from "../support/test-db";

type RowEvent = DomainEvent<"Registered", { name: string }> | DomainEvent<"Edited", { name: string }>;
type RowCommand = { type: "Register"; name: string } | { type: "Edit"; name: string };
type RowState = { name: string } | null;

const rowDecider: Decider<RowState, RowCommand, RowEvent> = {
  initialState: () => null,
  evolve: (_s, e) => ({ name: e.data.name }),
  decide(c, s) {
    if (!c.name) throw new DomainError("Informe o nome.", "name");
    if (c.type === "Register") {
      if (s) throw new DomainError("Já cadastrado.", undefined, "conflict");
      return [{ type: "Registered", data: { name: c.name } }];
    }
    if (!s) throw new DomainError("Não encontrado.", undefined, "not_found");
    return s.name === c.name ? [] : [{ type: "Edited", data: { name: c.name } }];
  },
};

const companyId = randomUUID();
const ctx = { now: "2026-11-24T12:00:00.000Z", today: "2026-11-24", actorId: randomUUID(), companyId };

function line(stream: string, name: string, seed = randomUUID()): BulkCommand<RowState, RowCommand, RowEvent> {
  return {
    streamId: stream,
    decider: rowDecider,
    alternatives: [
      { command: { type: "Register", name }, commandId: `${seed}:register` },
      { command: { type: "Edit", name }, commandId: `${seed}:edit` },
    ],
  };
}

describe.each(kinds)("handleCommandsBulk on %s", (kind) => {
  let tdb: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    tdb = await freshDatabase(kind);
    store = createPostgresEventStore(tdb);
  });
  afterAll(async () => {
    await store.close();
    await tdb.drop();
  });
  const sid = () => `row-${randomUUID()}`;
  const types = async (s: string) => (await store.readStream(s)).map((e) => `${e.type}:${(e.data as { name: string }).name}`);

  it("registers new rows, edits existing ones, leaves same ones alone; outcomes in order", async () => {
    const [known, same, fresh] = [sid(), sid(), sid()];
    await handleCommandsBulk(store, [line(known, "antigo"), line(same, "igual")], ctx, randomUUID);
    const out = await handleCommandsBulk(
      store,
      [line(fresh, "novo"), line(known, "renomeado"), line(same, "igual"), line(sid(), "")],
      ctx,
      randomUUID,
    );
    expect(out.map((o) => (o.ok ? `${o.alternative}:${o.result.events.map((e) => e.type).join(",")}` : o.error.message))).toEqual([
      "0:Registered",
      "1:Edited",
      "1:",
      "Informe o nome.",
    ]);
    expect(await types(known)).toEqual(["Registered:antigo", "Edited:renomeado"]);
    expect(await types(fresh)).toEqual(["Registered:novo"]);
    expect(await types(same)).toEqual(["Registered:igual"]);
    const last = out[1]!;
    expect(last.ok && last.result.state).toEqual({ name: "renomeado" });
  });

  it("a second command on a stream of the batch is decided after the first, in order", async () => {
    const s = sid();
    const out = await handleCommandsBulk(store, [line(s, "um"), line(sid(), "outro"), line(s, "dois"), line(s, "três")], ctx, randomUUID);
    expect(out.map((o) => o.ok && o.alternative)).toEqual([0, 0, 1, 1]);
    expect(await types(s)).toEqual(["Registered:um", "Edited:dois", "Edited:três"]);
  });

  it("the same batch sent again (same command ids) appends nothing and reports duplicates", async () => {
    const streams = Array.from({ length: 30 }, sid);
    const seeds = streams.map(() => randomUUID());
    const batch = () => streams.map((s, i) => line(s, `n${i}`, seeds[i]));
    const first = await handleCommandsBulk(store, batch(), ctx, randomUUID);
    const again = await handleCommandsBulk(store, batch(), ctx, randomUUID);
    expect(first.every((o) => o.ok && !o.result.duplicate && o.result.events.length === 1)).toBe(true);
    expect(again.every((o) => o.ok && o.result.duplicate && o.alternative === 0)).toBe(true);
    again.forEach((o, i) => {
      const f = first[i]!;
      expect(o.ok && f.ok && o.result.events.map((e) => e.id)).toEqual(f.ok && f.result.events.map((e) => e.id));
    });
    for (const s of streams) expect(await store.readStream(s)).toHaveLength(1);
  });

  it("a writer that appends between the batch's read and its append: that line is decided again", async () => {
    const [raced, calm] = [sid(), sid()];
    // The same store, with another writer's append slipped in right after the batch read the streams.
    const racing: EventStore = {
      ...store,
      readStreams: async (ids) => {
        const read = await store.readStreams(ids);
        await store.append(raced, [{ id: randomUUID(), type: "Registered", data: { name: "do outro" } }], {
          expected: "no_stream",
          metadata: { companyId, actorId: ctx.actorId, commandId: randomUUID(), correlationId: randomUUID(), causationId: null, occurredAt: ctx.now },
        });
        return read;
      },
    };
    const out = await handleCommandsBulk(racing, [line(raced, "meu"), line(calm, "calmo")], ctx, randomUUID);
    expect(out.map((o) => o.ok && o.alternative)).toEqual([1, 0]);
    expect(await types(raced)).toEqual(["Registered:do outro", "Edited:meu"]);
    expect(await types(calm)).toEqual(["Registered:calmo"]);
  });

  it("1,000 lines in one batch", async () => {
    const streams = Array.from({ length: 1000 }, sid);
    const out = await handleCommandsBulk(
      store,
      streams.map((s, i) => line(s, `k${i}`)),
      ctx,
      randomUUID,
    );
    expect(out.filter((o) => o.ok && o.alternative === 0 && o.result.events.length === 1)).toHaveLength(1000);
    const all = await store.readStreams(streams);
    expect([...all.values()].every((es) => es.length === 1)).toBe(true);
  });
});
