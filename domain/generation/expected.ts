// Expected generation of a system in a typical year (solar-br.md §1):
// E_m = P_kWp × H_m × days_m × PR, H_m the month's mean daily irradiation in kWh/m²/day (HSP).
// Degradation over the years is the viability's business (domain/viability), not this one's.
import { checkLosses, lossesKwh, type LossLine } from "./losses";
import { irradiationErrors, sunHours } from "./sun";
import { throwFirst, type FieldErrors } from "./errors";
import { GENERATION_MSG } from "./messages";

/** Days of each month in a typical (non-leap) year: 365 in all. */
export const TYPICAL_MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** kWp: a larger figure is a typing slip (distributed generation stops at a few MW). */
export const MAX_POWER_KWP = 100_000;

export interface GenerationInput {
  powerKwp: number;
  /** Wh/m²/day, January first. */
  irradiationWh: readonly number[];
  losses: readonly LossLine[];
}

export interface MonthGeneration {
  /** 1 = January. */
  month: number;
  days: number;
  /** HSP, kWh/m²/day. */
  sunHours: number;
  /** P × H × days, before losses (kWh, 2 decimals). */
  grossKwh: number;
  /** After losses (kWh, 2 decimals). */
  kwh: number;
}

export interface LossBreakdownLine {
  key: string;
  label: string;
  fraction: number;
  /** kWh this loss removes in the year, after the losses listed before it (2 decimals). */
  kwh: number;
}

export interface ExpectedGeneration {
  powerKwp: number;
  performanceRatio: number;
  months: MonthGeneration[];
  /** Σ of the 12 rounded months, so the total and its parts agree. */
  yearlyKwh: number;
  averageMonthlyKwh: number;
  grossYearlyKwh: number;
  losses: LossBreakdownLine[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function powerErrors(powerKwp: unknown, field = "power"): FieldErrors {
  if (typeof powerKwp !== "number" || !Number.isFinite(powerKwp) || powerKwp <= 0) return { [field]: GENERATION_MSG.power };
  if (powerKwp > MAX_POWER_KWP) return { [field]: GENERATION_MSG.powerTooHigh };
  return {};
}

/** The month-by-month generation with what each loss takes; throws a DomainError on a bad input. */
export function expectedGeneration(input: GenerationInput): ExpectedGeneration {
  throwFirst({ ...powerErrors(input.powerKwp), ...irradiationErrors(input.irradiationWh) });
  const pr = checkLosses(input.losses);
  const hsp = sunHours(input.irradiationWh);
  const lossKwh = input.losses.map(() => 0);
  const months = hsp.map((h, i): MonthGeneration => {
    const days = TYPICAL_MONTH_DAYS[i];
    const gross = input.powerKwp * h * days;
    lossesKwh(gross, input.losses).forEach((l, j) => (lossKwh[j] += l.kwh));
    return { month: i + 1, days, sunHours: h, grossKwh: round2(gross), kwh: round2(gross * pr) };
  });
  const yearlyKwh = round2(months.reduce((s, m) => s + m.kwh, 0));
  return {
    powerKwp: input.powerKwp,
    performanceRatio: pr,
    months,
    yearlyKwh,
    averageMonthlyKwh: round2(yearlyKwh / 12),
    grossYearlyKwh: round2(months.reduce((s, m) => s + m.grossKwh, 0)),
    losses: input.losses.map((l, j) => ({ key: l.key, label: l.label, fraction: l.fraction, kwh: round2(lossKwh[j]) })),
  };
}
