// A proposal and settings whose numbers are easy to compute by hand: a 5 kWp system, 10 modules,
// 2 inverters (4 kW), a 6 m roof, 30 km away, a kit of R$ 10.000,00 (1.000.000 centavos), no kit
// discount. Each test changes only what it is about.
import { expect } from "vitest";
import {
  priceProposal,
  type ComponentType,
  type PricingComponent,
  type PricingOutcome,
  type PricingProposal,
  type PricingRefusal,
  type PricingResult,
  type PricingSettings,
  type Restriction,
  type RevenueData,
} from "../../../domain/pricing";

export const KIT = 1_000_000;

export function proposal(over: Partial<PricingProposal> = {}): PricingProposal {
  return {
    power: 5,
    modsQtd: 10,
    invQtd: 2,
    inverterPower: 4,
    roofHight: 6,
    distance: 30,
    kitPrice: KIT,
    discount: null,
    kitVoltage: "220",
    kitFixation: "Telhado",
    inverterType: "String",
    vendor: "ana",
    preVendor: "bia",
    location: { uf: "SP", city: "Campinas" },
    service: "Instalação",
    ...over,
  };
}

export function settings(over: Partial<PricingSettings> = {}): PricingSettings {
  return {
    autoPricingType: "SIMPLE",
    autoPricingCalc: "GROSS_MARGIN",
    autoPricing: [],
    autoPricingDetailed: { pricingComponents: [], restrictions: [] },
    preferences: { stdKitDiscount: 0, maxKitDiscount: 0 },
    ...over,
  };
}

/** DETAILED settings with these components (and restrictions). */
export function detailed(components: PricingComponent[], restrictions: Restriction[] = []): PricingSettings {
  return settings({ autoPricingType: "DETAILED", autoPricingDetailed: { pricingComponents: components, restrictions } });
}

/** A component whose single rule (up to 100 in its range) gives `value`: centavos or percent by type. */
export function component(type: ComponentType, value: number, over: Partial<PricingComponent> = {}): PricingComponent {
  return { name: `${type} ${value}`, type, isRevenue: false, rules: [{ power: 100, value }], ...over };
}

export function priced(outcome: PricingOutcome): PricingResult {
  if (!outcome.ok) throw new Error(`refused: ${outcome.field}: ${outcome.message}`);
  return outcome;
}

/** revenueData of a priced proposal (fails the test on a refusal). */
export function revenue(s: PricingSettings, p: PricingProposal = proposal()): RevenueData {
  return priced(priceProposal({ proposal: p, settings: s })).revenueData;
}

/** The refusal of a pricing that must be refused. */
export function refusal(s: PricingSettings, p: PricingProposal = proposal()): PricingRefusal {
  const outcome = priceProposal({ proposal: p, settings: s });
  expect(outcome.ok).toBe(false);
  return outcome as PricingRefusal;
}
