// Bad input is a refusal with a pt-BR message on the field at fault, never an exception (the app
// shows it on the form; never a 500) and never a half-computed price.
import { describe, expect, it } from "vitest";
import { PRICING_MSG, priceProposal, type PricingComponent, type PricingProposal, type PricingSettings } from "../../../domain/pricing";
import { component, detailed, proposal, refusal, revenue, settings } from "./fixtures";

describe("the proposal's numbers", () => {
  it.each<[string, Partial<PricingProposal>, string, string]>([
    ["power 0", { power: 0 }, "power", PRICING_MSG.positivePower],
    ["negative power", { power: -5 }, "power", PRICING_MSG.positivePower],
    ["power NaN", { power: Number.NaN }, "power", PRICING_MSG.positivePower],
    ["power below the millionth", { power: 1e-9 }, "power", PRICING_MSG.positivePower],
    ["absurd power", { power: 1e12 }, "power", PRICING_MSG.tooLarge],
    ["fractional module count", { modsQtd: 10.5 }, "modsQtd", PRICING_MSG.wholeCount],
    ["negative inverter count", { invQtd: -1 }, "invQtd", PRICING_MSG.wholeCount],
    ["negative distance", { distance: -3 }, "distance", PRICING_MSG.nonNegative],
    ["infinite inverter power", { inverterPower: Number.POSITIVE_INFINITY }, "inverterPower", PRICING_MSG.nonNegative],
    ["negative roof height", { roofHight: -1 }, "roofHight", PRICING_MSG.nonNegative],
    ["a kit price with fractions of a centavo", { kitPrice: 10.5 }, "kitPrice", PRICING_MSG.kitPrice],
    ["a negative kit price", { kitPrice: -1 }, "kitPrice", PRICING_MSG.kitPrice],
    ["no location", { location: null as unknown as PricingProposal["location"] }, "location", PRICING_MSG.location],
  ])("%s → refused on %s", (_, over, field, message) => {
    expect(refusal(settings(), proposal(over))).toEqual({ ok: false, field, message });
  });

  it("a number typed as text is refused, not coerced", () => {
    expect(refusal(settings(), proposal({ power: "5" as unknown as number })).field).toBe("power");
  });
});

describe("the settings in force", () => {
  it.each<[string, PricingSettings, string, string]>([
    ["unknown pricing type", settings({ autoPricingType: "AUTO" as PricingSettings["autoPricingType"] }), "autoPricingType", PRICING_MSG.unknownType],
    [
      "unknown calculation",
      settings({ autoPricingCalc: "COST_PLUS" as PricingSettings["autoPricingCalc"] }),
      "autoPricingCalc",
      PRICING_MSG.unknownCalc,
    ],
    [
      "negative band power",
      settings({
        autoPricing: [
          { power: 5, margin: 10 },
          { power: -1, margin: 10 },
        ],
      }),
      "autoPricing[1].power",
      PRICING_MSG.bandPower,
    ],
    ["negative band margin", settings({ autoPricing: [{ power: 5, margin: -10 }] }), "autoPricing[0].margin", PRICING_MSG.bandMargin],
    ["band margin NaN", settings({ autoPricing: [{ power: 5, margin: Number.NaN }] }), "autoPricing[0].margin", PRICING_MSG.bandMargin],
    [
      "maximum discount above 100 %",
      settings({ preferences: { stdKitDiscount: 0, maxKitDiscount: 120 } }),
      "preferences.stdKitDiscount",
      PRICING_MSG.discountPreference,
    ],
  ])("%s → refused on %s", (_, s, field, message) => {
    expect(refusal(s)).toEqual({ ok: false, field, message });
  });

  const at = (i: number, rest: string) => `autoPricingDetailed.pricingComponents[${i}].${rest}`;
  it.each<[string, PricingComponent, string, string]>([
    ["unknown component type", component("BONUS" as PricingComponent["type"], 1), "type", PRICING_MSG.componentType],
    ["unknown range", component("FIXED", 1, { range: "M2" as PricingComponent["range"] }), "range", PRICING_MSG.componentRange],
    ["no rules", component("FIXED", 1, { rules: [] }), "rules", PRICING_MSG.noRules],
    [
      "a negative threshold",
      component("FIXED", 1, {
        rules: [
          { power: 5, value: 1 },
          { power: -5, value: 1 },
        ],
      }),
      "rules[1].power",
      PRICING_MSG.rulePower,
    ],
    ["an amount with fractions of a centavo", component("PER_KWP", 10.5), "rules[0].value", PRICING_MSG.amountValue],
    ["a negative amount", component("FIXED", -100), "rules[0].value", PRICING_MSG.amountValue],
    ["a negative percentage", component("COMMISSION", -1), "rules[0].value", PRICING_MSG.percentValue],
    [
      "an unknown conditional type",
      component("FIXED", 1, { conditionals: [{ type: "COLOR" as "VOLTAGE", logic: "EQUAL", strValue: "x" }] }),
      "conditionals[0].type",
      PRICING_MSG.conditionalType,
    ],
    [
      "an unknown logic",
      component("FIXED", 1, { conditionals: [{ type: "FIXATION", logic: "GREATER" as "EQUAL", strValue: "Solo" }] }),
      "conditionals[0].logic",
      PRICING_MSG.conditionalLogic,
    ],
    [
      "a conditional without a value",
      component("FIXED", 1, { conditionals: [{ type: "FIXATION", logic: "EQUAL", strValue: "  " }] }),
      "conditionals[0].strValue",
      PRICING_MSG.conditionalValue,
    ],
    [
      "a voltage conditional without a number",
      component("FIXED", 1, { conditionals: [{ type: "VOLTAGE", logic: "EQUAL" }] }),
      "conditionals[0].numValue",
      PRICING_MSG.conditionalValue,
    ],
    [
      "the single condition with an unknown logic",
      component("FIXED", 1, { condType: "VENDOR", condLogic: null, condStrValue: "ana" }),
      "condLogic",
      PRICING_MSG.conditionalLogic,
    ],
    [
      "the single condition without a value",
      component("FIXED", 1, { condType: "PRE_VENDOR", condLogic: "EQUAL" }),
      "condStrValue",
      PRICING_MSG.conditionalValue,
    ],
    ["a restriction that does not exist", component("FIXED", 1, { restriction: "gone" }), "restriction", PRICING_MSG.restrictionNotFound],
    ["an individual commission with no vendor", component("INDIVIDUAL_COMMISSION", 2), "vendor", PRICING_MSG.individualVendor],
  ])("%s → refused on the component's field", (_, c, rest, message) => {
    expect(refusal(detailed([component("FIXED", 1), c]))).toEqual({ ok: false, field: at(1, rest), message });
  });

  it("only the settings in force are checked: SIMPLE ignores broken components, DETAILED ignores broken bands", () => {
    const broken = { pricingComponents: [component("FIXED", -1)], restrictions: [] };
    expect(revenue(settings({ autoPricingDetailed: broken })).finalPrice).toBe(1_500_000);
    expect(revenue({ ...detailed([]), autoPricing: [{ power: -1, margin: -1 }] }).finalPrice).toBe(1_000_000);
  });
});

describe("never an exception", () => {
  it.each<[string, unknown, unknown]>([
    ["empty settings", {}, proposal()],
    ["null settings", null, proposal()],
    ["empty proposal", settings(), {}],
    ["null proposal", settings(), null],
    ["components that are not a list", { ...detailed([]), autoPricingDetailed: { pricingComponents: "x", restrictions: 3 } }, proposal()],
    ["a null component", detailed([null as unknown as PricingComponent]), proposal()],
    ["a null rule", detailed([component("FIXED", 1, { rules: [null as unknown as PricingComponent["rules"][0]] })]), proposal()],
    ["bands that are null entries", settings({ autoPricing: [null as unknown as PricingSettings["autoPricing"][0]] }), proposal()],
  ])("%s: a result or a refusal", (_, s, p) => {
    const out = priceProposal({ settings: s as PricingSettings, proposal: p as PricingProposal });
    expect(typeof out.ok).toBe("boolean");
    if (!out.ok) expect(out.message).toMatch(/\S/);
  });
});
