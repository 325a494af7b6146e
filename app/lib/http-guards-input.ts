// Dates typed into URLs and forms (audit instants, export periods, webhook replays): read strictly,
// within years the app can store and query, so that a far or impossible date is a 400 with a
// message rather than a database error (year 9999 plus the São Paulo offset is year 10000, which
// PostgreSQL refuses; 2024-02-30 is not a day).

export const MIN_YEAR = 1920;
export const MAX_YEAR = 2199;

export const DATE_MSG = {
  invalid: "Data inválida.",
  range: `Data fora do intervalo aceito (anos de ${MIN_YEAR} a ${MAX_YEAR}).`,
};

export type DateRead = { ok: true; date: Date } | { ok: false; message: string };

/**
 * "aaaa-mm-dd" or "aaaa-mm-ddThh:mm", São Paulo time (UTC−3, no daylight saving since 2019), to an
 * instant. Anything else, an impossible day or hour, or a year outside MIN_YEAR..MAX_YEAR is refused.
 */
export function readLocalDateTime(value: string, opts: { timeAllowed?: boolean } = {}): DateRead {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!m || (m[4] !== undefined && opts.timeAllowed === false)) return { ok: false, message: DATE_MSG.invalid };
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4] ?? "0", m[5] ?? "0"].map(Number) as [number, number, number, number, number];
  if (year < MIN_YEAR || year > MAX_YEAR) return { ok: false, message: DATE_MSG.range };
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return { ok: false, message: DATE_MSG.invalid };
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return { ok: false, message: DATE_MSG.invalid };
  return { ok: true, date: new Date(Date.UTC(year, month - 1, day, hour + 3, minute)) };
}
