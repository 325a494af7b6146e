// The irradiation and tariff files: UTF-8 or Latin-1 (Excel in Brazil saves Windows-1252), `;` or
// `,` or tab separators (the header line decides), read with csv-parse's stream API one record at
// a time. (The shared tabular reader of the imports work, app/lib/tabular/, had not landed when
// this was written: this small module uses csv-parse directly.)
import { Readable } from "node:stream";
import { parse } from "csv-parse";

export class TableFileError extends Error {}

/** UTF-8, or Windows-1252 when the bytes are not valid UTF-8. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator the header line uses most: `;`, tab or `,`. */
export function detectDelimiter(text: string): string {
  const first = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const count = (c: string) => first.split(c).length - 1;
  const [best] = [";", "\t", ","].sort((a, b) => count(b) - count(a));
  return count(best) > 0 ? best : ";";
}

export interface CsvRecord {
  /** The file's line where the record starts (1 = header). */
  line: number;
  cells: string[];
}

/**
 * Streams the records after the header to `onRecord` (with the header); returns the header.
 * Malformed CSV → TableFileError.
 */
export async function readCsv(text: string, onRecord: (r: CsvRecord, header: string[]) => void, maxRecords = 200_000): Promise<string[]> {
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }),
  );
  let header: string[] | null = null;
  let n = 0;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        header = item.record;
        continue;
      }
      if (++n > maxRecords) throw new TableFileError(`O arquivo passa de ${maxRecords.toLocaleString("pt-BR")} linhas.`);
      onRecord({ line: item.info.lines, cells: item.record }, header);
    }
  } catch (e) {
    if (e instanceof TableFileError) throw e;
    const err = e as { code?: string; lines?: number };
    if (err.code?.startsWith("CSV_")) throw new TableFileError(`Arquivo CSV malformado (linha ${err.lines ?? "?"}).`);
    throw e;
  }
  if (!header) throw new TableFileError("O arquivo está vazio.");
  return header;
}
