import { describe, expect, it } from "vitest";
import { boardDecider, boardStreamId, columnById } from "../../../domain/board";
import { fold } from "../../../domain/shared";
import { specFor } from "../support/given-when-then";
import { columns, created } from "./fixtures";

const given = specFor(boardDecider);

describe("CreateBoard", () => {
  it("creates the board with its columns", () => {
    given([]).when({ type: "CreateBoard", boardType: "SALES", columns }).then([created]);
  });

  it("is created only once", () => {
    given([created]).when({ type: "CreateBoard", boardType: "SALES", columns }).thenThrows("Quadro já existe.", { code: "conflict" });
  });

  it("orders the columns by sort key in state, whatever the event order", () => {
    const shuffled = [columns[2], columns[0], columns[3], columns[1]];
    const state = fold(boardDecider.evolve, boardDecider.initialState(), [{ type: "BoardCreated", data: { boardType: "SALES", columns: shuffled } }]);
    expect(state.exists).toBe(true);
    expect(state.boardType).toBe("SALES");
    expect(state.columns.map((c) => c.title)).toEqual(["Contato", "Proposta", "Negociação", "Fechamento"]);
  });

  it("sorts keys by code unit, not by locale (uppercase before lowercase)", () => {
    const state = fold(boardDecider.evolve, boardDecider.initialState(), [
      {
        type: "BoardCreated",
        data: {
          boardType: "PROJECT",
          columns: [
            { columnId: "b", title: "B", inactivityWindow: 1, sortKey: "a0" },
            { columnId: "a", title: "A", inactivityWindow: 1, sortKey: "Zz" },
          ],
        },
      },
    ]);
    expect(state.columns.map((c) => c.columnId)).toEqual(["a", "b"]);
  });

  it("rejects an unknown board type", () => {
    given([])
      .when({ type: "CreateBoard", boardType: "MARKETING" as never, columns })
      .thenThrows("Quadro inválido.", { field: "boardType" });
  });

  it("needs column titles, distinct ids and keys, and a whole-day inactivity window", () => {
    given([])
      .when({ type: "CreateBoard", boardType: "SALES", columns: [{ ...columns[0], title: " " }] })
      .thenThrows("Campo obrigatório.", { field: "columns.0.title" });
    given([])
      .when({ type: "CreateBoard", boardType: "SALES", columns: [columns[0], { ...columns[1], columnId: "col-1" }] })
      .thenThrows("Coluna repetida.");
    given([])
      .when({
        type: "CreateBoard",
        boardType: "SALES",
        columns: [columns[0], { ...columns[1], sortKey: columns[0].sortKey }],
      })
      .thenThrows("Posição inválida.");
    given([])
      .when({ type: "CreateBoard", boardType: "SALES", columns: [{ ...columns[0], inactivityWindow: -1 }] })
      .thenThrows("Insira um número de dias válido.");
  });
});

describe("columnById and stream id", () => {
  it("finds a column", () => {
    const state = fold(boardDecider.evolve, boardDecider.initialState(), [created]);
    expect(columnById(state, "col-3")?.title).toBe("Negociação");
    expect(columnById(state, "nope")).toBeUndefined();
  });

  it("names the stream by company and type", () => {
    expect(boardStreamId("c1", "PRE_SALES")).toBe("board-c1-PRE_SALES");
  });
});
