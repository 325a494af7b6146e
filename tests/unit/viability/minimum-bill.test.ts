import { describe, expect, it } from "vitest";
import { simulateViability } from "../../../domain/viability";
import { flat, input, unitB } from "./scenario";

// R$ 1,00/kWh, GD I (no Fio B) unless said, no simultaneity.
const gd1 = "2022-01-10";

describe("minimum bill (custo de disponibilidade)", () => {
  it.each([
    ["single", 3_000],
    ["two", 5_000],
    ["three", 10_000],
  ] as const)("%s phase: 10 kWh consumed are billed as the minimum without the system", (phase, cents) => {
    const r = simulateViability(input({ units: [unitB({ phase, monthlyConsumption: flat(10) })], generationKwh: flat(5), accessRequestDate: gd1 }));
    expect(r.units[0].billWithoutCents[0]).toBe(cents);
    // With the system too: the 5 kWh cannot go below the minimum, so they all become credits.
    expect(r.units[0].billWithCents[0]).toBe(cents);
    expect(r.units[0].creditBalanceKwh[0]).toBe(5);
  });

  it("floor rule (GD I): compensation stops at the minimum and the rest is credit", () => {
    // Consumption 324, generation 304: compensable 324 − 30 = 294; 10 kWh left as credit; billed 30 → R$ 30,00.
    const r = simulateViability(input({ units: [unitB({ monthlyConsumption: flat(324) })], generationKwh: flat(304), accessRequestDate: gd1 }));
    const u = r.units[0];
    expect(r.minimumRule).toBe("floor");
    expect([u.compensatedKwh[0], u.creditBalanceKwh[0], u.billedKwh[0], u.billWithCents[0]]).toEqual([294, 10, 30, 3_000]);
  });

  it("measured rule (Lei 14.300 art. 16): above the minimum every kWh may be compensated", () => {
    // Same month: all 304 compensated, 20 kWh billed → R$ 20,00 (no Fio B: GD I with the rule switched).
    const r = simulateViability(
      input({ units: [unitB({ monthlyConsumption: flat(324) })], generationKwh: flat(304), accessRequestDate: gd1, minimumRule: "measured" }),
    );
    const u = r.units[0];
    expect([u.compensatedKwh[0], u.creditBalanceKwh[0], u.billedKwh[0], u.billWithCents[0]]).toEqual([304, 0, 20, 2_000]);
  });

  it("measured rule: a measured consumption below the minimum pays the minimum and compensates nothing", () => {
    // GD II (the default rule is measured): 20 kWh measured < 30: billed 30, the 100 generated all go to credits, no Fio B.
    const r = simulateViability(input({ units: [unitB({ monthlyConsumption: flat(20) })], generationKwh: flat(100) }));
    const u = r.units[0];
    expect(r.minimumRule).toBe("measured");
    expect([u.compensatedKwh[0], u.creditBalanceKwh[0], u.billedKwh[0], u.fioBCents[0], u.billWithCents[0]]).toEqual([0, 100, 30, 0, 3_000]);
  });
});
