import { describe, expect, it } from "vitest";
import { fioBSharePct, gdClass, simulateViability } from "../../../domain/viability";
import { flat, input, unitB } from "./scenario";

describe("Fio B (Lei 14.300)", () => {
  it("GD I up to an access request on 07/01/2023, GD II after", () => {
    expect(gdClass("2022-12-31")).toBe("GD1");
    expect(gdClass("2023-01-07")).toBe("GD1");
    expect(gdClass("2023-01-08")).toBe("GD2");
  });

  it("the ramp: 15 % in 2023 … 90 % in 2028, then the scenario (100 % unless set)", () => {
    expect([2023, 2024, 2025, 2026, 2027, 2028].map((y) => fioBSharePct("GD2", y))).toEqual([15, 30, 45, 60, 75, 90]);
    expect(fioBSharePct("GD2", 2029)).toBe(100);
    expect(fioBSharePct("GD2", 2040, 70)).toBe(70);
  });

  it("GD I compensates in full until 2045, then pays the scenario", () => {
    expect(fioBSharePct("GD1", 2030)).toBe(0);
    expect(fioBSharePct("GD1", 2045)).toBe(0);
    expect(fioBSharePct("GD1", 2046)).toBe(100);
    expect(fioBSharePct("GD1", 2046, 50)).toBe(50);
  });

  it("in the simulation each calendar year's share applies to the energy compensated that year", () => {
    // 300 kWh generated and compensated every month (consumption 400, no simultaneity, no surplus),
    // Fio B R$ 0,30/kWh, no inflation: a month's Fio B = 300 × 0,30 × share = R$ 90 × share.
    //   2023: 90 × 15 % = 13,50 → 1350;  2024: 27,00;  2025: 40,50;  2026: 54,00;  2027: 67,50;
    //   2028: 81,00;  2029 on: the scenario, here 80 % → 72,00.
    const r = simulateViability(
      input({ units: [unitB()], start: "2023-01", accessRequestDate: "2023-01-20", fioBAfterRampPct: 80, generationKwh: flat(300) }),
    );
    const fioB = r.units[0].fioBCents;
    expect([0, 12, 24, 36, 48, 60, 72, 299].map((m) => fioB[m])).toEqual([1350, 2700, 4050, 5400, 6750, 8100, 7200, 7200]);
    // Every month of 2023 pays the 2023 share; a year's bill = 12 × (400 − 300 = 100 kWh × R$ 1 + Fio B).
    expect(r.years[0].billWithCents).toBe(12 * (10_000 + 1350));
    expect(r.gdClass).toBe("GD2");
  });

  it("a year that starts mid-year mixes two calendar years' shares", () => {
    // Start July 2025: July–December at 45 % (4050), January–June 2026 at 60 % (5400).
    const r = simulateViability(input({ start: "2025-07", accessRequestDate: "2025-03-01" }));
    expect(r.units[0].fioBCents.slice(0, 12)).toEqual([...Array<number>(6).fill(4050), ...Array<number>(6).fill(5400)]);
  });
});
