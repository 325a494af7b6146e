// revenueData of a price the user typed (part 3 §3): MANUAL derives it from the final price and the
// kit alone; EDITED keeps the automatic breakdown and moves the difference to the services and the
// profit. Money is integer centavos.
import type { RevenueData } from "../pricing";

/** The service line of a manual price (part 3 §5: the payload's default service name). */
export const MANUAL_SERVICE_NAME = "Valor de Serviço";

/** Largest final price accepted: R$ 1 bilhão. Above it the value is a typing slip. */
export const MAX_FINAL_PRICE_CENTS = 100_000_000_000;

const effMargin = (profit: number, finalPrice: number) => Math.round((profit / finalPrice) * 10_000) / 100;

/** MANUAL: the kit as discounted, everything else is service and, with no components to pay, profit. */
export function manualRevenue(finalPrice: number, kit: { kitPrice: number; discount: number; cost: number }, power: number): RevenueData {
  const services = finalPrice - kit.cost;
  return {
    finalPrice,
    pvKitOriginalCost: kit.kitPrice,
    pvKitCost: kit.cost,
    discount: kit.discount,
    servicePricePerkWp: Math.round(services / power),
    serviceCosts: [{ name: MANUAL_SERVICE_NAME, type: "FIXED", value: services, isRevenue: true }],
    percentageComponents: [],
    nfValue: services,
    taxes: 0,
    marginEquip: 0,
    margin: null,
    equipamentProfit: 0,
    tradingMargin: 0,
    negMarginValue: 0,
    commissions: 0,
    effMargin: effMargin(services, finalPrice),
    totalEqp: kit.cost,
    totalSvc: services,
    liquidServices: services,
    profit: services,
    potentialProfit: null,
    calculatedData: { preTaxProfit: services },
  };
}

/**
 * EDITED: the automatic price's components stay as they were computed (their amounts were what the
 * engine asked for); the difference between the typed and the automatic price is a discount or an
 * extra on the services, and so on the profit.
 */
export function editedRevenue(auto: RevenueData, finalPrice: number, power: number): RevenueData {
  const delta = finalPrice - auto.finalPrice;
  const totalSvc = auto.totalSvc + delta;
  const profit = auto.profit + delta;
  return {
    ...auto,
    finalPrice,
    servicePricePerkWp: Math.round(totalSvc / power),
    nfValue: auto.nfValue + delta,
    totalSvc,
    liquidServices: auto.liquidServices + delta,
    profit,
    effMargin: effMargin(profit, finalPrice),
    potentialProfit: auto.potentialProfit === null ? null : auto.potentialProfit + delta,
    calculatedData: { preTaxProfit: auto.calculatedData.preTaxProfit + delta },
  };
}
