// DETAILED pricing (part 3 §3/§4, ADR 010): the final price is the kit cost plus every component
// that applies. Percentages of the final price, of the service total (final price − equipment) and
// of the pre-tax profit depend on the price they make up; the price is solved for them exactly, in
// closed form, never by iteration:
//
//   E = K + Σ kit amounts                      (equipment)
//   u = t ÷ (1 − t)                            (t = Σ profit rates; t ≥ 1 → refused)
//   P = [E(1 − s) + A + u(Ar + Kr − sr·E)] ÷ [1 − s − f − u(sr + fr)]   (denominator ≤ 0 → refused)
//
// A = Σ amounts (FIXED, PER_*), s and f the service and final-price rates, and the r-suffixed terms
// the revenue part of each (they make up the profit the profit percentages are taken from).
import { add, compare, div, fromInteger, mul, roundHalfUp, sign, sub, ONE, ZERO, type Fraction } from "../shared/fraction";
import { TAX_TYPES } from "./constants";
import { componentApplies, pickRule } from "./applies";
import type { CompiledComponent } from "./compile-components";
import { PRICING_MSG, refuse } from "./messages";
import type { ExactQuantities } from "./proposal-check";
import type { ExactRevenue } from "./revenue";
import type { PercentageComponent, PricingProposal, PricingRefusal, ServiceCost } from "./types";

const COMPONENTS_FIELD = "autoPricingDetailed.pricingComponents";

function perUnit(c: CompiledComponent, q: ExactQuantities): Fraction {
  switch (c.type) {
    case "PER_KWP":
      return q.power;
    case "PER_MODULE":
      return q.modsQtd;
    case "PER_INVERTER":
      return q.invQtd;
    case "PER_KM":
      return q.distance;
    default:
      return ONE;
  }
}

/**
 * Prices a proposal with the compiled components. `chosen` is scratch space owned by the compiled
 * settings (one slot per component: the rule in force, −1 when the component does not apply), so
 * the walk allocates nothing but the exact numbers and the result.
 */
export function solveDetailed(
  components: readonly CompiledComponent[],
  chosen: Int32Array,
  p: PricingProposal,
  q: ExactQuantities,
  kitCost: number,
): ExactRevenue | PricingRefusal {
  const K = fromInteger(kitCost);
  let A = ZERO; // amounts
  let Ar = ZERO; // their revenue part
  let kit = ZERO; // kit percentages' amounts
  let Kr = ZERO;
  let s = ZERO; // service rates
  let sr = ZERO;
  let f = ZERO; // final-price rates
  let fr = ZERO;
  let t = ZERO; // profit rates
  let tr = ZERO;

  for (let i = 0; i < components.length; i++) {
    const c = components[i];
    const rule = componentApplies(c, p) ? pickRule(c, p) : -1;
    chosen[i] = rule;
    if (rule < 0) continue;
    const v = c.values[rule];
    switch (c.base) {
      case "AMOUNT": {
        const amount = mul(v, perUnit(c, q));
        A = add(A, amount);
        if (c.isRevenue) Ar = add(Ar, amount);
        break;
      }
      case "KIT": {
        const amount = mul(v, K);
        kit = add(kit, amount);
        if (c.isRevenue) Kr = add(Kr, amount);
        break;
      }
      case "SERVICE":
        s = add(s, v);
        if (c.isRevenue) sr = add(sr, v);
        break;
      case "FINAL":
        f = add(f, v);
        if (c.isRevenue) fr = add(fr, v);
        break;
      case "PROFIT":
        t = add(t, v);
        if (c.isRevenue) tr = add(tr, v);
        break;
    }
  }

  if (compare(t, ONE) >= 0) return refuse(COMPONENTS_FIELD, PRICING_MSG.profitUndefined);
  const keptOfProfit = sub(ONE, t);
  const u = div(t, keptOfProfit);
  const denominator = sub(sub(sub(ONE, s), f), mul(u, add(sr, fr)));
  if (sign(denominator) <= 0) return refuse(COMPONENTS_FIELD, PRICING_MSG.finalPriceUndefined);

  const E = add(K, kit);
  const numerator = add(add(mul(E, sub(ONE, s)), A), mul(u, sub(add(Ar, Kr), mul(sr, E))));
  const P = div(numerator, denominator);
  const S = sub(P, E); // the service total
  const R = add(add(Ar, Kr), add(mul(sr, S), mul(fr, P))); // revenue before the profit percentages
  const B = div(R, keptOfProfit); // pre-tax profit

  const serviceCosts: ServiceCost[] = [];
  const percentageComponents: PercentageComponent[] = [];
  let taxes = ZERO;
  let commissions = ZERO;
  let negMargin = ZERO;
  let tradingRate = ZERO;
  let equipRate = ZERO;
  for (let i = 0; i < components.length; i++) {
    const rule = chosen[i];
    if (rule < 0) continue;
    const c = components[i];
    const v = c.values[rule];
    if (c.base === "AMOUNT") {
      serviceCosts.push({ name: c.name, type: c.type, value: roundHalfUp(mul(v, perUnit(c, q))), isRevenue: c.isRevenue });
      continue;
    }
    const amount = mul(v, c.base === "KIT" ? K : c.base === "SERVICE" ? S : c.base === "FINAL" ? P : B);
    percentageComponents.push({ name: c.name, type: c.type, rate: c.shown[rule], value: roundHalfUp(amount), isRevenue: c.isRevenue });
    if (!c.isRevenue && TAX_TYPES.has(c.type)) taxes = add(taxes, amount);
    if (c.type === "COMMISSION" || c.type === "INDIVIDUAL_COMMISSION") commissions = add(commissions, amount);
    if (c.type === "TRADING_MARGIN") {
      negMargin = add(negMargin, amount);
      tradingRate = add(tradingRate, v);
    }
    if (c.base === "KIT" && c.isRevenue) equipRate = add(equipRate, v);
  }

  const profit = add(R, mul(tr, B));
  return {
    finalPrice: P,
    totalEqp: E,
    taxes,
    commissions,
    negMarginValue: negMargin,
    equipamentProfit: Kr,
    profit,
    preTaxProfit: B,
    potentialProfit: add(profit, negMargin),
    marginEquip: equipRate,
    tradingMargin: tradingRate,
    margin: null,
    serviceCosts,
    percentageComponents,
  };
}
