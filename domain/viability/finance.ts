// Cash-flow figures on integer centavos, one flow per period (index 0 = today). Discounting divides
// by (1 + rate)^t and rounds each term once to centavos, so a total is an exact sum of integers.
// Rates are fractions per period (0.01 = 1 % a month).
import { roundHalfAway } from "./exact";

/** Each flow discounted to today, in centavos. */
export function discountedCents(flows: readonly number[], rate: number): number[] {
  return flows.map((f, t) => roundHalfAway(f / Math.pow(1 + rate, t)));
}

/** Net present value (VPL) in centavos. */
export function npvCents(flows: readonly number[], rate: number): number {
  return discountedCents(flows, rate).reduce((s, v) => s + v, 0);
}

/** The first period at whose end the running total is ≥ 0; null when it never is. */
export function paybackPeriod(flows: readonly number[]): number | null {
  let total = 0;
  for (let t = 0; t < flows.length; t++) {
    total += flows[t];
    if (total >= 0) return t;
  }
  return null;
}

/** Σ fₜ (1 + r)^−t in floating point: only for finding the IRR, never for an amount. */
function presentValue(flows: readonly number[], rate: number): number {
  const v = 1 / (1 + rate);
  let acc = 0;
  let factor = 1;
  for (let t = 0; t < flows.length; t++) {
    acc += flows[t] * factor;
    factor *= v;
  }
  return acc;
}

/**
 * Internal rate of return (TIR) per period, or null when the flows never change sign or no rate
 * between the lowest finite one and 10 000 % a period brackets a root. Bisection: slower than Newton but it cannot
 * diverge, and 200 halvings are a few microseconds on 301 flows.
 */
export function irr(flows: readonly number[]): number | null {
  if (!flows.some((f) => f < 0) || !flows.some((f) => f > 0)) return null;
  // The lowest rate whose discount factors stay finite over these many periods (−99 % at most).
  let lo = Math.max(-0.99, Math.pow(10, -250 / flows.length) - 1);
  let hi = 0.1;
  let fLo = presentValue(flows, lo);
  let fHi = presentValue(flows, hi);
  while (Math.sign(fLo) === Math.sign(fHi) && hi < 100) {
    hi *= 2;
    fHi = presentValue(flows, hi);
  }
  if (fHi === 0) return hi;
  if (Math.sign(fLo) === Math.sign(fHi)) return null;
  for (let i = 0; i < 200 && hi - lo > 1e-15; i++) {
    const mid = (lo + hi) / 2;
    const fMid = presentValue(flows, mid);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The monthly rate equivalent to a yearly one: (1 + y)^(1/12) − 1. */
export const monthlyRate = (yearly: number): number => Math.pow(1 + yearly, 1 / 12) - 1;
/** The yearly rate equivalent to a monthly one: (1 + m)^12 − 1. */
export const yearlyRate = (monthly: number): number => Math.pow(1 + monthly, 12) - 1;
