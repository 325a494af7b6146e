// Ideal power from the consumption (solar-br.md §1):
//   kWp = (average monthly consumption − minimum billed kWh) ÷ (H_avg × 30 × PR)
// summed over the consumer units, each unit's part never below zero (a unit that consumes less
// than its minimum bill gains nothing from more modules). The minimum is subtracted unless the
// company says otherwise (the spec's `availabilityTaxDiscount` preference is the app's to map).
import { averageMonthlyConsumption, minimumBilledKwh, unitsErrors, type ConsumptionUnit } from "./consumption";
import { checkLosses, type LossLine } from "./losses";
import { averageSunHours, irradiationErrors } from "./sun";
import { throwFirst } from "./errors";

export interface IdealPowerInput {
  units: readonly ConsumptionUnit[];
  irradiationWh: readonly number[];
  losses: readonly LossLine[];
  /** Subtract each group B unit's minimum billed kWh (default true). */
  subtractMinimum?: boolean;
}

export interface IdealPower {
  /** kWp, 3 decimals. */
  kwp: number;
  /** Σ of the units' averages (peak included for group A), kWh/month. */
  averageMonthlyConsumption: number;
  /** Σ of the minimum billed kWh subtracted. */
  minimumKwh: number;
  /** The kWh/month the system should make: Σ max(0, average − minimum). */
  targetMonthlyKwh: number;
  /** kWh/m²/day. */
  averageSunHours: number;
  performanceRatio: number;
}

export function idealPower(input: IdealPowerInput): IdealPower {
  throwFirst({ ...unitsErrors(input.units), ...irradiationErrors(input.irradiationWh) });
  const pr = checkLosses(input.losses);
  const subtract = input.subtractMinimum !== false;
  let average = 0;
  let minimum = 0;
  let target = 0;
  for (const u of input.units) {
    const avg = averageMonthlyConsumption(u);
    const min = subtract ? minimumBilledKwh(u) : 0;
    average += avg;
    minimum += min;
    target += Math.max(0, avg - min);
  }
  const h = averageSunHours(input.irradiationWh);
  return {
    kwp: Math.round((target / (h * 30 * pr)) * 1000) / 1000,
    averageMonthlyConsumption: average,
    minimumKwh: minimum,
    targetMonthlyKwh: target,
    averageSunHours: h,
    performanceRatio: pr,
  };
}

/** Modules of `moduleWp` needed to reach `kwp` (at least 1). */
export function modulesFor(kwp: number, moduleWp: number): number {
  if (!(kwp > 0) || !(moduleWp > 0)) return 0;
  // The epsilon keeps 4.4 kWp / 550 Wp at 8 modules, not 9 from 8.000000000000002.
  return Math.max(1, Math.ceil((kwp * 1000) / moduleWp - 1e-9));
}
