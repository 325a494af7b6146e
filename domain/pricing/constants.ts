// The pricing vocabulary of spec part 3 §3 ("Pricing settings") and §4/§9 constants.

export const PRICING_TYPES = ["SIMPLE", "DETAILED"] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/** GROSS_MARGIN = cost × (1 + margin); MARKUP = cost ÷ (1 − margin), as the spec defines them (ADR 010). */
export const PRICING_CALCS = ["GROSS_MARGIN", "MARKUP"] as const;
export type PricingCalc = (typeof PRICING_CALCS)[number];

/** Margin of SIMPLE pricing when no power band matches (part 3 §4, §9). */
export const DEFAULT_SIMPLE_MARGIN = 50;
/** The last power band's power is forced to this (part 3 §4), so every system finds a band. */
export const LAST_BAND_POWER = 9999999999;

export const COMPONENT_TYPES = [
  "FIXED",
  "PERCENTAGE_SERVICE_AND_KIT",
  "PERCENTAGE_SERVICE",
  "PERCENTAGE_KIT",
  "PERCENTAGE_PROFIT",
  "PER_KWP",
  "PER_MODULE",
  "PER_INVERTER",
  "PER_KM",
  "COMMISSION",
  "INDIVIDUAL_COMMISSION",
  "TRADING_MARGIN",
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/**
 * What a component's amount is computed from (ADR 010):
 * AMOUNT — an amount in centavos, once or per unit (kWp, module, inverter, km);
 * KIT — a percentage of the kit cost; SERVICE — of the service total (final price − equipment);
 * FINAL — of the final price; PROFIT — of the pre-tax profit.
 */
export type ComponentBase = "AMOUNT" | "KIT" | "SERVICE" | "FINAL" | "PROFIT";

export const COMPONENT_BASE: Record<ComponentType, ComponentBase> = {
  FIXED: "AMOUNT",
  PER_KWP: "AMOUNT",
  PER_MODULE: "AMOUNT",
  PER_INVERTER: "AMOUNT",
  PER_KM: "AMOUNT",
  PERCENTAGE_KIT: "KIT",
  PERCENTAGE_SERVICE: "SERVICE",
  PERCENTAGE_SERVICE_AND_KIT: "FINAL",
  COMMISSION: "FINAL",
  INDIVIDUAL_COMMISSION: "FINAL",
  TRADING_MARGIN: "FINAL",
  PERCENTAGE_PROFIT: "PROFIT",
};

/** Commissions and the negotiation margin are never revenue (part 3 §3), whatever isRevenue says. */
export const NEVER_REVENUE: ReadonlySet<ComponentType> = new Set(["COMMISSION", "INDIVIDUAL_COMMISSION", "TRADING_MARGIN"]);

/** Non-revenue percentages of these bases are taxes (the invoice, the service, the profit; ADR 010). */
export const TAX_TYPES: ReadonlySet<ComponentType> = new Set(["PERCENTAGE_SERVICE_AND_KIT", "PERCENTAGE_SERVICE", "PERCENTAGE_PROFIT"]);

/** Quantity bases a component's rules are read against (part 3 §3 "Ranges"); KWP is the default. */
export const RANGES = ["KWP", "MODULES", "INVERTERS", "KW", "KM", "ROOF_HIGHT"] as const;
export type Range = (typeof RANGES)[number];

export const CONDITIONAL_TYPES = ["VOLTAGE", "FIXATION", "INVERTER_TYPE", "VENDOR", "PRE_VENDOR"] as const;
export type ConditionalType = (typeof CONDITIONAL_TYPES)[number];
/** The single legacy condition of a component may also say NONE (no condition). */
export const NO_CONDITION = "NONE";

export const CONDITIONAL_LOGICS = ["EQUAL", "DIFFERENT"] as const;
export type ConditionalLogic = (typeof CONDITIONAL_LOGICS)[number];

/** Quantities and percentages are read to the millionth (6 decimals); money is integer centavos. */
export const INPUT_DECIMALS = 6;
