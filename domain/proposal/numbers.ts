// Numbers as people in Brazil type them on a bill form: "1.234" (thousands) and "350,5" (decimal
// comma) for kWh, "0,85432" or "0.85432" for a tariff. Pure and shared by the server and the
// browser (the "paste 12 months" field fills the inputs live with the same rules).

export type Parsed<T> = { ok: true; value: T } | { ok: false; empty: boolean };

const EMPTY = { ok: false, empty: true } as const;
const INVALID = { ok: false, empty: false } as const;

function compact(text: unknown): string {
  return String(text ?? "")
    .replace(/R\$/gi, "")
    .replace(/[\s\u00a0\u202f]/g, "");
}

/** "1.234,5" / "1,234.5" / "350,5" / "1.234" (thousands) / "12.5" → the digits with a dot as decimal point; null when not a number. */
function plainDecimal(t: string, dotAloneIsThousands: boolean): string | null {
  const sign = t.startsWith("-") ? "-" : "";
  let s = sign ? t.slice(1) : t;
  const comma = s.lastIndexOf(",");
  const dot = s.lastIndexOf(".");
  if (comma >= 0 && dot >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    s = comma > dot ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  } else if (comma >= 0) {
    if (s.indexOf(",") !== comma) return null;
    s = s.replace(",", ".");
  } else if (dot >= 0 && (s.indexOf(".") !== dot || (dotAloneIsThousands && /^\d{1,3}(\.\d{3})+$/.test(s)))) {
    if (!/^\d{1,3}(\.\d{3})+$/.test(s)) return null;
    s = s.replace(/\./g, "");
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  return sign + s;
}

/**
 * A quantity (kWh, kW, %): "1.234" is a thousand two hundred and thirty-four, as on a Brazilian bill;
 * "350,5" and "350.5" are decimals. Rounded half up to 2 decimals on the typed digits.
 */
export function parseQuantity(text: unknown): Parsed<number> {
  const t = compact(text);
  if (t === "") return EMPTY;
  const s = plainDecimal(t, true);
  const rounded = s === null ? null : roundDigits(s, 2);
  return rounded === null ? INVALID : { ok: true, value: Number(rounded) };
}

/** A plain decimal ("-12.3456") rounded half up to `decimals` on its digits: "-12.35"; null when too long. */
function roundDigits(s: string, decimals: number): string | null {
  const negative = s.startsWith("-");
  const [intRaw, fracRaw = ""] = (negative ? s.slice(1) : s).split(".");
  const int = intRaw.replace(/^0+(?=\d)/, "") || "0";
  if (int.length > 12) return null;
  let scaled = BigInt(int + fracRaw.padEnd(decimals, "0").slice(0, decimals));
  if (fracRaw.length > decimals && Number(fracRaw[decimals]) >= 5) scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, -decimals);
  const frac = digits.slice(-decimals);
  return `${negative && scaled !== 0n ? "-" : ""}${whole}.${frac}`;
}

/**
 * An amount in R$ (a tariff in R$/kWh or R$/kW) as the exact decimal string events carry: a dot,
 * at least 2 and at most `maxDecimals` decimals (rounded half up on the typed digits, never through
 * a binary float): "0,854329" → "0.854329", "R$ 45,1" → "45.10", "0.8" → "0.80". A dot alone is a
 * decimal point ("0.654" is not 654): tariffs are typed that way, as ANEEL's files write them.
 */
export function parseDecimalText(text: unknown, maxDecimals = 6): Parsed<string> {
  const t = compact(text);
  if (t === "") return EMPTY;
  const s = plainDecimal(t, false);
  const rounded = s === null ? null : roundDigits(s, maxDecimals);
  if (rounded === null) return INVALID;
  const [whole, frac] = rounded.split(".");
  return { ok: true, value: `${whole}.${frac.replace(/0+$/, "").padEnd(2, "0")}` };
}

/** The values of a pasted row: separated by spaces, tabs, line breaks or ";" (a comma is a decimal comma). */
export function splitMonthRow(text: unknown): string[] {
  return String(text ?? "")
    .split(/[\s;\u00a0]+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * A pasted row of 12 months ("350 410 380…", "350;410;…", a spreadsheet row with tabs, "1.234"
 * or "350,5" per value) as the 12 texts of the month inputs; null when the row does not hold
 * exactly 12 numbers (the caller says how many it found).
 */
export function monthsFromRow(text: unknown): { months: string[] } | { found: number; invalid: string | null } {
  const parts = splitMonthRow(text);
  const invalid = parts.find((p) => !parseQuantity(p).ok) ?? null;
  if (parts.length !== 12 || invalid !== null) return { found: parts.length, invalid };
  return { months: parts };
}
