// The business-event payload (docs/automation.md) comes from the "automation" enrichment read
// model: it describes the item as it was right after the event (not as it is now), the numbers
// agree with the boards' (#00001), and a rebuild from the log gives identical payloads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { freshDatabase, type TestDatabase } from "../support/test-db";
import { createPostgresEventStore } from "../../eventstore/postgres/adapter";
import type { EventStore } from "../../eventstore/types";
import { ProjectionRunner } from "../../projections/runner";
import { rebuildProjections } from "../../projections/rebuild";
import { allProjections, automationProjection } from "../../projections/index";
import { seedDemoIfEmpty } from "../../scripts/demo-seed";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7 } from "../../eventstore/ids";
import { itemDecider } from "../../domain/item";

async function snapshot(database: TestDatabase) {
  const out: Record<string, string[]> = {};
  for (const table of automationProjection.tables) {
    const { rows } = await sql<{ r: string }>`select t::text as r from ${sql.table(table)} t order by 1`.execute(
      database.db,
    );
    out[table] = rows.map((x) => x.r);
  }
  return out;
}

describe.each(["postgres", "pglite"] as const)("automation enrichment on %s", (kind) => {
  let database: TestDatabase;
  let store: EventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = createPostgresEventStore(database);
    runner = new ProjectionRunner({ database, store, projections: allProjections, log: () => {} });
    await runner.start();
    expect(await seedDemoIfEmpty({ database, store, runner })).toBe(true);
  });
  afterAll(async () => {
    await runner?.stop();
    await store?.close();
    await database?.drop();
  });

  it("payloads carry the item as it was at the event, numbers match the boards, rebuild is identical", async () => {
    const db = database.db;
    const company = await db.selectFrom("rm_companies").select(["id", "manager_id"]).executeTakeFirstOrThrow();
    const vendor = await db
      .selectFrom("rm_users")
      .select(["id", "name"])
      .where("role", "=", "VENDOR")
      .executeTakeFirstOrThrow();
    const columns = await db
      .selectFrom("rm_board_columns")
      .select(["column_id", "title"])
      .where("board_type", "=", "SALES")
      .orderBy("sort_key")
      .execute();
    const items = await db
      .selectFrom("rm_items")
      .select(["id", "number", "name", "column_id", "customer_name"])
      .where("status", "=", "IN_PROGRESS")
      .orderBy("number")
      .execute();
    const send = async (itemId: string, command: any) =>
      await handleCommand(store, {
        streamId: `item-${itemId}`,
        decider: itemDecider,
        command,
        commandId: uuidv7(),
        ctx: commandContext(company.manager_id, company.id),
        newId: () => uuidv7(),
      });
    const target = items[0];
    const fromCol = columns.find((c) => c.column_id === target.column_id)!;
    const toCol = columns.find((c) => c.column_id !== target.column_id)!;
    const moved = await send(target.id, {
      type: "MoveItem",
      to: { id: toCol.column_id, title: toCol.title },
      sortKey: "a5",
    });
    // Later changes must not rewrite the earlier payload.
    await send(target.id, { type: "EditItem", name: "Nome novo", amount: "999.90" });
    await send(target.id, {
      type: "SendItem",
      toUserId: vendor.id,
      toUserName: vendor.name,
      allowedReceivers: [vendor.id],
    });
    const won = await send(target.id, { type: "WinSale", power: "6.5", ucType: "Residencial" });
    // Deleting the newest item, then creating one: the automation number must still equal the board's.
    const newest = await db.selectFrom("rm_items").select(["id"]).orderBy("number", "desc").executeTakeFirstOrThrow();
    await send(newest.id, { type: "DeleteItem", actorRole: "MANAGER" });
    const fresh = uuidv7();
    const last = await send(fresh, {
      type: "CreateItem",
      itemId: fresh,
      boardType: "SALES",
      name: "Depois da exclusão",
      amount: "10",
      customer: null,
      leadTemperature: -1,
      validityDate: null,
      power: null,
      ucType: null,
      ownerId: company.manager_id,
      column: { id: columns[0].column_id, title: columns[0].title },
      sortKey: "a0",
    });
    expect(await runner.waitFor(last.position!, { timeoutMs: 10_000 })).toBe(true);

    const row = await db
      .selectFrom("rm_business_events")
      .select(["payload", "action"])
      .where("event_id", "=", moved.events[0].id)
      .executeTakeFirstOrThrow();
    expect(row.payload).toEqual({
      schema: "girassol.business.v1",
      eventId: moved.events[0].id,
      action: "MOVING_BUSINESS_BETWEEN_STAGES",
      occurredAt: moved.events[0].metadata.occurredAt,
      company: { id: company.id },
      actor: { id: company.manager_id, name: "Gerente Demo" },
      item: {
        id: target.id,
        number: target.number,
        numberLabel: `#${String(target.number).padStart(5, "0")}`,
        name: target.name,
        boardType: "SALES",
        amount: expect.stringMatching(/^\d+\.\d\d$/),
        customer: { id: expect.any(String), name: target.customer_name },
        owner: { id: expect.any(String), name: expect.any(String) },
      },
      from: { columnId: fromCol.column_id, columnTitle: fromCol.title },
      to: { columnId: toCol.column_id, columnTitle: toCol.title },
    });
    const gain = await db
      .selectFrom("rm_business_events")
      .select(["payload"])
      .where("event_id", "=", won.events[0].id)
      .executeTakeFirstOrThrow();
    expect(gain.payload).toMatchObject({
      action: "BUSINESS_GAIN",
      power: "6.5",
      ucType: "Residencial",
      item: { name: "Nome novo", amount: "999.90", owner: { id: vendor.id, name: vendor.name } },
    });

    const boardNumbers = await db.selectFrom("rm_items").select(["id", "number"]).orderBy("id").execute();
    const ours = await db
      .selectFrom("rm_automation_items")
      .select(["id", "number"])
      .where("live", "=", true)
      .orderBy("id")
      .execute();
    expect(ours).toEqual(boardNumbers);

    const live = await snapshot(database);
    expect(live.rm_business_events.length).toBeGreaterThanOrEqual(3);
    await runner.stop();
    await rebuildProjections({ database, store, projections: [automationProjection] });
    expect(await snapshot(database)).toEqual(live);
  });
});
