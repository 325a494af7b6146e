// Pure helpers of catalogue files (issue 15): numbers as Brazilians and spreadsheets write them,
// and header matching (the spec's field name or a friendly Portuguese header, ignoring case,
// accents, spaces and punctuation).
import { normalizeSearch } from "../shared";

/**
 * A number as typed in a catalogue file: "1.234,56", "1234,56", "1234.56", "1,234.56", "R$ 1.234",
 * "550" → a number; "" → null; anything else → NaN.
 * Both separators: the last one is the decimal mark. Only commas: one comma is the decimal mark
 * ("1234,56"), several are thousands ("1,234,567"). Only dots: several are thousands ("1.234.567"),
 * one is the decimal mark ("1234.56", "0.550"): write "1234" or "1.234,00" for a thousand.
 */
export function parseDecimal(input: string): number | null {
  let s = String(input ?? "")
    .replace(/R\$/gi, "")
    .replace(/[\s\u00a0]/g, "");
  if (s === "") return null;
  const neg = /^-/.test(s);
  if (neg) s = s.slice(1);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return Number.NaN;
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const dec = lastDot > lastComma ? "." : ",";
    const thou = dec === "." ? "," : ".";
    const [int, frac, ...rest] = s.split(dec);
    if (rest.length || frac === undefined || frac.includes(thou)) return Number.NaN;
    if (!/^\d{1,3}([.,]\d{3})*$/.test(int)) return Number.NaN;
    normal = `${int.split(thou).join("")}.${frac}`;
  } else if (lastComma >= 0) {
    const parts = s.split(",");
    if (parts.length === 2) normal = `${parts[0] || "0"}.${parts[1]}`;
    else if (/^\d{1,3}(,\d{3})+$/.test(s)) normal = parts.join("");
    else return Number.NaN;
  } else if (lastDot >= 0) {
    const parts = s.split(".");
    if (parts.length === 2) normal = `${parts[0] || "0"}.${parts[1]}`;
    else if (/^\d{1,3}(\.\d{3})+$/.test(s)) normal = parts.join("");
    else return Number.NaN;
  } else normal = s;
  const n = Number(normal);
  return neg ? -n : n;
}

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
