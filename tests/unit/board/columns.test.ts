import { describe, expect, it } from "vitest";
import { generateKeyBetween } from "fractional-indexing";
import { boardDecider, type BoardColumn, type BoardEvent } from "../../../domain/board";
import { BOARD_TYPES, fold } from "../../../domain/shared";
import { specFor } from "../support/given-when-then";
import { columns, created, keys } from "./fixtures";

const given = specFor(boardDecider);

const lastKey = generateKeyBetween(keys[3], null);

const stateAfter = (events: BoardEvent[]) => fold(boardDecider.evolve, boardDecider.initialState(), events);
const titles = (events: BoardEvent[]) => stateAfter(events).columns.map((c) => c.title);

describe("AddColumn", () => {
  const add = {
    type: "AddColumn" as const,
    columnId: "col-5",
    title: "Pós-contrato",
    inactivityWindow: 3,
    sortKey: lastKey,
  };
  const added: BoardEvent = {
    type: "ColumnAdded",
    data: { columnId: "col-5", title: "Pós-contrato", inactivityWindow: 3, sortKey: lastKey },
  };

  it("adds a column with its title, inactivity window and key", () => {
    given([created]).when(add).then([added]);
  });

  it("trims the title", () => {
    given([created])
      .when({ ...add, title: "  Pós-contrato " })
      .then([added]);
  });

  it("places the column by its key in state", () => {
    const first = generateKeyBetween(null, keys[0]);
    expect(titles([created, { type: "ColumnAdded", data: { ...(added.data as BoardColumn), sortKey: first } }])).toEqual([
      "Pós-contrato",
      "Contato",
      "Proposta",
      "Negociação",
      "Fechamento",
    ]);
    expect(titles([created, added]).at(-1)).toBe("Pós-contrato");
  });

  it.each(BOARD_TYPES)("works on a %s board", (boardType) => {
    given([{ type: "BoardCreated", data: { boardType, columns } }])
      .when(add)
      .then([added]);
  });

  it("accepts an inactivity window of 0 days", () => {
    given([created])
      .when({ ...add, inactivityWindow: 0 })
      .then([{ type: "ColumnAdded", data: { ...(added.data as BoardColumn), inactivityWindow: 0 } }]);
  });

  it("needs a title", () => {
    given([created])
      .when({ ...add, title: "   " })
      .thenThrows("Campo obrigatório.", { field: "title" });
    given([created])
      .when({ ...add, title: undefined as never })
      .thenThrows("Campo obrigatório.", { field: "title" });
  });

  it.each(["Proposta <b>", "Fase 1/2", "Etapa #3", "50%", "Fechar!"])("rejects the title %j (general text rule)", (title) => {
    given([created])
      .when({ ...add, title })
      .thenThrows("Insira um texto válido.", { field: "title" });
  });

  it.each([-1, 1.5, Number.NaN, "7" as unknown as number, null as unknown as number])("rejects the inactivity window %j", (inactivityWindow) => {
    given([created])
      .when({ ...add, inactivityWindow })
      .thenThrows("Insira um número de dias válido.", { field: "inactivityWindow" });
  });

  it.each([
    ["refuses a column id already on the board", { columnId: "col-2" }, "Coluna repetida.", { code: "conflict" }],
    ["needs a column id", { columnId: "" }, "Campo obrigatório.", { field: "columnId" }],
    ["refuses an empty key", { sortKey: "" }, "Posição inválida.", { field: "sortKey" }],
    ["refuses a key another column holds", { sortKey: keys[1] }, "Posição inválida.", { field: "sortKey" }],
  ] as const)("%s", (_name, patch, message, expectation) => {
    given([created])
      .when({ ...add, ...patch })
      .thenThrows(message, expectation);
  });

  it("needs the board to exist", () => {
    given([]).when(add).thenThrows("Quadro não encontrado.", { code: "not_found" });
  });
});

describe("RenameColumn", () => {
  const rename = { type: "RenameColumn" as const, columnId: "col-3", title: "Negociação final", inactivityWindow: 10 };

  it("renames, recording the old title", () => {
    given([created])
      .when(rename)
      .then([
        {
          type: "ColumnRenamed",
          data: { columnId: "col-3", fromTitle: "Negociação", title: "Negociação final", inactivityWindow: 10 },
        },
      ]);
  });

  it("changes only the inactivity window", () => {
    given([created])
      .when({ ...rename, title: "Negociação", inactivityWindow: 14 })
      .then([
        {
          type: "ColumnRenamed",
          data: { columnId: "col-3", fromTitle: "Negociação", title: "Negociação", inactivityWindow: 14 },
        },
      ]);
  });

  it("updates the column in state and keeps its place", () => {
    given([created])
      .when(rename)
      .thenState({
        columns: [columns[0], columns[1], { columnId: "col-3", title: "Negociação final", inactivityWindow: 10, sortKey: keys[2] }, columns[3]],
      });
  });

  it("does nothing when title and window are unchanged (after trimming)", () => {
    given([created])
      .when({ ...rename, title: " Negociação ", inactivityWindow: 10 })
      .then([]);
  });

  it("fails on an unknown or deleted column", () => {
    given([created])
      .when({ ...rename, columnId: "col-9" })
      .thenThrows("Coluna não encontrada.", { code: "not_found" });
    given([
      created,
      {
        type: "ColumnDeleted",
        data: { columnId: "col-3", title: "Negociação", movedTo: { id: "col-2", title: "Proposta" } },
      },
    ])
      .when(rename)
      .thenThrows("Coluna não encontrada.", { code: "not_found" });
  });

  it.each([
    [{ title: "" }, "Campo obrigatório.", "title"],
    [{ title: "A|B" }, "Insira um texto válido.", "title"],
    [{ inactivityWindow: -3 }, "Insira um número de dias válido.", "inactivityWindow"],
    // Past ten years (3.650 days): the form fuzz once sent 12345678901, which no integer column holds.
    [{ inactivityWindow: 3651 }, "Insira um número de dias válido.", "inactivityWindow"],
    [{ inactivityWindow: 12345678901 }, "Insira um número de dias válido.", "inactivityWindow"],
  ] as const)("validates title and window: %o", (patch, message, field) => {
    given([created])
      .when({ ...rename, ...patch })
      .thenThrows(message, { field });
  });

  it("needs the board to exist", () => {
    given([]).when(rename).thenThrows("Quadro não encontrado.", { code: "not_found" });
  });
});

describe("ReorderColumn", () => {
  const afterLast = { type: "ReorderColumn" as const, columnId: "col-1", sortKey: lastKey };

  it("moves a column to a new key", () => {
    given([created])
      .when(afterLast)
      .then([{ type: "ColumnReordered", data: { columnId: "col-1", title: "Contato", sortKey: lastKey } }]);
  });

  it("reorders the columns in state", () => {
    expect(titles([created, { type: "ColumnReordered", data: { columnId: "col-1", title: "Contato", sortKey: lastKey } }])).toEqual([
      "Proposta",
      "Negociação",
      "Fechamento",
      "Contato",
    ]);
  });

  it("does nothing when the key is unchanged", () => {
    given([created])
      .when({ ...afterLast, sortKey: keys[0] })
      .then([]);
  });

  it.each([keys[2], " "])("refuses the key %j (another column's, or empty)", (sortKey) => {
    given([created])
      .when({ ...afterLast, sortKey })
      .thenThrows("Posição inválida.", { field: "sortKey" });
  });

  it("fails on an unknown column or board", () => {
    given([created])
      .when({ ...afterLast, columnId: "x" })
      .thenThrows("Coluna não encontrada.", { code: "not_found" });
    given([]).when(afterLast).thenThrows("Quadro não encontrado.", { code: "not_found" });
  });
});

describe("DeleteColumn", () => {
  const del = { type: "DeleteColumn" as const, columnId: "col-3", moveTo: "col-2" };
  const deleted: BoardEvent = {
    type: "ColumnDeleted",
    data: { columnId: "col-3", title: "Negociação", movedTo: { id: "col-2", title: "Proposta" } },
  };

  it("deletes the column, naming where its items go", () => {
    given([created]).when(del).then([deleted]);
  });

  it("removes the column from state", () => {
    given([created])
      .when(del)
      .thenState({ columns: [columns[0], columns[1], columns[3]] });
  });

  it.each([
    ["refuses to move the items into the column being deleted", "col-3", "Escolha outra coluna para receber os itens."],
    ["needs a target column", "", "Selecione uma coluna."],
  ])("%s", (_name, moveTo, message) => {
    given([created])
      .when({ ...del, moveTo })
      .thenThrows(message, { field: "moveTo" });
  });

  it("needs an existing target column", () => {
    given([created])
      .when({ ...del, moveTo: "col-9" })
      .thenThrows("Coluna não encontrada.", { field: "moveTo", code: "not_found" });
    given([created, deleted])
      .when({ type: "DeleteColumn", columnId: "col-1", moveTo: "col-3" })
      .thenThrows("Coluna não encontrada.", { field: "moveTo", code: "not_found" });
  });

  it("cannot delete the last column", () => {
    const single: BoardEvent = { type: "BoardCreated", data: { boardType: "PROJECT", columns: [columns[0]] } };
    given([single])
      .when({ type: "DeleteColumn", columnId: "col-1", moveTo: "col-2" })
      .thenThrows("Não é possível excluir a última coluna do quadro.", { code: "conflict" });
  });

  it("cannot delete the last column left after other deletions", () => {
    const gone = (id: string, to: string): BoardEvent => ({
      type: "ColumnDeleted",
      data: { columnId: id, title: id, movedTo: { id: to, title: to } },
    });
    given([created, gone("col-1", "col-4"), gone("col-2", "col-4"), gone("col-3", "col-4")])
      .when({ type: "DeleteColumn", columnId: "col-4", moveTo: "col-1" })
      .thenThrows("Não é possível excluir a última coluna do quadro.", { code: "conflict" });
    given([created, gone("col-1", "col-4"), gone("col-2", "col-4")])
      .when({ type: "DeleteColumn", columnId: "col-4", moveTo: "col-3" })
      .then([
        {
          type: "ColumnDeleted",
          data: { columnId: "col-4", title: "Fechamento", movedTo: { id: "col-3", title: "Negociação" } },
        },
      ]);
  });

  it("fails on an unknown column or board", () => {
    given([created])
      .when({ ...del, columnId: "col-9" })
      .thenThrows("Coluna não encontrada.", { code: "not_found" });
    given([created, deleted]).when(del).thenThrows("Coluna não encontrada.", { code: "not_found" });
    given([]).when(del).thenThrows("Quadro não encontrado.", { code: "not_found" });
  });

  it("lets a renamed target carry its new title", () => {
    given([
      created,
      {
        type: "ColumnRenamed",
        data: { columnId: "col-2", fromTitle: "Proposta", title: "Orçamento", inactivityWindow: 7 },
      },
    ])
      .when(del)
      .then([
        {
          type: "ColumnDeleted",
          data: { columnId: "col-3", title: "Negociação", movedTo: { id: "col-2", title: "Orçamento" } },
        },
      ]);
  });
});
