// Fio B (Lei 14.300/2022 art. 26–27, solar-br.md §2). A system whose grid access was requested up
// to 07/01/2023 (GD I) keeps full compensation until 2045; one requested after (GD II) pays a share
// of the TUSD Fio B on all compensated energy, rising each calendar year. From 2029 ANEEL decides
// (and GD I joins in 2046): that share is a scenario setting, 100 % by default.

export type GdClass = "GD1" | "GD2";
export const GD_CLASS_LABELS: Record<GdClass, string> = { GD1: "GD I (direito adquirido até 2045)", GD2: "GD II (Lei 14.300, Fio B escalonado)" };

/** The last access request date (aaaa-mm-dd) that keeps the old rules. */
export const GD1_LAST_REQUEST_DATE = "2023-01-07";
/** GD I compensates in full through this calendar year. */
export const GD1_LAST_FREE_YEAR = 2045;
/** Lei 14.300 art. 27: % of the Fio B paid on compensated energy, by calendar year. */
export const FIO_B_RAMP_PCT: Readonly<Record<number, number>> = { 2023: 15, 2024: 30, 2025: 45, 2026: 60, 2027: 75, 2028: 90 };
export const FIO_B_RAMP_FIRST_YEAR = 2023;
export const FIO_B_RAMP_LAST_YEAR = 2028;
/** The scenario for the years after the law's ramp (solar-br.md §2 default). */
export const DEFAULT_FIO_B_AFTER_RAMP_PCT = 100;

/** GD I or GD II by the date the grid access was requested (aaaa-mm-dd). */
export const gdClass = (accessRequestDate: string): GdClass => (accessRequestDate <= GD1_LAST_REQUEST_DATE ? "GD1" : "GD2");

/** % of the Fio B a unit of class `gd` pays on compensated energy in calendar `year`. */
export function fioBSharePct(gd: GdClass, year: number, afterRampPct: number = DEFAULT_FIO_B_AFTER_RAMP_PCT): number {
  if (gd === "GD1") return year <= GD1_LAST_FREE_YEAR ? 0 : afterRampPct;
  if (year > FIO_B_RAMP_LAST_YEAR) return afterRampPct;
  return FIO_B_RAMP_PCT[Math.max(year, FIO_B_RAMP_FIRST_YEAR)];
}
