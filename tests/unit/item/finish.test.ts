import { describe, it } from "vitest";
import { itemDecider, type FinishItem } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { created, createdOn, finished, leadCreated, lost, won } from "./fixtures";

const given = specFor(itemDecider);

const finish: FinishItem = { type: "FinishItem", execStatus: "INTERNAL", finishedDate: "2026-11-20" };

describe("FinishItem", () => {
  it.each(["PROJECT", "INSTALLATION"] as const)("finishes a %s item with execution type and date", (boardType) => {
    given([createdOn(boardType)])
      .when(finish)
      .then([finished("INTERNAL", "2026-11-20")]);
    given([createdOn(boardType)])
      .when({ ...finish, execStatus: "OUTSOURCED" })
      .then([finished("OUTSOURCED", "2026-11-20")]);
  });

  it.each(["AFTER_SALES", "ADMINISTRATIVE"] as const)("finishes a %s item without execution type", (boardType) => {
    given([createdOn(boardType)])
      .when({ type: "FinishItem", finishedDate: "2026-11-22" })
      .then([finished(null, "2026-11-22")]);
    given([createdOn(boardType)])
      .when({ type: "FinishItem", execStatus: null, finishedDate: "2026-11-22" })
      .then([finished(null, "2026-11-22")]);
    given([createdOn(boardType)])
      .when({ ...finish, execStatus: "OUTSOURCED" })
      .then([finished("OUTSOURCED", "2026-11-20")]);
  });

  it("finishes a sale (CLOSED with execStatus)", () => {
    given([created])
      .when(finish)
      .then([finished("INTERNAL", "2026-11-20")]);
    given([created]).when(finish).thenState({ status: "CLOSED", execStatus: "INTERNAL", finishedDate: "2026-11-20" });
  });

  it("closes the item and keeps type and date in state", () => {
    given([createdOn("INSTALLATION")])
      .when({ ...finish, execStatus: "OUTSOURCED" })
      .thenState({ status: "CLOSED", execStatus: "OUTSOURCED", finishedDate: "2026-11-20" });
  });

  it("accepts today as the finished date", () => {
    given([createdOn("PROJECT")])
      .when({ ...finish, finishedDate: "2026-11-22" })
      .then([finished("INTERNAL", "2026-11-22")]);
  });

  it("refuses a finished date in the future (tomorrow, by the company's calendar)", () => {
    given([createdOn("PROJECT")])
      .when({ ...finish, finishedDate: "2026-11-23" })
      .thenThrows("Data inválida.", { field: "finishedDate" });
    // 23:30 in São Paulo is already the 23rd in UTC: ctx.today decides, not ctx.now.
    given([createdOn("PROJECT")])
      .when({ ...finish, finishedDate: "2026-11-23" }, { now: "2026-11-23T02:30:00.000Z", today: "2026-11-22" })
      .thenThrows("Data inválida.", { field: "finishedDate" });
  });

  it.each(["22/11/2026", "2026-02-30", "2026-13-01", "ontem", "1919-12-31"])("refuses the date %j", (finishedDate) => {
    given([createdOn("PROJECT")])
      .when({ ...finish, finishedDate })
      .thenThrows("Data inválida.", { field: "finishedDate" });
  });

  it("needs a finished date", () => {
    given([createdOn("AFTER_SALES")])
      .when({ type: "FinishItem", finishedDate: " " })
      .thenThrows("Campo obrigatório.", { field: "finishedDate" });
    given([createdOn("AFTER_SALES")])
      .when({ type: "FinishItem", finishedDate: undefined as never })
      .thenThrows("Campo obrigatório.", { field: "finishedDate" });
  });

  it.each(["PROJECT", "INSTALLATION"] as const)("needs the execution type on %s", (boardType) => {
    given([createdOn(boardType)])
      .when({ type: "FinishItem", finishedDate: "2026-11-20" })
      .thenThrows("Selecione o tipo de execução.", { field: "execStatus" });
    given([createdOn(boardType)])
      .when({ ...finish, execStatus: "" as never })
      .thenThrows("Selecione o tipo de execução.", { field: "execStatus" });
  });

  it("refuses an unknown execution type", () => {
    given([createdOn("ADMINISTRATIVE")])
      .when({ ...finish, execStatus: "EXTERNAL" as never })
      .thenThrows("Selecione o tipo de execução.", { field: "execStatus" });
    given([createdOn("PROJECT")])
      .when({ ...finish, execStatus: "internal" as never })
      .thenThrows("Selecione o tipo de execução.", { field: "execStatus" });
  });

  it("is unavailable on pre-sales (leads are qualified, not finished)", () => {
    given([leadCreated]).when(finish).thenThrows("Ação indisponível para este quadro.");
  });

  it("only while in progress", () => {
    given([createdOn("PROJECT"), finished()])
      .when(finish)
      .thenThrows("Este item não está em andamento.", { code: "conflict" });
    given([created, won]).when(finish).thenThrows("Este item não está em andamento.", { code: "conflict" });
    given([created, lost]).when(finish).thenThrows("Este item não está em andamento.", { code: "conflict" });
  });

  it("can be returned to the board, clearing type and date, and finished again", () => {
    const returned = {
      type: "ItemReturnedToFunnel" as const,
      data: { fromStatus: "CLOSED" as const, toColumnId: "col-2", toColumnTitle: "Execução", sortKey: "a4" },
    };
    given([createdOn("PROJECT"), finished()])
      .when({ type: "ReturnItemToFunnel", to: { id: "col-2", title: "Execução" }, sortKey: "a4" })
      .then([returned]);
    given([createdOn("PROJECT"), finished()])
      .when({ type: "ReturnItemToFunnel", to: { id: "col-2", title: "Execução" }, sortKey: "a4" })
      .thenState({ status: "IN_PROGRESS", execStatus: null, finishedDate: null, columnId: "col-2" });
    given([createdOn("PROJECT"), finished(), returned])
      .when({ ...finish, execStatus: "OUTSOURCED", finishedDate: "2026-11-22" })
      .then([finished("OUTSOURCED", "2026-11-22")]);
  });

  it("fails on an unknown item", () => {
    given([]).when(finish).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});
