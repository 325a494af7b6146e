// Rounding (ADR 010): every amount is exact until it is shown, then rounded half-up to the centavo
// once; totals come from exact values, not from rounded lines. Binary floats would get these wrong.
import { describe, expect, it } from "vitest";
import { component, detailed, proposal, revenue, settings } from "./fixtures";

describe("half-up at the centavo", () => {
  it("a half centavo rounds up, not to even: 3 × 1,5 = 4,5 → 5", () => {
    // SIMPLE, no bands (50 %), GROSS_MARGIN: 3 × 1,5 = 4,5 centavos → 5 (half-even would give 4)
    expect(revenue(settings(), proposal({ kitPrice: 3 })).finalPrice).toBe(5);
    // 1 × 1,5 = 1,5 → 2
    expect(revenue(settings(), proposal({ kitPrice: 1 })).finalPrice).toBe(2);
  });

  it("just under a half rounds down: 1.000.000 × 4,44444 % = 44.444,4 → 44.444", () => {
    expect(revenue(detailed([component("PERCENTAGE_KIT", 4.44444)])).percentageComponents[0].value).toBe(44_444);
  });

  it("R$ 1,00 per kWp × 1,005 kWp = 100,5 centavos → 101 (in floats 1,005 × 100 = 100,4999… → 100)", () => {
    const r = revenue(detailed([component("PER_KWP", 100)]), proposal({ power: 1.005, kitPrice: 0 }));
    expect(r.serviceCosts[0].value).toBe(101);
    expect(r.finalPrice).toBe(101);
  });

  it("4,35 % of 1.000 centavos = 43,5 → 44, exactly", () => {
    expect(revenue(detailed([component("PERCENTAGE_KIT", 4.35)]), proposal({ kitPrice: 1_000 })).percentageComponents[0].value).toBe(44);
  });

  it("a repeating decimal: 1.000.000 ÷ 0,97 = 1.030.927,835… → 1.030.928, and 3 % of it 30.927,835… → 30.928", () => {
    const r = revenue(detailed([component("COMMISSION", 3)]));
    expect(r.finalPrice).toBe(1_030_928);
    expect(r.commissions).toBe(30_928);
  });
});

describe("once, at the end of each amount", () => {
  it("three lines of 0,5 centavo show 1 each, but the total is rounded from the exact 1,5", () => {
    // kit 100 centavos; three PERCENTAGE_KIT of 0,5 %: each 0,5 centavo → 1 on its line;
    // E = 100 + 1,5 = 101,5 → 102 (not 100 + 1 + 1 + 1 = 103)
    const r = revenue(
      detailed([component("PERCENTAGE_KIT", 0.5), component("PERCENTAGE_KIT", 0.5), component("PERCENTAGE_KIT", 0.5)]),
      proposal({ kitPrice: 100 }),
    );
    expect(r.percentageComponents.map((c) => c.value)).toEqual([1, 1, 1]);
    expect(r.totalEqp).toBe(102);
    expect(r.finalPrice).toBe(102);
  });

  it("a percentage of the final price is taken from the exact price, not the rounded one", () => {
    // kit 1.012; COMMISSION 2,5 % and TRADING_MARGIN 2 %: P = 1.012 ÷ 0,955 = 1.059,6859 → 1.060
    // commission 2,5 % × 1.059,6859 = 26,492 → 26 (from the rounded 1.060 it would be 26,5 → 27)
    // trading 2 % × 1.059,6859 = 21,194 → 21
    const r = revenue(detailed([component("COMMISSION", 2.5), component("TRADING_MARGIN", 2)]), proposal({ kitPrice: 1_012 }));
    expect(r.finalPrice).toBe(1_060);
    expect(r.commissions).toBe(26);
    expect(r.negMarginValue).toBe(21);
  });

  it("a total is rounded from its exact value, not summed from rounded lines", () => {
    // kit 1.000; two COMMISSION of 1,5 %: P = 1.000 ÷ 0,97 = 1.030,9278 → 1.031
    // each line 1,5 % × 1.030,9278 = 15,4639 → 15; the total 30,9278 → 31 (not 15 + 15 = 30)
    const r = revenue(detailed([component("COMMISSION", 1.5), component("COMMISSION", 1.5)]), proposal({ kitPrice: 1_000 }));
    expect(r.finalPrice).toBe(1_031);
    expect(r.percentageComponents.map((c) => c.value)).toEqual([15, 15]);
    expect(r.commissions).toBe(31);
  });

  it("effMargin is a percentage with two decimals, half-up", () => {
    // SIMPLE GROSS 20 %: 1/6 = 16,666… → 16,67; GROSS 50 %: 1/3 = 33,333… → 33,33
    expect(revenue(settings({ autoPricing: [{ power: 100, margin: 20 }] })).effMargin).toBe(16.67);
    expect(revenue(settings()).effMargin).toBe(33.33);
  });

  it("service price per kWp is rounded from the exact service total", () => {
    // SIMPLE 50 %: services = 500.000; ÷ 3 kWp = 166.666,67 → 166.667
    expect(revenue(settings(), proposal({ power: 3 })).servicePricePerkWp).toBe(166_667);
  });
});
