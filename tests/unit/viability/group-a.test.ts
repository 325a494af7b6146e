import { describe, expect, it } from "vitest";
import { simulateViability, type ViabilityUnit } from "../../../domain/viability";
import { flat, input } from "./scenario";

// A group A Verde unit: off-peak 10.000 kWh and peak 1.000 kWh a month at R$ 0,50 and R$ 2,00 (a peak kWh
// costs 4 off-peak credits); contracted demand 100 kW at R$ 30,00/kW; TUSDg demand 50 kW at R$ 10,00/kW.
// GD I (no Fio B), no simultaneity, no inflation.
const verde = (over: Partial<ViabilityUnit> = {}): ViabilityUnit => ({
  ucName: "Fábrica",
  tariffGroup: "A",
  classification: "Verde",
  monthlyConsumption: flat(10_000),
  monthlyConsumptionPeak: flat(1_000),
  kwhPrice: 0.5,
  kwhPricePeak: 2,
  bWireValue: 0.1,
  demand: 100,
  demandTariff: 30,
  demandGen: 50,
  demandTariffTusdG: 10,
  simultaneityFactor: 0,
  ...over,
});
const run = (unit: ViabilityUnit, generation: number) =>
  simulateViability(input({ units: [unit], generationKwh: flat(generation), accessRequestDate: "2022-01-10", start: "2023-01" }));

describe("group A (solar-br.md §3)", () => {
  it("no minimum; off-peak first, then the peak at the tariffs' ratio; demand always, TUSDg with the system", () => {
    // 12.000 kWh injected: 10.000 pay the off-peak; 2.000 credits ÷ 4 = 500 peak kWh.
    // With: off-peak 0 + peak (1.000 − 500) × 2,00 = 1.000,00 + demand 100 × 30 = 3.000,00 + TUSDg 50 × 10 = 500,00 → R$ 4.500,00.
    // Without: 10.000 × 0,50 + 1.000 × 2,00 + 3.000,00 = R$ 10.000,00.
    const u = run(verde(), 12_000).units[0];
    expect([u.compensatedKwh[0], u.billedKwh[0], u.creditBalanceKwh[0]]).toEqual([10_500, 500, 0]);
    expect([u.billWithCents[0], u.billWithoutCents[0]]).toEqual([450_000, 1_000_000]);
  });

  it("what the peak does not need stays as off-peak credits", () => {
    // 16.000 kWh: 10.000 off-peak; 6.000 left would pay 1.500 peak kWh, only 1.000 are needed (4.000 credits);
    // 2.000 kWh stay in the bank. Bill: demand 3.000,00 + TUSDg 500,00 = R$ 3.500,00.
    const u = run(verde(), 16_000).units[0];
    expect([u.compensatedKwh[0], u.creditBalanceKwh[0], u.billWithCents[0]]).toEqual([11_000, 2_000, 350_000]);
    // Next month the 2.000 credits and the new 16.000 pay again in full, and 4.000 are banked.
    expect([u.creditBalanceKwh[1], u.billWithCents[1]]).toEqual([4_000, 350_000]);
  });

  it("Azul also pays a peak demand, with and without the system", () => {
    // Azul: + 40 kW × R$ 60,00 = R$ 2.400,00 in both bills.
    const u = run(verde({ classification: "Azul", demandPeak: 40, demandTariffPeak: 60 }), 12_000).units[0];
    expect([u.billWithCents[0], u.billWithoutCents[0]]).toEqual([450_000 + 240_000, 1_000_000 + 240_000]);
  });

  it("GD II pays the Fio B on the energy compensated at either post", () => {
    // Access requested 2023-03-01, year 2023: 15 % of R$ 0,10 = R$ 0,015/kWh × 10.500 kWh = R$ 157,50.
    const r = simulateViability(input({ units: [verde()], generationKwh: flat(12_000), accessRequestDate: "2023-03-01", start: "2023-04" }));
    expect(r.units[0].fioBCents[0]).toBe(15_750);
    expect(r.units[0].billWithCents[0]).toBe(450_000 + 15_750);
  });
});
