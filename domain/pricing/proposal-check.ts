// The proposal's numbers, checked before any arithmetic (a bad number is a refusal on its field,
// never an exception) and read as exact fractions once per pricing.
import { fromDecimal, type Fraction } from "../shared/fraction";
import { INPUT_DECIMALS, type Range } from "./constants";
import { PRICING_MSG, refuse } from "./messages";
import type { PricingProposal, PricingRefusal } from "./types";

/** Quantities past this are not a real system (and would not scale exactly). */
const MAX_QUANTITY = 1e9;

/** The per-unit multipliers of PER_KWP, PER_MODULE, PER_INVERTER and PER_KM, exact. */
export interface ExactQuantities {
  power: Fraction;
  modsQtd: Fraction;
  invQtd: Fraction;
  distance: Fraction;
}

function quantity(value: unknown, field: string, whole: boolean): Fraction | PricingRefusal {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
    return refuse(field, whole ? PRICING_MSG.wholeCount : PRICING_MSG.nonNegative);
  }
  if (value > MAX_QUANTITY) return refuse(field, PRICING_MSG.tooLarge);
  return fromDecimal(value, INPUT_DECIMALS) ?? refuse(field, PRICING_MSG.tooLarge);
}

const isRefusal = (x: Fraction | PricingRefusal): x is PricingRefusal => "ok" in x;

/** The exact quantities, or the refusal of the first bad field (power, modsQtd, invQtd, distance, inverterPower, roofHight, location, kitPrice). */
export function checkProposal(p: PricingProposal): ExactQuantities | PricingRefusal {
  if (typeof p !== "object" || p === null) return refuse("power", PRICING_MSG.positivePower);
  if (typeof p.power !== "number" || !Number.isFinite(p.power) || p.power <= 0) return refuse("power", PRICING_MSG.positivePower);
  const power = quantity(p.power, "power", false);
  if (isRefusal(power)) return power;
  if (power.n === 0n) return refuse("power", PRICING_MSG.positivePower);
  const modsQtd = quantity(p.modsQtd, "modsQtd", true);
  if (isRefusal(modsQtd)) return modsQtd;
  const invQtd = quantity(p.invQtd, "invQtd", true);
  if (isRefusal(invQtd)) return invQtd;
  const distance = quantity(p.distance, "distance", false);
  if (isRefusal(distance)) return distance;
  for (const field of ["inverterPower", "roofHight"] as const) {
    const q = quantity(p[field], field, false);
    if (isRefusal(q)) return q;
  }
  if (typeof p.location?.uf !== "string" || typeof p.location.city !== "string") return refuse("location", PRICING_MSG.location);
  if (typeof p.kitPrice !== "number" || !Number.isSafeInteger(p.kitPrice) || p.kitPrice < 0) return refuse("kitPrice", PRICING_MSG.kitPrice);
  return { power, modsQtd, invQtd, distance };
}

/** The proposal's quantity in a component's range unit (what its rules' thresholds are compared with). */
export function rangeQuantity(p: PricingProposal, range: Range): number {
  switch (range) {
    case "KWP":
      return p.power;
    case "MODULES":
      return p.modsQtd;
    case "INVERTERS":
      return p.invQtd;
    case "KW":
      return p.inverterPower;
    case "KM":
      return p.distance;
    case "ROOF_HIGHT":
      return p.roofHight;
  }
}
