// Page numbers read from a URL or a form ("?pagina=3", "Carregar mais" links): typed by hand at times.

/** No list of ours has this many pages; past it a page number is garbage, not a request for the end. */
export const MAX_PAGE = 100_000;

/**
 * A page number: garbage or below 1 is 1; above `max` is `max` (a huge one, "99999999999999999999",
 * would make an OFFSET the database cannot take, or read the whole table).
 */
export function pageParam(value: string | null | undefined, max = MAX_PAGE): number {
  const digits = (value ?? "").trim();
  if (!/^\d{1,15}$/.test(digits)) return /^\d{16,}$/.test(digits) ? max : 1;
  return Math.min(max, Math.max(1, Number(digits)));
}
