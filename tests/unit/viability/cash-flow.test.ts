import { describe, expect, it } from "vitest";
import { degradationFactors, simulateViability } from "../../../domain/viability";
import { flat, input } from "./scenario";

// The scenario's unit: 400 kWh a month at R$ 1,00, 300 kWh generated and all compensated, Fio B R$ 0,30
// (GD II from 2025: 45 % → R$ 0,135/kWh); a month saves 400,00 − (100,00 + 300 × 0,135 = 40,50) = R$ 259,50.
describe("cash flow, O&M, inverter, LCOE, degradation", () => {
  it("O&M at the end of every year and the inverter at the end of its year", () => {
    const r = simulateViability(input({ omYearlyCents: 12_000, inverterReplacement: { year: 12, costCents: 500_000 } }));
    expect(r.cashFlowCents[1]).toBe(25_950);
    expect(r.cashFlowCents[12]).toBe(25_950 - 12_000);
    expect(r.years[0]).toMatchObject({ savingsCents: 12 * 25_950, omCents: 12_000, inverterCents: 0, cashFlowCents: 12 * 25_950 - 12_000 });
    const y12 = r.years[11];
    expect(y12).toMatchObject({ omCents: 12_000, inverterCents: 500_000, cashFlowCents: y12.savingsCents - 512_000 });
    expect(r.cashFlowCents[144]).toBe(r.monthly.savingsCents[143] - 512_000);
  });

  it("LCOE at a TMA of zero: what it costs ÷ the kWh it makes", () => {
    // 300 kWh × 300 months = 90.000 kWh. R$ 10.000,00 ÷ 90.000 = 0,1111; with O&M R$ 120,00 × 25: R$ 13.000,00 ÷ 90.000 = 0,1444.
    expect(simulateViability(input()).lcoe).toBe(0.1111);
    expect(simulateViability(input({ omYearlyCents: 12_000 })).lcoe).toBe(0.1444);
  });

  it("degradation is linear as warranties state it: 2 % in year 1, 0,55 % a year after → 84,8 % in year 25", () => {
    const f = degradationFactors({ firstYearPct: 2, yearlyPct: 0.55 });
    expect(f[0]).toBeCloseTo(0.98, 12);
    expect(f[1]).toBeCloseTo(0.9745, 12);
    expect(f[24]).toBeCloseTo(0.848, 12);
    // In the simulation: 300 × 0,98 = 294 kWh in month 1, 300 × 0,848 = 254,4 → 254 in month 300.
    const r = simulateViability(input({ degradation: { firstYearPct: 2, yearlyPct: 0.55 } }));
    expect([r.monthly.generationKwh[0], r.monthly.generationKwh[299]]).toEqual([294, 254]);
  });

  it("emission figures with the spec's factors, from the typical year", () => {
    // 12 × 300 = 3.600 kWh a year: CO₂ 3.600 × 0,28 = 1.008; 300 a month: trees 300 × 0,33 = 99, cars 300 × 0,02 = 6.
    expect(simulateViability(input({ generationKwh: flat(300) })).emissions).toEqual({ co2: 1008, trees: 99, cars: 6 });
  });

  it("energy offset and bill saved are separate figures", () => {
    // 300 of 400 kWh = 75 % of the energy; R$ 259,50 of R$ 400,00 = 64,88 % of the bill.
    const r = simulateViability(input());
    expect(r.energyOffsetPct).toEqual({ firstYear: 75, total: 75 });
    expect(r.billSavedPct.firstYear).toBe(64.88);
  });
});
