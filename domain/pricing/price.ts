// priceProposal: the price of a proposal under the company's pricing settings (part 3 §3/§4),
// or a refusal in pt-BR on the field at fault. Pure: no clock, no I/O, no randomness.
// compilePricing checks and prepares the settings once; priceCompiled then prices any number of
// proposals with them (the benchmark's path: 15 DETAILED components per call).
import { PRICING_TYPES, type PricingType } from "./constants";
import { compileComponents, type CompiledComponent } from "./compile-components";
import { solveDetailed } from "./detailed";
import { checkDiscountPreferences, discountKit } from "./kit-discount";
import { PRICING_MSG, refuse } from "./messages";
import { checkProposal } from "./proposal-check";
import { toRevenueData } from "./revenue";
import { compileSimple, priceSimple, simpleRevenue, type CompiledSimple } from "./simple";
import type { PricingInput, PricingOutcome, PricingProposal, PricingRefusal, PricingSettings } from "./types";

export interface CompiledPricing {
  type: PricingType;
  preferences: PricingSettings["preferences"];
  simple: CompiledSimple | null;
  components: readonly CompiledComponent[];
  /** Scratch for solveDetailed: the rule in force per component. Overwritten by every call. */
  chosen: Int32Array;
}

/** Checks the settings in force (the bands for SIMPLE, the components for DETAILED, the kit discounts) and prepares them. */
export function compilePricing(settings: PricingSettings): CompiledPricing | PricingRefusal {
  const type = settings?.autoPricingType;
  if (!(PRICING_TYPES as readonly unknown[]).includes(type)) return refuse("autoPricingType", PRICING_MSG.unknownType);
  const prefs = settings.preferences;
  const prefsRefusal = checkDiscountPreferences(prefs);
  if (prefsRefusal) return prefsRefusal;
  if (type === "SIMPLE") {
    const simple = compileSimple(settings.autoPricingCalc, settings.autoPricing);
    if ("ok" in simple) return simple;
    return { type, preferences: prefs, simple, components: [], chosen: new Int32Array(0) };
  }
  const detailed = settings.autoPricingDetailed;
  const components = compileComponents(detailed?.pricingComponents, detailed?.restrictions);
  if ("ok" in components) return components;
  return { type, preferences: prefs, simple: null, components, chosen: new Int32Array(components.length) };
}

/** Prices one proposal with compiled settings. */
export function priceCompiled(compiled: CompiledPricing, proposal: PricingProposal): PricingOutcome {
  const q = checkProposal(proposal);
  if ("ok" in q) return q;
  const kit = discountKit(proposal, compiled.preferences);
  if ("ok" in kit) return kit;

  if (compiled.simple) {
    const simple = priceSimple(compiled.simple, proposal.power, kit.cost);
    const revenueData = toRevenueData(simpleRevenue(simple, kit.cost), proposal.kitPrice, kit, q.power);
    return { ok: true, type: "SIMPLE", calc: compiled.simple.calc, band: simple.band, revenueData };
  }
  const detailed = solveDetailed(compiled.components, compiled.chosen, proposal, q, kit.cost);
  if ("ok" in detailed) return detailed;
  return { ok: true, type: "DETAILED", calc: null, band: null, revenueData: toRevenueData(detailed, proposal.kitPrice, kit, q.power) };
}

/** The price of `proposal` under `settings`, or why there is none. */
export function priceProposal(input: PricingInput): PricingOutcome {
  const compiled = compilePricing(input.settings);
  if ("ok" in compiled) return compiled;
  return priceCompiled(compiled, input.proposal);
}
