// What an irradiation or tariff import records about its file, so /importacoes/lista can list it
// beside the catalogue imports (who, when, file, kind, lines imported and refused) and offer its
// refused lines back as a CSV: the file's hash and format, its header row, how many data lines it
// had and the lines refused with their cells and messages. Optional in the events: imports
// recorded before this existed lack it and still project (as a file of their valid rows only).
import { DomainError } from "../shared/decider";

/** Refused lines kept in an event (past this many, the first ones and the count), as the catalogue imports. */
export const MAX_REFUSED_RECORDED = 5000;

export interface RefusedTableLine {
  /** The line of the CSV (the header is line 1 when it is the first) or the sheet's row. */
  line: number;
  /** The line's cells as read, in the file's column order. */
  cells: string[];
  /** pt-BR messages, one per problem. */
  errors: string[];
}

export interface TableImportFile {
  sha256: string;
  format: "csv" | "xlsx";
  /** The header row as the file had it (the refused-lines CSV repeats it, plus "Erro"). */
  columns: string[];
  /** Data lines after the header. */
  totalLines: number;
  /** Every line refused by the preview's checks (the event keeps the first MAX_REFUSED_RECORDED). */
  refused: RefusedTableLine[];
}

/** The file as an event records it: `refusedCount` is the count, `refused` the first lines. */
export interface RecordedTableFile {
  sha256: string;
  format: "csv" | "xlsx";
  columns: string[];
  totalLines: number;
  refusedCount: number;
  refused: RefusedTableLine[];
}

export const TABLE_IMPORT_MSG = { file: "Dados do arquivo inválidos." } as const;

const SHA256_RE = /^[0-9a-f]{64}$/;
const count = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;

/** The file's record for an event, or a DomainError when it is not one a reading of a file gives. */
export function recordFile(f: TableImportFile, imported: number): RecordedTableFile {
  const ok =
    SHA256_RE.test(String(f.sha256)) &&
    (f.format === "csv" || f.format === "xlsx") &&
    Array.isArray(f.columns) &&
    f.columns.every((c) => typeof c === "string") &&
    count(f.totalLines) &&
    Array.isArray(f.refused) &&
    f.refused.every((l) => count(l.line) && Array.isArray(l.cells) && Array.isArray(l.errors) && l.errors.length > 0) &&
    imported + f.refused.length <= f.totalLines;
  if (!ok) throw new DomainError(TABLE_IMPORT_MSG.file);
  return {
    sha256: f.sha256,
    format: f.format,
    columns: f.columns.map((c) => c.slice(0, 200)),
    totalLines: f.totalLines,
    refusedCount: f.refused.length,
    refused: f.refused.slice(0, MAX_REFUSED_RECORDED),
  };
}
