// The read models the app shows are disposable: after real commands (the demo seed plus moves,
// wins, losses, returns and edits), a rebuild from the first event must give identical rows.
import { describe, expect, it } from "vitest";
import { coreProjection } from "../../projections/index";
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";
import type { BoardCommand } from "../../domain/board";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand } from "../support/commands";

describe.each(["postgres", "pglite"] as const)("core projection on %s", (kind) => {
  const fx = useSeededCompany({ kind });

  it("applies commands and rebuilds to identical tables", async () => {
    const { db, runner, company, columns, items, vendor } = fx;
    expect(fx.seeded).toBe(true);
    expect(items.length).toBeGreaterThanOrEqual(5);
    const send = async (itemId: string, command: ItemCommand) => (await fx.item(itemId, command)).position!;
    await send(items[0].id, {
      type: "MoveItem",
      to: { id: columns[2].column_id, title: columns[2].title },
      sortKey: "a5",
    });
    await send(items[1].id, { type: "WinSale", power: "7.50", ucType: "Comercial" });
    await send(items[2].id, { type: "LoseSale", reason: "Preço" });
    await send(items[2].id, {
      type: "ReturnItemToFunnel",
      to: { id: columns[1].column_id, title: columns[1].title },
      sortKey: "a6",
    });
    const last = await send(items[3].id, {
      type: "EditItem",
      name: "Nome editado",
      amount: "1234.56",
      customer: null,
      leadTemperature: 2,
      validityDate: null,
      power: null,
      ucType: null,
    });
    expect(await runner.waitFor(last, { timeoutMs: 10_000 })).toBe(true);
    // Issue 3's lifecycle: columns added, renamed, reordered and deleted (its items moved out),
    // a project finished with reject reasons, an item sent to the vendor, an item deleted.
    const board = async (command: BoardCommand) => (await fx.board(command)).position!;
    const extra = uuidv7();
    await board({ type: "AddColumn", columnId: extra, title: "Extra", inactivityWindow: 3, sortKey: "a9" });
    await board({ type: "RenameColumn", columnId: extra, title: "Pós-proposta", inactivityWindow: 4 });
    await board({ type: "ReorderColumn", columnId: extra, sortKey: "Zz" });
    await send(items[4].id, { type: "MoveItem", to: { id: extra, title: "Pós-proposta" }, sortKey: "a1" });
    await send(items[4].id, {
      type: "MoveItemOutOfDeletedColumn",
      fromColumnId: extra,
      to: { id: columns[0].column_id, title: columns[0].title },
      sortKey: "Zy",
    });
    await board({ type: "DeleteColumn", columnId: extra, moveTo: columns[0].column_id });
    await send(items[0].id, {
      type: "SendItem",
      toUserId: vendor.id,
      toUserName: vendor.name,
      allowedReceivers: [vendor.id],
    });
    const [projectCol] = await fx.columnsOf("PROJECT");
    const project = uuidv7();
    await send(
      project,
      createItemCommand({
        itemId: project,
        boardType: "PROJECT",
        name: "Projeto Padaria",
        amount: "3000.00",
        ownerId: company.manager_id,
        column: projectCol,
      }),
    );
    const r1 = uuidv7(),
      r2 = uuidv7();
    await send(project, { type: "AddRejectReason", reasonId: r1, reason: "Falta ART" });
    await send(project, { type: "AddRejectReason", reasonId: r2, reason: "Diagrama unifilar" });
    await send(project, { type: "EditRejectReason", reasonId: r1, reason: "Falta ART assinada" });
    await send(project, { type: "DeleteRejectReason", reasonId: r2 });
    await send(project, { type: "FinishItem", execStatus: "INTERNAL", finishedDate: "2026-11-01" });
    const deleted = await send(items[5].id, { type: "DeleteItem", actorRole: "MANAGER" });
    expect(await runner.waitFor(deleted, { timeoutMs: 10_000 })).toBe(true);

    expect(await db.selectFrom("rm_board_columns").select("column_id").where("column_id", "=", extra).execute()).toEqual([]);
    const sent = await db.selectFrom("rm_items").select(["owner_id"]).where("id", "=", items[0].id).executeTakeFirstOrThrow();
    expect(sent.owner_id).toBe(vendor.id);
    const finished = await db.selectFrom("rm_items").select(["status", "exec_status"]).where("id", "=", project).executeTakeFirstOrThrow();
    expect(finished).toEqual({ status: "CLOSED", exec_status: "INTERNAL" });
    const reasons = await db.selectFrom("rm_item_reject_reasons").select(["reason"]).where("item_id", "=", project).execute();
    expect(reasons).toEqual([{ reason: "Falta ART assinada" }]);
    expect(await db.selectFrom("rm_items").select("id").where("id", "=", items[5].id).execute()).toEqual([]);

    const moved = await db.selectFrom("rm_items").select(["column_id"]).where("id", "=", items[0].id).executeTakeFirstOrThrow();
    expect(moved.column_id).toBe(columns[2].column_id);
    const won = await db.selectFrom("rm_items").select(["status", "power"]).where("id", "=", items[1].id).executeTakeFirstOrThrow();
    expect(won.status).toBe("CLOSED");
    expect(Number(won.power)).toBe(7.5);
    const history = await db
      .selectFrom("rm_item_history")
      .select(["text", "actor_name"])
      .where("item_id", "=", items[0].id)
      .orderBy("stream_position")
      .execute();
    expect(history.slice(-2)).toEqual([
      { text: `Movido de ${columns[0].title} para ${columns[2].title}`, actor_name: "Gerente Demo" },
      { text: "Enviado para Vendedor Demo", actor_name: "Gerente Demo" },
    ]);

    const { live, rebuilt } = await fx.rebuild(coreProjection.tables);
    expect(rebuilt).toEqual(live);
    expect(live.rm_items.length).toBeGreaterThan(5);
    expect(live.rm_item_history.length).toBeGreaterThan(10);
  });
});
