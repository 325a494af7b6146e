// Exact rational arithmetic on BigInt, for money that must be rounded once, at the end (pricing,
// viability). Binary floats cannot hold 0,1 or 5,45 exactly, so a half-centavo could round either
// way; a fraction of two integers holds every decimal input and every quotient exactly.
// Pure and dependency-free. Not re-exported by domain/shared/index.ts (only the engines need it).

/** n ÷ d with d > 0. Not reduced: the sizes stay small in our formulas and gcd costs more than it saves. */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

export const ZERO: Fraction = { n: 0n, d: 1n };
export const ONE: Fraction = { n: 1n, d: 1n };

/** n ÷ d; the sign moves to the numerator. Throws on d = 0 (a programming error, never user input). */
export function frac(n: bigint, d: bigint = 1n): Fraction {
  if (d === 0n) throw new RangeError("fraction with a zero denominator");
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

/** An integer (a safe JS integer, e.g. centavos) as a fraction. */
export function fromInteger(value: number): Fraction {
  return { n: BigInt(value), d: 1n };
}

const POW10: readonly bigint[] = Array.from({ length: 19 }, (_, i) => 10n ** BigInt(i));

/**
 * A decimal number read to `decimals` places (at most 18): 5.45 → 545/100 exactly, not the binary
 * float 5.4500000000000001776…; digits past `decimals` are rounded half away from zero.
 * Null when the number is not finite or too large to scale exactly (|value × 10^decimals| > 2^53).
 */
export function fromDecimal(value: number, decimals: number): Fraction | null {
  if (!Number.isFinite(value) || !Number.isInteger(decimals) || decimals < 0 || decimals > 18) return null;
  const scaled = Math.round(Math.abs(value) * 10 ** decimals);
  if (!Number.isSafeInteger(scaled)) return null;
  const n = BigInt(scaled);
  return { n: value < 0 ? -n : n, d: POW10[decimals] };
}

function sameDenominator(a: Fraction, b: Fraction): [bigint, bigint, bigint] {
  if (a.d === b.d) return [a.n, b.n, a.d];
  if (a.d % b.d === 0n) return [a.n, b.n * (a.d / b.d), a.d];
  if (b.d % a.d === 0n) return [a.n * (b.d / a.d), b.n, b.d];
  return [a.n * b.d, b.n * a.d, a.d * b.d];
}

export function add(a: Fraction, b: Fraction): Fraction {
  if (b.n === 0n) return a;
  if (a.n === 0n) return b;
  const [x, y, d] = sameDenominator(a, b);
  return { n: x + y, d };
}

export function sub(a: Fraction, b: Fraction): Fraction {
  if (b.n === 0n) return a;
  const [x, y, d] = sameDenominator(a, b);
  return { n: x - y, d };
}

export function mul(a: Fraction, b: Fraction): Fraction {
  if (a.n === 0n || b.n === 0n) return ZERO;
  return { n: a.n * b.n, d: a.d * b.d };
}

/** a ÷ b; throws when b is zero (callers check first and refuse with a message). */
export function div(a: Fraction, b: Fraction): Fraction {
  if (b.n === 0n) throw new RangeError("division by zero");
  return frac(a.n * b.d, a.d * b.n);
}

/** −1, 0 or 1. */
export function sign(a: Fraction): -1 | 0 | 1 {
  return a.n === 0n ? 0 : a.n > 0n ? 1 : -1;
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Fraction, b: Fraction): -1 | 0 | 1 {
  return sign(sub(a, b));
}

/**
 * The nearest integer, a half rounded away from zero (half-up for the positive amounts of a price:
 * 0,5 centavo → 1; −0,5 → −1). Returned as a JS number; throws past 2^53 (no price comes near).
 */
export function roundHalfUp(a: Fraction): number {
  const abs = a.n < 0n ? -a.n : a.n;
  const q = (2n * abs + a.d) / (2n * a.d);
  const out = Number(a.n < 0n ? -q : q);
  if (!Number.isSafeInteger(out)) throw new RangeError("amount too large");
  return out === 0 ? 0 : out;
}

/** Rounded half-up to `decimals` places and returned as a JS number (for percentages shown: 16.67). */
export function toRoundedNumber(a: Fraction, decimals: number): number {
  const scale = POW10[decimals];
  return roundHalfUp({ n: a.n * scale, d: a.d }) / Number(scale);
}
