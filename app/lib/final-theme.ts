// The final proposal's colours (issue 17). The CSP allows styles only from our own style sheets (no
// style attribute, no inline <style>), so the company's colours reach the page as a tiny style sheet
// whose URL carries them (/proposta/final/tema.css?p=rrggbb&s=rrggbb): it depends only on its query
// and is cached for good. The charts' SVG uses fill attributes, which the CSP does not govern.

const HEX6 = /^[0-9a-f]{6}$/;
const HASH_HEX = /^#([0-9a-fA-F]{6})$/;
export const FALLBACK_COLORS = { primary: "05445e", secondary: "189ab4" } as const;

/** Black or white, whichever contrasts more with `hex` (rrggbb; WCAG relative luminance). */
export function textOn(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? "#ffffff" : "#111111";
}

/** The theme sheet's URL for the view's colours (#rrggbb). */
export function themeHref(colors: { primary: string; secondary: string }): string {
  const p = HASH_HEX.exec(colors.primary)?.[1] ?? FALLBACK_COLORS.primary;
  const s = HASH_HEX.exec(colors.secondary)?.[1] ?? FALLBACK_COLORS.secondary;
  return `/proposta/final/tema.css?p=${p.toLowerCase()}&s=${s.toLowerCase()}`;
}

/** The sheet for a query; a malformed colour falls back to Girassol's. */
export function themeCss(query: URLSearchParams): string {
  const p = (query.get("p") ?? "").toLowerCase();
  const s = (query.get("s") ?? "").toLowerCase();
  const primary = HEX6.test(p) ? p : FALLBACK_COLORS.primary;
  const secondary = HEX6.test(s) ? s : FALLBACK_COLORS.secondary;
  return `:root{--fp-primary:#${primary};--fp-secondary:#${secondary};--fp-on-primary:${textOn(primary)};--fp-on-secondary:${textOn(secondary)}}\n`;
}
