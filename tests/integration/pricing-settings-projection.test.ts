// Pricing settings on a real database: bands, type, components (create, rename, edit, clone,
// delete) and restrictions go through their commands into rm_company_settings under the spec's keys,
// the saved settings price a proposal with the engine, and a rebuild from the log gives identical rows.
import { describe, expect, it } from "vitest";
import { administrationProjection, allProjections } from "../../projections/index";
import { savedPricingSettings } from "../../projections/read-models/administration.queries";
import { addVendor, registerCompany } from "../../scripts/demo-seed";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import { pricingSettingsDecider, pricingSettingsStreamId, type PricingSettingsCommand } from "../../domain/pricing-settings";
import { priceProposal } from "../../domain/pricing";

describe("pricing settings read model", () => {
  const fx = useSeededCompany({ seed: false });

  it("round-trips every command into the settings document and rebuilds to identical tables", async () => {
    const { database, store, runner } = fx;
    const deps = { database, store };
    const { companyId, managerId } = await registerCompany(deps, {
      name: "Solar Preço",
      plan: "ENTERPRISE",
      manager: { name: "Gerente Preço", email: "g@preco.test", password: "Preco1234" },
    });
    const ana = await addVendor(deps, companyId, managerId, { name: "Ana Vendas", email: "ana@preco.test", password: "Preco1234" });
    const known = { users: [managerId, ana], services: ["Instalação"] };
    const manager = { actorId: managerId, companyId };
    const run = async (command: PricingSettingsCommand) =>
      (await fx.command(pricingSettingsStreamId(companyId), pricingSettingsDecider, command, manager)).position!;
    const [labour, freight, clone, restriction] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const base = { isRevenue: false, range: "", conditionals: [], restriction: null, vendor: null, service: null };

    await run({
      type: "SetAutoPricing",
      autoPricingType: "SIMPLE",
      autoPricingCalc: "MARKUP",
      autoPricing: [
        { power: 50, margin: 20 },
        { power: 10, margin: 25 },
      ],
    });
    await run({
      type: "CreateRestriction",
      restrictionId: restriction,
      restriction: { name: "São Paulo", locations: [{ uf: "SP", city: "sao paulo" }], vendors: [ana], service: null },
      known,
    });
    await run({
      type: "CreatePricingComponent",
      componentId: labour,
      component: { ...base, name: "Mão de obra", type: "PER_KWP", rules: [{ power: 100, value: 20_000 }] },
      known,
    });
    await run({
      type: "CreatePricingComponent",
      componentId: freight,
      component: { ...base, name: "Frete", type: "FIXED", rules: [{ power: 100, value: 50_000 }] },
      known,
    });
    await run({ type: "RenamePricingComponent", componentId: labour, name: "Instalação por kWp" });
    await run({
      type: "EditPricingComponent",
      componentId: labour,
      component: {
        ...base,
        type: "PER_KWP",
        rules: [
          { power: 100, value: 18_000 },
          { power: 10, value: 20_000 },
        ],
        conditionals: [{ type: "FIXATION", logic: "EQUAL", strValue: "Telhado" }],
      },
      known,
    });
    await run({ type: "ClonePricingComponent", componentId: freight, cloneId: clone, name: "Frete SP", restriction, service: "Instalação", known });
    await run({ type: "DeletePricingComponent", componentId: freight });
    await run({
      type: "EditRestriction",
      restrictionId: restriction,
      restriction: { name: "Capital SP", locations: [{ uf: "SP", city: "São Paulo" }], vendors: [ana], service: null },
      known,
    });
    const last = await run({
      type: "SetAutoPricing",
      autoPricingType: "DETAILED",
      autoPricingCalc: "MARKUP",
      autoPricing: [
        { power: 10, margin: 25 },
        { power: 50, margin: 20 },
      ],
    });
    expect(await runner.waitFor(last, { timeoutMs: 10_000 })).toBe(true);

    const saved = await savedPricingSettings(database.db, companyId);
    expect(saved).toEqual({
      autoPricingType: "DETAILED",
      autoPricingCalc: "MARKUP",
      autoPricing: [
        { power: 10, margin: 25 },
        { power: 9999999999, margin: 20 },
      ],
      autoPricingDetailed: {
        pricingComponents: [
          {
            _id: labour,
            name: "Instalação por kWp",
            type: "PER_KWP",
            isRevenue: false,
            range: "KWP",
            rules: [
              { power: 10, value: 20_000 },
              { power: 100, value: 18_000 },
            ],
            conditionals: [{ type: "FIXATION", logic: "EQUAL", strValue: "Telhado" }],
            restriction: null,
            vendor: null,
            service: null,
          },
          {
            _id: clone,
            ...base,
            range: "KWP",
            name: "Frete SP",
            type: "FIXED",
            rules: [{ power: 100, value: 50_000 }],
            restriction,
            service: "Instalação",
          },
        ],
        restrictions: [{ _id: restriction, name: "Capital SP", locations: [{ uf: "SP", city: "São Paulo" }], vendors: [ana], service: null }],
      },
    });
    // Another company's settings stay the defaults (every read is by company).
    expect((await savedPricingSettings(database.db, uuidv7())).autoPricingType).toBe("SIMPLE");

    // The saved settings price with the engine: 8 kWp on a roof in Campinas, kit R$ 10.000,00.
    // Only "Instalação por kWp" applies (Frete SP is restricted to the capital, Ana, Instalação):
    // 8 kWp ≤ 10 → R$ 200,00/kWp × 8 = R$ 1.600,00; final price 10.000 + 1.600 = R$ 11.600,00.
    const outcome = priceProposal({
      settings: { ...saved, preferences: { stdKitDiscount: 0, maxKitDiscount: 0 } },
      proposal: {
        power: 8,
        modsQtd: 16,
        invQtd: 1,
        inverterPower: 8,
        roofHight: 0,
        distance: 0,
        kitPrice: 1_000_000,
        kitVoltage: "220",
        kitFixation: "Telhado",
        inverterType: "String",
        vendor: ana,
        preVendor: null,
        location: { uf: "SP", city: "Campinas" },
        service: "Instalação",
      },
    });
    expect(outcome.ok && outcome.revenueData.finalPrice).toBe(1_160_000);

    const { live, rebuilt } = await fx.rebuild([...administrationProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
  });
});
