import { describe, expect, it } from "vitest";
import { npvCents, monthlyRate, simulateViability } from "../../../domain/viability";
import { flat, input, unitB } from "./scenario";

// One three-phase unit (minimum 100 kWh), 1.000 kWh every month, R$ 0,80/kWh, Fio B R$ 0,20/kWh,
// no simultaneity, no public lighting. Access requested 01/06/2022 (GD I: the floor rule, no Fio B
// until 2045), operating January 2023 – December 2047. Generation 800 kWh every month of a typical
// year, degrading 0.5 % a year (linear, nothing in the first year). Tariffs grow 10 % a year.
// Investment R$ 40.000,00.
//
// Year k (0-based): G = 800 × (1 − 0.005 k) = 800 − 4k kWh a month (always ≤ 1.000 − 100, so all of
// it is compensated and nothing is left as credit); billed = 1.000 − G = 200 + 4k kWh.
// Tariff in µR$/kWh, rounded each year: T₀ = 800.000, Tₖ = round(Tₖ₋₁ × 1,1):
//   800000 880000 968000 1064800 1171280 1288408 1417249 1558974 1714871 1886358 2074994 2282493
//   2510742 2761816 3037998 3341798 3675978 4043576 4447934 4892727 5382000 5920200 6512220 7163442 7879786
// Fio B the same way from 200.000: F₂₃ = 1.790.858, F₂₄ = 1.969.944; GD I pays 100 % of it from 2046.
// A month: without = round(1.000 × Tₖ ÷ 10⁴); with = round(billed × Tₖ ÷ 10⁴) + round(G × Fₖ × share ÷ 10⁴) centavos.
//
//   year 1 (2023): without 80.000; with 200 × 0,80 = 160,00 → 16.000; saves 64.000 a month, 768.000 a year
//   year 2 (2024): without 88.000; with 204 × 0,88 = 179,52 → 17.952; saves 70.048, 840.576 a year
//   year 3: 96.800 − round(208 × 0,968 = 201,344) 20.134 = 76.666 → 919.992
//   year 4: 106.480 − round(212 × 1,0648 = 225,7376) 22.574 = 83.906 → 1.006.872
//   year 5: 117.128 − round(216 × 1,17128 = 252,99648) 25.300 = 91.828 a month
//   year 24 (2046): G = 708, billed 292: without 1.000 × 7,163442 = 7.163,442 → 716.344; energy 292 × 7,163442 =
//     2.091,725 → 209.173; Fio B 708 × 1,790858 = 1.267,927 → 126.793; with 209.173 + 126.793 = 335.966; saves 380.378 a month
//   year 25 (2047): G = 704, billed 296: without 787.979; energy 296 × 7,879786 = 2.332,42 → 233.242;
//     Fio B 704 × 1,969944 = 1.386,84 → 138.684; with 371.926; saves 416.053 a month, 4.992.636 a year
//
// Payback: after 4 years 768.000 + 840.576 + 919.992 + 1.006.872 = 3.535.440; 464.560 short; year 5
// saves 91.828 a month: 5 months 459.140 (short), 6 months 550.968 → month 48 + 6 = 54.
// Yearly savings (the same formula for the other years):
//   768000 840576 919992 1006872 1101936 1205952 1319748 1444224 1580424 1729416 1892388 2070672 2265696
//   2479008 2712324 2967516 3246624 3551880 3885708 4250808 4650048 5086632 5564040 4564536 4992636
// Σ = 66.097.656 centavos; with a TMA of 0 the NPV is Σ − 4.000.000 = 62.097.656.
const YEARLY_SAVINGS = [
  768000, 840576, 919992, 1006872, 1101936, 1205952, 1319748, 1444224, 1580424, 1729416, 1892388, 2070672, 2265696, 2479008, 2712324, 2967516,
  3246624, 3551880, 3885708, 4250808, 4650048, 5086632, 5564040, 4564536, 4992636,
];

const scenario = input({
  units: [unitB({ phase: "three", monthlyConsumption: flat(1000), kwhPrice: 0.8, bWireValue: 0.2 })],
  generationKwh: flat(800),
  start: "2023-01",
  accessRequestDate: "2022-06-01",
  inflationPct: 10,
  tmaPct: 0,
  degradation: { firstYearPct: 0, yearlyPct: 0.5 },
  investmentCents: 4_000_000,
});

describe("viability: a 25-year case derived by hand", () => {
  const r = simulateViability(scenario);

  it("GD I under the floor rule, degradation 4 kWh a year, everything compensated", () => {
    expect([r.gdClass, r.minimumRule]).toEqual(["GD1", "floor"]);
    expect(r.years.map((y) => y.generationKwh)).toEqual(Array.from({ length: 25 }, (_, k) => 12 * (800 - 4 * k)));
    expect(r.years.every((y) => y.compensatedKwh === y.generationKwh && y.expiredKwh === 0)).toBe(true);
    expect(r.units[0].billedKwh[299]).toBe(296);
  });

  it("years 1, 2, 24 and 25 as derived", () => {
    expect(r.years[0]).toMatchObject({ billWithoutCents: 12 * 80_000, billWithCents: 12 * 16_000, savingsCents: 768_000 });
    expect(r.years[1]).toMatchObject({ billWithoutCents: 12 * 88_000, billWithCents: 12 * 17_952, savingsCents: 840_576 });
    expect(r.units[0].fioBCents[22 * 12]).toBe(0); // 2045: GD I still free
    expect(r.units[0].fioBCents[23 * 12]).toBe(126_793);
    expect(r.years[23]).toMatchObject({ billWithoutCents: 12 * 716_344, billWithCents: 12 * 335_966, savingsCents: 12 * 380_378 });
    expect(r.years[24]).toMatchObject({ billWithoutCents: 12 * 787_979, billWithCents: 12 * 371_926, savingsCents: 4_992_636 });
  });

  it("every year's savings, the total, the payback and the NPV at a TMA of zero", () => {
    expect(r.years.map((y) => y.savingsCents)).toEqual(YEARLY_SAVINGS);
    expect(r.totals.savingsCents).toBe(66_097_656);
    expect(r.paybackMonths).toBe(54);
    expect(r.discountedPaybackMonths).toBe(54);
    expect(r.npvCents).toBe(62_097_656);
    expect(r.years[24].cumulativeCents).toBe(62_097_656);
  });

  it("at a TMA of 12 % a year the NPV is the flows discounted monthly, smaller, and the payback later", () => {
    const at12 = simulateViability({ ...scenario, tmaPct: 12 });
    expect(at12.npvCents).toBe(npvCents(at12.cashFlowCents, monthlyRate(0.12)));
    expect(at12.npvCents).toBeLessThan(62_097_656);
    expect(at12.npvCents).toBeGreaterThan(0);
    expect(at12.discountedPaybackMonths!).toBeGreaterThan(54);
    // The IRR is the rate at which the NPV is zero: within the rounding of 301 flows to centavos.
    expect(Math.abs(npvCents(at12.cashFlowCents, at12.irrMonthly!))).toBeLessThanOrEqual(151);
    expect(at12.irrYearly!).toBeGreaterThan(0.12);
  });
});
