// Pure helpers of catalogue files (issue 15): header matching (the spec's field name or a friendly Portuguese header, ignoring case,
// accents, spaces and punctuation).
import { normalizeSearch } from "../shared";

/** The documented limit of a catalogue file (docs/catalogue-imports.md); the upload guard adds the multipart framing. */
export const CATALOGUE_MAX_BYTES = 20 * 1024 * 1024;

/** How a header is compared: lower case, no accents, letters and digits only ("Potência (Wp)" → "potenciawp"). */
export const headerKey = (h: string) => normalizeSearch(h).replace(/[^a-z0-9]/g, "");

export interface ColumnSpec<K extends string = string> {
  /** The spec's field name (also accepted as a header). */
  key: K;
  /** The friendly Portuguese header, as written in the example files and the refused-lines CSV. */
  header: string;
  /** Other spellings accepted. */
  aliases?: readonly string[];
  required?: boolean;
}

export interface HeaderMatch<K extends string = string> {
  /** For each column of the file, the field it feeds, or null (ignored). */
  keys: (K | null)[];
  ignored: string[];
  missing: ColumnSpec<K>[];
}

/** Matches a header row against the columns of a kind. */
export function matchHeader<K extends string>(cells: readonly string[], columns: readonly ColumnSpec<K>[]): HeaderMatch<K> {
  const byKey = new Map<string, K>();
  for (const c of columns) for (const name of [c.key, c.header, ...(c.aliases ?? [])]) byKey.set(headerKey(name), c.key);
  const seen = new Set<K>();
  const keys = cells.map((cell) => {
    const k = byKey.get(headerKey(cell));
    if (!k || seen.has(k)) return null; // a repeated column: the first one counts
    seen.add(k);
    return k;
  });
  return {
    keys,
    ignored: cells.filter((c, i) => keys[i] === null && c.trim() !== ""),
    missing: columns.filter((c) => c.required && !seen.has(c.key)),
  };
}

/** The message for a file whose header was not found. */
export function wrongColumnsMessage(columns: readonly ColumnSpec[], best: HeaderMatch | null): string {
  const required = columns.filter((c) => c.required).map((c) => `"${c.header}"`);
  const missing = best && best.keys.some((k) => k !== null) ? ` Faltam: ${best.missing.map((c) => `"${c.header}"`).join(", ")}.` : "";
  return `As colunas do arquivo não são as esperadas: o cabeçalho precisa das colunas ${required.join(", ")}.${missing}`;
}
