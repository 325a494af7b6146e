// Exact integer arithmetic for money. Amounts are integer centavos, tariffs integer micro-reais
// (R$ 0,000001) per kWh or per kW: a product of two integers divided and rounded once is exact,
// whatever its size (BigInt takes over when the product leaves the safe range).

/** R$ with up to 6 decimals → integer micro-reais. */
export const toMicro = (reais: number): number => Math.round(reais * 1e6);

/** x rounded half away from zero (Math.round rounds −2.5 to −2). */
export const roundHalfAway = (x: number): number => (x < 0 ? -Math.round(-x) : Math.round(x));

function divBig(p: bigint, d: bigint, round: boolean): number {
  const neg = p < 0n;
  const abs = neg ? -p : p;
  const q = round ? (2n * abs + d) / (2n * d) : abs / d;
  return Number(neg ? -q : q);
}

/** round(a × b ÷ d), half away from zero; a, b integers, d a positive integer. */
export function mulDivRound(a: number, b: number, d: number): number {
  const p = a * b;
  if (!Number.isSafeInteger(p)) return divBig(BigInt(a) * BigInt(b), BigInt(d), true);
  const abs = Math.abs(p);
  let q = Math.floor(abs / d);
  let r = abs - q * d;
  // The float quotient can be one off near an integer: settle it on the exact remainder.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (2 * r >= d) q += 1;
  return p < 0 ? -q : q;
}

/** floor(a × b ÷ d) for non-negative integers a, b and a positive integer d. */
export function mulDivFloor(a: number, b: number, d: number): number {
  const p = a * b;
  if (!Number.isSafeInteger(p)) return divBig(BigInt(a) * BigInt(b), BigInt(d), false);
  let q = Math.floor(p / d);
  const r = p - q * d;
  if (r < 0) q -= 1;
  else if (r >= d) q += 1;
  return q;
}
