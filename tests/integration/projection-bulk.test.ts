// Bulk handlers must leave exactly the rows that one event at a time leaves: every projection is
// rebuilt over the same log with batches of 1 (every run is a single event), 7 (runs cut at odd
// places) and 5,000 (whole-log runs), and every read-model table must be identical each time.
import { beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { rebuildProjections } from "../../projections/rebuild";
import { allProjections, automationProjection, coreProjection, customersProjection, dashboardProjection } from "../../projections/index";
import { generate } from "../../bench/support/generate";
import type { ItemCommand } from "../../domain/item";
import { useSeededCompany } from "../support/seeded-company";

const fx = useSeededCompany();

beforeAll(async () => {
  const { database, store, runner } = fx;
  const gen = await generate({
    database,
    store,
    companies: 2,
    itemsPerCompany: 40,
    movesPerItem: 4,
    customersPerCompany: 5,
    mode: "bulk",
    seed: 7,
  });
  // Events that end runs (sends, edits, deletes, returns) between bulk-capable ones, in one company.
  const c = gen.companies[0]!;
  let last = gen.last;
  const send = async (itemId: string, command: ItemCommand) => {
    const r = await fx.item(itemId, command, { actorId: c.managerId, companyId: c.companyId });
    last = r.position ?? last;
  };
  // Co-owners (ADR 028): set, changed twice in a row (one run keeps the last list), emptied.
  const coOwners = (ids: string[]): ItemCommand => ({
    type: "SetItemOwners",
    owners: ids,
    companyUsers: c.vendorIds.map((v, k) => ({ id: v, name: `Vendedor ${k}` })),
    actorManages: true,
  });
  for (const [i, id] of c.itemIds.slice(0, 12).entries()) {
    if (i % 3 === 0) await send(id, coOwners(c.vendorIds));
    if (i === 3) await send(id, coOwners(c.vendorIds.slice(-1)));
    if (i === 6) await send(id, coOwners([]));
    if (i % 4 === 0)
      await send(id, {
        type: "SendItem",
        toUserId: c.vendorIds[0]!,
        toUserName: "Vendedor",
        allowedReceivers: c.vendorIds,
      });
    if (i % 4 === 1) await send(id, { type: "EditItem", name: `Renomeado ${i}`, amount: "1000.10" });
    if (i % 4 === 2) {
      await send(id, { type: "DeleteItem", actorRole: "MANAGER" });
      // "Desfazer" (ADR 016) on one of them: its rows come back from where the delete set them aside.
      if (i === 2) await send(id, { type: "RestoreItem", actorRole: "MANAGER" });
      continue;
    }
    const state = await store.readStream(`item-${id}`);
    if (state.some((e) => e.type === "SaleWon" || e.type === "SaleLost")) {
      // A decided sale back in the funnel: the dashboard retracts its won/lost figures and opens a stay.
      await send(id, { type: "ReturnItemToFunnel", to: { id: c.columns[0]!.columnId, title: c.columns[0]!.title }, sortKey: `r${i}` });
      continue;
    }
    await send(id, {
      type: "MoveItem",
      to: { id: c.columns[1]!.columnId, title: c.columns[1]!.title },
      sortKey: `a${i}`,
    });
  }
  // The readable horizon is server-wide (docs/operations.md): wait for the last write, not a poll.
  expect(await runner.waitFor(last!, { timeoutMs: 120_000 })).toBe(true);
  await runner.stop();
}, 180_000);

it("the dashboard and automation projections apply the log's item events in bulk", () => {
  // Without this the equality test below would pass with per-event handlers and prove nothing about bulk.
  for (const p of [dashboardProjection, automationProjection])
    for (const type of ["ItemCreated", "ItemMoved", "SaleWon", "SaleLost", "ItemReturnedToFunnel", "ItemDetailsChanged"])
      expect(p.bulkTypes, p.name).toContain(type);
  // Customers too (the log has 10 CustomerCreated): they were one statement (core) or four (customers) each.
  for (const p of [coreProjection, customersProjection]) expect(p.bulkTypes, p.name).toContain("CustomerCreated");
});

it("batches of 1, 7 and 5,000 give identical read models, equal to the live ones", async () => {
  const { database, store } = fx;
  const live = await fx.snapshot();
  expect(live.rm_items!.length).toBeGreaterThan(80);
  const n = (await sql<{ n: string }>`select count(*)::text as n from events`.execute(database.db)).rows[0]!.n;
  expect(Number(n)).toBeGreaterThan(400);
  for (const batchSize of [1, 7, 5000]) {
    await rebuildProjections({ database, store, projections: allProjections, batchSize });
    expect(await fx.snapshot(), `batch ${batchSize}`).toEqual(live);
  }
  // rm_board_totals (triggers on rm_items) is exactly the open items' count and sum per column and owner.
  const kept = await sql<{ r: string }>`
    select (company_id, board_type, column_id, owner_id, item_count, amount)::text as r from rm_board_totals order by 1`.execute(database.db);
  const fresh = await sql<{ r: string }>`
    select (company_id, board_type, column_id, owner_id, count(*)::integer, sum(amount)::numeric(16, 2))::text as r
    from rm_items where status = 'IN_PROGRESS' group by company_id, board_type, column_id, owner_id order by 1`.execute(database.db);
  expect(kept.rows.length).toBeGreaterThan(5);
  expect(kept.rows).toEqual(fresh.rows);
}, 180_000);
