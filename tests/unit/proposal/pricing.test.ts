// PriceProposal, given/when/then, from hand-written ProposalStarted + ProposalKitChosen +
// ProposalGenerationSet events (pricing-fixtures.ts: a kit of R$ 10.000,00, 4,4 kWp). Figures are
// computed by hand in the comments; the viability is checked as wired (its input written out, its
// headline that of simulateViability on that input: the engine has its own tests).
import { describe, expect, it } from "vitest";
import { PRICING_MSG, priceProposal as runPricing } from "../../../domain/pricing";
import { PRICING_STEP_MSG, proposalDecider, viabilityHeadline, type ProposalEvent, type ProposalPriced } from "../../../domain/proposal";
import { simulateViability, VIABILITY_MSG } from "../../../domain/viability";
import { fold } from "../../../domain/shared";
import { defaultCtx, specFor } from "../support/given-when-then";
import {
  component,
  generationSet,
  kitChosen,
  pid,
  preferences,
  price,
  pricingProposal,
  ready,
  settings,
  started,
  viabilityInput,
} from "./pricing-fixtures";

const given = specFor(proposalDecider);

function priced(events: ProposalEvent[], command = price()): ProposalPriced["data"] {
  const state = fold(proposalDecider.evolve, proposalDecider.initialState(), events);
  const out = proposalDecider.decide(command, state, defaultCtx);
  expect(out).toHaveLength(1);
  expect(out[0].type).toBe("ProposalPriced");
  return (out[0] as ProposalPriced).data;
}

describe("PriceProposal AUTO, SIMPLE", () => {
  it("takes the band of 4,4 kWp (up to 5 kWp: 20 %), GROSS_MARGIN: 1.000.000 × 1,2 = 1.200.000 centavos", () => {
    const d = priced(ready());
    expect(d.mode).toBe("AUTO");
    expect(d.finished).toBe(true);
    expect(d.revenueData.finalPrice).toBe(1_200_000);
    expect(d.revenueData.margin).toBe(20);
    // SIMPLE: no taxes or components; profit = 1.200.000 − 1.000.000.
    expect(d.revenueData.taxes).toBe(0);
    expect(d.revenueData.profit).toBe(200_000);
    expect(d.revenueData.potentialProfit).toBeNull();
    expect(d.revenueData.inflation).toBe(10);
    expect(d.autoFinalPrice).toBe(1_200_000);
  });

  it("stores every input: the engine's proposal built from the kit and generation, the settings, the preferences, the viability's input", () => {
    const d = priced(ready());
    expect(d.inputs).toEqual({
      proposal: pricingProposal(),
      settings: settings(),
      preferences,
      typedFinalPrice: null,
      viability: viabilityInput(1_200_000),
    });
  });

  it("runs the 25-year viability with the final price as the investment", () => {
    const d = priced(ready());
    const expected = viabilityHeadline(simulateViability(viabilityInput(1_200_000)));
    expect(d.viability).toEqual(expected);
    // First year without the system: 500 kWh × R$ 0,90 × 12 = R$ 5.400,00 (the tariff grows from the second year).
    expect(d.viability.billWithoutCents).toBe(540_000);
    expect(d.viability.paybackMonths).not.toBeNull();
  });

  it("applies the typed kit discount: 5 % → kit 950.000, price 950.000 × 1,2 = 1.140.000", () => {
    const d = priced(ready(), price({ discount: 5 }));
    expect(d.revenueData.pvKitOriginalCost).toBe(1_000_000);
    expect(d.revenueData.pvKitCost).toBe(950_000);
    expect(d.revenueData.discount).toBe(5);
    expect(d.revenueData.finalPrice).toBe(1_140_000);
    expect(d.inputs.proposal.discount).toBe(5);
  });

  it("MARKUP: 1.000.000 ÷ (1 − 0,2) = 1.250.000", () => {
    const d = priced(ready(), price({ settings: settings({ autoPricingCalc: "MARKUP" }) }));
    expect(d.revenueData.finalPrice).toBe(1_250_000);
  });

  it("a 7 kWp system takes the second band (30 %): the power comes from the generation step", () => {
    const g = { ...ready()[2] } as Extract<ProposalEvent, { type: "ProposalGenerationSet" }>;
    const events = [started, kitChosen(), generationSet({ ...g.data, realSystemData: { ...g.data.realSystemData, power: 7 } })];
    // 1.000.000 × 1,3 = 1.300.000
    expect(priced(events).revenueData.finalPrice).toBe(1_300_000);
  });
});

describe("PriceProposal AUTO, DETAILED", () => {
  const detailed = settings({
    autoPricingType: "DETAILED",
    autoPricingDetailed: {
      pricingComponents: [
        component({ name: "Instalação", type: "FIXED" }, 200_000),
        component({ name: "Imposto", type: "PERCENTAGE_SERVICE_AND_KIT" }, 10),
        component({ name: "Lucro", type: "FIXED", isRevenue: true }, 300_000),
      ],
      restrictions: [],
    },
  });

  it("solves the price with a tax on the final price: P = (1.000.000 + 200.000 + 300.000) ÷ (1 − 0,10) = 1.666.666,67 → 1.666.667", () => {
    const d = priced(ready(), price({ settings: detailed }));
    expect(d.revenueData.finalPrice).toBe(1_666_667);
    // Taxes: 10 % of 1.666.666,67 = 166.666,67 → 166.667.
    expect(d.revenueData.taxes).toBe(166_667);
    // Profit: P − kit − installation − taxes = 1.666.666,67 − 1.000.000 − 200.000 − 166.666,67 = 300.000 exactly.
    expect(d.revenueData.profit).toBe(300_000);
    // No negotiation margin: the potential profit is the profit.
    expect(d.revenueData.potentialProfit).toBe(300_000);
    expect(d.revenueData.serviceCosts.map((c) => [c.name, c.value])).toEqual([
      ["Instalação", 200_000],
      ["Lucro", 300_000],
    ]);
    expect(d.revenueData.percentageComponents.map((c) => [c.name, c.rate, c.value])).toEqual([["Imposto", 10, 166_667]]);
    expect(d.inputs.viability.investmentCents).toBe(1_666_667);
  });
});

describe("PriceProposal MANUAL and EDITED", () => {
  it("MANUAL: R$ 15.000,00 typed → services 15.000 − 10.000 = R$ 5.000,00, all of it profit", () => {
    const d = priced(ready(), price({ mode: "MANUAL", typedFinalPrice: 1_500_000 }));
    const r = d.revenueData;
    expect(r.finalPrice).toBe(1_500_000);
    expect(r.pvKitCost).toBe(1_000_000);
    expect(r.totalEqp).toBe(1_000_000);
    expect(r.totalSvc).toBe(500_000);
    expect(r.nfValue).toBe(500_000);
    expect(r.profit).toBe(500_000);
    // 500.000 ÷ 1.500.000 = 33,333… % → 33,33; 500.000 ÷ 4,4 kWp = 113.636,36 → 113.636 centavos/kWp.
    expect(r.effMargin).toBe(33.33);
    expect(r.servicePricePerkWp).toBe(113_636);
    expect(r.serviceCosts).toEqual([{ name: "Valor de Serviço", type: "FIXED", value: 500_000, isRevenue: true }]);
    expect(d.inputs.typedFinalPrice).toBe(1_500_000);
    expect(d.autoFinalPrice).toBeNull();
    expect(d.inputs.viability.investmentCents).toBe(1_500_000);
  });

  it("MANUAL with a 10 % kit discount: kit 900.000, services 1.500.000 − 900.000 = 600.000", () => {
    const d = priced(ready(), price({ mode: "MANUAL", typedFinalPrice: 1_500_000, discount: 10 }));
    expect(d.revenueData.pvKitCost).toBe(900_000);
    expect(d.revenueData.profit).toBe(600_000);
  });

  it("EDITED: the automatic 1.200.000 lowered to 1.150.000 takes 50.000 off the services and the profit", () => {
    const d = priced(ready(), price({ mode: "EDITED", typedFinalPrice: 1_150_000 }));
    const r = d.revenueData;
    expect(d.autoFinalPrice).toBe(1_200_000);
    expect(r.finalPrice).toBe(1_150_000);
    // Services 200.000 − 50.000 = 150.000; profit the same; 150.000 ÷ 1.150.000 = 13,043 % → 13,04.
    expect(r.totalSvc).toBe(150_000);
    expect(r.profit).toBe(150_000);
    expect(r.calculatedData.preTaxProfit).toBe(150_000);
    expect(r.effMargin).toBe(13.04);
    expect(r.margin).toBe(20);
    expect(d.inputs.viability.investmentCents).toBe(1_150_000);
  });
});

describe("PriceProposal refusals: nothing is saved", () => {
  it("without a kit", () => {
    given([started]).when(price()).thenThrows(PRICING_STEP_MSG.noKit);
  });
  it("with a kit but no generation (a new kit drops the generation)", () => {
    given([...ready(), kitChosen()])
      .when(price())
      .thenThrows(PRICING_STEP_MSG.noGeneration);
  });
  it("MARKUP with a margin of 100 %", () => {
    const s = settings({ autoPricingCalc: "MARKUP", autoPricing: [{ power: 5, margin: 100 }] });
    given(ready())
      .when(price({ settings: s }))
      .thenThrows(PRICING_MSG.markupMargin, { field: "autoPricing[0].margin" });
  });
  it("DETAILED percentages of the final price adding to 100 % (a loop without a price)", () => {
    const s = settings({
      autoPricingType: "DETAILED",
      autoPricingDetailed: {
        pricingComponents: [
          component({ name: "Imposto", type: "PERCENTAGE_SERVICE_AND_KIT" }, 60),
          component({ name: "Comissão", type: "COMMISSION" }, 40),
        ],
        restrictions: [],
      },
    });
    given(ready())
      .when(price({ settings: s }))
      .thenThrows(PRICING_MSG.finalPriceUndefined);
  });
  it("a kit discount above the maximum (10 %), on the form's field", () => {
    given(ready())
      .when(price({ discount: 11 }))
      .thenThrows(PRICING_MSG.kitDiscount(10), { field: "revenueData.discount" });
  });
  it.each([
    ["zero", 0, PRICING_STEP_MSG.finalPrice],
    ["negative", -100, PRICING_STEP_MSG.finalPrice],
    ["missing", null, PRICING_STEP_MSG.finalPrice],
    ["above R$ 1 bilhão", 100_000_000_001, PRICING_STEP_MSG.finalPriceTooHigh],
    ["below the kit cost", 999_999, PRICING_STEP_MSG.belowKit("R$ 10.000,00")],
  ])("a manual price %s", (_label, typed, message) => {
    given(ready())
      .when(price({ mode: "MANUAL", typedFinalPrice: typed }))
      .thenThrows(message, { field: "revenueData.finalPrice" });
  });
  it("an edited price below the kit cost", () => {
    given(ready())
      .when(price({ mode: "EDITED", typedFinalPrice: 500_000 }))
      .thenThrows(PRICING_STEP_MSG.belowKit("R$ 10.000,00"));
  });
  it("a typed price with AUTO", () => {
    given(ready())
      .when(price({ typedFinalPrice: 1_000 }))
      .thenThrows(PRICING_STEP_MSG.autoTyped);
  });
  it("a tariff growth the viability refuses (50 % a year)", () => {
    given(ready())
      .when(price({ preferences: { ...preferences, inflation: 50 } }))
      .thenThrows(VIABILITY_MSG.inflation, { field: "inflationPct" });
  });
  it("a deleted proposal", () => {
    given([...ready(), { type: "ProposalDeleted", data: { proposalId: pid } }])
      .when(price())
      .thenThrows("Proposta não encontrada.");
  });
});

describe("Reproducible: the event re-reads the same whatever the settings say later", () => {
  it("re-running the engines on the stored inputs gives the stored figures", () => {
    const d = priced(ready(), price({ settings: settings({ autoPricingCalc: "MARKUP" }), discount: 5 }));
    const again = runPricing({ proposal: d.inputs.proposal, settings: d.inputs.settings });
    expect(again.ok && again.revenueData).toEqual((({ inflation: _i, ...r }) => r)(d.revenueData));
    expect(viabilityHeadline(simulateViability(d.inputs.viability))).toEqual(d.viability);
  });

  it("the state keeps the first price until a new ProposalPriced, even after the company's settings change", () => {
    const first = priced(ready());
    const events: ProposalEvent[] = [...ready(), { type: "ProposalPriced", data: first }];
    // The settings change (30 % in the first band): the saved proposal still reads 1.200.000.
    given(events)
      .when(price({ mode: "EDITED", typedFinalPrice: 1_210_000 }))
      .thenState({ finished: true } as never);
    const state = fold(proposalDecider.evolve, proposalDecider.initialState(), events);
    expect(state.status === "active" && state.pricing?.revenueData.finalPrice).toBe(1_200_000);
    // Re-pricing is a new event with the new settings: 1.000.000 × 1,3 = 1.300.000.
    const second = priced(events, price({ settings: settings({ autoPricing: [{ power: 5, margin: 30 }] }) }));
    expect(second.revenueData.finalPrice).toBe(1_300_000);
  });

  it("a new generation leaves the price out of force (finished false) until priced again", () => {
    const events: ProposalEvent[] = [...ready(), { type: "ProposalPriced", data: priced(ready()) }, generationSet()];
    const state = fold(proposalDecider.evolve, proposalDecider.initialState(), events);
    expect(state).toMatchObject({ finished: false, pricingStale: "generation" });
    given(events)
      .when(price())
      .thenState({ finished: true, pricingStale: null } as never);
  });
});
