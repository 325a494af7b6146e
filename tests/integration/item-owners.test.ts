// Issue 20, several owners (ADR 028): ItemOwnersChanged reaches rm_item_owners; every scoped item query
// (board cards and totals, finished list, bulk selection, agenda choices, customer timeline) shows a
// co-owned item to its co-owner and hides it again when he is removed; a vendor who is neither owner
// nor co-owner never gets it; the history names the change; a rebuild in batches of 1, 7 and 5,000
// gives the same core tables.
import { expect, it } from "vitest";
import { coreProjection } from "../../projections/index";
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";
import { addVendor } from "../../scripts/demo-seed";
import * as board from "../../projections/read-models/board.queries";
import { activityItemChoices } from "../../projections/read-models/notes.queries";
import { coOwnerIds, itemCoOwners, ownedWithin } from "../../projections/read-models/item-scope";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand } from "../support/commands";

const fx = useSeededCompany();

it("a co-owner sees the item wherever its owner would, until removed; rebuild equals live", async () => {
  const { columns, company, vendor, database, store } = fx;
  const other = await addVendor({ database, store }, company.id, company.manager_id, {
    name: "Ana Beatriz Carvalho Lima",
    email: "ana.owners@girassol.test",
    password: "Girassol123",
  });
  const outsider = await addVendor({ database, store }, company.id, company.manager_id, {
    name: "Sem Acesso",
    email: "sem.acesso@girassol.test",
    password: "Girassol123",
  });
  const send = async (itemId: string, command: ItemCommand, actorId = company.manager_id) => {
    return fx.item(itemId, command, { actorId });
  };
  const companyUsers = [
    { id: company.manager_id, name: "Gerente Demo" },
    { id: vendor.id, name: vendor.name },
    { id: other, name: "Ana Beatriz Carvalho Lima" },
    { id: outsider, name: "Sem Acesso" },
  ];
  const setOwners = (owners: string[]): ItemCommand => ({ type: "SetItemOwners", owners, companyUsers, actorManages: true });

  const col = { id: columns[0]!.column_id, title: columns[0]!.title };
  const id = uuidv7();
  await send(id, createItemCommand({ itemId: id, name: "Usina compartilhada", amount: "1234.56", ownerId: vendor.id, column: columns[0]! }));
  expect(await fx.settle()).toBe(true);

  const scope = (ownerIds: string[] | null) => ({ companyId: company.id, ownerIds });
  const onBoard = async (ownerIds: string[]) => {
    const cols = await board.loadBoard(fx.db, scope(ownerIds), "SALES", { search: "", temperature: null });
    const first = cols.find((c) => c.id === col.id)!;
    return { card: first.cards.some((k) => k.id === id), count: first.count, total: first.total };
  };
  const searched = async (ownerIds: string[]) =>
    (await board.loadBoard(fx.db, scope(ownerIds), "SALES", { search: "compartilhada", temperature: null }))
      .flatMap((c) => c.cards)
      .some((k) => k.id === id);
  const inBulk = async (ownerIds: string[]) => (await board.inProgressItems(fx.db, company.id, "SALES", ownerIds, { ids: [id] })).length === 1;
  const inAgenda = async (ownerIds: string[]) => (await activityItemChoices(fx.db, company.id, "SALES", ownerIds)).some((r) => r.id === id);

  const before = await onBoard([other]);
  expect(before.card).toBe(false);
  expect(await searched([other])).toBe(false);
  expect(await inBulk([other])).toBe(false);
  expect(await inAgenda([other])).toBe(false);

  // The vendor (the owner) adds Ana as co-owner.
  await send(id, setOwners([other, other, vendor.id]), vendor.id);
  expect(await fx.settle()).toBe(true);
  expect(await itemCoOwners(fx.db, company.id, id)).toEqual([{ id: other, name: "Ana Beatriz Carvalho Lima", role: "VENDOR" }]);
  const withAna = await onBoard([other]);
  expect(withAna.card).toBe(true);
  // The column's totals count the co-owned item once (rm_board_totals keeps owners only).
  expect(withAna.count).toBe(before.count + 1);
  expect(Number(withAna.total)).toBeCloseTo(Number(before.total) + 1234.56, 2);
  expect(await searched([other])).toBe(true);
  expect(await inBulk([other])).toBe(true);
  expect(await inAgenda([other])).toBe(true);
  // A scope holding both the owner and the co-owner counts the item once.
  const both = await onBoard([vendor.id, other]);
  const ownerOnly = await onBoard([vendor.id]);
  expect(both.count).toBe(withAna.count + ownerOnly.count - 1);
  // The outsider: nothing (the app answers 404 on the item page through the same rule).
  expect((await onBoard([outsider])).card).toBe(false);
  expect(await inBulk([outsider])).toBe(false);
  const co = (await coOwnerIds(fx.db, company.id, [id])).get(id)!;
  expect(ownedWithin({ ownerId: vendor.id, coOwnerIds: co }, [outsider])).toBe(false);
  expect(ownedWithin({ ownerId: vendor.id, coOwnerIds: co }, [other])).toBe(true);
  expect(ownedWithin({ ownerId: vendor.id, coOwnerIds: co }, null)).toBe(true);

  // Finished: the co-owner sees it in /finalizadas too.
  await send(id, { type: "WinSale", power: "5", ucType: "Residencial" });
  expect(await fx.settle()).toBe(true);
  const finished = await board.listFinished(fx.db, company.id, "SALES", [other], { status: "ALL", search: "", pages: 1 });
  expect(finished.items.some((r) => r.id === id)).toBe(true);
  await send(id, { type: "ReturnItemToFunnel", to: col, sortKey: "a0" });

  // Removed: hidden again.
  await send(id, setOwners([outsider]));
  await send(id, setOwners([]));
  expect(await fx.settle()).toBe(true);
  expect(await onBoard([other])).toEqual(before);
  expect(await inBulk([other])).toBe(false);
  expect((await board.listFinished(fx.db, company.id, "SALES", [other], { status: "ALL", search: "", pages: 1 })).items).toEqual([]);

  const history = await fx.db.selectFrom("rm_item_history").select("text").where("item_id", "=", id).orderBy("stream_position").execute();
  expect(history.map((h) => h.text)).toEqual(
    expect.arrayContaining([
      "Responsável adicionado: Ana Beatriz Carvalho Lima",
      "Responsável adicionado: Sem Acesso; Responsável removido: Ana Beatriz Carvalho Lima",
      "Responsável removido: Sem Acesso",
    ]),
  );

  // A co-owned item deleted and restored keeps its co-owners; a second item keeps its own.
  const kept = uuidv7();
  await send(kept, createItemCommand({ itemId: kept, name: "Usina mantida", amount: "10", ownerId: company.manager_id, column: columns[0]! }));
  await send(kept, setOwners([vendor.id, other]));
  await send(kept, setOwners([other, vendor.id, outsider]));
  await send(kept, { type: "DeleteItem", actorRole: "MANAGER" });
  await send(kept, { type: "RestoreItem", actorRole: "MANAGER" });
  expect(await fx.settle()).toBe(true);
  expect((await coOwnerIds(fx.db, company.id, [kept])).get(kept)).toEqual([other, vendor.id, outsider]);

  for (const batchSize of [1, 7, 5000]) {
    const { live, rebuilt } = await fx.rebuild(coreProjection.tables, [coreProjection], batchSize);
    expect(rebuilt, `batch ${batchSize}`).toEqual(live);
    expect(live.rm_item_owners!.length).toBe(3);
  }
});
