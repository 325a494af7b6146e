import { describe, expect, it } from "vitest";
import { expectedGeneration, GENERATION_MSG, lossesFromPreference, MONTH_NAMES_PT } from "../../../domain/generation";
import { DomainError } from "../../../domain/shared/decider";

// January 6,000 Wh/m²/day, February 5,000, the other ten months 4,500.
const IRR = [6000, 5000, ...Array<number>(10).fill(4500)];

function thrown(f: () => unknown): DomainError {
  try {
    f();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error("did not throw");
}

describe("expected generation", () => {
  it("E_m = P × H_m × days × PR, month by month (a hand-computed year)", () => {
    // 4 kWp, PR 0.8 (one 20 % loss):
    //   January  4 × 6.0 × 31 × 0.8 = 595.2
    //   February 4 × 5.0 × 28 × 0.8 = 448
    //   a 31-day month 4 × 4.5 × 31 × 0.8 = 446.4 (March, May, July, August, October, December)
    //   a 30-day month 4 × 4.5 × 30 × 0.8 = 432   (April, June, September, November)
    //   year: 595.2 + 448 + 6 × 446.4 + 4 × 432 = 5449.6; month: 5449.6 ÷ 12 = 454.1333 → 454.13
    const g = expectedGeneration({ powerKwp: 4, irradiationWh: IRR, losses: lossesFromPreference(20) });
    expect(g.months.map((m) => m.kwh)).toEqual([595.2, 448, 446.4, 432, 446.4, 432, 446.4, 446.4, 432, 446.4, 432, 446.4]);
    expect(g.months.map((m) => m.days)).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(g.months[0]).toEqual({ month: 1, days: 31, sunHours: 6, grossKwh: 744, kwh: 595.2 });
    expect(g.yearlyKwh).toBe(5449.6);
    expect(g.averageMonthlyKwh).toBe(454.13);
    // Gross 5449.6 ÷ 0.8 = 6812; the one loss takes 6812 − 5449.6 = 1362.4.
    expect(g.grossYearlyKwh).toBe(6812);
    expect(g.losses).toEqual([{ key: "system", label: "Perdas do sistema", fraction: 0.2, kwh: 1362.4 }]);
    expect(g.performanceRatio).toBeCloseTo(0.8, 12);
  });

  it("the breakdown names each loss and its kWh in the year", () => {
    // Gross 6812 kWh: soiling 5 % takes 340.6; the inverter 4 % of the 6471.4 left = 258.856 → 258.86.
    const g = expectedGeneration({
      powerKwp: 4,
      irradiationWh: IRR,
      losses: [
        { key: "soiling", label: "Sujidade", fraction: 0.05 },
        { key: "inverter", label: "Eficiência do inversor", fraction: 0.04 },
      ],
    });
    expect(g.losses.map((l) => [l.label, l.kwh])).toEqual([
      ["Sujidade", 340.6],
      ["Eficiência do inversor", 258.86],
    ]);
    // PR 0.95 × 0.96 = 0.912; the year is the sum of the months rounded to 2 decimals:
    // Jan 744 × 0.912 = 678.528 → 678.53; Feb 560 × 0.912 = 510.72; 31 days 558 × 0.912 = 508.896 → 508.90;
    // 30 days 540 × 0.912 = 492.48 → 678.53 + 510.72 + 6 × 508.90 + 4 × 492.48 = 6212.57 (not 6812 × 0.912 = 6212.544).
    expect(g.months.map((m) => m.kwh).slice(0, 4)).toEqual([678.53, 510.72, 508.9, 492.48]);
    expect(g.yearlyKwh).toBe(6212.57);
  });

  it.each([
    ["a city with no irradiation", { irradiationWh: null }, "irradiation", GENERATION_MSG.irradiation],
    ["eleven values", { irradiationWh: IRR.slice(0, 11) }, "irradiation", GENERATION_MSG.irradiation],
    ["a negative month", { irradiationWh: [6000, -1, ...IRR.slice(2)] }, "irradiation[1]", GENERATION_MSG.irradiationValue(MONTH_NAMES_PT[1])],
    ["above 12,000 Wh", { irradiationWh: [...IRR.slice(0, 11), 12001] }, "irradiation[11]", GENERATION_MSG.irradiationValue("dezembro")],
    ["all zero", { irradiationWh: Array<number>(12).fill(0) }, "irradiation", GENERATION_MSG.irradiationZero],
    ["no power", { powerKwp: 0 }, "power", GENERATION_MSG.power],
    ["absurd power", { powerKwp: 1e9 }, "power", GENERATION_MSG.powerTooHigh],
  ])("refuses %s with a message on the field", (_name, over, field, message) => {
    const e = thrown(() => expectedGeneration({ powerKwp: 4, irradiationWh: IRR, losses: [], ...(over as object) } as never));
    expect([e.field, e.message]).toEqual([field, message]);
  });

  it("the city message asks for the 12 values", () => {
    expect(GENERATION_MSG.irradiation).toContain("informe os 12 valores");
  });
});
