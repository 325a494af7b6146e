// The dd/mm/aaaa date field (issue 18, ADR 019): a text input whose reading does not depend on the
// browser's language (a type=date shows the browser's locale). readDateInput is what the server
// reads (the truth); maskDateTyping puts the slashes in while typing. Short forms are read, and
// the field shows them back in full when it is left: "1/2/26" → 01/02/2026 (a two-digit year is
// 20aa: the CRM's dates are this century's, and the full date shown back makes the reading plain).
import { MSG } from "./validation";
import { daysInMonth, MIN_DATE_YEAR } from "./format";

export type DateRead = { ok: true; iso: string } | { ok: false; message: string };

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * "31/12/2026", "1/2/2026", "1/2/26", "01-02-2026", "01.02.2026", "01022026", "010226" or an ISO
 * "2026-02-01" (old links, type=date posts) → "aaaa-mm-dd". Year from 1920 (spec part 1 §5) and,
 * with `maxYear`, not after it; the day within its month (leap years). Else "Data inválida.".
 */
export function readDateInput(input: string, opts: { maxYear?: number } = {}): DateRead {
  const s = typeof input === "string" ? input.trim() : "";
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const m: readonly string[] | null = iso
    ? [s, iso[3], iso[2], iso[1]]
    : (/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s) ?? /^(\d{2})(\d{2})(\d{4}|\d{2})$/.exec(s));
  const bad = { ok: false as const, message: MSG.invalidDate };
  if (!m) return bad;
  const [day, month] = [Number(m[1]), Number(m[2])];
  const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  if (year < MIN_DATE_YEAR || (opts.maxYear !== undefined && year > opts.maxYear)) return bad;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return bad;
  return { ok: true, iso: `${year}-${pad2(month)}-${pad2(day)}` };
}

/** An ISO date as the field shows it ("2026-02-01" → "01/02/2026"); anything else as given (a typed value kept). */
export function dateInputValue(value: string | null | undefined): string {
  if (!value) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/**
 * The mask while typing: digits, with the slashes put in after the day and the month (a typed
 * slash ends a part early: "1/" stays, for "1/2/26"). At most 2 + 2 + 4 digits. `caret` is the
 * caret's offset in `value`; the answer's caret sits after the same digits.
 */
export function maskDateTyping(value: string, caret: number = value.length): { value: string; caret: number } {
  // A pasted ISO date ("2026-02-01") is left whole: readDateInput reads it and leaving the field shows it as dd/mm/aaaa.
  if (/^\s*\d{4}-/.test(value)) return { value, caret };
  const clean = value.replace(/[^\d/.-]/g, "").replace(/[.-]/g, "/");
  const digitsBefore = clean.slice(0, value.slice(0, caret).replace(/[^\d/.-]/g, "").length).replace(/\D/g, "").length;
  const parts: string[] = [""];
  const max = [2, 2, 4];
  for (const ch of clean) {
    const i = parts.length - 1;
    if (ch === "/") {
      if (parts[i] && parts.length < 3) parts.push("");
      continue;
    }
    if (parts[i].length < max[i]) parts[i] += ch;
    else if (parts.length < 3) parts.push(ch);
  }
  // A slash typed after a part stays ("01/" while the month is typed): it is an empty last part.
  const out = parts.join("/");
  let seen = 0;
  let at = 0;
  while (at < out.length && seen < digitsBefore) {
    if (/\d/.test(out[at])) seen++;
    at++;
  }
  // After a part's last digit, the caret goes past the slash that follows it.
  if (out[at] === "/" && seen === digitsBefore && at === out.length - 1) at++;
  return { value: out, caret: at };
}
