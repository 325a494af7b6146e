// compilePricing + priceCompiled: the settings are checked and prepared once, then any number of
// proposals are priced with them (the benchmark's path). Same answers as priceProposal, whatever the
// order of the calls (the compiled settings' scratch space must not leak from one call to the next).
import { describe, expect, it } from "vitest";
import { compilePricing, priceCompiled, priceProposal, type CompiledPricing, type PricingComponent } from "../../../domain/pricing";
import { component, detailed, proposal, settings } from "./fixtures";

/** 15 DETAILED components of every kind, some behind conditions, rules and restrictions. */
const FIFTEEN: PricingComponent[] = [
  component("PER_KWP", 38_000, { name: "Mão de obra" }),
  component("PER_MODULE", 1_500, { name: "Fixação" }),
  component("PER_INVERTER", 12_000, { name: "String box" }),
  component("PER_KM", 250, {
    name: "Deslocamento",
    range: "KM",
    rules: [
      { power: 50, value: 0 },
      { power: 2000, value: 250 },
    ],
  }),
  component("FIXED", 45_000, { name: "Projeto e homologação", isRevenue: true }),
  component("FIXED", 30_000, { name: "Estrutura solo", conditionals: [{ type: "FIXATION", logic: "EQUAL", strValue: "Solo" }] }),
  component("PERCENTAGE_KIT", 4, { name: "Margem do kit", isRevenue: true }),
  component("PERCENTAGE_KIT", 1, { name: "Frete", restriction: "norte" }),
  component("PERCENTAGE_SERVICE", 5, { name: "ISS" }),
  component("PERCENTAGE_SERVICE", 18, {
    name: "Margem do serviço",
    isRevenue: true,
    rules: [
      { power: 10, value: 18 },
      { power: 1000, value: 12 },
    ],
  }),
  component("PERCENTAGE_SERVICE_AND_KIT", 6, { name: "Simples Nacional" }),
  component("COMMISSION", 3, { name: "Comissão" }),
  component("INDIVIDUAL_COMMISSION", 1, { name: "Bônus da Ana", vendor: "ana" }),
  component("TRADING_MARGIN", 2, { name: "Negociação", conditionals: [{ type: "PRE_VENDOR", logic: "DIFFERENT", strValue: "bia" }] }),
  component("PERCENTAGE_PROFIT", 15, { name: "IR" }),
];
const RESTRICTIONS = [{ _id: "norte", name: "Norte", locations: [{ uf: "AM" }, { uf: "PA" }], vendors: [], service: null }];

describe("compiled pricing", () => {
  const proposals = [
    proposal(),
    proposal({ power: 12.5, modsQtd: 23, distance: 120, kitFixation: "Solo", vendor: "caio", preVendor: null }),
    proposal({ power: 3.3, location: { uf: "AM", city: "Manaus" }, kitPrice: 777_777 }),
  ];

  it("prices 15 components the same as priceProposal, in any order of calls", () => {
    const s = detailed(FIFTEEN, RESTRICTIONS);
    const compiled = compilePricing(s) as CompiledPricing;
    expect(compiled).not.toHaveProperty("ok");
    const expected = proposals.map((p) => priceProposal({ proposal: p, settings: s }));
    for (const order of [
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 2, 1],
    ]) {
      for (const i of order) expect(priceCompiled(compiled, proposals[i])).toEqual(expected[i]);
    }
  });

  it("the 15 components each count where they should", () => {
    const s = detailed(FIFTEEN, RESTRICTIONS);
    const names = (i: number) => {
      const out = priceProposal({ proposal: proposals[i], settings: s });
      if (!out.ok) throw new Error(out.message);
      return [...out.revenueData.serviceCosts, ...out.revenueData.percentageComponents].map((c) => c.name);
    };
    // SP, Telhado, ana, pre-vendor bia, 30 km: no ground structure, no freight (not North), no negotiation (pre-vendor is bia)
    expect(names(0)).not.toEqual(expect.arrayContaining(["Estrutura solo"]));
    expect(names(0)).toEqual(expect.arrayContaining(["Bônus da Ana", "Deslocamento"]));
    expect(names(0)).toHaveLength(12);
    // Solo, caio, no pre-vendor: ground structure and negotiation yes, Ana's bonus no
    expect(names(1)).toEqual(expect.arrayContaining(["Estrutura solo", "Negociação"]));
    expect(names(1)).not.toContain("Bônus da Ana");
    // Manaus: freight
    expect(names(2)).toContain("Frete");
  });

  it("a refusal of the settings comes from compilePricing itself", () => {
    expect(compilePricing(detailed([component("COMMISSION", -1)]))).toMatchObject({
      ok: false,
      field: "autoPricingDetailed.pricingComponents[0].rules[0].value",
    });
  });

  it("a refusal of one proposal does not spoil the next", () => {
    const compiled = compilePricing(settings()) as CompiledPricing;
    expect(priceCompiled(compiled, proposal({ power: 0 })).ok).toBe(false);
    expect(priceCompiled(compiled, proposal())).toMatchObject({ ok: true, revenueData: { finalPrice: 1_500_000 } });
  });
});
