import { describe, it } from "vitest";
import { specFor } from "../support/given-when-then";
import { catalogueImportDecider, IMPORT_MSG, MAX_REFUSED_RECORDED, type ImportEvent, type RefusedLine } from "../../../domain/catalogue-import";

const given = specFor(catalogueImportDecider);
const id = "0190a000-0000-7000-8000-0000000000bb";
const hash = "a".repeat(64);
const bad: RefusedLine = { line: 3, cells: ["", "M", "0"], errors: ["Fabricante: Informe o fabricante."] };
const start = (over: Record<string, unknown> = {}) => ({
  type: "StartImport" as const,
  importId: id,
  kind: "modules" as const,
  fileName: " modulos.csv ",
  sha256: hash,
  format: "csv" as const,
  columns: ["Fabricante", "Modelo", "Potência (Wp)"],
  totalLines: 3,
  validLines: 2,
  refused: [bad],
  ...over,
});
const started: ImportEvent = {
  type: "ImportStarted",
  data: {
    importId: id,
    userId: "user-manager",
    kind: "modules",
    fileName: "modulos.csv",
    sha256: hash,
    format: "csv",
    columns: ["Fabricante", "Modelo", "Potência (Wp)"],
    totalLines: 3,
    validLines: 2,
    refusedCount: 1,
    refused: [bad],
  },
};
const slice = (over: Record<string, unknown> = {}) => ({
  type: "RecordImportSlice" as const,
  from: 0,
  to: 2,
  created: 1,
  updated: 0,
  unchanged: 1,
  failed: [],
  ...over,
});
const applied: ImportEvent = { type: "ImportSliceApplied", data: { importId: id, from: 0, to: 2, created: 1, updated: 0, unchanged: 1, failed: [] } };

describe("catalogue import decider", () => {
  it("starts: who, file name (trimmed), hash, kind, counts and the refused lines with their messages", () => {
    given().when(start()).then([started]);
  });
  it("a second start on the same stream is a conflict", () => {
    given([started]).when(start()).thenThrows(IMPORT_MSG.started, { code: "conflict" });
  });
  it("refuses a blank file name, a bad hash, more valid lines than lines", () => {
    given()
      .when(start({ fileName: "  " }))
      .thenThrows(IMPORT_MSG.fileName, { field: "fileName" });
    given()
      .when(start({ sha256: "x" }))
      .thenThrows(IMPORT_MSG.hash);
    given()
      .when(start({ validLines: 4 }))
      .thenThrows(IMPORT_MSG.slice);
  });
  it("keeps at most MAX_REFUSED_RECORDED refused lines, and the full count", () => {
    const many = Array.from({ length: MAX_REFUSED_RECORDED + 3 }, (_, i) => ({ ...bad, line: i + 2 }));
    given()
      .when(start({ refused: many, totalLines: many.length + 2 }))
      .thenState({ refusedCount: MAX_REFUSED_RECORDED + 3 });
  });
  it("records a slice; the same slice again gives no event", () => {
    given([started]).when(slice()).then([applied]);
    given([started, applied]).when(slice()).then([]);
  });
  it("a slice whose counts do not add up, or past the valid lines, is refused", () => {
    given([started])
      .when(slice({ created: 2 }))
      .thenThrows(IMPORT_MSG.slice);
    given([started])
      .when(slice({ to: 3, created: 2 }))
      .thenThrows(IMPORT_MSG.slice);
  });
  it("a slice before the start is not found", () => {
    given().when(slice()).thenThrows(IMPORT_MSG.notStarted, { code: "not_found" });
  });
  it("completes with the totals (refused = preview's + failed when sent); completing again gives no event", () => {
    const failed: ImportEvent = {
      type: "ImportSliceApplied",
      data: { importId: id, from: 0, to: 2, created: 1, updated: 0, unchanged: 0, failed: [{ line: 2, cells: [], errors: ["x"] }] },
    };
    const completed: ImportEvent = {
      type: "ImportCompleted",
      data: { importId: id, created: 1, updated: 0, unchanged: 0, refused: 2, completedAt: "2026-11-22T17:03:00.000Z" },
    };
    given([started, failed]).when({ type: "CompleteImport" }).then([completed]);
    given([started, failed, completed]).when({ type: "CompleteImport" }).then([]);
    given([started, failed, completed])
      .when(slice({ from: 1, to: 2, created: 1, unchanged: 0 }))
      .thenThrows(IMPORT_MSG.completed, { code: "conflict" });
  });
});
