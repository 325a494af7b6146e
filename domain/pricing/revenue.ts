// From exact amounts to the proposal's revenueData: each amount is rounded half-up to the centavo
// once, from its exact value (ADR 010), so a total is not the sum of rounded lines and may differ
// from it by a centavo or so; the totals are the exact ones.
import { div, mul, roundHalfUp, sign, sub, toRoundedNumber, frac, type Fraction } from "../shared/fraction";
import type { DiscountedKit } from "./kit-discount";
import type { PercentageComponent, RevenueData, ServiceCost } from "./types";

/** What SIMPLE or DETAILED computed, exact (centavos; rates as fractions of 1). */
export interface ExactRevenue {
  finalPrice: Fraction;
  totalEqp: Fraction;
  taxes: Fraction;
  commissions: Fraction;
  negMarginValue: Fraction;
  equipamentProfit: Fraction;
  profit: Fraction;
  preTaxProfit: Fraction;
  potentialProfit: Fraction | null;
  marginEquip: Fraction;
  tradingMargin: Fraction;
  margin: number | null;
  serviceCosts: ServiceCost[];
  percentageComponents: PercentageComponent[];
}

const HUNDRED = frac(100n);
const asPercent = (rate: Fraction) => toRoundedNumber(mul(rate, HUNDRED), 6);

export function toRevenueData(x: ExactRevenue, kitPrice: number, kit: DiscountedKit, power: Fraction): RevenueData {
  const totalSvc = sub(x.finalPrice, x.totalEqp);
  return {
    finalPrice: roundHalfUp(x.finalPrice),
    pvKitOriginalCost: kitPrice,
    pvKitCost: kit.cost,
    discount: kit.discount,
    servicePricePerkWp: roundHalfUp(div(totalSvc, power)),
    serviceCosts: x.serviceCosts,
    percentageComponents: x.percentageComponents,
    nfValue: roundHalfUp(totalSvc),
    taxes: roundHalfUp(x.taxes),
    marginEquip: asPercent(x.marginEquip),
    margin: x.margin,
    equipamentProfit: roundHalfUp(x.equipamentProfit),
    tradingMargin: asPercent(x.tradingMargin),
    negMarginValue: roundHalfUp(x.negMarginValue),
    commissions: roundHalfUp(x.commissions),
    effMargin: sign(x.finalPrice) === 0 ? null : toRoundedNumber(mul(div(x.profit, x.finalPrice), HUNDRED), 2),
    totalEqp: roundHalfUp(x.totalEqp),
    totalSvc: roundHalfUp(totalSvc),
    liquidServices: roundHalfUp(sub(totalSvc, x.taxes)),
    profit: roundHalfUp(x.profit),
    potentialProfit: x.potentialProfit && roundHalfUp(x.potentialProfit),
    calculatedData: { preTaxProfit: roundHalfUp(x.preTaxProfit) },
  };
}
