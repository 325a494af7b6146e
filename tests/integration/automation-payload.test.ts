// The business-event payload (docs/automation.md) comes from the "automation" enrichment read
// model: it describes the item as it was right after the event (not as it is now), the numbers
// agree with the boards' (#00001), and a rebuild from the log gives identical payloads.
import { describe, expect, it } from "vitest";
import { automationProjection } from "../../projections/index";
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand } from "../support/commands";

describe.each(["postgres", "pglite"] as const)("automation enrichment on %s", (kind) => {
  const fx = useSeededCompany({ kind });

  it("payloads carry the item as it was at the event, numbers match the boards, rebuild is identical", async () => {
    const { db, runner, company, vendor, columns, items } = fx;
    expect(fx.seeded).toBe(true);
    const send = (itemId: string, command: ItemCommand) => fx.item(itemId, command);
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
    const last = await send(
      fresh,
      createItemCommand({
        itemId: fresh,
        name: "Depois da exclusão",
        amount: "10",
        ownerId: company.manager_id,
        column: columns[0],
      }),
    );
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
    const gain = await db.selectFrom("rm_business_events").select(["payload"]).where("event_id", "=", won.events[0].id).executeTakeFirstOrThrow();
    expect(gain.payload).toMatchObject({
      action: "BUSINESS_GAIN",
      power: "6.5",
      ucType: "Residencial",
      item: { name: "Nome novo", amount: "999.90", owner: { id: vendor.id, name: vendor.name } },
    });

    const boardNumbers = await db.selectFrom("rm_items").select(["id", "number"]).orderBy("id").execute();
    const ours = await db.selectFrom("rm_automation_items").select(["id", "number"]).where("live", "=", true).orderBy("id").execute();
    expect(ours).toEqual(boardNumbers);

    const { live, rebuilt } = await fx.rebuild(automationProjection.tables, [automationProjection]);
    expect(live.rm_business_events.length).toBeGreaterThanOrEqual(3);
    expect(rebuilt).toEqual(live);
  });
});
