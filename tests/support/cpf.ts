/**
 * A valid CPF for n, its check digits computed here (independently of the code under test). Each
 * `series` (1 to 9) gives other numbers, so suites that share a database do not collide.
 */
export function validCpf(n: number, series = 1): string {
  const base = String(series * 100000000 + n).slice(-9);
  const digit = (s: string, w: number) => {
    let sum = 0;
    for (const ch of s) sum += Number(ch) * w--;
    const r = sum % 11;
    return String(r < 2 ? 0 : 11 - r);
  };
  const d1 = digit(base, 10);
  return base + d1 + digit(base + d1, 11);
}
