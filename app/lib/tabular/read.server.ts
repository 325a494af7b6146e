// The streaming reader of tabular files (issue 15): the catalogue imports (openTable, a list of
// columns) and the irradiation and tariff tables (findHeader, with their own header recognisers).
// CSV through csv-parse's stream API, decoded as UTF-8 or, when the bytes are not UTF-8, as
// Windows-1252 (what Excel in Brazil saves; a superset of Latin-1's printable characters), with
// "," ";" or tab as the delimiter (detected); XLSX through exceljs's streaming WorkbookReader, the
// first sheet only. Rows come one at a time: the file is never held whole in memory (XLSX keeps its
// shared-strings table, bounded by the upload limit).
//
// The header row is the first row (among the first HEADER_SEARCH_ROWS) that has every required
// column of the kind: title rows above it are skipped. Merged cells: a streaming XLSX reader sees a
// merge as its top-left cell with a value and the other cells empty, so a header merged across
// columns names its first column and leaves the others unnamed (ignored), a title merged above the
// table is skipped with the other rows before the header, and a merged data cell gives its value to
// its first row/column only (the others read as empty, and a required field left empty is an error
// of that line, never a value copied from a neighbour).
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Transform, type TransformCallback } from "node:stream";
import { parse, CsvError as ParseError } from "csv-parse";
import ExcelJS from "exceljs";
import { matchHeader, wrongColumnsMessage, type ColumnSpec, type HeaderMatch } from "../../../domain/catalogue-import/columns";

export const BINARY_MESSAGE = "O arquivo não parece ser um CSV (conteúdo binário).";

export class TabularError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TabularError";
  }
}

export type TabularFormat = "csv" | "xlsx";
export type TextEncoding = "utf-8" | "windows-1252";
export type Delimiter = "," | ";" | "\t";

export interface RawRow {
  /** The line of the CSV file (the header is line 1 when it is the first) or the spreadsheet's row number. */
  line: number;
  cells: string[];
}

/** Rows searched for the header. */
export const HEADER_SEARCH_ROWS = 30;
const SNIFF_BYTES = 64 * 1024;

async function head(path: string, bytes: number): Promise<Buffer> {
  const fh = await open(path, "r");
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** XLSX is a ZIP (PK\3\4); other bytes must be text (no NUL or control bytes but tab, CR, LF, FF). */
export async function sniffFormat(path: string): Promise<TabularFormat> {
  const b = await head(path, 4096);
  if (b.length === 0) throw new TabularError("O arquivo está vazio.");
  if (b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return "xlsx";
  for (const x of b) if (x < 0x09 || (x > 0x0d && x < 0x20) || x === 0x0b) throw new TabularError("O arquivo não é um CSV nem uma planilha XLSX.");
  return "csv";
}

/**
 * UTF-8 when every byte of the file decodes as UTF-8 (checked as a stream, chunk by chunk, so a
 * Latin-1 "ç" deep in the file is found too), otherwise Windows-1252.
 */
export async function detectEncoding(path: string): Promise<TextEncoding> {
  const dec = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: SNIFF_BYTES })) dec.decode(chunk as Buffer, { stream: true });
    dec.decode();
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** Field counts of a line for a delimiter, quotes respected. */
function fieldCount(line: string, d: string): number {
  let n = 1;
  let q = false;
  for (const ch of line) {
    if (ch === '"') q = !q;
    else if (ch === d && !q) n++;
  }
  return n;
}

/**
 * The delimiter whose field count is the same on most of the first lines (a decimal comma changes
 * the count of "," from line to line; the real delimiter keeps it), ";" before "," before tab on a tie.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text
    .split(/\r?\n|\r/)
    .filter((l) => l.trim() !== "")
    .slice(0, 20);
  let best: Delimiter = ",";
  let bestScore = -1;
  for (const d of [";", ",", "\t"] as const) {
    const counts = lines.map((l) => fieldCount(l, d));
    const freq = new Map<number, number>();
    for (const c of counts) if (c > 1) freq.set(c, (freq.get(c) ?? 0) + 1);
    let mode = 0;
    let modeN = 0;
    for (const [c, n] of freq) if (n > modeN || (n === modeN && c > mode)) [mode, modeN] = [c, n];
    const score = modeN * 1000 + mode;
    if (score > bestScore) [best, bestScore] = [d, score];
  }
  return best;
}

class Decode extends Transform {
  private dec: TextDecoder;
  constructor(encoding: TextEncoding) {
    super({ decodeStrings: true, encoding: "utf8" });
    this.dec = new TextDecoder(encoding);
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    cb(null, this.dec.decode(chunk, { stream: true }));
  }
  override _flush(cb: TransformCallback) {
    cb(null, this.dec.decode());
  }
}

const CSV_MESSAGES: Record<string, (line: number) => string> = {
  CSV_QUOTE_NOT_CLOSED: (l) => `Arquivo CSV malformado: aspas abertas na linha ${l} e nunca fechadas.`,
  CSV_INVALID_CLOSING_QUOTE: (l) => `Arquivo CSV malformado: aspas fora do lugar na linha ${l}.`,
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: (l) => `Arquivo CSV malformado: aspas fora do lugar na linha ${l}.`,
};

export interface CsvInfo {
  encoding: TextEncoding;
  delimiter: Delimiter;
}

export async function csvInfo(path: string): Promise<CsvInfo> {
  const encoding = await detectEncoding(path);
  const text = new TextDecoder(encoding).decode(await head(path, SNIFF_BYTES));
  return { encoding, delimiter: detectDelimiter(text.replace(/^\uFEFF/, "")) };
}

export async function* readCsvRows(path: string, info: CsvInfo): AsyncGenerator<RawRow> {
  const input = createReadStream(path);
  const parser = parse({
    delimiter: info.delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  });
  input.on("error", (e) => parser.destroy(e));
  input.pipe(new Decode(info.encoding)).pipe(parser);
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const cells = rec.record.map((c) => c.trim());
      // A NUL is no text (a binary or UTF-16 file), and PostgreSQL cannot store it in an event.
      if (cells.some((c) => c.includes("\u0000"))) throw new TabularError(BINARY_MESSAGE);
      if (cells.every((c) => c === "")) continue;
      yield { line: rec.info.lines, cells };
    }
  } catch (e) {
    if (e instanceof ParseError) {
      const line = (e as ParseError & { lines?: number }).lines ?? 0;
      const msg = CSV_MESSAGES[e.code];
      throw new TabularError(msg ? msg(line) : `Arquivo CSV malformado (linha ${line}).`);
    }
    throw e;
  } finally {
    input.destroy();
  }
}

/** A spreadsheet cell as text: numbers with "," as the decimal mark (1.134 → "1,134", never read as thousands), dates as YYYY-MM-DD, formulas by their result. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v.replace(/\u0000/g, "").trim();
  // 15 significant digits, as Excel shows them: a formula's 1358.0200000000002 is the 1358,02 on screen.
  if (typeof v === "number") return Number.isFinite(v) ? String(Number(v.toPrecision(15))).replace(".", ",") : "";
  if (typeof v === "boolean") return v ? "sim" : "não";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v.toISOString().slice(0, 10);
  if (typeof v === "object") {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(o.richText))
      return o.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if ("result" in o) return cellText(o.result);
    if (o.text !== undefined) return cellText(o.text);
    if (o.error !== undefined) return "";
  }
  return String(v).trim();
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * A cell's value as the sheet shows it, before it becomes text: a number in a percent format times
 * 100 (0.213 shown as "21,3%" → 21.3), a date back to its serial number (45404, or 45404.75 with a
 * time), anything else unchanged.
 */
export function asShown(v: unknown, numFmt: string | undefined): unknown {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : (v.getTime() - EXCEL_EPOCH_MS) / 86_400_000;
  if (typeof v === "number" && numFmt && /%/.test(numFmt.replace(/"[^"]*"|\\./g, ""))) return v * 100;
  return v;
}

export async function* readXlsxRows(path: string): AsyncGenerator<RawRow> {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    // Styles are read for two things a cell's number does not say alone: a percent format (0.213
    // shown as "21,3%") and a date format, which exceljs then hands over as a Date (given back here
    // as the serial number the rules read, so a date cell reads the same with or without styles).
    styles: "cache",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(asShown(values[i], row.getCell(i).numFmt)));
        if (cells.every((c) => c === "")) continue;
        yield { line: row.number, cells };
      }
      break; // the first sheet only
    }
  } catch (e) {
    if (e instanceof TabularError) throw e;
    throw new TabularError("A planilha XLSX não pôde ser lida (arquivo corrompido ou protegido por senha).");
  } finally {
    input.destroy();
  }
}

/** The rows of a CSV or XLSX file (header included), with how the file was read. */
export async function openRows(path: string): Promise<{ format: TabularFormat; csv: CsvInfo | null; rows: AsyncGenerator<RawRow> }> {
  const format = await sniffFormat(path);
  const csv = format === "csv" ? await csvInfo(path) : null;
  return { format, csv, rows: csv ? readCsvRows(path, csv) : readXlsxRows(path) };
}

export interface FoundHeader<M> {
  format: TabularFormat;
  csv: CsvInfo | null;
  line: number;
  header: string[];
  /** What the recogniser made of the header row. */
  match: M;
  /** The rows after the header. */
  rows: AsyncGenerator<RawRow>;
}

/**
 * For layouts that are not a list of columns (the irradiation and tariff tables keep their own
 * column mappings): the header is the first row, among the first HEADER_SEARCH_ROWS, that
 * `recognise` accepts (returns non-null). None accepted: `{ first }`, the first row's cells (for
 * the caller's "wrong columns" message), the file closed. An empty file is a TabularError.
 */
export async function findHeader<M>(path: string, recognise: (cells: string[]) => M | null): Promise<FoundHeader<M> | { first: string[] }> {
  const { format, csv, rows } = await openRows(path);
  let first: string[] | null = null;
  for (let seen = 0; seen < HEADER_SEARCH_ROWS; seen++) {
    const next = await rows.next();
    if (next.done) break;
    first ??= next.value.cells;
    const match = recognise(next.value.cells);
    if (match !== null) return { format, csv, line: next.value.line, header: next.value.cells, match, rows };
  }
  await rows.return(undefined);
  if (first === null) throw new TabularError("O arquivo está vazio.");
  return { first };
}

export interface TableHeader<K extends string> {
  format: TabularFormat;
  csv: CsvInfo | null;
  /** The line of the header row. */
  line: number;
  header: string[];
  match: HeaderMatch<K>;
}

export interface TableRow<K extends string> extends RawRow {
  values: Partial<Record<K, string>>;
}

/**
 * Opens a file for a kind's columns: finds the header row, then yields the data rows with their
 * values by field. `header` is set before the first row is yielded. Throws TabularError for a file
 * that is not CSV/XLSX, malformed, or whose columns are not the kind's.
 */
export async function openTable<K extends string>(
  path: string,
  columns: readonly ColumnSpec<K>[],
): Promise<{ header: TableHeader<K>; rows: AsyncGenerator<TableRow<K>> }> {
  const { format, csv, rows: source } = await openRows(path);
  let best: HeaderMatch<K> | null = null;
  let seen = 0;
  let header: TableHeader<K> | null = null;
  for (;;) {
    const next = await source.next();
    if (next.done) break;
    const m = matchHeader(next.value.cells, columns);
    const hits = m.keys.filter((k) => k !== null).length;
    if (hits > 0 && m.missing.length === 0) {
      header = { format, csv, line: next.value.line, header: next.value.cells, match: m };
      break;
    }
    if (!best || hits > best.keys.filter((k) => k !== null).length) best = m;
    if (++seen >= HEADER_SEARCH_ROWS) break;
  }
  if (!header) {
    await source.return(undefined);
    if (seen === 0) throw new TabularError("O arquivo está vazio.");
    throw new TabularError(wrongColumnsMessage(columns, best));
  }
  const h = header;
  async function* rows(): AsyncGenerator<TableRow<K>> {
    for await (const r of source) {
      const values: Partial<Record<K, string>> = {};
      h.match.keys.forEach((k, i) => {
        if (k) values[k] = r.cells[i] ?? "";
      });
      yield { ...r, values };
    }
  }
  return { header: h, rows: rows() };
}
