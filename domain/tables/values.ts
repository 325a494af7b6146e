// Values typed in spreadsheets from Brazil: decimal comma or point, thousands separators, and
// headers in any case with or without accents. Shared by the irradiation and tariff tables.

/**
 * "5,25" → 5.25, "5.234,5" → 5234.5, "1,234.5" → 1234.5, "5234.5" → 5234.5; null when it is not a
 * number. With only one kind of separator, a comma is decimal and a point is decimal. A leading
 * apostrophe before a sign is dropped: the refused-lines CSV writes "'-47,1" so that a spreadsheet
 * does not take the cell for a formula, and that file comes back fixed.
 */
export function parseDecimal(raw: string | undefined | null): number | null {
  let s = String(raw ?? "")
    .trim()
    .replace(/^'(?=[-+])/, "")
    .replace(/\s/g, "");
  if (!s) return null;
  const comma = s.lastIndexOf(",");
  const point = s.lastIndexOf(".");
  if (comma >= 0 && point >= 0) {
    s = comma > point ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  } else if (comma >= 0) {
    if (s.indexOf(",") !== comma) return null;
    s = s.replace(",", ".");
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** A header as a key: upper case, no accents, single spaces ("Média anual" → "MEDIA ANUAL"). */
export function headerKey(h: string): string {
  return String(h ?? "")
    .replace(/^\uFEFF/, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[_\s]+/g, " ")
    .trim();
}

/** dd/mm/aaaa, aaaa-mm-dd or aaaa-mm-dd hh:mm:ss → aaaa-mm-dd (a real calendar day), else null. */
export function parseDay(raw: string | undefined | null): string | null {
  const s = String(raw ?? "").trim();
  let y: number, m: number, d: number;
  let hit = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (hit) [d, m, y] = [Number(hit[1]), Number(hit[2]), Number(hit[3])];
  else {
    hit = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(s);
    if (!hit) return null;
    [y, m, d] = [Number(hit[1]), Number(hit[2]), Number(hit[3])];
  }
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** aaaa-mm-dd → dd/mm/aaaa. */
export function dayBr(iso: string | null | undefined): string {
  if (!iso) return "";
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/** The largest irradiation or tariff file accepted (a whole Atlas grid, or ANEEL's file filtered by distributor). */
export const TABLE_FILE_MAX_BYTES = 20 * 1024 * 1024;
