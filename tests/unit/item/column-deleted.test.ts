import { describe, it } from "vitest";
import { itemDecider, type MoveItemOutOfDeletedColumn } from "../../../domain/item";
import { itRejectsEach, specFor } from "../support/given-when-then";
import { created, createdOn, finished, leadCreated, leadDisqualified, lost, moved, won } from "./fixtures";

const given = specFor(itemDecider);

/** Column "col-1" (Contato) was deleted with its items moved to "col-2" (Proposta). */
const evacuate: MoveItemOutOfDeletedColumn = {
  type: "MoveItemOutOfDeletedColumn",
  fromColumnId: "col-1",
  to: { id: "col-2", title: "Proposta" },
  sortKey: "a7",
};
const evacuated = {
  type: "ItemMoved" as const,
  data: {
    fromColumnId: "col-1",
    fromColumnTitle: "Contato",
    toColumnId: "col-2",
    toColumnTitle: "Proposta",
    sortKey: "a7",
    reason: "column_deleted" as const,
  },
};

describe("MoveItemOutOfDeletedColumn", () => {
  it("moves the item into the named column, marking why", () => {
    given([created]).when(evacuate).then([evacuated]);
  });

  it("updates column and key in state", () => {
    given([created]).when(evacuate).thenState({ columnId: "col-2", columnTitle: "Proposta", sortKey: "a7", status: "IN_PROGRESS" });
  });

  it("moves closed and lost items too (they keep a column)", () => {
    given([created, won]).when(evacuate).then([evacuated]);
    given([created, lost]).when(evacuate).then([evacuated]);
    given([leadCreated, leadDisqualified]).when(evacuate).then([evacuated]);
    given([createdOn("PROJECT"), finished()])
      .when(evacuate)
      .thenState({ status: "CLOSED", columnId: "col-2" });
  });

  it("does nothing when the item is no longer in the deleted column (moved meanwhile, or a retry)", () => {
    given([created, moved]).when(evacuate).then([]);
    given([created, evacuated]).when(evacuate).then([]);
  });

  it("refuses to move into the deleted column itself", () => {
    given([created])
      .when({ ...evacuate, to: { id: "col-1", title: "Contato" } })
      .thenThrows("Escolha outra coluna para receber os itens.", { field: "column" });
  });

  itRejectsEach("needs both columns and a key", given, [created], evacuate, [
    [{ fromColumnId: "" }, "Selecione uma coluna.", "fromColumnId"],
    [{ to: { id: "", title: "" } }, "Selecione uma coluna.", "column"],
    [{ sortKey: "" }, "Posição inválida.", "sortKey"],
  ]);

  it("plain MoveItem carries no reason", () => {
    given([created])
      .when({ type: "MoveItem", to: { id: "col-3", title: "Negociação" }, sortKey: "a1" })
      .then([moved]);
  });

  it("fails on an unknown item", () => {
    given([]).when(evacuate).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});
