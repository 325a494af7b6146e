// The kit discount (preferences stdKitDiscount / maxKitDiscount, part 3 §3/§5): the proposal's
// discount, or the standard one, turns the kit's listed price into the cost that is priced.
import { fromDecimal, fromInteger, mul, roundHalfUp, sub, ONE, frac } from "../shared/fraction";
import { INPUT_DECIMALS } from "./constants";
import { PRICING_MSG, refuse } from "./messages";
import type { PricingProposal, PricingRefusal, PricingSettings } from "./types";

export interface DiscountedKit {
  /** Percent applied. */
  discount: number;
  /** pvKitCost, centavos. */
  cost: number;
}

const isPercent = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 100;

/** The preferences' pair must make sense: 0 ≤ std ≤ max ≤ 100. */
export function checkDiscountPreferences(prefs: PricingSettings["preferences"]): PricingRefusal | null {
  if (!isPercent(prefs?.stdKitDiscount) || !isPercent(prefs.maxKitDiscount))
    return refuse("preferences.stdKitDiscount", PRICING_MSG.discountPreference);
  if (prefs.stdKitDiscount > prefs.maxKitDiscount) return refuse("preferences.stdKitDiscount", PRICING_MSG.discountPreference);
  return null;
}

/**
 * pvKitCost = kitPrice × (1 − discount ÷ 100), rounded half-up to the centavo here: the discounted
 * kit is a price in its own right (what the supplier invoices), and every other amount builds on it.
 */
export function discountKit(p: PricingProposal, prefs: PricingSettings["preferences"]): DiscountedKit | PricingRefusal {
  const discount = p.discount ?? prefs.stdKitDiscount;
  if (typeof discount !== "number" || !Number.isFinite(discount) || discount < 0 || discount > prefs.maxKitDiscount) {
    return refuse("discount", PRICING_MSG.kitDiscount(prefs.maxKitDiscount));
  }
  const rate = fromDecimal(discount, INPUT_DECIMALS);
  if (!rate) return refuse("discount", PRICING_MSG.kitDiscount(prefs.maxKitDiscount));
  const kept = sub(ONE, mul(rate, frac(1n, 100n)));
  return { discount, cost: roundHalfUp(mul(fromInteger(p.kitPrice), kept)) };
}
