// The item's lifecycle (none → active → deleted | returnedToPreSale) and the decider's fallbacks.
import { describe, expect, it } from "vitest";
import { fold } from "../../../domain/shared";
import { itemDecider, type ItemEvent } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { createCommand, created, deleted, saleFromLead, won } from "./fixtures";

const given = specFor(itemDecider);
const unknown = { type: "PaintItem" } as never;
const returned: ItemEvent = {
  type: "SaleReturnedToPreSale",
  data: { toColumnId: "p-col-1", toColumnTitle: "Qualificação", relatedPreSale: "item-1" },
};

describe("item lifecycle", () => {
  it("starts with no item, and ItemCreated makes it active", () => {
    expect(itemDecider.initialState()).toEqual({ lifecycle: "none" });
    given([]).when(createCommand).thenState({ lifecycle: "active" });
  });

  it("a deleted item's id cannot be created again", () => {
    given([created, deleted]).when(createCommand).thenThrows("Item já existe.", { code: "conflict" });
  });

  it("a sale returned to pre-sales cannot be created again under its id", () => {
    given([saleFromLead, returned])
      .when({ ...createCommand, itemId: "sale-9" })
      .thenThrows("Item já existe.", { code: "conflict" });
  });

  it("a deleted item keeps what it knew (the audit page shows it)", () => {
    const state = fold(itemDecider.evolve, itemDecider.initialState(), [created, won, deleted]);
    expect(state).toMatchObject({
      lifecycle: "deleted",
      status: "CLOSED",
      name: "Usina Fazenda Boa Vista",
    });
  });

  it("events before ItemCreated fold to nothing", () => {
    const state = fold(itemDecider.evolve, itemDecider.initialState(), [won, deleted]);
    expect(state).toEqual(itemDecider.initialState());
    given([won]).when(createCommand).thenState({ lifecycle: "active", status: "IN_PROGRESS" });
  });
});

describe("item fallbacks", () => {
  it("an unknown command on a live item is refused", () => {
    given([created]).when(unknown).thenThrows("Comando desconhecido.");
  });

  it("an unknown command on a missing item is not found first", () => {
    given([]).when(unknown).thenThrows("Item não encontrado.", { code: "not_found" });
    given([created, deleted]).when(unknown).thenThrows("Item não encontrado.", { code: "not_found" });
  });

  it("an event type it does not know leaves the state as it was", () => {
    const state = fold(itemDecider.evolve, itemDecider.initialState(), [created]);
    expect(itemDecider.evolve(state, { type: "ItemPainted", data: {} } as never)).toBe(state);
  });
});
