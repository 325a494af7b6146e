// DETAILED pricing, one component type at a time (spec part 3 §3 "Types"; ADR 010 for the bases).
// Kit K = 1.000.000 centavos; 5 kWp, 10 modules, 2 inverters, 30 km. Each rule applies (up to 100 kWp).
// P = final price; E = equipment (K + kit percentages); S = service total = P − E.
import { describe, expect, it } from "vitest";
import { component, detailed, KIT, proposal, revenue } from "./fixtures";

describe("amount components (serviceCosts)", () => {
  it("FIXED: R$ 500,00 once", () => {
    // P = 1.000.000 + 50.000 = 1.050.000
    const r = revenue(detailed([component("FIXED", 50_000, { name: "Projeto" })]));
    expect(r.serviceCosts).toEqual([{ name: "Projeto", type: "FIXED", value: 50_000, isRevenue: false }]);
    expect(r).toMatchObject({ finalPrice: 1_050_000, totalEqp: KIT, totalSvc: 50_000, nfValue: 50_000, profit: 0, taxes: 0 });
  });

  it("PER_KWP: R$ 300,00 × 5 kWp", () => {
    // 30.000 × 5 = 150.000; P = 1.150.000; per kWp of service 150.000 ÷ 5 = 30.000
    const r = revenue(detailed([component("PER_KWP", 30_000)]));
    expect(r.serviceCosts[0].value).toBe(150_000);
    expect(r).toMatchObject({ finalPrice: 1_150_000, servicePricePerkWp: 30_000 });
  });

  it("PER_KWP on a fractional power: R$ 300,00 × 5,45 kWp", () => {
    // 30.000 × 5,45 = 163.500; P = 1.163.500
    expect(revenue(detailed([component("PER_KWP", 30_000)]), proposal({ power: 5.45 })).finalPrice).toBe(1_163_500);
  });

  it("PER_MODULE: R$ 50,00 × 10 modules", () => {
    // 5.000 × 10 = 50.000; P = 1.050.000
    const r = revenue(detailed([component("PER_MODULE", 5_000)]));
    expect(r.serviceCosts[0].value).toBe(50_000);
    expect(r.finalPrice).toBe(1_050_000);
  });

  it("PER_INVERTER: R$ 200,00 × 2 inverters", () => {
    // 20.000 × 2 = 40.000; P = 1.040.000
    const r = revenue(detailed([component("PER_INVERTER", 20_000)]));
    expect(r.serviceCosts[0].value).toBe(40_000);
    expect(r.finalPrice).toBe(1_040_000);
  });

  it("PER_KM: R$ 1,50 × 30 km", () => {
    // 150 × 30 = 4.500; P = 1.004.500
    const r = revenue(detailed([component("PER_KM", 150)]));
    expect(r.serviceCosts[0].value).toBe(4_500);
    expect(r.finalPrice).toBe(1_004_500);
  });

  it("PER_KM with no distance adds nothing but is still listed", () => {
    // 150 × 0 = 0
    const r = revenue(detailed([component("PER_KM", 150)]), proposal({ distance: 0 }));
    expect(r.serviceCosts[0].value).toBe(0);
    expect(r.finalPrice).toBe(KIT);
  });

  it("an amount that is revenue is profit, one that is not is a cost", () => {
    // FIXED 50.000 revenue + PER_KWP 10.000 × 5 = 50.000 cost: P = 1.100.000; profit = 50.000
    const r = revenue(detailed([component("FIXED", 50_000, { isRevenue: true }), component("PER_KWP", 10_000)]));
    expect(r).toMatchObject({ finalPrice: 1_100_000, profit: 50_000, calculatedData: { preTaxProfit: 50_000 }, effMargin: 4.55 });
    // effMargin 50.000 ÷ 1.100.000 = 4,5454… % → 4,55
  });
});

describe("percentage components (percentageComponents)", () => {
  it("PERCENTAGE_KIT: 10 % of the kit, revenue, is the equipment's margin", () => {
    // 10 % × 1.000.000 = 100.000; E = 1.100.000; P = E = 1.100.000; S = 0
    const r = revenue(detailed([component("PERCENTAGE_KIT", 10, { name: "Margem kit", isRevenue: true })]));
    expect(r.percentageComponents).toEqual([{ name: "Margem kit", type: "PERCENTAGE_KIT", rate: 10, value: 100_000, isRevenue: true }]);
    expect(r).toMatchObject({
      finalPrice: 1_100_000,
      totalEqp: 1_100_000,
      totalSvc: 0,
      equipamentProfit: 100_000,
      marginEquip: 10,
      profit: 100_000,
      taxes: 0,
    });
  });

  it("PERCENTAGE_KIT that is not revenue (freight) is equipment cost, not a tax", () => {
    // 2 % × 1.000.000 = 20.000; E = P = 1.020.000; profit 0
    const r = revenue(detailed([component("PERCENTAGE_KIT", 2)]));
    expect(r).toMatchObject({ finalPrice: 1_020_000, totalEqp: 1_020_000, equipamentProfit: 0, marginEquip: 0, taxes: 0, profit: 0 });
  });

  it("PERCENTAGE_SERVICE: 20 % of the service total, which contains it (solved, not iterated)", () => {
    // FIXED 80.000 + 20 % of S: S = 80.000 + 0,2 S → S = 80.000 ÷ 0,8 = 100.000; the 20 % = 20.000
    // P = E + S = 1.000.000 + 100.000 = 1.100.000; not revenue → a tax; liquidServices = 100.000 − 20.000
    const r = revenue(detailed([component("FIXED", 80_000), component("PERCENTAGE_SERVICE", 20)]));
    expect(r.percentageComponents[0]).toMatchObject({ type: "PERCENTAGE_SERVICE", rate: 20, value: 20_000 });
    expect(r).toMatchObject({ finalPrice: 1_100_000, totalSvc: 100_000, taxes: 20_000, liquidServices: 80_000, profit: 0 });
  });

  it("PERCENTAGE_SERVICE that is revenue is the service margin", () => {
    // FIXED 80.000 + 20 % revenue: as above, profit 20.000, no tax
    const r = revenue(detailed([component("FIXED", 80_000), component("PERCENTAGE_SERVICE", 20, { isRevenue: true })]));
    expect(r).toMatchObject({ finalPrice: 1_100_000, profit: 20_000, taxes: 0, liquidServices: 100_000 });
  });

  it("PERCENTAGE_SERVICE_AND_KIT: 4 % of the final price, P = K ÷ (1 − 0,04)", () => {
    // P = 1.000.000 ÷ 0,96 = 1.041.666,67 → 1.041.667; 4 % × P = 41.666,67 → 41.667 (a tax)
    const r = revenue(detailed([component("PERCENTAGE_SERVICE_AND_KIT", 4)]));
    expect(r.percentageComponents[0].value).toBe(41_667);
    expect(r).toMatchObject({ finalPrice: 1_041_667, taxes: 41_667, totalSvc: 41_667, liquidServices: 0 });
  });

  it("PERCENTAGE_PROFIT: 20 % of the pre-tax profit, grossed up so the company keeps its revenue", () => {
    // revenue FIXED 100.000 = R; pre-tax profit B = R ÷ (1 − 0,2) = 125.000; the 20 % = 25.000 (a tax)
    // P = 1.000.000 + 100.000 + 25.000 = 1.125.000; profit = B − 25.000 = 100.000
    const r = revenue(detailed([component("FIXED", 100_000, { isRevenue: true }), component("PERCENTAGE_PROFIT", 20)]));
    expect(r.percentageComponents[0]).toMatchObject({ type: "PERCENTAGE_PROFIT", rate: 20, value: 25_000 });
    expect(r).toMatchObject({ finalPrice: 1_125_000, profit: 100_000, calculatedData: { preTaxProfit: 125_000 }, taxes: 25_000 });
  });

  it("PERCENTAGE_PROFIT with no profit costs nothing", () => {
    // R = 0 → B = 0 → 0
    const r = revenue(detailed([component("FIXED", 100_000), component("PERCENTAGE_PROFIT", 20)]));
    expect(r).toMatchObject({ finalPrice: 1_100_000, profit: 0, calculatedData: { preTaxProfit: 0 } });
  });

  it("PERCENTAGE_PROFIT that is revenue (a share kept) adds to the profit", () => {
    // R = 100.000; B = 100.000 ÷ 0,9 = 111.111,11; the 10 % = 11.111,11 → 11.111 (kept)
    // P = 1.000.000 + 100.000 + 11.111,11 = 1.111.111,11 → 1.111.111; profit = R + 11.111,11 = 111.111
    const r = revenue(detailed([component("FIXED", 100_000, { isRevenue: true }), component("PERCENTAGE_PROFIT", 10, { isRevenue: true })]));
    expect(r).toMatchObject({ finalPrice: 1_111_111, profit: 111_111, taxes: 0, calculatedData: { preTaxProfit: 111_111 } });
  });

  it("COMMISSION: 5 % of the final price, never revenue even when marked so", () => {
    // P = 1.000.000 ÷ 0,95 = 1.052.631,58 → 1.052.632; 5 % = 52.631,58 → 52.632
    const r = revenue(detailed([component("COMMISSION", 5, { isRevenue: true })]));
    expect(r.percentageComponents[0]).toMatchObject({ type: "COMMISSION", value: 52_632, isRevenue: false });
    expect(r).toMatchObject({ finalPrice: 1_052_632, commissions: 52_632, profit: 0, taxes: 0 });
  });

  it("INDIVIDUAL_COMMISSION: 3 % of the final price for its vendor's proposals", () => {
    // vendor ana: P = 1.000.000 ÷ 0,97 = 1.030.927,84 → 1.030.928; 3 % = 30.927,84 → 30.928
    const c = component("INDIVIDUAL_COMMISSION", 3, { vendor: "ana", isRevenue: true });
    const r = revenue(detailed([c]));
    expect(r.percentageComponents[0]).toMatchObject({ type: "INDIVIDUAL_COMMISSION", value: 30_928, isRevenue: false });
    expect(r).toMatchObject({ finalPrice: 1_030_928, commissions: 30_928, profit: 0 });
  });

  it("INDIVIDUAL_COMMISSION of another vendor does not apply", () => {
    const r = revenue(detailed([component("INDIVIDUAL_COMMISSION", 3, { vendor: "caio" })]));
    expect(r).toMatchObject({ finalPrice: KIT, commissions: 0, percentageComponents: [] });
  });

  it("TRADING_MARGIN: 2 % of the final price, set aside for negotiation: not profit, but potential profit", () => {
    // P = 1.000.000 ÷ 0,98 = 1.020.408,16 → 1.020.408; 2 % = 20.408,16 → 20.408
    const r = revenue(detailed([component("TRADING_MARGIN", 2, { isRevenue: true })]));
    expect(r.percentageComponents[0]).toMatchObject({ type: "TRADING_MARGIN", rate: 2, value: 20_408, isRevenue: false });
    expect(r).toMatchObject({ finalPrice: 1_020_408, tradingMargin: 2, negMarginValue: 20_408, profit: 0, potentialProfit: 20_408 });
  });

  it("fractional percentages are exact: 2,5 % + 0,35 % of the final price", () => {
    // P = 1.000.000 ÷ (1 − 0,0285) = 1.029.336,08… → 1.029.336; TRADING_MARGIN rates 2,5 + 0,35 = 2,85
    const r = revenue(detailed([component("TRADING_MARGIN", 2.5), component("TRADING_MARGIN", 0.35)]));
    expect(r.finalPrice).toBe(1_029_336);
    expect(r.tradingMargin).toBe(2.85);
  });
});

describe("no components", () => {
  it("the kit alone, at cost", () => {
    const r = revenue(detailed([]));
    expect(r).toMatchObject({ finalPrice: KIT, totalSvc: 0, profit: 0, margin: null, potentialProfit: 0, effMargin: 0 });
  });
});
