// The "Simular" box: the query read as a proposal (pt-BR numbers, empty counts as 0, the city in the
// list's spelling), priced by the engine, and its refusals put on the box's own fields.
import { describe, expect, it } from "vitest";
import type { PricingSettings } from "../../../domain/pricing";
import { simulate, simulationValues } from "../../../app/lib/pricing-settings-simulation.server";

const settings = (over: Partial<PricingSettings> = {}): PricingSettings => ({
  autoPricingType: "SIMPLE",
  autoPricingCalc: "GROSS_MARGIN",
  autoPricing: [
    { power: 5, margin: 30 },
    { power: 9999999999, margin: 20 },
  ],
  autoPricingDetailed: { pricingComponents: [], restrictions: [] },
  preferences: { stdKitDiscount: 0, maxKitDiscount: 10 },
  ...over,
});
const query = (q: string) => simulationValues(new URL(`http://x/configuracoes/precificacao?simular=1&${q}`))!;

describe("simulation box", () => {
  it("asks nothing until the form is sent", () => {
    expect(simulationValues(new URL("http://x/configuracoes/precificacao?kitPrice=1"))).toBeNull();
  });

  it("prices the query with the saved settings", () => {
    // 4 kWp ≤ 5 → 30 %: R$ 12.345,67 × 1,3 = R$ 16.049,371 → R$ 16.049,37.
    const out = simulate(query("kitPrice=12.345,67&power=4"), settings());
    expect(out.ok && out.result.revenueData.finalPrice).toBe(1_604_937);
    // 7,5 kWp → the band above: 20 %, with a 10 % kit discount: 12.345,67 × 0,9 = 11.111,103 → 11.111,10; × 1,2 = R$ 13.333,32.
    const discounted = simulate(query("kitPrice=12.345,67&power=7,5&discount=10"), settings());
    expect(discounted.ok && discounted.result.revenueData.finalPrice).toBe(1_333_332);
  });

  it("puts the engine's refusals on the box's fields, or on the box when the settings are at fault", () => {
    expect(simulate(query("kitPrice=abc&power=4"), settings())).toEqual({
      ok: false,
      field: "kitPrice",
      message: "Informe o preço do kit em reais, zero ou maior.",
    });
    expect(simulate(query("kitPrice=100&power=4&modsQtd=2,5"), settings())).toMatchObject({ ok: false, field: "modsQtd" });
    expect(simulate(query("kitPrice=100&power=4&discount=11"), settings())).toMatchObject({ ok: false, field: "discount" });
    const broken = settings({
      autoPricingType: "DETAILED",
      autoPricingDetailed: {
        pricingComponents: [{ name: "Tudo", type: "COMMISSION", isRevenue: false, rules: [{ power: 100, value: 100 }] }],
        restrictions: [],
      },
    });
    expect(simulate(query("kitPrice=100&power=4"), broken)).toMatchObject({ ok: false, field: null });
  });

  it("matches the typed city to the list's spelling for restrictions", () => {
    const detailed = settings({
      autoPricingType: "DETAILED",
      autoPricingDetailed: {
        pricingComponents: [{ name: "Frete", type: "FIXED", isRevenue: false, rules: [{ power: 100, value: 10_000 }], restriction: "r" }],
        restrictions: [{ _id: "r", name: "Campinas", locations: [{ uf: "SP", city: "Campinas" }], vendors: [] }],
      },
    });
    // R$ 1.000,00 + R$ 100,00 in Campinas (typed in lower case); the kit alone elsewhere.
    const inCampinas = simulate(query("kitPrice=1.000&power=4&uf=SP&city=campinas"), detailed);
    expect(inCampinas.ok && inCampinas.result.revenueData.finalPrice).toBe(110_000);
    const elsewhere = simulate(query("kitPrice=1.000&power=4&uf=SP&city=Santos"), detailed);
    expect(elsewhere.ok && elsewhere.result.revenueData.finalPrice).toBe(100_000);
  });
});
