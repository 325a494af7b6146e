// When a DETAILED component applies (spec part 3 §3): conditionals VOLTAGE, FIXATION, INVERTER_TYPE,
// VENDOR, PRE_VENDOR with EQUAL / DIFFERENT (all must hold), the component's own vendor and service,
// and restrictions by locations, vendors and service. Each case: a FIXED R$ 500,00 on a kit of
// 1.000.000 → 1.050.000 when it applies, 1.000.000 when it does not.
// The proposal: kitVoltage "220", kitFixation "Telhado", inverterType "String", vendor "ana",
// preVendor "bia", Campinas/SP, service "Instalação".
import { describe, expect, it } from "vitest";
import type { Conditional, PricingComponent, PricingProposal, Restriction } from "../../../domain/pricing";
import { component, detailed, KIT, proposal, revenue } from "./fixtures";

const APPLIES = 1_050_000;
const SKIPPED = KIT;
const fixed = (over: Partial<PricingComponent>) => component("FIXED", 50_000, over);
const price = (c: PricingComponent, over: Partial<PricingProposal> = {}, restrictions: Restriction[] = []) =>
  revenue(detailed([c], restrictions), proposal(over)).finalPrice;

describe("conditionals", () => {
  it.each<[string, Conditional, Partial<PricingProposal>, number]>([
    ["VOLTAGE EQUAL 220, kit 220", { type: "VOLTAGE", logic: "EQUAL", numValue: 220 }, {}, APPLIES],
    ["VOLTAGE EQUAL 220, kit 127/220", { type: "VOLTAGE", logic: "EQUAL", numValue: 220 }, { kitVoltage: "127/220" }, SKIPPED],
    [
      "VOLTAGE EQUAL '127/220' typed as text, kit 127/220",
      { type: "VOLTAGE", logic: "EQUAL", strValue: "127/220" },
      { kitVoltage: "127/220" },
      APPLIES,
    ],
    ["VOLTAGE DIFFERENT 220, kit 380", { type: "VOLTAGE", logic: "DIFFERENT", numValue: 220 }, { kitVoltage: "380" }, APPLIES],
    ["VOLTAGE DIFFERENT 220, kit 220", { type: "VOLTAGE", logic: "DIFFERENT", numValue: 220 }, {}, SKIPPED],
    ["FIXATION EQUAL Telhado, Telhado", { type: "FIXATION", logic: "EQUAL", strValue: "Telhado" }, {}, APPLIES],
    ["FIXATION EQUAL Telhado, Solo", { type: "FIXATION", logic: "EQUAL", strValue: "Telhado" }, { kitFixation: "Solo" }, SKIPPED],
    ["FIXATION DIFFERENT Solo, Telhado", { type: "FIXATION", logic: "DIFFERENT", strValue: "Solo" }, {}, APPLIES],
    ["FIXATION DIFFERENT Solo, Solo", { type: "FIXATION", logic: "DIFFERENT", strValue: "Solo" }, { kitFixation: "Solo" }, SKIPPED],
    ["INVERTER_TYPE EQUAL Micro, String", { type: "INVERTER_TYPE", logic: "EQUAL", strValue: "Micro" }, {}, SKIPPED],
    ["INVERTER_TYPE EQUAL Micro, Micro", { type: "INVERTER_TYPE", logic: "EQUAL", strValue: "Micro" }, { inverterType: "Micro" }, APPLIES],
    ["INVERTER_TYPE DIFFERENT Micro, String", { type: "INVERTER_TYPE", logic: "DIFFERENT", strValue: "Micro" }, {}, APPLIES],
    ["INVERTER_TYPE DIFFERENT Micro, Micro", { type: "INVERTER_TYPE", logic: "DIFFERENT", strValue: "Micro" }, { inverterType: "Micro" }, SKIPPED],
    ["VENDOR EQUAL ana, ana", { type: "VENDOR", logic: "EQUAL", strValue: "ana" }, {}, APPLIES],
    ["VENDOR EQUAL ana, caio", { type: "VENDOR", logic: "EQUAL", strValue: "ana" }, { vendor: "caio" }, SKIPPED],
    ["VENDOR EQUAL ana, no vendor", { type: "VENDOR", logic: "EQUAL", strValue: "ana" }, { vendor: null }, SKIPPED],
    ["VENDOR DIFFERENT ana, caio", { type: "VENDOR", logic: "DIFFERENT", strValue: "ana" }, { vendor: "caio" }, APPLIES],
    ["VENDOR DIFFERENT ana, ana", { type: "VENDOR", logic: "DIFFERENT", strValue: "ana" }, {}, SKIPPED],
    ["VENDOR DIFFERENT ana, no vendor", { type: "VENDOR", logic: "DIFFERENT", strValue: "ana" }, { vendor: null }, APPLIES],
    ["PRE_VENDOR EQUAL bia, bia", { type: "PRE_VENDOR", logic: "EQUAL", strValue: "bia" }, {}, APPLIES],
    ["PRE_VENDOR EQUAL bia, no pre-vendor", { type: "PRE_VENDOR", logic: "EQUAL", strValue: "bia" }, { preVendor: null }, SKIPPED],
    ["PRE_VENDOR DIFFERENT bia, dani", { type: "PRE_VENDOR", logic: "DIFFERENT", strValue: "bia" }, { preVendor: "dani" }, APPLIES],
    ["PRE_VENDOR DIFFERENT bia, bia", { type: "PRE_VENDOR", logic: "DIFFERENT", strValue: "bia" }, {}, SKIPPED],
    ["PRE_VENDOR DIFFERENT bia, no pre-vendor", { type: "PRE_VENDOR", logic: "DIFFERENT", strValue: "bia" }, { preVendor: null }, APPLIES],
  ])("%s", (_, conditional, over, expected) => {
    expect(price(fixed({ conditionals: [conditional] }), over)).toBe(expected);
  });

  it("every conditional must hold (AND)", () => {
    const both: Conditional[] = [
      { type: "FIXATION", logic: "EQUAL", strValue: "Telhado" },
      { type: "INVERTER_TYPE", logic: "EQUAL", strValue: "Micro" },
    ];
    // Telhado and String: the second fails
    expect(price(fixed({ conditionals: both }))).toBe(SKIPPED);
    // Telhado and Micro: both hold
    expect(price(fixed({ conditionals: both }), { inverterType: "Micro" })).toBe(APPLIES);
  });

  it("the component's own condType/condLogic/cond*Value condition counts with the list", () => {
    const c = fixed({
      condType: "FIXATION",
      condLogic: "DIFFERENT",
      condStrValue: "Solo",
      conditionals: [{ type: "VENDOR", logic: "EQUAL", strValue: "ana" }],
    });
    expect(price(c)).toBe(APPLIES);
    expect(price(c, { kitFixation: "Solo" })).toBe(SKIPPED);
    expect(price(c, { vendor: "caio" })).toBe(SKIPPED);
    // the single condition on a number: VOLTAGE EQUAL 220
    expect(price(fixed({ condType: "VOLTAGE", condLogic: "EQUAL", condNumValue: 220 }), { kitVoltage: "380" })).toBe(SKIPPED);
  });

  it("condType NONE is no condition", () => {
    expect(price(fixed({ condType: "NONE", condLogic: null }))).toBe(APPLIES);
  });

  it("a percentage component that a condition leaves out is not in the price's denominator", () => {
    // COMMISSION 5 % only for Micro inverters: String → P = K; Micro → 1.000.000 ÷ 0,95 = 1.052.631,58 → 1.052.632
    const c = component("COMMISSION", 5, { conditionals: [{ type: "INVERTER_TYPE", logic: "EQUAL", strValue: "Micro" }] });
    expect(price(c)).toBe(KIT);
    expect(price(c, { inverterType: "Micro" })).toBe(1_052_632);
  });
});

describe("the component's vendor and service", () => {
  it("a component with a vendor applies to that vendor's proposals only", () => {
    expect(price(fixed({ vendor: "ana" }))).toBe(APPLIES);
    expect(price(fixed({ vendor: "ana" }), { vendor: "caio" })).toBe(SKIPPED);
    expect(price(fixed({ vendor: "ana" }), { vendor: null })).toBe(SKIPPED);
  });

  it("a component with a service applies to proposals of that service only", () => {
    expect(price(fixed({ service: "Instalação" }))).toBe(APPLIES);
    expect(price(fixed({ service: "Instalação" }), { service: "Manutenção" })).toBe(SKIPPED);
    expect(price(fixed({ service: "Instalação" }), { service: null })).toBe(SKIPPED);
  });

  it("empty vendor and service mean every proposal", () => {
    expect(price(fixed({ vendor: "", service: null }), { vendor: null, service: null })).toBe(APPLIES);
  });
});

describe("restrictions", () => {
  const restriction = (over: Partial<Restriction>): Restriction => ({ _id: "r1", name: "Regra", locations: [], vendors: [], service: null, ...over });
  const restricted = (r: Restriction, over: Partial<PricingProposal> = {}) => price(fixed({ restriction: "r1" }), over, [r]);

  it("a whole state: Campinas/SP is in SP, Belo Horizonte/MG is not", () => {
    const r = restriction({ locations: [{ uf: "SP", city: null }] });
    expect(restricted(r)).toBe(APPLIES);
    expect(restricted(r, { location: { uf: "MG", city: "Belo Horizonte" } })).toBe(SKIPPED);
  });

  it("one city: Santos/SP allows Santos, not Campinas", () => {
    const r = restriction({ locations: [{ uf: "SP", city: "Santos" }] });
    expect(restricted(r)).toBe(SKIPPED);
    expect(restricted(r, { location: { uf: "SP", city: "Santos" } })).toBe(APPLIES);
  });

  it("a city of the same name in another state does not match: Campinas/RS does not allow Campinas/SP", () => {
    const r = restriction({ locations: [{ uf: "RS", city: "Campinas" }] });
    expect(restricted(r)).toBe(SKIPPED);
  });

  it("several locations: any of them", () => {
    const r = restriction({
      locations: [
        { uf: "MG", city: null },
        { uf: "SP", city: "Campinas" },
      ],
    });
    expect(restricted(r)).toBe(APPLIES);
    expect(restricted(r, { location: { uf: "MG", city: "Uberlândia" } })).toBe(APPLIES);
    expect(restricted(r, { location: { uf: "RJ", city: "Niterói" } })).toBe(SKIPPED);
  });

  it("vendors: the proposal's vendor must be listed", () => {
    const r = restriction({ vendors: ["ana", "caio"] });
    expect(restricted(r)).toBe(APPLIES);
    expect(restricted(r, { vendor: "caio" })).toBe(APPLIES);
    expect(restricted(r, { vendor: "bia" })).toBe(SKIPPED);
    expect(restricted(r, { vendor: null })).toBe(SKIPPED);
  });

  it("service: the proposal's service must be the restriction's", () => {
    const r = restriction({ service: "Instalação" });
    expect(restricted(r)).toBe(APPLIES);
    expect(restricted(r, { service: "Manutenção" })).toBe(SKIPPED);
    expect(restricted(r, { service: null })).toBe(SKIPPED);
  });

  it("every non-empty part must allow the proposal (location and vendor and service)", () => {
    const r = restriction({ locations: [{ uf: "SP" }], vendors: ["ana"], service: "Instalação" });
    expect(restricted(r)).toBe(APPLIES);
    expect(restricted(r, { location: { uf: "PR", city: "Curitiba" } })).toBe(SKIPPED);
    expect(restricted(r, { vendor: "caio" })).toBe(SKIPPED);
    expect(restricted(r, { service: "Manutenção" })).toBe(SKIPPED);
  });

  it("a restriction with empty lists allows everything", () => {
    expect(restricted(restriction({}), { vendor: null, service: null, location: { uf: "AM", city: "Manaus" } })).toBe(APPLIES);
  });

  it("only the component that names the restriction is restricted", () => {
    // FIXED 50.000 restricted to MG + PER_KWP 10.000 × 5 unrestricted, in SP: 1.000.000 + 50.000 = 1.050.000
    const r = restriction({ locations: [{ uf: "MG" }] });
    const s = detailed([fixed({ restriction: "r1" }), component("PER_KWP", 10_000)], [r]);
    expect(revenue(s).finalPrice).toBe(1_050_000);
  });
});
