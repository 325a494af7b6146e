// pt-BR display formats and the spec's date rule (part 1 §5, part 2 §1).

export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";
export const MIN_DATE_YEAR = 1920;

/** Sale, contract and proposal numbers: "#" plus 5 digits padded with zeros (1 → "#00001"). */
export function formatNumber5(n: number | string): string {
  return `#${String(n).padStart(5, "0")}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** True for a real calendar date written YYYY-MM-DD ("2024-02-29" yes, "2023-02-29" no). */
export function isValidISODate(s: string): boolean {
  if (typeof s !== "string") return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * A spreadsheet's date cell as the uploads' tabular reader gives it (app/lib/tabular/read.server.ts
 * reads XLSX without styles, so a date cell arrives as its serial number: days since 1899-12-30 in
 * Excel's 1900 date system, a time of day as the fraction, written with a decimal comma: "45292",
 * "45292,75"). Five digits only (1927-05-18 to 2173-10-13): a shorter number in a date column is a
 * typing mistake, not a date. → "YYYY-MM-DD", or null when the text is not such a serial.
 */
export function spreadsheetSerialDate(cell: string): string | null {
  const m = /^(\d{5})(?:,\d+)?$/.exec(typeof cell === "string" ? cell.trim() : "");
  return m ? new Date(Date.UTC(1899, 11, 30) + Number(m[1]) * 86_400_000).toISOString().slice(0, 10) : null;
}

/**
 * The spec's date rule: 8 digits ddmmyyyy, with or without slashes ("22/11/2026", "22112026");
 * year from 1920 to `currentYear`; month 1 to 12; day within the month (leap years handled).
 * Returns "YYYY-MM-DD" or null. Without `currentYear` there is no upper bound on the year
 * (for dates that may lie in the future, such as a validity date).
 */
export function parseDateBR(input: string, currentYear?: number): string | null {
  if (typeof input !== "string") return null;
  const s = input.trim();
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (year < MIN_DATE_YEAR) return null;
  if (currentYear !== undefined && year > currentYear) return null;
  if (!isRealDate(year, month, day)) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dateTimeFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateTimeFormats.set(timeZone, f);
  }
  return f;
}

interface LocalParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function localParts(isoInstant: string, timeZone: string): LocalParts | null {
  if (typeof isoInstant !== "string" || isoInstant === "") return null;
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const p of dateTimeFormat(timeZone).formatToParts(date)) parts[p.type] = p.value;
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

const INSTANT_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone; the source of DecideContext.today.
 * Null when the instant is invalid.
 */
export function localDate(isoInstant: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const p = localParts(isoInstant, timeZone);
  return p ? `${p.year}-${p.month}-${p.day}` : null;
}

/**
 * "2026-11-22" → "22/11/2026". An instant with a zone ("2026-11-23T01:00:00Z") is shown as its
 * date in `timeZone`; a date-time without a zone by its written date. "" when not a date.
 */
export function formatDateBR(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (typeof iso !== "string") return "";
  let date: string | null = null;
  if (INSTANT_WITH_ZONE.test(iso)) date = localDate(iso, timeZone);
  else {
    const m = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(iso);
    if (m && isValidISODate(m[1])) date = m[1];
  }
  if (!date) return "";
  const [y, mo, d] = date.split("-");
  return `${d}/${mo}/${y}`;
}

/** An instant as "22/11/2026 14:03" in `timeZone` (default America/Sao_Paulo); "" when invalid. */
export function formatDateTimeBR(isoInstant: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = localParts(isoInstant, timeZone);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : "";
}

/** "YYYY-MM-DD" plus n days (n may be negative). */
export function addDays(isoDate: string, n: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${String(t.getUTCFullYear()).padStart(4, "0")}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())}`;
}

/** Search text: lowercase, without accents ("Negociação" → "negociacao"). */
export function normalizeSearch(s: string): string {
  return String(s ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

/** Cuts a text to `max` characters with an ellipsis (owner names: 15). */
export function truncate(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max)}...` : s;
}
