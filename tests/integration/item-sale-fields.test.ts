// Issue 20 (ADR 025): the sale fields reach rm_items from ItemCreated and ItemDetailsChanged (an item
// created before them gets them by an edit; a cleared one goes back to null; a deleted and restored
// one keeps them), and a rebuild with batches of 1, 7 and 5,000 gives the same core tables.
import { expect, it } from "vitest";
import { coreProjection } from "../../projections/index";
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand } from "../support/commands";

const fx = useSeededCompany();

const saleColumns = ["mods_qtd", "inv_qtd", "distance", "roof_hight", "inverter_type", "due_date", "delivery_date"] as const;

async function saleRow(id: string) {
  const row = await fx.db.selectFrom("rm_items").select(saleColumns).where("id", "=", id).executeTakeFirstOrThrow();
  // Dates as YYYY-MM-DD and numerics as numbers, whatever the driver returns.
  const day = (d: unknown) => (d === null ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
  const num = (n: unknown) => (n === null ? null : Number(n));
  return {
    ...row,
    distance: num(row.distance),
    roof_hight: num(row.roof_hight),
    due_date: day(row.due_date),
    delivery_date: day(row.delivery_date),
  };
}

it("projects the sale fields on create and edit, and rebuilds to identical tables", async () => {
  const { columns, company, items } = fx;
  const send = async (itemId: string, command: ItemCommand) => (await fx.item(itemId, command)).position!;
  const full = uuidv7();
  const base = { amount: "1000.00", ownerId: company.manager_id, column: columns[0]! };
  await send(
    full,
    createItemCommand({
      itemId: full,
      name: "Usina com campos",
      ...base,
      modsQtd: "24",
      invQtd: "2",
      distance: "12,5",
      roofHight: "4,2",
      inverterType: "Micro",
      dueDate: "2026-12-20",
      deliveryDate: "2027-01-15",
    }),
  );
  const edited = uuidv7();
  await send(edited, createItemCommand({ itemId: edited, name: "Usina editada", ...base, modsQtd: "10", inverterType: "String" }));
  // In the same stretch of the log as its ItemCreated (one bulk run on rebuild), then a clear.
  await send(edited, { type: "EditItem", modsQtd: "12", distance: "3", dueDate: "2026-11-01" });
  await send(edited, { type: "EditItem", distance: "" });
  // A seeded item, created without the fields, gets them by an edit.
  await send(items[0]!.id, { type: "EditItem", invQtd: "1", roofHight: "6", deliveryDate: "2026-12-05" });
  // Deleted and restored ("Desfazer", ADR 016): the fields come back from the trash copy.
  const restored = uuidv7();
  await send(restored, createItemCommand({ itemId: restored, name: "Usina restaurada", ...base, modsQtd: "8", dueDate: "2026-12-24" }));
  await send(restored, { type: "DeleteItem", actorRole: "MANAGER" });
  await send(restored, { type: "RestoreItem", actorRole: "MANAGER" });
  expect(await fx.settle()).toBe(true);

  expect(await saleRow(full)).toEqual({
    mods_qtd: 24,
    inv_qtd: 2,
    distance: 12.5,
    roof_hight: 4.2,
    inverter_type: "Micro",
    due_date: "2026-12-20",
    delivery_date: "2027-01-15",
  });
  expect(await saleRow(edited)).toEqual({
    mods_qtd: 12,
    inv_qtd: null,
    distance: null,
    roof_hight: null,
    inverter_type: "String",
    due_date: "2026-11-01",
    delivery_date: null,
  });
  expect(await saleRow(items[0]!.id)).toMatchObject({ mods_qtd: null, inv_qtd: 1, roof_hight: 6, delivery_date: "2026-12-05" });
  expect(await saleRow(restored)).toMatchObject({ mods_qtd: 8, due_date: "2026-12-24" });
  // The seed's other items, created without them: null.
  expect(await saleRow(items[1]!.id)).toEqual(Object.fromEntries(saleColumns.map((c) => [c, null])));

  for (const batchSize of [1, 7, 5000]) {
    const { live, rebuilt } = await fx.rebuild(coreProjection.tables, [coreProjection], batchSize);
    expect(rebuilt, `batch ${batchSize}`).toEqual(live);
    expect(live.rm_items!.some((r) => r.includes("Micro"))).toBe(true);
  }
});
