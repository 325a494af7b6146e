// SIMPLE pricing (part 3 §4): the first power band, sorted by power, whose power is at least the
// system's gives the margin (none → 50 %; the last band's power is forced to 9999999999), then
// GROSS_MARGIN = cost × (1 + margin) or MARKUP = cost ÷ (1 − margin), as the spec defines them (ADR 010).
import { add, div, frac, fromDecimal, fromInteger, mul, sub, ONE, ZERO, type Fraction } from "../shared/fraction";
import { DEFAULT_SIMPLE_MARGIN, INPUT_DECIMALS, LAST_BAND_POWER, PRICING_CALCS, type PricingCalc } from "./constants";
import { PRICING_MSG, refuse } from "./messages";
import type { ExactRevenue } from "./revenue";
import type { PowerBand, PricingRefusal, UsedBand } from "./types";

interface SortedBand extends UsedBand {
  rate: Fraction;
}

export interface CompiledSimple {
  calc: PricingCalc;
  /** Sorted by power (ties keep their order), the last one's power forced to LAST_BAND_POWER. */
  bands: readonly SortedBand[];
}

const DEFAULT_RATE = frac(BigInt(DEFAULT_SIMPLE_MARGIN), 100n);

export function compileSimple(calc: unknown, bands: unknown): CompiledSimple | PricingRefusal {
  if (!(PRICING_CALCS as readonly unknown[]).includes(calc)) return refuse("autoPricingCalc", PRICING_MSG.unknownCalc);
  const list: readonly PowerBand[] = Array.isArray(bands) ? bands : [];
  const checked: SortedBand[] = [];
  for (let i = 0; i < list.length; i++) {
    const { power, margin } = list[i] ?? ({} as PowerBand);
    if (typeof power !== "number" || !Number.isFinite(power) || power < 0) return refuse(`autoPricing[${i}].power`, PRICING_MSG.bandPower);
    const rate = typeof margin === "number" && margin >= 0 ? fromDecimal(margin, INPUT_DECIMALS) : null;
    if (!rate) return refuse(`autoPricing[${i}].margin`, PRICING_MSG.bandMargin);
    if (calc === "MARKUP" && margin >= 100) return refuse(`autoPricing[${i}].margin`, PRICING_MSG.markupMargin);
    checked.push({ index: i, power, margin, rate: mul(rate, frac(1n, 100n)) });
  }
  checked.sort((a, b) => a.power - b.power || a.index - b.index);
  if (checked.length) checked[checked.length - 1].power = LAST_BAND_POWER;
  return { calc: calc as PricingCalc, bands: checked };
}

/** The band a system of `power` kWp falls in, or null (no bands: the 50 % default). */
export function pickBand(compiled: CompiledSimple, power: number): SortedBand | null {
  for (const band of compiled.bands) if (band.power >= power) return band;
  return null;
}

export interface SimplePrice {
  band: UsedBand | null;
  margin: number;
  /** Exact final price, centavos. */
  finalPrice: Fraction;
}

/** The exact SIMPLE price of a kit costing `cost` centavos. */
export function priceSimple(compiled: CompiledSimple, power: number, cost: number): SimplePrice {
  const band = pickBand(compiled, power);
  const rate = band ? band.rate : DEFAULT_RATE;
  const costF = fromInteger(cost);
  const finalPrice = compiled.calc === "GROSS_MARGIN" ? mul(costF, add(ONE, rate)) : div(costF, sub(ONE, rate));
  return {
    band: band && { index: band.index, power: band.power, margin: band.margin },
    margin: band ? band.margin : DEFAULT_SIMPLE_MARGIN,
    finalPrice,
  };
}

/**
 * SIMPLE has no components: the kit is the equipment at cost and everything above it is the
 * service part and the profit (no taxes, commissions or negotiation margin are known to it).
 */
export function simpleRevenue(price: SimplePrice, cost: number): ExactRevenue {
  const costF = fromInteger(cost);
  const profit = sub(price.finalPrice, costF);
  return {
    finalPrice: price.finalPrice,
    totalEqp: costF,
    taxes: ZERO,
    commissions: ZERO,
    negMarginValue: ZERO,
    equipamentProfit: ZERO,
    profit,
    preTaxProfit: profit,
    potentialProfit: null,
    marginEquip: ZERO,
    tradingMargin: ZERO,
    margin: price.margin,
    serviceCosts: [],
    percentageComponents: [],
  };
}
