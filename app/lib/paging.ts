// Page numbers read from a URL or a form ("?pagina=3", "Carregar mais" links): typed by hand at times.

/** A page number: garbage or below 1 is 1; above `max` is `max` (a huge one would read the whole table). */
export function pageParam(value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number {
  return Math.min(max, Math.max(1, Number.parseInt(value ?? "1", 10) || 1));
}
