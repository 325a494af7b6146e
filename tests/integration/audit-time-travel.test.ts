// Time travel folds the log up to an instant: a board between two moves shows the card in the
// column it was in then, with the totals of then, and the numbers the boards gave.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automationFixture } from "../support/automation-fixture";
import { companyEvents } from "../../audit/company-events";
import { boardAt } from "../../audit/time-travel";
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";
import { createItemCommand } from "../support/commands";

describe("time travel", () => {
  let fx: Awaited<ReturnType<typeof automationFixture>>;
  beforeAll(async () => {
    fx = await automationFixture();
  });
  afterAll(async () => {
    await fx?.close();
  });

  it("a board at an instant between two moves shows the card in the right column", async () => {
    const [a, b, c] = fx.columns;
    const id = uuidv7();
    // Days ago (the demo board exists since 30 days ago): created at t0, moved at t1 and at t2.
    const day = 86_400_000,
      base = Math.floor(Date.now() / day) * day - 5 * day;
    const t0 = new Date(base),
      t1 = new Date(base + day),
      t2 = new Date(base + 2 * day);
    const after = (t: Date, hours: number) => new Date(t.getTime() + hours * 3600_000);
    const at = (command: ItemCommand, when: Date) => fx.item(id, command, { at: when });
    await at(createItemCommand({ itemId: id, name: "Viajante", amount: "1000.50", ownerId: fx.company.manager_id, column: a }), t0);
    await at({ type: "MoveItem", to: { id: b.column_id, title: b.title }, sortKey: "a0" }, t1);
    const last = await at({ type: "MoveItem", to: { id: c.column_id, title: c.title }, sortKey: "a0" }, t2);
    expect(await fx.runner.waitFor(last.position!, { timeoutMs: 30_000 })).toBe(true);

    const boardAtInstant = async (instant: Date) => {
      const events = [];
      for await (const e of companyEvents(fx.database, {
        companyId: fx.company.id,
        until: instant,
        streamTypes: ["item", "board"],
      }))
        events.push(e);
      return boardAt("SALES", fx.company.id, events);
    };
    const where = (board: Awaited<ReturnType<typeof boardAtInstant>>) => board.columns.find((col) => col.cards.some((x) => x.id === id))?.id ?? null;

    expect(where(await boardAtInstant(new Date(t0.getTime() - 1000)))).toBeNull();
    expect(where(await boardAtInstant(after(t0, 6)))).toBe(a.column_id);
    const between = await boardAtInstant(after(t1, 6));
    expect(where(between)).toBe(b.column_id);
    const colB = between.columns.find((col) => col.id === b.column_id)!;
    expect(colB.cards.find((x) => x.id === id)).toMatchObject({ name: "Viajante", amount: "1000.50" });
    expect(colB.total).toBe(colB.cards.reduce((s, x) => s + Number(x.amount), 0).toFixed(2));
    expect(where(await boardAtInstant(after(t2, 1)))).toBe(c.column_id);

    // Now: the fold agrees with the live board (columns, cards, numbers).
    const now = await boardAtInstant(new Date(Date.now() + 60_000));
    const live = await fx.db
      .selectFrom("rm_items")
      .select(["id", "column_id", "number"])
      .where("board_type", "=", "SALES")
      .where("status", "=", "IN_PROGRESS")
      .execute();
    const folded = now.columns.flatMap((col) => col.cards.map((x) => ({ id: x.id, column_id: col.id, number: x.number })));
    const byId = (l: { id: string }[]) => [...l].sort((p, q) => p.id.localeCompare(q.id));
    expect(byId(folded)).toEqual(byId(live));
  });
});
