// SIMPLE pricing (spec part 3 §4): the first band, sorted by power, whose power ≥ the system's;
// none → 50 %; the last band's power forced to 9999999999; GROSS_MARGIN = cost × (1 + margin),
// MARKUP = cost ÷ (1 − margin). Kit: R$ 10.000,00 = 1.000.000 centavos, 5 kWp unless said.
import { describe, expect, it } from "vitest";
import { LAST_BAND_POWER, PRICING_MSG, priceProposal } from "../../../domain/pricing";
import { KIT, priced, proposal, refusal, revenue, settings } from "./fixtures";

const BANDS = [
  { power: 5, margin: 30 },
  { power: 10, margin: 20 },
  { power: 20, margin: 10 },
];
const simple = (over: Parameters<typeof settings>[0] = {}) => settings({ autoPricing: BANDS, ...over });
const at = (power: number, over: Parameters<typeof settings>[0] = {}) =>
  priced(priceProposal({ proposal: proposal({ power }), settings: simple(over) }));

describe("SIMPLE: the band", () => {
  it("a system of exactly a band's power takes that band", () => {
    // 5 kWp, band 5 kWp → 30 %: 1.000.000 × 1,30 = 1.300.000
    const r = at(5);
    expect(r.band).toEqual({ index: 0, power: 5, margin: 30 });
    expect(r.revenueData.finalPrice).toBe(1_300_000);
  });

  it("just above a band's power takes the next one", () => {
    // 5,01 kWp > 5 → band 10 kWp, 20 %: 1.000.000 × 1,20 = 1.200.000
    const r = at(5.01);
    expect(r.band).toEqual({ index: 1, power: 10, margin: 20 });
    expect(r.revenueData.finalPrice).toBe(1_200_000);
  });

  it("the top of the middle band is still the middle band", () => {
    // 10 kWp ≤ 10 → 20 %
    expect(at(10).band?.index).toBe(1);
  });

  it("above the last band's power: the last band, its power forced to 9999999999", () => {
    // 25 kWp > 20, but the last band's power is 9999999999 → 10 %: 1.000.000 × 1,10 = 1.100.000
    const r = at(25);
    expect(r.band).toEqual({ index: 2, power: LAST_BAND_POWER, margin: 10 });
    expect(r.revenueData.finalPrice).toBe(1_100_000);
  });

  it("bands typed out of order are sorted by power before the first match; the index is the typed one", () => {
    // typed [20 → 10 %, 5 → 30 %, 10 → 20 %]; sorted 5, 10, 20(forced); 7 kWp → the 10 kWp band (typed index 2)
    const r = priced(
      priceProposal({
        proposal: proposal({ power: 7 }),
        settings: settings({ autoPricing: [BANDS[2], BANDS[0], BANDS[1]] }),
      }),
    );
    expect(r.band).toEqual({ index: 2, power: 10, margin: 20 });
    expect(r.revenueData.finalPrice).toBe(1_200_000);
  });

  it("two bands of the same power: the first typed wins", () => {
    // [10 → 25 %, 10 → 15 %, 50 → 5 %] at 8 kWp → 25 %: 1.250.000
    const r = priced(
      priceProposal({
        proposal: proposal({ power: 8 }),
        settings: settings({
          autoPricing: [
            { power: 10, margin: 25 },
            { power: 10, margin: 15 },
            { power: 50, margin: 5 },
          ],
        }),
      }),
    );
    expect(r.band?.index).toBe(0);
    expect(r.revenueData.finalPrice).toBe(1_250_000);
  });

  it("a single band is also the last one: it takes every system", () => {
    // [3 → 40 %] forced to 9999999999; 500 kWp → 40 %: 1.400.000
    const r = priced(priceProposal({ proposal: proposal({ power: 500 }), settings: settings({ autoPricing: [{ power: 3, margin: 40 }] }) }));
    expect(r.band).toEqual({ index: 0, power: LAST_BAND_POWER, margin: 40 });
    expect(r.revenueData.finalPrice).toBe(1_400_000);
  });

  it("no bands: the margin is 50 %", () => {
    // GROSS_MARGIN: 1.000.000 × 1,5 = 1.500.000; MARKUP: 1.000.000 ÷ 0,5 = 2.000.000
    const gross = priced(priceProposal({ proposal: proposal(), settings: settings() }));
    expect(gross.band).toBeNull();
    expect(gross.revenueData.margin).toBe(50);
    expect(gross.revenueData.finalPrice).toBe(1_500_000);
    expect(revenue(settings({ autoPricingCalc: "MARKUP" })).finalPrice).toBe(2_000_000);
  });
});

describe("SIMPLE: GROSS_MARGIN and MARKUP as the spec defines them", () => {
  it("GROSS_MARGIN multiplies: 20 % → cost × 1,2, which earns 16,67 % of the price", () => {
    // 1.000.000 × 1,2 = 1.200.000; profit 200.000; 200.000 ÷ 1.200.000 = 16,666… % → 16,67
    const r = at(8);
    expect(r.calc).toBe("GROSS_MARGIN");
    expect(r.revenueData).toMatchObject({ finalPrice: 1_200_000, profit: 200_000, margin: 20, effMargin: 16.67 });
  });

  it("MARKUP divides: 20 % → cost ÷ 0,8, which earns exactly 20 % of the price", () => {
    // 1.000.000 ÷ 0,8 = 1.250.000; profit 250.000; 250.000 ÷ 1.250.000 = 20 %
    const r = at(8, { autoPricingCalc: "MARKUP" });
    expect(r.calc).toBe("MARKUP");
    expect(r.revenueData).toMatchObject({ finalPrice: 1_250_000, profit: 250_000, margin: 20, effMargin: 20 });
  });

  it("a margin of 0 sells at cost either way", () => {
    const bands = [{ power: 100, margin: 0 }];
    expect(revenue(settings({ autoPricing: bands })).finalPrice).toBe(KIT);
    expect(revenue(settings({ autoPricing: bands, autoPricingCalc: "MARKUP" })).finalPrice).toBe(KIT);
  });

  it("GROSS_MARGIN accepts 100 % and more: 150 % → cost × 2,5", () => {
    // 1.000.000 × 2,5 = 2.500.000
    expect(revenue(settings({ autoPricing: [{ power: 100, margin: 150 }] })).finalPrice).toBe(2_500_000);
  });

  it("MARKUP with a margin of 100 % is refused on the band's margin (division by zero)", () => {
    const r = refusal(settings({ autoPricingCalc: "MARKUP", autoPricing: [BANDS[0], { power: 10, margin: 100 }] }));
    expect(r).toEqual({ ok: false, field: "autoPricing[1].margin", message: PRICING_MSG.markupMargin });
  });

  it("MARKUP with more than 100 % is refused too (a negative price), even on a band this system does not use", () => {
    // 5 kWp would use the 5 kWp band, but the settings in force hold a band of 120 %
    expect(refusal(settings({ autoPricingCalc: "MARKUP", autoPricing: [BANDS[0], { power: 50, margin: 120 }] })).field).toBe("autoPricing[1].margin");
  });

  it("MARKUP just under 100 % is defined: 99,99 % → cost ÷ 0,0001", () => {
    // 1.000.000 ÷ 0,0001 = 10.000.000.000
    expect(revenue(settings({ autoPricingCalc: "MARKUP", autoPricing: [{ power: 100, margin: 99.99 }] })).finalPrice).toBe(10_000_000_000);
  });
});

describe("SIMPLE: the rest of revenueData", () => {
  it("the kit is the equipment at cost; everything above it is service and profit, with no taxes or commissions", () => {
    // 8 kWp, 20 %: price 1.200.000; services 200.000; per kWp 200.000 ÷ 8 = 25.000
    expect(at(8).revenueData).toEqual({
      finalPrice: 1_200_000,
      pvKitOriginalCost: KIT,
      pvKitCost: KIT,
      discount: 0,
      servicePricePerkWp: 25_000,
      serviceCosts: [],
      percentageComponents: [],
      nfValue: 200_000,
      taxes: 0,
      marginEquip: 0,
      margin: 20,
      equipamentProfit: 0,
      tradingMargin: 0,
      negMarginValue: 0,
      commissions: 0,
      effMargin: 16.67,
      totalEqp: KIT,
      totalSvc: 200_000,
      liquidServices: 200_000,
      profit: 200_000,
      potentialProfit: null,
      calculatedData: { preTaxProfit: 200_000 },
    });
  });

  it("a free kit prices at zero and has no effective margin", () => {
    const r = revenue(simple(), proposal({ kitPrice: 0 }));
    expect(r.finalPrice).toBe(0);
    expect(r.effMargin).toBeNull();
  });
});

describe("kit discount (preferences stdKitDiscount / maxKitDiscount)", () => {
  const prefs = { stdKitDiscount: 5, maxKitDiscount: 10 };

  it("no discount typed: the standard one applies to the kit before the margin", () => {
    // 1.000.000 × 0,95 = 950.000; band 5 kWp 30 %: 950.000 × 1,3 = 1.235.000
    const r = revenue(simple({ preferences: prefs }));
    expect(r).toMatchObject({ discount: 5, pvKitOriginalCost: KIT, pvKitCost: 950_000, totalEqp: 950_000, finalPrice: 1_235_000 });
  });

  it("a typed discount up to the maximum", () => {
    // 10 %: 1.000.000 × 0,9 = 900.000; × 1,3 = 1.170.000
    const r = revenue(simple({ preferences: prefs }), proposal({ discount: 10 }));
    expect(r).toMatchObject({ discount: 10, pvKitCost: 900_000, finalPrice: 1_170_000 });
  });

  it("a discount of 0 can be typed even when the standard one is higher", () => {
    expect(revenue(simple({ preferences: prefs }), proposal({ discount: 0 })).pvKitCost).toBe(KIT);
  });

  it.each([
    ["above the maximum", 10.5],
    ["negative", -1],
    ["not a number", Number.NaN],
  ])("a discount %s is refused on the discount field", (_, discount) => {
    expect(refusal(simple({ preferences: prefs }), proposal({ discount }))).toEqual({
      ok: false,
      field: "discount",
      message: "O desconto do kit deve ficar entre 0 % e 10 % (desconto máximo das preferências).",
    });
  });

  it("the discounted kit is rounded half-up to the centavo before anything builds on it", () => {
    // 999.999 × 0,95 = 949.999,05 → 949.999; then × 1,3 = 1.234.998,7 → 1.234.999
    expect(revenue(simple({ preferences: prefs }), proposal({ kitPrice: 999_999 }))).toMatchObject({ pvKitCost: 949_999, finalPrice: 1_234_999 });
    // 10 × 0,95 = 9,5 → 10 (half-up, not half-even)
    expect(revenue(simple({ preferences: prefs }), proposal({ kitPrice: 10 })).pvKitCost).toBe(10);
  });

  it("preferences whose standard discount passes the maximum are refused", () => {
    expect(refusal(simple({ preferences: { stdKitDiscount: 12, maxKitDiscount: 10 } })).field).toBe("preferences.stdKitDiscount");
  });
});
