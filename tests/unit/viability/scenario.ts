// Small builders for the viability tests: a group B unit and an input whose every figure the test
// states, so each case overrides only what it is about.
import type { ViabilityInput, ViabilityUnit } from "../../../domain/viability";

export const flat = (v: number): number[] => Array<number>(12).fill(v);

export const unitB = (over: Partial<ViabilityUnit> = {}): ViabilityUnit => ({
  ucName: "Casa",
  tariffGroup: "B",
  phase: "single",
  monthlyConsumption: flat(400),
  kwhPrice: 1,
  bWireValue: 0.3,
  simultaneityFactor: 0,
  ...over,
});

export const input = (over: Partial<ViabilityInput> = {}): ViabilityInput => ({
  units: [unitB()],
  generationKwh: flat(300),
  start: "2025-01",
  accessRequestDate: "2024-11-10",
  inflationPct: 0,
  tmaPct: 0,
  degradation: { firstYearPct: 0, yearlyPct: 0 },
  investmentCents: 1_000_000,
  ...over,
});

/** The first `n` values of an array (a year is 12). */
export const first = (xs: readonly number[], n = 12): number[] => xs.slice(0, n);
