// The proposal's environmental figures with the spec's factors (part 1 §9, part 3 §9): CO₂ 0.28
// per yearly kWh generated; trees 0.33 and cars 0.02 per monthly kWh generated.
export const EMISSION_FACTORS = { co2PerYearlyKwh: 0.28, treesPerMonthlyKwh: 0.33, carsPerMonthlyKwh: 0.02 } as const;

export interface EmissionFigures {
  co2: number;
  trees: number;
  cars: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** From a typical year's generation (kWh); the monthly figure is the year ÷ 12. */
export function emissionFigures(yearlyKwh: number): EmissionFigures {
  const monthly = yearlyKwh / 12;
  return {
    co2: round2(yearlyKwh * EMISSION_FACTORS.co2PerYearlyKwh),
    trees: round2(monthly * EMISSION_FACTORS.treesPerMonthlyKwh),
    cars: round2(monthly * EMISSION_FACTORS.carsPerMonthlyKwh),
  };
}
