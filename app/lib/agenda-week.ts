// The agenda's week view (issue 18): ISO weeks ("2026-W48", Monday first) and their seven days, pure
// date arithmetic on "YYYY-MM-DD" strings (no clock, no time zone: the caller gives today).
import { addDays, isValidISODate } from "../../domain/shared";

const WEEK = /^(\d{4})-W(\d{2})$/;

/** 1 = Monday … 7 = Sunday. */
function isoWeekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the week `date` is in. */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** "2026-11-24" → "2026-W48" (the ISO week's year is the year of its Thursday). */
export function isoWeekOf(date: string): string {
  const thursday = addDays(mondayOf(date), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  const week = 1 + Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday of an ISO week "2026-W48", or null when it is not one (W53 only in the years that have it). */
export function mondayOfWeek(week: string): string | null {
  const m = WEEK.exec(week);
  if (!m) return null;
  const monday = addDays(mondayOf(`${m[1]}-01-04`), (Number(m[2]) - 1) * 7);
  return Number(m[2]) >= 1 && isoWeekOf(monday) === week ? monday : null;
}

/** The week to show: `semana` (2026-W48), else the week of `data` (a day), else the week of today. */
export function weekParam(semana: string, data: string, today: string): string {
  if (mondayOfWeek(semana)) return semana;
  if (isValidISODate(data)) return isoWeekOf(data);
  return isoWeekOf(today);
}

/** The seven days (Monday to Sunday) of a valid ISO week. */
export function weekDays(week: string): string[] {
  const monday = mondayOfWeek(week)!;
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The week before or after (`by` weeks). */
export const shiftWeek = (week: string, by: number) => isoWeekOf(addDays(mondayOfWeek(week)!, 7 * by));

export const WEEKDAY_NAMES = ["Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado", "Domingo"] as const;
