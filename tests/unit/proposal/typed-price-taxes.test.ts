// Taxes of a typed price (preco-manual, preco-editar): the price is broken down at the typed amount
// with the company's components, as the automatic price is (domain/pricing/at-price.ts), so taxes,
// nfValue and liquidServices follow the price. The kit costs R$ 10.000,00 (1.000.000 centavos);
// every figure below is computed by hand in its comment.
import { describe, expect, it } from "vitest";
import { proposalDecider, type ProposalEvent, type ProposalPriced } from "../../../domain/proposal";
import { fold } from "../../../domain/shared";
import { defaultCtx } from "../support/given-when-then";
import { component, price, ready, settings } from "./pricing-fixtures";
import type { PricingComponent } from "../../../domain/pricing";

function priced(events: ProposalEvent[], command = price()): ProposalPriced["data"] {
  const state = fold(proposalDecider.evolve, proposalDecider.initialState(), events);
  return (proposalDecider.decide(command, state, defaultCtx)[0] as ProposalPriced).data;
}

const detailed = (pricingComponents: PricingComponent[]) =>
  settings({ autoPricingType: "DETAILED", autoPricingDetailed: { pricingComponents, restrictions: [] } });

/** Installation R$ 2.000,00 (a cost), a 10 % tax on the final price, R$ 3.000,00 of profit. */
const invoiceTax = detailed([
  component({ name: "Instalação", type: "FIXED" }, 200_000),
  component({ name: "Imposto", type: "PERCENTAGE_SERVICE_AND_KIT" }, 10),
  component({ name: "Lucro", type: "FIXED", isRevenue: true }, 300_000),
]);

/** ISS 5 % of the service, IR 15 % of the pre-tax profit, a 5 % commission, installation R$ 2.000,00. */
const serviceAndProfitTaxes = detailed([
  component({ name: "Instalação", type: "FIXED" }, 200_000),
  component({ name: "ISS", type: "PERCENTAGE_SERVICE" }, 5),
  component({ name: "IR", type: "PERCENTAGE_PROFIT" }, 15),
  component({ name: "Comissão", type: "COMMISSION" }, 5),
]);

describe("EDITED recomputes the taxes at the typed price", () => {
  it("10 % of the final price: the automatic 1.666.666,67 edited to 2.000.000 pays 200.000 of tax, not 166.667", () => {
    const r = priced(ready(), price({ mode: "EDITED", typedFinalPrice: 2_000_000, settings: invoiceTax })).revenueData;
    // S = 2.000.000 − 1.000.000 = 1.000.000; tax = 10 % × 2.000.000 = 200.000.
    expect(r.taxes).toBe(200_000);
    expect(r.nfValue).toBe(1_000_000);
    // liquidServices = S − taxes = 800.000.
    expect(r.liquidServices).toBe(800_000);
    // Pre-tax profit = P − kit − installation − tax = 2.000.000 − 1.000.000 − 200.000 − 200.000 = 600.000 (the 300.000 + the 300.000 over the automatic price, less its extra tax).
    expect(r.calculatedData.preTaxProfit).toBe(600_000);
    expect(r.profit).toBe(600_000);
    expect(r.potentialProfit).toBe(600_000);
    // 600.000 ÷ 2.000.000 = 30 %.
    expect(r.effMargin).toBe(30);
    expect(r.percentageComponents.map((c) => [c.name, c.rate, c.value])).toEqual([["Imposto", 10, 200_000]]);
    expect(r.serviceCosts.map((c) => [c.name, c.value])).toEqual([
      ["Instalação", 200_000],
      ["Lucro", 300_000],
    ]);
  });

  it("at the automatic price itself the breakdown is the automatic one (20 % tax: P = 1.500.000 ÷ 0,8 = 1.875.000 exactly)", () => {
    const s = detailed([
      component({ name: "Instalação", type: "FIXED" }, 200_000),
      component({ name: "Imposto", type: "PERCENTAGE_SERVICE_AND_KIT" }, 20),
      component({ name: "Lucro", type: "FIXED", isRevenue: true }, 300_000),
    ]);
    const auto = priced(ready(), price({ settings: s }));
    expect(auto.revenueData.finalPrice).toBe(1_875_000);
    const edited = priced(ready(), price({ mode: "EDITED", typedFinalPrice: 1_875_000, settings: s }));
    expect(edited.revenueData).toEqual(auto.revenueData);
    // Tax 20 % × 1.875.000 = 375.000; profit 1.875.000 − 1.000.000 − 200.000 − 375.000 = 300.000.
    expect(edited.revenueData.taxes).toBe(375_000);
    expect(edited.revenueData.profit).toBe(300_000);
  });

  it("ISS on the service, IR on the profit and a commission, edited to 1.400.000", () => {
    const d = priced(ready(), price({ mode: "EDITED", typedFinalPrice: 1_400_000, settings: serviceAndProfitTaxes }));
    const r = d.revenueData;
    // Automatic: no revenue component, so P = (1.000.000 × 0,95 + 200.000) ÷ (1 − 0,05 − 0,05) = 1.277.777,78.
    expect(d.autoFinalPrice).toBe(1_277_778);
    // At 1.400.000: S = 400.000; ISS 5 % × 400.000 = 20.000; commission 5 % × 1.400.000 = 70.000;
    // pre-tax profit B = 1.400.000 − 1.000.000 − 200.000 − 20.000 − 70.000 = 110.000; IR 15 % × 110.000 = 16.500.
    expect(r.calculatedData.preTaxProfit).toBe(110_000);
    expect(r.taxes).toBe(36_500); // 20.000 + 16.500; the commission is not a tax
    expect(r.commissions).toBe(70_000);
    expect(r.profit).toBe(93_500); // 110.000 − 16.500
    expect(r.liquidServices).toBe(363_500); // 400.000 − 36.500
    expect(r.nfValue).toBe(400_000);
  });

  it("a price that leaves no pre-tax profit pays no tax on profit (never a negative tax)", () => {
    const r = priced(ready(), price({ mode: "EDITED", typedFinalPrice: 1_100_000, settings: serviceAndProfitTaxes })).revenueData;
    // S = 100.000; ISS 5.000; commission 55.000; B = 1.100.000 − 1.000.000 − 200.000 − 5.000 − 55.000 = −160.000; IR 0.
    expect(r.calculatedData.preTaxProfit).toBe(-160_000);
    expect(r.percentageComponents.find((c) => c.name === "IR")?.value).toBe(0);
    expect(r.taxes).toBe(5_000);
    expect(r.profit).toBe(-160_000);
  });

  it("SIMPLE has no components: the difference is all services and profit, no taxes (the band's margin kept)", () => {
    const r = priced(ready(), price({ mode: "EDITED", typedFinalPrice: 1_300_000 })).revenueData;
    // Kit 1.000.000; services 300.000, all profit.
    expect([r.taxes, r.totalSvc, r.profit, r.margin, r.potentialProfit]).toEqual([0, 300_000, 300_000, 20, null]);
  });
});

describe("MANUAL carries the company's taxes", () => {
  it("10 % of the final price on a manual R$ 15.000,00: tax 150.000, profit 350.000", () => {
    const r = priced(ready(), price({ mode: "MANUAL", typedFinalPrice: 1_500_000, settings: invoiceTax })).revenueData;
    // Only the tax counts (installation and profit lines are the automatic price's): S = 500.000, tax 10 % × 1.500.000 = 150.000.
    expect(r.taxes).toBe(150_000);
    expect(r.nfValue).toBe(500_000);
    expect(r.liquidServices).toBe(350_000);
    expect(r.profit).toBe(350_000); // 1.500.000 − 1.000.000 − 150.000
    // 350.000 ÷ 1.500.000 = 23,333… % → 23,33.
    expect(r.effMargin).toBe(23.33);
    expect(r.serviceCosts).toEqual([{ name: "Valor de Serviço", type: "FIXED", value: 500_000, isRevenue: true }]);
    expect(r.percentageComponents.map((c) => [c.name, c.rate, c.value])).toEqual([["Imposto", 10, 150_000]]);
    expect([r.commissions, r.potentialProfit, r.margin]).toEqual([0, null, null]);
  });

  it("ISS and IR on a manual R$ 15.000,00; the commission and installation are not taxes and do not count", () => {
    const r = priced(ready(), price({ mode: "MANUAL", typedFinalPrice: 1_500_000, settings: serviceAndProfitTaxes })).revenueData;
    // S = 500.000; ISS 5 % × 500.000 = 25.000; B = 1.500.000 − 1.000.000 − 25.000 = 475.000; IR 15 % × 475.000 = 71.250.
    expect(r.calculatedData.preTaxProfit).toBe(475_000);
    expect(r.taxes).toBe(96_250);
    expect(r.profit).toBe(403_750); // 475.000 − 71.250
    expect(r.liquidServices).toBe(403_750); // 500.000 − 96.250
    expect(r.commissions).toBe(0);
  });

  it("a tax that is revenue (isRevenue) is not a tax", () => {
    const s = detailed([component({ name: "Taxa de projeto", type: "PERCENTAGE_SERVICE_AND_KIT", isRevenue: true }, 10)]);
    const r = priced(ready(), price({ mode: "MANUAL", typedFinalPrice: 1_500_000, settings: s })).revenueData;
    expect([r.taxes, r.profit]).toEqual([0, 500_000]);
  });

  it("SIMPLE: no tax components, so no taxes (as the automatic price)", () => {
    const r = priced(ready(), price({ mode: "MANUAL", typedFinalPrice: 1_500_000 })).revenueData;
    expect([r.taxes, r.nfValue, r.profit]).toEqual([0, 500_000, 500_000]);
  });

  it("SIMPLE with bands the engine would refuse still prices manually (a manual price reads no band)", () => {
    const s = settings({ autoPricingCalc: "MARKUP", autoPricing: [{ power: 5, margin: 100 }] });
    const r = priced(ready(), price({ mode: "MANUAL", typedFinalPrice: 1_500_000, settings: s })).revenueData;
    expect(r.finalPrice).toBe(1_500_000);
  });
});
