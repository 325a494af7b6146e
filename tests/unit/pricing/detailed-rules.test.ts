// A component's rules and range (spec part 3 §3): the rules' thresholds are read in the range's unit
// (KWP by default, MODULES, INVERTERS, KW, KM, ROOF_HIGHT); the rule in force is the first, sorted by
// threshold, whose threshold is at least the proposal's quantity (the power bands' rule, part 3 §4);
// past every threshold the component does not apply. Kit 1.000.000; 5 kWp, 10 modules, 2 inverters,
// 4 kW, 30 km, 6 m roof.
import { describe, expect, it } from "vitest";
import type { PricingComponent, PricingProposal, Range } from "../../../domain/pricing";
import { component, detailed, KIT, proposal, revenue } from "./fixtures";

/** FIXED R$ 100,00 up to `low`, R$ 200,00 up to `high`, in `range`. */
const tiered = (range: PricingComponent["range"], low: number, high: number): PricingComponent =>
  component("FIXED", 0, {
    range,
    rules: [
      { power: low, value: 10_000 },
      { power: high, value: 20_000 },
    ],
  });

const price = (c: PricingComponent, over: Partial<PricingProposal> = {}) => revenue(detailed([c]), proposal(over)).finalPrice;

describe("the rule in force, by range", () => {
  it.each<[Range | undefined, [number, number], Partial<PricingProposal>, number, string]>([
    // range, thresholds, proposal, expected price, why
    [undefined, [5, 10], {}, 1_010_000, "no range = KWP; 5 kWp ≤ 5 → R$ 100"],
    ["KWP", [5, 10], {}, 1_010_000, "exactly the first threshold → R$ 100"],
    ["KWP", [5, 10], { power: 5.001 }, 1_020_000, "5,001 kWp > 5 → the 10 kWp rule, R$ 200"],
    ["KWP", [5, 10], { power: 10 }, 1_020_000, "exactly the last threshold → R$ 200"],
    ["KWP", [5, 10], { power: 10.5 }, KIT, "past every threshold → does not apply"],
    ["MODULES", [8, 12], {}, 1_020_000, "10 modules > 8 → R$ 200"],
    ["MODULES", [10, 12], {}, 1_010_000, "10 modules ≤ 10 → R$ 100"],
    ["INVERTERS", [1, 2], {}, 1_020_000, "2 inverters > 1 → R$ 200"],
    ["INVERTERS", [2, 3], { invQtd: 1 }, 1_010_000, "1 inverter ≤ 2 → R$ 100"],
    ["KW", [3, 5], {}, 1_020_000, "4 kW > 3 → R$ 200"],
    ["KW", [4, 5], {}, 1_010_000, "4 kW ≤ 4 → R$ 100"],
    ["KM", [50, 100], {}, 1_010_000, "30 km ≤ 50 → R$ 100"],
    ["KM", [20, 100], {}, 1_020_000, "30 km > 20 → R$ 200"],
    ["KM", [20, 25], {}, KIT, "30 km past 25 → does not apply"],
    ["ROOF_HIGHT", [3, 9], {}, 1_020_000, "6 m > 3 → R$ 200"],
    ["ROOF_HIGHT", [6, 9], {}, 1_010_000, "6 m ≤ 6 → R$ 100"],
  ])("%s %j with %j → %i (%s)", (range, [low, high], over, expected) => {
    expect(price(tiered(range, low, high), over)).toBe(expected);
  });

  it("rules typed out of order are sorted by threshold", () => {
    // typed [up to 10 → R$ 200, up to 5 → R$ 100]; 5 kWp → R$ 100
    const c = component("FIXED", 0, {
      rules: [
        { power: 10, value: 20_000 },
        { power: 5, value: 10_000 },
      ],
    });
    expect(price(c)).toBe(1_010_000);
  });

  it("two rules with the same threshold: the first typed wins", () => {
    const c = component("FIXED", 0, {
      rules: [
        { power: 10, value: 30_000 },
        { power: 10, value: 10_000 },
      ],
    });
    expect(price(c)).toBe(1_030_000);
  });

  it("a threshold of 0 matches a quantity of 0 only", () => {
    // up to 0 km → R$ 100 (local installs), up to 1000 km → R$ 200
    const c = component("FIXED", 0, {
      range: "KM",
      rules: [
        { power: 0, value: 10_000 },
        { power: 1000, value: 20_000 },
      ],
    });
    expect(price(c, { distance: 0 })).toBe(1_010_000);
    expect(price(c, { distance: 0.1 })).toBe(1_020_000);
  });
});

describe("rules pick the value of every type", () => {
  it("a per-kWp value chosen by the module count (range MODULES)", () => {
    // 10 modules ≤ 10 → R$ 300/kWp × 5 kWp = 150.000; P = 1.150.000
    const c = component("PER_KWP", 0, {
      range: "MODULES",
      rules: [
        { power: 10, value: 30_000 },
        { power: 20, value: 25_000 },
      ],
    });
    expect(price(c)).toBe(1_150_000);
    // 11 modules → R$ 250/kWp × 5 = 125.000; P = 1.125.000
    expect(price(c, { modsQtd: 11 })).toBe(1_125_000);
  });

  it("a commission percentage by power: 5 % up to 5 kWp, 3 % up to 10 kWp", () => {
    const c = component("COMMISSION", 0, {
      rules: [
        { power: 5, value: 5 },
        { power: 10, value: 3 },
      ],
    });
    // 5 kWp: 1.000.000 ÷ 0,95 = 1.052.631,58 → 1.052.632
    expect(revenue(detailed([c]))).toMatchObject({ finalPrice: 1_052_632, percentageComponents: [{ rate: 5 }] });
    // 8 kWp: 1.000.000 ÷ 0,97 = 1.030.927,84 → 1.030.928
    expect(revenue(detailed([c]), proposal({ power: 8 }))).toMatchObject({ finalPrice: 1_030_928, percentageComponents: [{ rate: 3 }] });
  });

  it("a kit percentage by distance (range KM): 1 % up to 50 km, 2 % beyond up to 500 km", () => {
    const c = component("PERCENTAGE_KIT", 0, {
      range: "KM",
      rules: [
        { power: 50, value: 1 },
        { power: 500, value: 2 },
      ],
    });
    // 30 km → 1 % × 1.000.000 = 10.000
    expect(price(c)).toBe(1_010_000);
    // 120 km → 2 % = 20.000
    expect(price(c, { distance: 120 })).toBe(1_020_000);
  });

  it("a component that does not apply because of its rules adds no percentage to the loop", () => {
    // COMMISSION 100 % only up to 1 kWp: at 5 kWp it is out, so the price is defined: P = K
    const c = component("COMMISSION", 0, { rules: [{ power: 1, value: 100 }] });
    expect(price(c)).toBe(KIT);
  });
});
