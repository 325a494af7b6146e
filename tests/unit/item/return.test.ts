import { describe, it } from "vitest";
import { itemDecider } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { created, createdOn, lost, moved, won } from "./fixtures";

const given = specFor(itemDecider);

const back = { type: "ReturnItemToFunnel" as const, to: { id: "col-2", title: "Proposta" }, sortKey: "a5" };

describe("ReturnItemToFunnel", () => {
  it("returns a lost sale into the chosen column", () => {
    given([created, moved, lost])
      .when(back)
      .then([
        {
          type: "ItemReturnedToFunnel",
          data: { fromStatus: "LOST", toColumnId: "col-2", toColumnTitle: "Proposta", sortKey: "a5" },
        },
      ]);
  });

  it("returns a won sale", () => {
    given([created, won])
      .when(back)
      .then([
        {
          type: "ItemReturnedToFunnel",
          data: { fromStatus: "CLOSED", toColumnId: "col-2", toColumnTitle: "Proposta", sortKey: "a5" },
        },
      ]);
  });

  it("puts the item back in progress and clears the lost reason", () => {
    given([created, lost]).when(back).thenState({
      status: "IN_PROGRESS",
      lostReason: null,
      columnId: "col-2",
      columnTitle: "Proposta",
      sortKey: "a5",
    });
  });

  it("lets a returned sale be won again", () => {
    given([
      created,
      lost,
      {
        type: "ItemReturnedToFunnel",
        data: { fromStatus: "LOST", toColumnId: "col-2", toColumnTitle: "Proposta", sortKey: "a5" },
      },
    ])
      .when({ type: "WinSale", power: "5", ucType: "Comercial" })
      .then([{ type: "SaleWon", data: { power: "5", ucType: "Comercial", columnId: "col-2", columnTitle: "Proposta" } }]);
  });

  it("works on other boards (a closed project back to its board)", () => {
    given([createdOn("PROJECT"), won])
      .when(back)
      .thenState({ status: "IN_PROGRESS", boardType: "PROJECT" });
  });

  it("refuses an item in progress", () => {
    given([created]).when(back).thenThrows("O item já está em andamento.", { code: "conflict" });
  });

  it("needs a column", () => {
    given([created, lost])
      .when({ ...back, to: { id: "", title: "" } })
      .thenThrows("Selecione uma coluna.", { field: "column" });
    given([created, lost])
      .when({ ...back, to: undefined as never })
      .thenThrows("Selecione uma coluna.", { field: "column" });
  });

  it("fails on an unknown item", () => {
    given([]).when(back).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});
