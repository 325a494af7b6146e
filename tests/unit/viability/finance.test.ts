import { describe, expect, it } from "vitest";
import { discountedCents, irr, monthlyRate, npvCents, paybackPeriod, yearlyRate } from "../../../domain/viability";

describe("NPV, IRR and payback against hand-computed cash flows", () => {
  it("NPV at 10 %: −1.000,00, +600,00, +600,00", () => {
    // 60.000 ÷ 1,1 = 54.545,45 → 54.545; 60.000 ÷ 1,21 = 49.586,78 → 49.587; −100.000 + 54.545 + 49.587 = 4.132.
    expect(discountedCents([-100_000, 60_000, 60_000], 0.1)).toEqual([-100_000, 54_545, 49_587]);
    expect(npvCents([-100_000, 60_000, 60_000], 0.1)).toBe(4132);
    expect(npvCents([-100_000, 60_000, 60_000], 0)).toBe(20_000);
  });

  it("IRR of the same flows: 600x² + 600x − 1000 = 0 with x = 1/(1+r) → r = 13,0662 %", () => {
    // x = (−600 + √2.760.000) ÷ 1.200 = 0,884437…; r = 1/x − 1 = 0,13066238…
    expect(irr([-100_000, 60_000, 60_000])).toBeCloseTo(0.1306623863, 9);
    // −1.000 then +1.100 a period later: exactly 10 %.
    expect(irr([-1000, 1100])).toBeCloseTo(0.1, 12);
  });

  it("IRR of 12 monthly payments of 100 for 1.000 today: 2,9229 % a month (RATE(12; 100; −1000))", () => {
    const r = irr([-1000, ...Array<number>(12).fill(100)]);
    expect(r).toBeCloseTo(0.0292285408, 9);
    // Annualised: 1,0292285408¹² − 1 = 41,30 %.
    expect(yearlyRate(r!)).toBeCloseTo(Math.pow(1.0292285408, 12) - 1, 8);
  });

  it("no IRR when the flows never change sign; a loss gives a negative IRR", () => {
    expect(irr([100, 200])).toBeNull();
    expect(irr([-100, -200])).toBeNull();
    // −1.000 then +900: r = 900 ÷ 1.000 − 1 = −10 %.
    expect(irr([-1000, 900])).toBeCloseTo(-0.1, 12);
  });

  it("equivalent rates: 12 % a year = 0,9489 % a month; 1 % a month = 12,6825 % a year", () => {
    expect(monthlyRate(0.12)).toBeCloseTo(0.009488792935, 11);
    expect(yearlyRate(0.01)).toBeCloseTo(0.12682503013, 10);
  });

  it("payback: the first period whose running total is not negative", () => {
    // −100, −70, −40, −10, +20 → period 4.
    expect(paybackPeriod([-100, 30, 30, 30, 30])).toBe(4);
    expect(paybackPeriod([-100, 50, 50])).toBe(2);
    expect(paybackPeriod([-100, 10, 10])).toBeNull();
  });
});
