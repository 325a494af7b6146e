import { describe, expect, it } from "vitest";
import { idealPower, lossesFromPreference, modulesFor, type ConsumptionUnit } from "../../../domain/generation";
import { DomainError } from "../../../domain/shared/decider";

const flat = (kwh: number) => Array<number>(12).fill(kwh);
const PR80 = lossesFromPreference(20);

describe("ideal power (solar-br.md §1)", () => {
  it("one single-phase unit: (500 − 30) ÷ (5 × 30 × 0.8) = 470 ÷ 120 = 3.91666… → 3.917 kWp", () => {
    const p = idealPower({ units: [{ tariffGroup: "B", phase: "single", monthlyConsumption: flat(500) }], irradiationWh: flat(5000), losses: PR80 });
    expect(p).toMatchObject({ kwp: 3.917, averageMonthlyConsumption: 500, minimumKwh: 30, targetMonthlyKwh: 470, averageSunHours: 5 });
  });

  it("several units: group A adds its peak and has no minimum; a unit below its minimum adds nothing", () => {
    const units: ConsumptionUnit[] = [
      // 6,000 kWh a year → 500 a month; two-phase minimum 50 → 450.
      { tariffGroup: "B", phase: "two", monthlyConsumption: [600, 550, 500, 450, 400, 450, 500, 550, 600, 500, 450, 450] },
      // (12 × 1,000 + 12 × 100) ÷ 12 = 1,100 a month; no minimum → 1,100.
      { tariffGroup: "A", classification: "Verde", monthlyConsumption: flat(1000), monthlyConsumptionPeak: flat(100) },
      // 80 a month under a three-phase minimum of 100 → max(0, −20) = 0.
      { tariffGroup: "B", phase: "three", monthlyConsumption: flat(80) },
    ];
    // H = (6,000 + 5,000 + 10 × 4,500) ÷ 12 ÷ 1000 = 4.6667 kWh/m²/day; H × 30 × 0.8 = 112.
    const irradiationWh = [6000, 5000, ...flat(4500).slice(2)];
    // (450 + 1,100 + 0) ÷ 112 = 13.8392857… → 13.839
    const p = idealPower({ units, irradiationWh, losses: PR80 });
    expect(p).toMatchObject({ kwp: 13.839, averageMonthlyConsumption: 1680, minimumKwh: 150, targetMonthlyKwh: 1550 });
    expect(p.averageSunHours).toBeCloseTo(4.666667, 6);
    // Without subtracting the minimum: 1,680 ÷ 112 = 15.
    expect(idealPower({ units, irradiationWh, losses: PR80, subtractMinimum: false }).kwp).toBe(15);
  });

  it("refuses a unit without 12 months and a city without irradiation", () => {
    expect(() =>
      idealPower({ units: [{ tariffGroup: "B", phase: "single", monthlyConsumption: [1, 2] }], irradiationWh: flat(5000), losses: PR80 }),
    ).toThrow(DomainError);
    expect(() =>
      idealPower({ units: [{ tariffGroup: "B", phase: "single", monthlyConsumption: flat(500) }], irradiationWh: [], losses: PR80 }),
    ).toThrow(/informe os 12 valores/);
  });

  it("modules needed: whole modules, at least one, and no extra one from a rounding error", () => {
    // 3,917 W ÷ 550 W = 7.12 → 8; 4,400 ÷ 550 = 8 exactly.
    expect(modulesFor(3.917, 550)).toBe(8);
    expect(modulesFor(4.4, 550)).toBe(8);
    expect(modulesFor(0.1, 550)).toBe(1);
    expect(modulesFor(0, 550)).toBe(0);
  });
});
