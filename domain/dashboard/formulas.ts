// The dashboard's figures (spec part 1 §2.4): conversion rate, its change against the previous
// month, abbreviated axis labels and the deal status labels. Pure functions of their inputs.

/** Closed ÷ generated × 100, capped at 100; 0 when it cannot be computed (no deals, bad numbers). */
export function conversionRate(closed: number, generated: number): number {
  if (!Number.isFinite(closed) || !Number.isFinite(generated) || generated <= 0 || closed < 0) return 0;
  return Math.min(100, (closed / generated) * 100);
}

/**
 * Change of `current` against `previous` as a percentage: 50 → 75 is +50. Infinity when the
 * previous value is 0 and the current is not; 0 when both are 0.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : current > 0 ? Infinity : -Infinity;
  return ((current - previous) / Math.abs(previous)) * 100;
}

const ONE_DECIMAL = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** "+50%", "-12,5%", "0%", "∞" (or "-∞"). */
export function formatDelta(delta: number): string {
  if (delta === Infinity) return "∞";
  if (delta === -Infinity) return "-∞";
  const v = ONE_DECIMAL.format(Math.abs(delta));
  return delta > 0 ? `+${v}%` : delta < 0 ? `-${v}%` : "0%";
}

/** "12,5%" for a rate. */
export function formatPercent(rate: number): string {
  return `${ONE_DECIMAL.format(rate)}%`;
}

/** Axis labels: 950 → "950", 1500 → "1,5k", 1_000_000 → "1M", 2_350_000 → "2,4M". */
export function abbreviateAmount(n: number): string {
  const sign = n < 0 ? "-" : "";
  const a = Math.abs(n);
  if (a >= 1_000_000) return `${sign}${ONE_DECIMAL.format(a / 1_000_000)}M`;
  if (a >= 1_000) return `${sign}${ONE_DECIMAL.format(a / 1_000)}k`;
  return `${sign}${ONE_DECIMAL.format(a)}`;
}

export type DealTone = "neutral" | "positive" | "negative";

/** IN_PROGRESS is ABERTO (neutral), CLOSED is GANHO (positive), anything else PERDIDO (negative). */
export function dealStatusLabel(status: string): { label: "ABERTO" | "GANHO" | "PERDIDO"; tone: DealTone } {
  if (status === "IN_PROGRESS") return { label: "ABERTO", tone: "neutral" };
  if (status === "CLOSED") return { label: "GANHO", tone: "positive" };
  return { label: "PERDIDO", tone: "negative" };
}

/** The chart colours of spec part 1 §2.4. */
export const CHART_COLOURS = ["#05445e", "#189ab4", "#75e6da", "#d4f1f4"] as const;

/** Kilowatt-peak shown with up to two decimals: "12,35 kWp". */
export function formatKwp(n: number): string {
  return `${new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 }).format(n)} kWp`;
}
