// "Desfazer" after deleting items (issue 18, ADR 016): delete → restore brings back every read
// model's rows as they were (board card at its place, reject reasons, dashboard figures and stays,
// notifications, the automation copy), a taken number is not given twice, and a rebuild from the
// log gives the same tables.
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { allProjections } from "../../projections/index";
import { uuidv7 } from "../../eventstore/ids";
import { RESTORE_WINDOW_MS, type ItemCommand } from "../../domain/item";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand } from "../support/commands";

const fx = useSeededCompany();

/** Everything the read models hold about one item (and the company's dashboard figures). */
async function itemRows(id: string) {
  const { db, company } = fx;
  const rows = async (q: string) => (await sql.raw<Record<string, unknown>>(q).execute(db)).rows;
  return {
    item: await db.selectFrom("rm_items").selectAll().where("id", "=", id).execute(),
    reasons: await db.selectFrom("rm_item_reject_reasons").selectAll().where("item_id", "=", id).orderBy("position").execute(),
    analytics: await db.selectFrom("rm_an_items").selectAll().where("item_id", "=", id).execute(),
    stays: await db.selectFrom("rm_an_column_stays").selectAll().where("item_id", "=", id).orderBy("seq").execute(),
    notifications: await db.selectFrom("rm_notifications").selectAll().where("item_id", "=", id).orderBy("id").execute(),
    automation: await db.selectFrom("rm_automation_items").selectAll().where("id", "=", id).execute(),
    open: await rows(`select * from rm_an_open where company_id = '${company.id}' order by board_type, user_id`),
    monthly: await rows(`select * from rm_an_monthly where company_id = '${company.id}' order by board_type, user_id, month`),
    totals: await rows(`select * from rm_board_totals where company_id = '${company.id}' order by 1, 2, 3`),
  };
}

/** The refusal's message (the command handler throws the DomainError), or "applied". */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return "applied";
  } catch (e) {
    return (e as Error).message;
  }
}

describe("delete and Desfazer", () => {
  const send = async (itemId: string, command: ItemCommand, at?: string) => {
    const r = await fx.item(itemId, command, at ? { at } : undefined);
    expect(await fx.settle()).toBe(true);
    return r;
  };

  it("a restored card is back at its place, with every read model's rows as before", async () => {
    const { items, vendor, columns } = fx;
    const id = items[1]!.id;
    // A notification for the item (ItemSent) and a place of its own in a column.
    await send(id, { type: "MoveItem", to: { id: columns[2]!.column_id, title: columns[2]!.title }, sortKey: "a7" });
    await send(id, { type: "SendItem", toUserId: vendor.id, toUserName: vendor.name, allowedReceivers: [vendor.id] });
    const before = await itemRows(id);
    expect(before.item).toHaveLength(1);
    expect(before.notifications.length).toBeGreaterThan(0);
    expect(before.stays.length).toBeGreaterThan(1);

    await send(id, { type: "DeleteItem", actorRole: "MANAGER" });
    const gone = await itemRows(id);
    expect(gone.item).toEqual([]);
    expect(gone.analytics).toEqual([]);
    expect(gone.notifications).toEqual([]);
    expect(gone.open).not.toEqual(before.open);

    await send(id, { type: "RestoreItem", actorRole: "MANAGER" });
    const after = await itemRows(id);
    const { version: _v1, updated_at: _u1, ...card } = after.item[0]!;
    const { version: _v0, updated_at: _u0, ...cardBefore } = before.item[0]!;
    expect(card).toEqual(cardBefore);
    expect(card).toMatchObject({ column_id: columns[2]!.column_id, sort_key: "a7", owner_id: vendor.id });
    expect({ ...after, item: [] }).toEqual({ ...before, item: [] });
    expect(await fx.db.selectFrom("rm_items_trash").select("item_id").where("item_id", "=", id).execute()).toEqual([]);

    const history = await fx.db.selectFrom("rm_item_history").select("text").where("item_id", "=", id).orderBy("stream_position").execute();
    expect(history.slice(-2).map((h) => h.text)).toEqual(["Item excluído", "Exclusão desfeita: item restaurado"]);

    expect(await refusal(fx.item(id, { type: "RestoreItem", actorRole: "MANAGER" }))).toBe("Este item não está excluído: não há o que desfazer.");
  });

  it("brings back reject reasons, refuses after the window, and never gives one number twice", async () => {
    const { company, db } = fx;
    const [projectCol] = await fx.columnsOf("PROJECT");
    const project = uuidv7();
    await send(
      project,
      createItemCommand({
        itemId: project,
        boardType: "PROJECT",
        name: "Projeto Undo",
        amount: "10.00",
        ownerId: company.manager_id,
        column: projectCol!,
      }),
    );
    await send(project, { type: "AddRejectReason", reasonId: uuidv7(), reason: "Falta ART" });
    await send(project, { type: "AddRejectReason", reasonId: uuidv7(), reason: "Diagrama" });
    const before = await itemRows(project);
    const number = before.item[0]!.number;

    // Deleted (it held the highest number), then a new item takes that number meanwhile.
    const deletedAt = new Date();
    await send(project, { type: "DeleteItem", actorRole: "MANAGER" }, deletedAt.toISOString());
    const other = uuidv7();
    await send(
      other,
      createItemCommand({ itemId: other, boardType: "PROJECT", name: "Outro", amount: "1.00", ownerId: company.manager_id, column: projectCol! }),
    );
    const taken = await db.selectFrom("rm_items").select("number").where("id", "=", other).executeTakeFirstOrThrow();
    expect(taken.number).toBe(number);

    const late = fx.item(project, { type: "RestoreItem", actorRole: "MANAGER" }, { at: new Date(deletedAt.getTime() + RESTORE_WINDOW_MS + 1000) });
    expect(await refusal(late)).toBe("O prazo para desfazer a exclusão acabou: o item continua excluído.");

    await send(project, { type: "RestoreItem", actorRole: "MANAGER" }, new Date(deletedAt.getTime() + 2000).toISOString());
    const after = await itemRows(project);
    expect(after.reasons).toEqual(before.reasons);
    expect(after.item[0]!.number).toBe(number + 1);
    // The automation copy (webhook payloads) numbers it the same way.
    expect(after.automation[0]).toMatchObject({ live: true, number: number + 1 });
  });

  it("a rebuild from the log gives identical tables, trash included", async () => {
    // One more delete left undone: its rows stay set aside.
    await send(fx.items[3]!.id, { type: "DeleteItem", actorRole: "MANAGER" });
    expect(await fx.db.selectFrom("rm_items_trash").select("item_id").execute()).toEqual([{ item_id: fx.items[3]!.id }]);
    const tables = allProjections.flatMap((p) => p.tables);
    const { live, rebuilt } = await fx.rebuild(tables);
    expect(rebuilt).toEqual(live);
    expect(live.rm_an_items_trash!.length).toBe(1);
  });
});
