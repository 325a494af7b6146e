// The BRL money field (issue 18): what the server reads from it (the truth: readMoneyInput), the
// reading shown beside it, and the mask that formats it while typing. A bare "1850050" is reais
// (R$ 1.850.050,00), never cents: the mask groups thousands, it never shifts digits into decimals.
import { MSG } from "./validation";
import { centsToDecimal, formatBRL, parseMoneyBRCents } from "./money";

export type MoneyRead = { ok: true; cents: number; decimal: string } | { ok: false; message: string };

/** A typed amount ("1.850.050,00", "R$ 1.850.050,00", "1850050", "1850,50", "1,5") → cents; the spec's message otherwise. */
export function readMoneyInput(input: string): MoneyRead {
  const cents = parseMoneyBRCents(input ?? "");
  if (cents === null || cents < 0) return { ok: false, message: MSG.invalidAmount };
  return { ok: true, cents, decimal: centsToDecimal(cents) };
}

/** An amount as the field shows it: "1850050.00" or 185005000 cents → "1.850.050,00" ("" when not an amount). */
export function moneyInputValue(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "";
  const cents = typeof amount === "number" ? amount : parseMoneyBRCents(amount);
  if (cents === null || !Number.isFinite(cents)) return "";
  return formatBRL(cents / 100).replace(/^-?R\$\s*/, (m) => (m.startsWith("-") ? "-" : ""));
}

/** The reading beside the field: "= R$ 1.850.050,00"; "" while empty or not an amount (the server's message answers then). */
export function moneyReading(input: string): string {
  if (!input.trim()) return "";
  const read = readMoneyInput(input);
  return read.ok ? `= ${formatBRL(read.cents / 100)}` : "";
}

function groupThousands(digits: string): string {
  const int = digits.replace(/^0+(?=\d)/, "");
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * The mask while typing: keeps digits and one comma, regroups the reais with dots and keeps at
 * most two decimals. "1234.5" (a dot with one or two digits after it, the way some people type
 * decimals) is left as typed: the reading beside the field says how it is read. `caret` is the
 * caret's offset in `value`; the answer's caret sits after the same digits (and comma).
 */
export function maskMoneyTyping(value: string, caret: number = value.length): { value: string; caret: number } {
  const clean = value.replace(/[^\d.,]/g, "");
  const cleanCaret = value.slice(0, caret).replace(/[^\d.,]/g, "").length;
  if (/^\d+\.\d{0,2}$/.test(clean) && !/^\d{1,3}\.\d{3}$/.test(clean)) return { value: clean, caret: cleanCaret };

  const significant = (s: string) => s.replace(/[^\d,]/g, "").length;
  const before = significant(clean.slice(0, cleanCaret));
  const comma = clean.indexOf(",");
  let out: string;
  if (comma >= 0) {
    const int = clean.slice(0, comma).replace(/\D/g, "");
    const frac = clean
      .slice(comma + 1)
      .replace(/\D/g, "")
      .slice(0, 2);
    out = `${int ? groupThousands(int) : "0"},${frac}`;
  } else {
    const digits = clean.replace(/\D/g, "");
    out = digits ? groupThousands(digits) : "";
  }
  // The caret after the same count of digits and comma (leading zeros dropped may shift it by one).
  let seen = 0;
  let at = 0;
  while (at < out.length && seen < before) {
    if (/[\d,]/.test(out[at])) seen++;
    at++;
  }
  return { value: out, caret: Math.min(at, out.length) };
}
