// The proposal's two generation groups in the spec's shape and spelling (part 3 §3):
// realSystemData (the chosen modules) and estimateSystemData (what the consumption asks for).
// The aggregate adds the fields that are not computed here (distance, supplier, kitFixation).
import { unitsErrors, yearlyConsumption, yearlyConsumptionPeak, type ConsumptionUnit } from "./consumption";
import { expectedGeneration, type ExpectedGeneration } from "./expected";
import { footprint, moduleErrors, type ModuleSpec } from "./modules";
import { idealPower } from "./sizing";
import { throwFirst } from "./errors";
import type { LossLine } from "./losses";

export interface RealSystemData {
  /** kWp. */
  power: number;
  averageMontlhyGeneration: number;
  averageYearlyGeneration: number;
  minArea: number | null;
  distributedWeight: number | null;
  /** kWh, January first. */
  monthyGeneration: number[];
}

export interface EstimateSystemData {
  /** averageYearlyConsumption ÷ 12 (part 1 §9), kWh. */
  averageMontlhyConsumption: number;
  /** Σ of every unit's 12 months (off-peak for group A), kWh. */
  averageYearlyConsumption: number;
  /** Σ of the group A units' 12 peak months, kWh. */
  averageYearlyConsumptionPeak: number;
  /** kWp. */
  idealPower: number;
  /** % lost between the sun and the meter: (1 − PR) × 100, 2 decimals. */
  losses: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** realSystemData of the chosen modules, and the generation behind it (for the losses breakdown). */
export function realSystemData(
  modules: readonly ModuleSpec[],
  irradiationWh: readonly number[],
  losses: readonly LossLine[],
): { data: RealSystemData; generation: ExpectedGeneration } {
  throwFirst(moduleErrors(modules));
  const fp = footprint(modules);
  const generation = expectedGeneration({ powerKwp: fp.powerKwp, irradiationWh, losses });
  return {
    data: {
      power: fp.powerKwp,
      averageMontlhyGeneration: generation.averageMonthlyKwh,
      averageYearlyGeneration: generation.yearlyKwh,
      minArea: fp.minArea,
      distributedWeight: fp.distributedWeight,
      monthyGeneration: generation.months.map((m) => m.kwh),
    },
    generation,
  };
}

export function estimateSystemData(
  units: readonly ConsumptionUnit[],
  irradiationWh: readonly number[],
  losses: readonly LossLine[],
  subtractMinimum = true,
): EstimateSystemData {
  throwFirst(unitsErrors(units));
  const ideal = idealPower({ units, irradiationWh, losses, subtractMinimum });
  const yearly = units.reduce((s, u) => s + yearlyConsumption(u), 0);
  const peak = units.reduce((s, u) => s + yearlyConsumptionPeak(u), 0);
  return {
    averageMontlhyConsumption: round2(yearly / 12),
    averageYearlyConsumption: round2(yearly),
    averageYearlyConsumptionPeak: round2(peak),
    idealPower: ideal.kwp,
    losses: round2((1 - ideal.performanceRatio) * 100),
  };
}
