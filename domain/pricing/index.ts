// The pure pricing engine (spec part 3 §3/§4; ADR 010). The proposal aggregate, the wizard's
// pricing steps and the settings screens call it; it never reads the clock or the database.
export * from "./constants";
export * from "./types";
export { PRICING_MSG } from "./messages";
export { compilePricing, priceCompiled, priceProposal, type CompiledPricing } from "./price";
export { pickBand } from "./simple";
export { evaluateAtPrice, revenueAtPrice, type TypedPriceScope } from "./at-price";
