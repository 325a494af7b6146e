// DETAILED with every base at once, solved in closed form (ADR 010):
//   P = [E(1 − s) + A + u(Ar + Kr − sr·E)] ÷ [1 − s − f − u(sr + fr)],  u = t ÷ (1 − t)
// and the refusals when a denominator reaches zero (percentages of the price, or of the profit,
// summing to 100 % or more). Kit 1.000.000; 5 kWp.
import { describe, expect, it } from "vitest";
import { PRICING_MSG, priceProposal, type PricingComponent } from "../../../domain/pricing";
import { component, detailed, KIT, priced, proposal, refusal, revenue } from "./fixtures";

describe("a full DETAILED case, by hand", () => {
  // Components:
  //   labour   PER_KWP 400,00 × 5 kWp = 200.000   cost
  //   project  FIXED 300,00 = 30.000               revenue
  //   kit      PERCENTAGE_KIT 5 % × 1.000.000 = 50.000          revenue
  //   ISS      PERCENTAGE_SERVICE 10 %             cost (a tax)
  //   service  PERCENTAGE_SERVICE 15 %             revenue
  //   invoice  PERCENTAGE_SERVICE_AND_KIT 6 %      cost (a tax)
  //   sales    COMMISSION 3 %
  //   haggle   TRADING_MARGIN 2 %
  //   income   PERCENTAGE_PROFIT 20 %              cost (a tax)
  // A = 230.000, Ar = 30.000, Kr = 50.000, E = 1.050.000
  // s = 0,25, sr = 0,15, f = 0,06 + 0,03 + 0,02 = 0,11, fr = 0, t = 0,2 → u = 0,25
  // denominator = 1 − 0,25 − 0,11 − 0,25 × 0,15 = 0,6025
  // numerator   = 1.050.000 × 0,75 + 230.000 + 0,25 × (30.000 + 50.000 − 0,15 × 1.050.000)
  //             = 787.500 + 230.000 − 19.375 = 998.125
  // P = 998.125 ÷ 0,6025 = 399.250.000 ÷ 241 = 1.656.639,0041… → 1.656.639
  // S = P − E = 606.639,0041…
  //   ISS 10 % S = 60.663,90 → 60.664;  service 15 % S = 90.995,85 → 90.996
  //   invoice 6 % P = 99.398,34 → 99.398;  sales 3 % P = 49.699,17 → 49.699;  haggle 2 % P = 33.132,78 → 33.133
  // R = 30.000 + 50.000 + 90.995,85 = 170.995,85 (revenue before the profit percentages)
  // B = R ÷ 0,8 = 213.744,81 → 213.745 (pre-tax profit);  income 20 % B = 42.748,96 → 42.749
  // check: 1.000.000 + 230.000 + 50.000 + 60.663,90 + 90.995,85 + 42.748,96 + 99.398,34 + 49.699,17 + 33.132,78 = 1.656.639,00
  // profit = R = 170.996;  taxes = 60.663,90 + 99.398,34 + 42.748,96 = 202.811,20 → 202.811
  // liquidServices = 606.639,00 − 202.811,20 = 403.827,80 → 403.828
  // potentialProfit = 170.995,85 + 33.132,78 = 204.128,63 → 204.129
  // effMargin = 170.995,85 ÷ 1.656.639,00 = 10,3218… % → 10,32;  per kWp 606.639,00 ÷ 5 = 121.327,80 → 121.328
  const components: PricingComponent[] = [
    component("PER_KWP", 40_000, { name: "Mão de obra" }),
    component("FIXED", 30_000, { name: "Projeto", isRevenue: true }),
    component("PERCENTAGE_KIT", 5, { name: "Margem do kit", isRevenue: true }),
    component("PERCENTAGE_SERVICE", 10, { name: "ISS" }),
    component("PERCENTAGE_SERVICE", 15, { name: "Margem do serviço", isRevenue: true }),
    component("PERCENTAGE_SERVICE_AND_KIT", 6, { name: "Imposto da nota" }),
    component("COMMISSION", 3, { name: "Comissão" }),
    component("TRADING_MARGIN", 2, { name: "Margem de negociação" }),
    component("PERCENTAGE_PROFIT", 20, { name: "IR e CSLL" }),
  ];

  it("fills revenueData with each amount rounded once from its exact value", () => {
    expect(revenue(detailed(components))).toEqual({
      finalPrice: 1_656_639,
      pvKitOriginalCost: KIT,
      pvKitCost: KIT,
      discount: 0,
      servicePricePerkWp: 121_328,
      serviceCosts: [
        { name: "Mão de obra", type: "PER_KWP", value: 200_000, isRevenue: false },
        { name: "Projeto", type: "FIXED", value: 30_000, isRevenue: true },
      ],
      percentageComponents: [
        { name: "Margem do kit", type: "PERCENTAGE_KIT", rate: 5, value: 50_000, isRevenue: true },
        { name: "ISS", type: "PERCENTAGE_SERVICE", rate: 10, value: 60_664, isRevenue: false },
        { name: "Margem do serviço", type: "PERCENTAGE_SERVICE", rate: 15, value: 90_996, isRevenue: true },
        { name: "Imposto da nota", type: "PERCENTAGE_SERVICE_AND_KIT", rate: 6, value: 99_398, isRevenue: false },
        { name: "Comissão", type: "COMMISSION", rate: 3, value: 49_699, isRevenue: false },
        { name: "Margem de negociação", type: "TRADING_MARGIN", rate: 2, value: 33_133, isRevenue: false },
        { name: "IR e CSLL", type: "PERCENTAGE_PROFIT", rate: 20, value: 42_749, isRevenue: false },
      ],
      nfValue: 606_639,
      taxes: 202_811,
      marginEquip: 5,
      margin: null,
      equipamentProfit: 50_000,
      tradingMargin: 2,
      negMarginValue: 33_133,
      commissions: 49_699,
      effMargin: 10.32,
      totalEqp: 1_050_000,
      totalSvc: 606_639,
      liquidServices: 403_828,
      profit: 170_996,
      potentialProfit: 204_129,
      calculatedData: { preTaxProfit: 213_745 },
    });
  });

  it("the order of the components does not change the price", () => {
    expect(revenue(detailed([...components].reverse())).finalPrice).toBe(1_656_639);
  });

  it("a kit discount changes the base of everything: 10 % off gives E = 945.000", () => {
    // K = 900.000; kit 5 % = 45.000; E = 945.000; A = 230.000; Ar = 30.000; Kr = 45.000
    // numerator = 945.000 × 0,75 + 230.000 + 0,25 × (75.000 − 0,15 × 945.000) = 708.750 + 230.000 − 16.687,5 = 922.062,5
    // P = 922.062,5 ÷ 0,6025 = 1.530.394,19… → 1.530.394
    const s = { ...detailed(components), preferences: { stdKitDiscount: 0, maxKitDiscount: 10 } };
    expect(revenue(s, proposal({ discount: 10 }))).toMatchObject({ pvKitCost: 900_000, totalEqp: 945_000, finalPrice: 1_530_394 });
  });
});

describe("the closed form agrees with the fixed point it solves", () => {
  // An independent check: iterate P ← K + amounts(P) in floating point until it settles, and
  // compare with the engine's exact answer (within a centavo).
  const FINAL = ["PERCENTAGE_SERVICE_AND_KIT", "COMMISSION", "INDIVIDUAL_COMMISSION", "TRADING_MARGIN"];
  function iterate(cs: PricingComponent[], kit: number, power: number): number {
    const rate = (c: PricingComponent) => c.rules[0].value / 100;
    const isRevenue = (c: PricingComponent) => c.isRevenue && !["COMMISSION", "INDIVIDUAL_COMMISSION", "TRADING_MARGIN"].includes(c.type);
    const E = kit + cs.filter((c) => c.type === "PERCENTAGE_KIT").reduce((x, c) => x + rate(c) * kit, 0);
    const amount = (c: PricingComponent, P: number, B: number): number => {
      if (c.type === "FIXED") return c.rules[0].value;
      if (c.type === "PER_KWP") return c.rules[0].value * power;
      if (c.type === "PERCENTAGE_KIT") return rate(c) * kit;
      if (c.type === "PERCENTAGE_SERVICE") return rate(c) * (P - E);
      if (FINAL.includes(c.type)) return rate(c) * P;
      if (c.type === "PERCENTAGE_PROFIT") return rate(c) * B;
      throw new Error(`not in this oracle: ${c.type}`);
    };
    let P = kit;
    let B = 0; // pre-tax profit: the revenue amounts plus every profit percentage
    for (let i = 0; i < 100_000; i++) {
      let nextP = kit;
      let nextB = 0;
      for (const c of cs) {
        const a = amount(c, P, B);
        nextP += a;
        if (c.type === "PERCENTAGE_PROFIT" || isRevenue(c)) nextB += a;
      }
      const settled = Math.abs(nextP - P) < 1e-7 && Math.abs(nextB - B) < 1e-7;
      P = nextP;
      B = nextB;
      if (settled) break;
    }
    return P;
  }

  it.each<[string, PricingComponent[]]>([
    ["final-price percentages only", [component("FIXED", 123_456), component("COMMISSION", 7), component("PERCENTAGE_SERVICE_AND_KIT", 11.25)]],
    [
      "service percentages",
      [component("PER_KWP", 35_000), component("PERCENTAGE_SERVICE", 17), component("PERCENTAGE_SERVICE", 8, { isRevenue: true })],
    ],
    [
      "profit percentages on a revenue share of the price",
      [
        component("FIXED", 10_000, { isRevenue: true }),
        component("PERCENTAGE_SERVICE_AND_KIT", 12, { isRevenue: true }),
        component("PERCENTAGE_PROFIT", 34),
      ],
    ],
    [
      "everything",
      [
        component("PER_KWP", 41_000),
        component("FIXED", 25_000, { isRevenue: true }),
        component("PERCENTAGE_KIT", 3, { isRevenue: true }),
        component("PERCENTAGE_SERVICE", 5),
        component("PERCENTAGE_SERVICE", 20, { isRevenue: true }),
        component("PERCENTAGE_SERVICE_AND_KIT", 8.5),
        component("TRADING_MARGIN", 4),
        component("PERCENTAGE_PROFIT", 15),
      ],
    ],
  ])("%s", (_, cs) => {
    const engine = revenue(detailed(cs), proposal({ power: 7.3 })).finalPrice;
    expect(Math.abs(engine - iterate(cs, KIT, 7.3))).toBeLessThanOrEqual(1);
  });
});

describe("the price is undefined: refused, never iterated or divided by zero", () => {
  const loop = { ok: false, field: "autoPricingDetailed.pricingComponents", message: PRICING_MSG.finalPriceUndefined };

  it("percentages of the final price summing to exactly 100 %", () => {
    // 60 % + 40 % → P × (1 − 1) = K: no P
    expect(refusal(detailed([component("COMMISSION", 60), component("PERCENTAGE_SERVICE_AND_KIT", 40)]))).toEqual(loop);
  });

  it("summing to more than 100 % (a negative price)", () => {
    expect(refusal(detailed([component("TRADING_MARGIN", 120)]))).toEqual(loop);
  });

  it("service and final-price percentages together reaching 100 %", () => {
    // 1 − 0,7 − 0,3 = 0
    expect(refusal(detailed([component("PERCENTAGE_SERVICE", 70), component("COMMISSION", 30)]))).toEqual(loop);
  });

  it("a profit percentage grossing up a revenue share of the price up to 100 %", () => {
    // f = fr = 0,5 (revenue), t = 0,5 → u = 1: 1 − 0,5 − 1 × 0,5 = 0
    const cs = [component("PERCENTAGE_SERVICE_AND_KIT", 50, { isRevenue: true }), component("PERCENTAGE_PROFIT", 50)];
    expect(refusal(detailed(cs))).toEqual(loop);
  });

  it("percentages of the profit summing to 100 %", () => {
    const cs = [component("FIXED", 1_000, { isRevenue: true }), component("PERCENTAGE_PROFIT", 60), component("PERCENTAGE_PROFIT", 40)];
    expect(refusal(detailed(cs))).toEqual({ ok: false, field: "autoPricingDetailed.pricingComponents", message: PRICING_MSG.profitUndefined });
  });

  it("just under 100 % is a (large) price: 99,99 % of the final price → K ÷ 0,0001", () => {
    expect(revenue(detailed([component("COMMISSION", 99.99)])).finalPrice).toBe(10_000_000_000);
  });

  it("a kit percentage of 100 % or more is fine: its base is the kit cost, not the price", () => {
    // 150 % × 1.000.000 = 1.500.000; P = 2.500.000
    expect(revenue(detailed([component("PERCENTAGE_KIT", 150, { isRevenue: true })])).finalPrice).toBe(2_500_000);
  });

  it("nothing is half-computed: the refusal carries no revenueData", () => {
    const out = priceProposal({ proposal: proposal(), settings: detailed([component("COMMISSION", 100)]) });
    expect(out).not.toHaveProperty("revenueData");
  });
});

describe("invariants of any priced proposal", () => {
  it("the final price is the kit plus every listed line, within half a centavo per line", () => {
    const cs = [
      component("PER_KWP", 33_333),
      component("PER_MODULE", 1_111, { isRevenue: true }),
      component("PERCENTAGE_KIT", 1.7),
      component("PERCENTAGE_SERVICE", 13.3),
      component("PERCENTAGE_SERVICE_AND_KIT", 7.77),
      component("COMMISSION", 2.2),
      component("PERCENTAGE_PROFIT", 24),
    ];
    const r = priced(priceProposal({ proposal: proposal({ power: 6.66, kitPrice: 1_234_567 }), settings: detailed(cs) })).revenueData;
    const lines = [...r.serviceCosts, ...r.percentageComponents];
    const sum = r.pvKitCost + lines.reduce((s, l) => s + l.value, 0);
    expect(Math.abs(r.finalPrice - sum)).toBeLessThanOrEqual((lines.length + 1) / 2);
    expect(r.totalEqp + r.totalSvc - r.finalPrice).toBeGreaterThanOrEqual(-1);
    expect(r.totalEqp + r.totalSvc - r.finalPrice).toBeLessThanOrEqual(1);
    // profit = price − kit − every non-revenue line (each within half a centavo)
    const costs = lines.filter((l) => !l.isRevenue).reduce((s, l) => s + l.value, 0);
    expect(Math.abs(r.profit - (r.finalPrice - r.pvKitCost - costs))).toBeLessThanOrEqual((lines.length + 2) / 2);
  });
});
