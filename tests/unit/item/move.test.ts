import { describe, it } from "vitest";
import { itemDecider } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { created, lost, moved, won } from "./fixtures";

const given = specFor(itemDecider);

describe("MoveItem", () => {
  it("moves the item to another column, recording both columns", () => {
    given([created])
      .when({ type: "MoveItem", to: { id: "col-3", title: "Negociação" }, sortKey: "a1" })
      .then([moved]);
  });

  it("updates column and key in state", () => {
    given([created])
      .when({ type: "MoveItem", to: { id: "col-3", title: "Negociação" }, sortKey: "a1" })
      .thenState({ columnId: "col-3", columnTitle: "Negociação", sortKey: "a1", status: "IN_PROGRESS" });
  });

  it("reorders inside the same column", () => {
    given([created])
      .when({ type: "MoveItem", to: { id: "col-1", title: "Contato" }, sortKey: "Zz" })
      .then([
        {
          type: "ItemMoved",
          data: {
            fromColumnId: "col-1",
            fromColumnTitle: "Contato",
            toColumnId: "col-1",
            toColumnTitle: "Contato",
            sortKey: "Zz",
          },
        },
      ]);
  });

  it("does nothing when column and key are unchanged", () => {
    given([created])
      .when({ type: "MoveItem", to: { id: "col-1", title: "Contato" }, sortKey: "a0" })
      .then([]);
    given([created, moved])
      .when({ type: "MoveItem", to: { id: "col-3", title: "Negociação" }, sortKey: "a1" })
      .then([]);
  });

  it("refuses to move a won item", () => {
    given([created, won])
      .when({ type: "MoveItem", to: { id: "col-2", title: "Proposta" }, sortKey: "a2" })
      .thenThrows("Só é possível mover itens em andamento.", { code: "conflict" });
  });

  it("refuses to move a lost item", () => {
    given([created, lost])
      .when({ type: "MoveItem", to: { id: "col-2", title: "Proposta" }, sortKey: "a2" })
      .thenThrows("Só é possível mover itens em andamento.", { code: "conflict" });
  });

  it("needs a column", () => {
    given([created])
      .when({ type: "MoveItem", to: { id: "", title: "" }, sortKey: "a2" })
      .thenThrows("Selecione uma coluna.", { field: "column" });
  });

  it("fails on an unknown item", () => {
    given([])
      .when({ type: "MoveItem", to: { id: "col-2", title: "Proposta" }, sortKey: "a2" })
      .thenThrows("Item não encontrado.", { field: undefined, code: "not_found" });
  });
});
