// Money in Brazilian format (spec part 2 §1: dot thousands, comma decimals, R$).
// Amounts travel in events as decimal strings with a dot and two decimals ("1234.56");
// arithmetic that must be exact goes through integer cents.

const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** Non-breaking and narrow no-break spaces that Intl puts after "R$". */
const NBSP = /[\u00a0\u202f]/g;

/**
 * Parses an amount typed by a user (or a canonical decimal string) into integer cents.
 * Accepts "1.234,56", "1234,56", "1234.56", "R$ 1.234,56", "0,01", "1.234" (thousands), "-R$ 5,00".
 * A single dot followed by exactly three digits and no comma is read as thousands ("1.234" = 1234).
 * At most two decimals. Anything else is null.
 */
export function parseMoneyBRCents(input: string): number | null {
  if (typeof input !== "string") return null;
  const compact = input.replace(NBSP, " ").replace(/\s+/g, "");
  const m = /^(-)?(?:R\$)?(-)?(.+)$/i.exec(compact);
  if (!m) return null;
  if (m[1] && m[2]) return null;
  const negative = Boolean(m[1] || m[2]);
  const body = m[3];

  let intPart: string;
  let fracPart = "";
  let parts: RegExpExecArray | null;
  if ((parts = /^(\d+)$/.exec(body))) {
    intPart = parts[1];
  } else if ((parts = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(body))) {
    intPart = parts[1].replace(/\./g, "");
    fracPart = parts[2] ?? "";
  } else if ((parts = /^(\d+),(\d{1,2})$/.exec(body))) {
    intPart = parts[1];
    fracPart = parts[2];
  } else if ((parts = /^(\d+)\.(\d{1,2})$/.exec(body))) {
    intPart = parts[1];
    fracPart = parts[2];
  } else {
    return null;
  }
  const cents = Number(intPart) * 100 + Number(fracPart.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Parses an amount in Brazilian (or dot-decimal) format; null when it is not an amount. */
export function parseMoneyBR(input: string): number | null {
  const cents = parseMoneyBRCents(input);
  return cents === null ? null : cents / 100;
}

/** Rounds a number to integer cents; a string is parsed with parseMoneyBRCents. NaN when invalid. */
export function toCents(value: number | string): number {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return NaN;
    const cents = Math.round(value * 100);
    return cents === 0 ? 0 : cents;
  }
  const cents = parseMoneyBRCents(value);
  return cents === null ? NaN : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Integer cents as the canonical decimal string of events: 123456 → "1234.56", -50 → "-0.50". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const int = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, "0");
  return `${sign}${int}.${frac}`;
}

/** Any accepted amount ("1.234,56", "1234.5", "R$ 10") as the canonical "1234.56"; null when invalid. */
export function normalizeAmount(input: string): string | null {
  const cents = parseMoneyBRCents(input);
  return cents === null ? null : centsToDecimal(cents);
}

/**
 * "R$ 1.234,56". A string may be a decimal ("1234.56") or Brazilian ("1.234,56");
 * a value that is not a number is shown as R$ 0,00.
 */
export function formatBRL(n: number | string): string {
  let value: number;
  if (typeof n === "number") value = n;
  else if (/^\s*-?\d+(\.\d+)?\s*$/.test(n)) value = Number(n);
  else value = parseMoneyBR(n) ?? NaN;
  if (!Number.isFinite(value)) value = 0;
  if (Math.round(value * 100) === 0) value = 0; // no "-R$ 0,00"
  return BRL.format(value).replace(NBSP, " ");
}
