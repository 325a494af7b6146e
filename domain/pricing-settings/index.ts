// The company's pricing settings (spec part 3 §3/§7): bands, type and calculation, DETAILED
// components and restrictions. The engine that reads them is domain/pricing.
export * from "./commands";
export * from "./events";
export * from "./state";
export * from "./decider";
export { PRICING_SETTINGS_MSG } from "./messages";
export { MAX_BANDS, MAX_COMPONENTS, MAX_CONDITIONALS, MAX_LOCATIONS, MAX_RESTRICTIONS, MAX_RULES } from "./checks";
