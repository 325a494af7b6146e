// revenueData of a price the user typed (part 3 §3): both are broken down at the typed price by
// the pricing engine (domain/pricing/at-price.ts), so their taxes and nfValue follow the price as the
// automatic price's do. MANUAL counts only the company's tax components (the service is one line,
// typed as a whole); EDITED counts every component, the difference from the automatic price going to
// the pre-tax profit. Money is integer centavos.
import type { RevenueData } from "../pricing";

/** The service line of a manual price (part 3 §5: the payload's default service name). */
export const MANUAL_SERVICE_NAME = "Valor de Serviço";

/** Largest final price accepted: R$ 1 bilhão. Above it the value is a typing slip. */
export const MAX_FINAL_PRICE_CENTS = 100_000_000_000;

/** MANUAL: the kit as discounted, one service line (the rest of the price), the taxes; no potential profit (DETAILED only). */
export function manualRevenue(atPrice: RevenueData): RevenueData {
  return {
    ...atPrice,
    serviceCosts: [{ name: MANUAL_SERVICE_NAME, type: "FIXED", value: atPrice.totalSvc, isRevenue: true }],
    margin: null,
    potentialProfit: null,
  };
}

/** EDITED: the breakdown at the typed price, with the automatic price's band margin (SIMPLE) and potential profit only where it had one. */
export function editedRevenue(auto: RevenueData, atPrice: RevenueData): RevenueData {
  return { ...atPrice, margin: auto.margin, potentialProfit: auto.potentialProfit === null ? null : atPrice.potentialProfit };
}
