// A price the user typed (preco-manual, preco-editar) broken down with the company's components, as
// the automatic price is (ADR 010), but at the typed price P instead of the one solved for:
//
//   E = K + Σ kit amounts            S = P − E            (equipment, service total)
//   each amount, kit, service and final-price component as in solveDetailed, at this P and S
//   B = P − K − the non-revenue amounts other than the profit percentages   (pre-tax profit)
//   each profit percentage = rate × max(B, 0)   (a tax on profit is never negative)
//   profit = P − K − every non-revenue amount; taxes = the non-revenue percentages of P, S and B
//
// At the automatic price this gives the automatic breakdown (B = R ÷ (1 − t) there); a typed price
// moves the difference to the pre-tax profit, and the taxes follow it. `scope` "TAXES" keeps only the
// tax components (the non-revenue percentages of TAX_TYPES): the manual price, whose service is one
// line typed as a whole, still pays the company's taxes. SIMPLE has no components: no taxes.
import { add, fromInteger, mul, roundHalfUp, sign, sub, ONE, ZERO, type Fraction } from "../shared/fraction";
import { componentApplies, pickRule } from "./applies";
import type { CompiledComponent } from "./compile-components";
import { TAX_TYPES } from "./constants";
import { discountKit } from "./kit-discount";
import { compilePricing } from "./price";
import { checkProposal, type ExactQuantities } from "./proposal-check";
import { toRevenueData, type ExactRevenue } from "./revenue";
import type { PercentageComponent, PricingInput, PricingProposal, PricingRefusal, RevenueData, ServiceCost } from "./types";

export type TypedPriceScope = "ALL" | "TAXES";

const isTax = (c: CompiledComponent) => !c.isRevenue && TAX_TYPES.has(c.type);

function perUnit(c: CompiledComponent, q: ExactQuantities): Fraction {
  if (c.type === "PER_KWP") return q.power;
  if (c.type === "PER_MODULE") return q.modsQtd;
  if (c.type === "PER_INVERTER") return q.invQtd;
  if (c.type === "PER_KM") return q.distance;
  return ONE;
}

/** The breakdown at the price `P` (centavos); components outside `scope` do not count. */
export function evaluateAtPrice(
  components: readonly CompiledComponent[],
  p: PricingProposal,
  q: ExactQuantities,
  kitCost: number,
  P: Fraction,
  scope: TypedPriceScope,
): ExactRevenue {
  const K = fromInteger(kitCost);
  const applying: { c: CompiledComponent; rule: number; v: Fraction }[] = [];
  let E = K;
  for (const c of components) {
    if (scope === "TAXES" && !isTax(c)) continue;
    const rule = componentApplies(c, p) ? pickRule(c, p) : -1;
    if (rule < 0) continue;
    applying.push({ c, rule, v: c.values[rule] });
    if (c.base === "KIT") E = add(E, mul(c.values[rule], K));
  }
  const S = sub(P, E);

  // Every amount but the profit percentages, which need B, itself made of these.
  const amountOf = new Map<CompiledComponent, Fraction>();
  let nonRevenue = ZERO;
  for (const { c, v } of applying) {
    if (c.base === "PROFIT") continue;
    const base = c.base === "AMOUNT" ? perUnit(c, q) : c.base === "KIT" ? K : c.base === "SERVICE" ? S : P;
    const amount = mul(v, base);
    amountOf.set(c, amount);
    if (!c.isRevenue) nonRevenue = add(nonRevenue, amount);
  }
  const B = sub(sub(P, K), nonRevenue);
  const profitBase = sign(B) > 0 ? B : ZERO;

  const serviceCosts: ServiceCost[] = [];
  const percentageComponents: PercentageComponent[] = [];
  let taxes = ZERO;
  let commissions = ZERO;
  let negMargin = ZERO;
  let tradingRate = ZERO;
  let equipRate = ZERO;
  let equipProfit = ZERO;
  let profitCuts = ZERO; // the non-revenue profit percentages
  for (const { c, rule, v } of applying) {
    const amount = c.base === "PROFIT" ? mul(v, profitBase) : amountOf.get(c)!;
    if (c.base === "AMOUNT") {
      serviceCosts.push({ name: c.name, type: c.type, value: roundHalfUp(amount), isRevenue: c.isRevenue });
      continue;
    }
    percentageComponents.push({ name: c.name, type: c.type, rate: c.shown[rule], value: roundHalfUp(amount), isRevenue: c.isRevenue });
    if (isTax(c)) taxes = add(taxes, amount);
    if (c.base === "PROFIT" && !c.isRevenue) profitCuts = add(profitCuts, amount);
    if (c.type === "COMMISSION" || c.type === "INDIVIDUAL_COMMISSION") commissions = add(commissions, amount);
    if (c.type === "TRADING_MARGIN") {
      negMargin = add(negMargin, amount);
      tradingRate = add(tradingRate, v);
    }
    if (c.base === "KIT" && c.isRevenue) {
      equipRate = add(equipRate, v);
      equipProfit = add(equipProfit, amount);
    }
  }
  const profit = sub(B, profitCuts);
  return {
    finalPrice: P,
    totalEqp: E,
    taxes,
    commissions,
    negMarginValue: negMargin,
    equipamentProfit: equipProfit,
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

/**
 * revenueData at a typed final price (centavos) under the settings in force, or why there is none.
 * The settings are checked as the automatic price checks them, except that the manual price under
 * SIMPLE reads no bands (it has nothing to take from them), so broken bands do not block it.
 */
export function revenueAtPrice(
  input: PricingInput,
  finalPrice: number,
  scope: TypedPriceScope,
): { ok: true; revenueData: RevenueData } | PricingRefusal {
  let components: readonly CompiledComponent[] = [];
  let preferences = input.settings?.preferences;
  if (scope === "ALL" || input.settings?.autoPricingType === "DETAILED") {
    const compiled = compilePricing(input.settings);
    if ("ok" in compiled) return compiled;
    components = compiled.components;
    preferences = compiled.preferences;
  }
  const q = checkProposal(input.proposal);
  if ("ok" in q) return q;
  const kit = discountKit(input.proposal, preferences);
  if ("ok" in kit) return kit;
  const exact = evaluateAtPrice(components, input.proposal, q, kit.cost, fromInteger(finalPrice), scope);
  return { ok: true, revenueData: toRevenueData(exact, input.proposal.kitPrice, kit, q.power) };
}
