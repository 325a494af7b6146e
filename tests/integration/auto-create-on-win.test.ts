// preferences.autoCreateProjAndInst on a real database: a won sale opens one PROJECT and one
// INSTALLATION card, and the same SaleWon processed twice (a double submit, a replay) opens them once.
// With the preference off the win opens nothing.
import { describe, expect, it } from "vitest";
import { autoCreateOnWin } from "../../automation/auto-create-on-win";
import { companyDecider, companyStreamId } from "../../domain/company";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";

describe("autoCreateProjAndInst", () => {
  const fx = useSeededCompany();

  const newWonSale = async (name: string) => {
    const itemId = uuidv7();
    const [col] = await fx.columnsOf("SALES");
    await fx.item(itemId, {
      type: "CreateItem",
      itemId,
      boardType: "SALES",
      name,
      amount: "30000",
      customer: null,
      leadTemperature: -1,
      validityDate: null,
      power: null,
      ucType: null,
      ownerId: fx.vendor.id,
      column: { id: col!.column_id, title: col!.title },
      sortKey: "a0",
    });
    const res = await fx.item(itemId, { type: "WinSale", power: "7,5", ucType: "Residencial" });
    const win = res.events.find((e) => e.type === "SaleWon")!;
    expect(win).toBeDefined();
    return win;
  };
  const cardsNamed = (name: string) =>
    fx.db
      .selectFrom("rm_items")
      .select(["board_type", "owner_id", "power"])
      .where("company_id", "=", fx.company.id)
      .where("name", "=", name)
      .orderBy("board_type")
      .execute();
  const setAutoCreate = (on: boolean) =>
    fx.command(companyStreamId(fx.company.id), companyDecider, { type: "SetPreferences", preferences: { autoCreateProjAndInst: on } });

  it("is off by default and then opens nothing", async () => {
    const win = await newWonSale("Venda sem automação");
    const res = await autoCreateOnWin({ db: fx.db, store: fx.store }, win);
    expect(res.itemIds).toEqual([]);
    expect(await fx.settle()).toBe(true);
    expect((await cardsNamed("Venda sem automação")).map((r) => r.board_type)).toEqual(["SALES"]);
  });

  it("opens the project and the installation once, even when the win is processed twice", async () => {
    await setAutoCreate(true);
    expect(await fx.settle()).toBe(true);
    const win = await newWonSale("Venda automática");
    const first = await autoCreateOnWin({ db: fx.db, store: fx.store }, win);
    const second = await autoCreateOnWin({ db: fx.db, store: fx.store }, win);
    expect(second.itemIds).toEqual(first.itemIds);
    expect(second.position).toBeNull();
    expect(first.position).not.toBeNull();
    expect(await fx.settle(first.position)).toBe(true);
    const cards = await cardsNamed("Venda automática");
    expect(cards.map((r) => r.board_type)).toEqual(["INSTALLATION", "PROJECT", "SALES"]);
    expect(cards.every((r) => r.owner_id === fx.vendor.id && Number(r.power) === 7.5)).toBe(true);
  });
});
