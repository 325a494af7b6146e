// The PDF uses the built-in Helvetica (no embedded font: smaller, faster, nothing to ship), whose
// encoding is WinAnsi (Latin-1 plus a few typographic signs). Portuguese fits it entirely (ç, ã, º,
// ², ×, —, “ ” …); a character outside it would print as a wrong glyph, so it is replaced here: its
// compatibility form when that fits (subscript ₂ → 2, ﬁ → fi), else "?". Subscript digits are kept
// apart so the document can draw them lowered (CO₂).

/** The 27 characters WinAnsi adds to Latin-1 in 0x80–0x9F. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function fits(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return c === 10 || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/** `s` with every character Helvetica cannot draw replaced (tabs become spaces, other controls go). */
export function winAnsi(s: string): string {
  let out = "";
  for (const ch of s.replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (fits(ch)) out += ch;
    else if (ch.codePointAt(0)! < 0x20) continue;
    else {
      const compat = ch.normalize("NFKC");
      out += [...compat].every(fits) ? compat : "?";
    }
  }
  return out;
}

const SUBSCRIPT = /([₀-₉]+)/u;

/** Splits `s` into plain runs and subscript-digit runs (as plain digits): "CO₂ por ano" → [["CO", false], ["2", true], [" por ano", false]]. */
export function subscriptRuns(s: string): [string, boolean][] {
  return s
    .split(SUBSCRIPT)
    .filter((part) => part !== "")
    .map((part) => (SUBSCRIPT.test(part) ? [part.normalize("NFKC"), true] : [winAnsi(part), false]));
}

const HEX = /^#[0-9a-fA-F]{6}$/;
/** A colour the PDF can use: the company's when it is #rrggbb, else `fallback`. */
export const pdfColor = (c: string | null | undefined, fallback: string) => (c && HEX.test(c) ? c : fallback);
