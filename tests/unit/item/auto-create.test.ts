// preferences.autoCreateProjAndInst: given a won sale, when the win is planned, then its PROJECT and
// INSTALLATION cards — none with the preference off, the same ids for the same win event.
import { describe, expect, it } from "vitest";
import { itemDecider, type ItemEvent, type ItemState } from "../../../domain/item";
import { itemsForWonSale, type AutoCreateInput } from "../../../domain/item/auto-create";
import { created, createdOn, lost, won } from "./fixtures";

const fold = (events: ItemEvent[]): ItemState => events.reduce((s, e) => itemDecider.evolve(s, e), itemDecider.initialState());
const saleOf = (events: ItemEvent[]) => {
  const s = fold(events);
  if (s.lifecycle === "none") throw new Error("no sale");
  return s;
};

const input = (over: Partial<AutoCreateInput> = {}): AutoCreateInput => ({
  winEventId: "win-1",
  sale: saleOf([created, won]),
  autoCreateProjAndInst: true,
  firstColumns: { PROJECT: { id: "p-1", title: "Projeto" }, INSTALLATION: { id: "i-1", title: "Agendar" } },
  sortKeys: { PROJECT: "a0", INSTALLATION: "a1" },
  derive: (label) => `win-1:${label}`,
  ...over,
});

describe("autoCreateProjAndInst", () => {
  it("opens a PROJECT and an INSTALLATION card with the sale's details, owner and power", () => {
    const plan = itemsForWonSale(input());
    expect(plan.map((p) => p.command.boardType)).toEqual(["PROJECT", "INSTALLATION"]);
    expect(plan[0]!.command).toMatchObject({
      type: "CreateItem",
      itemId: "win-1:auto-PROJECT",
      name: created.data.name,
      amount: created.data.amount,
      customer: created.data.customer,
      ownerId: created.data.ownerId,
      power: "8.8",
      ucType: "Residencial",
      column: { id: "p-1", title: "Projeto" },
      sortKey: "a0",
    });
    expect(plan[1]!.command).toMatchObject({ itemId: "win-1:auto-INSTALLATION", column: { id: "i-1", title: "Agendar" } });
    expect(plan.map((p) => p.commandId)).toEqual(["win-1:auto-PROJECT-create", "win-1:auto-INSTALLATION-create"]);
  });

  it("creates nothing when the preference is off", () => {
    expect(itemsForWonSale(input({ autoCreateProjAndInst: false }))).toEqual([]);
  });

  it("plans the same commands for the same win (replay-safe ids)", () => {
    expect(itemsForWonSale(input())).toEqual(itemsForWonSale(input()));
  });

  it("creates nothing for a sale that is not won, or an item of another board", () => {
    expect(itemsForWonSale(input({ sale: saleOf([created, lost]) }))).toEqual([]);
    expect(itemsForWonSale(input({ sale: saleOf([createdOn("PROJECT")]) }))).toEqual([]);
  });

  it("skips a board without columns", () => {
    const plan = itemsForWonSale(input({ firstColumns: { PROJECT: null, INSTALLATION: { id: "i-1", title: "Agendar" } } }));
    expect(plan.map((p) => p.command.boardType)).toEqual(["INSTALLATION"]);
  });
});
