// R1 (issue 8): 100 parallel moves of one item through the real command handler and PostgreSQL
// store. Each either is accepted (exactly one ItemMoved, once in the log and once in the item's
// history after the projection catches up) or is refused with WrongExpectedVersion after the
// handler's retries (and then leaves no trace). The final column is the last accepted move.
import { expect, it } from "vitest";
import { generateNKeysBetween } from "fractional-indexing";
import { WrongExpectedVersion } from "../../eventstore/types";
import { uuidv7 } from "../../eventstore/ids";
import { registerCompany } from "../../scripts/demo-seed";
import { seededRandom } from "./support/random";
import { waitForHorizon } from "./support/horizon";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand, sendItemCommand } from "../support/commands";

// A database, store and running projections; each test registers its own company.
const fx = useSeededCompany({ seed: false });

// With the app's retries (3) most of the 100 lose the race; with a patient client every one must get
// through. Both runs check the same invariants.
it.each([
  { label: "the app's retries", retries: undefined, seed: 1 },
  { label: "a patient client", retries: 1000, seed: 2 },
])(
  "100 parallel moves of one item ($label): each accepted move exactly once, final column = last accepted",
  async ({ retries, seed }) => {
    const { database, store, runner } = fx;
    const random = seededRandom(seed);
    const { companyId, managerId, columns } = await registerCompany(
      { database, store },
      {
        name: "Solar R1",
        plan: "BASIC",
        manager: { name: "Gerente R1", email: `r1-${seed}@girassol.test`, password: "Girassol123" },
      },
    );
    const itemId = uuidv7();
    const streamId = `item-${itemId}`;
    const keys = generateNKeysBetween(null, null, 101);
    const manager = { actorId: managerId, companyId };
    await sendItemCommand(
      store,
      manager,
      itemId,
      createItemCommand({
        itemId,
        name: "Venda disputada",
        amount: "1000.00",
        ownerId: managerId,
        column: columns[0]!,
        sortKey: keys[100]!,
      }),
    );

    // Every move differs from every state (distinct sort keys), so an accepted move always appends.
    const moves = Array.from({ length: 100 }, (_, i) => {
      const col = columns[Math.floor(random() * columns.length)]!;
      return { commandId: uuidv7(), to: { id: col.columnId, title: col.title }, sortKey: keys[i]! };
    });
    const outcomes = await Promise.allSettled(
      moves.map((m) =>
        sendItemCommand(store, manager, itemId, { type: "MoveItem", to: m.to, sortKey: m.sortKey }, { commandId: m.commandId, retries }),
      ),
    );

    const accepted: { move: (typeof moves)[number]; streamPosition: number }[] = [];
    const refused: (typeof moves)[number][] = [];
    outcomes.forEach((o, i) => {
      if (o.status === "fulfilled") {
        expect(o.value.duplicate).toBe(false);
        expect(o.value.events).toHaveLength(1);
        expect(o.value.events[0]!.type).toBe("ItemMoved");
        accepted.push({ move: moves[i]!, streamPosition: o.value.events[0]!.streamPosition });
      } else {
        // Only a lost race may refuse a move; anything else is a bug.
        expect(o.reason).toBeInstanceOf(WrongExpectedVersion);
        refused.push(moves[i]!);
      }
    });
    console.log(`R1: ${accepted.length} moves accepted, ${refused.length} refused after retries`);
    expect(accepted.length).toBeGreaterThan(0);
    if (retries !== undefined) expect(accepted).toHaveLength(100);

    // The log: the creation plus exactly the accepted moves, each once, at the position it was told.
    const log = await store.readStream(streamId);
    expect(log).toHaveLength(1 + accepted.length);
    expect(log.map((e) => e.streamPosition)).toEqual(log.map((_, i) => i));
    const byCommand = new Map(log.map((e) => [e.metadata.commandId, e]));
    for (const a of accepted) {
      const e = byCommand.get(a.move.commandId);
      expect(e?.streamPosition).toBe(a.streamPosition);
      expect(e?.data).toMatchObject({ toColumnId: a.move.to.id, sortKey: a.move.sortKey });
    }
    for (const r of refused) {
      expect(byCommand.has(r.commandId)).toBe(false);
      expect(await store.findCommand(r.commandId)).toBeNull();
    }

    // The read models after catch-up: one history row per accepted move, the last one wins.
    const lastWritten = log[log.length - 1]!.position;
    const head = await waitForHorizon(store, lastWritten);
    expect(await runner.waitFor(head, { timeoutMs: 120_000 })).toBe(true);
    const history = await database.db
      .selectFrom("rm_item_history")
      .select(["stream_position", "event_type"])
      .where("item_id", "=", itemId)
      .orderBy("stream_position")
      .execute();
    const moved = history.filter((h) => h.event_type === "ItemMoved").map((h) => Number(h.stream_position));
    expect(moved).toEqual(accepted.map((a) => a.streamPosition).sort((x, y) => x - y));
    const last = accepted.reduce((x, y) => (y.streamPosition > x.streamPosition ? y : x));
    const item = await database.db.selectFrom("rm_items").select(["column_id", "sort_key"]).where("id", "=", itemId).executeTakeFirstOrThrow();
    expect(item).toEqual({ column_id: last.move.to.id, sort_key: last.move.sortKey });
  },
  300_000,
);
