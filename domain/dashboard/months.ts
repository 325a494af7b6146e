// Calendar months and local instants in the company's time zone (America/Sao_Paulo). Pure: the
// instant to start from is always passed in.
import { DEFAULT_TIME_ZONE, localDate } from "../shared/format";
import { MONTH_LABELS } from "../shared/months";

/** "YYYY-MM" of an instant in `timeZone`; null when the instant is invalid. */
export function monthOf(isoInstant: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  return localDate(isoInstant, timeZone)?.slice(0, 7) ?? null;
}

/** "2026-01" plus n months ("2026-01", -1 → "2025-12"). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const idx = y * 12 + (m - 1) + n;
  return `${String(Math.floor(idx / 12)).padStart(4, "0")}-${String((idx % 12) + 1).padStart(2, "0")}`;
}

/** The dashboard's window (spec part 1 §2.4): minus 2, minus 1 and the current month, oldest first. */
export function dashboardMonths(currentMonth: string): [string, string, string] {
  return [addMonths(currentMonth, -2), addMonths(currentMonth, -1), currentMonth];
}

/** "2026-01" → "Jan/2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${MONTH_LABELS[m - 1]}/${y}`;
}

/** Offset of `timeZone` from UTC at an instant, in minutes (São Paulo: -180). */
function offsetMinutes(utcMs: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  const f = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  for (const p of f.formatToParts(new Date(utcMs))) parts[p.type] = p.value;
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((asUtc - utcMs) / 60000);
}

/**
 * The instant (ISO, UTC) of a wall-clock date and time in `timeZone`: ("2026-11-22", "09:30") in
 * São Paulo → "2026-11-22T12:30:00.000Z". Null when the date or time is malformed.
 */
export function localInstant(date: string, time: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? "");
  const t = /^(\d{2}):(\d{2})/.exec(time && time.trim() ? time : "00:00");
  if (!d || !t) return null;
  const wall = Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2]);
  if (Number.isNaN(wall)) return null;
  let utc = wall - offsetMinutes(wall, timeZone) * 60000;
  utc = wall - offsetMinutes(utc, timeZone) * 60000; // second pass: the offset at the real instant
  return new Date(utc).toISOString();
}
