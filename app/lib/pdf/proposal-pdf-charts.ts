// The PDF's two charts as geometry (d3-scale), in PDF points: monthly consumption vs generation and
// the 25-year cumulative cash flow. The PDF draws these with react-pdf's <Svg> primitives; the web
// page has its own builders (final-charts*), and both read the same FinalProposalView arrays.
import { scaleBand, scaleLinear } from "d3-scale";
import type { FinalProposalView } from "../../../domain/proposal";

export interface PdfBar {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}
export interface PdfChart {
  width: number;
  height: number;
  bars: PdfBar[];
  /** Horizontal grid lines with their labels on the left. */
  ticks: { y: number; text: string }[];
  xLabels: { x: number; text: string }[];
  /** The zero line. */
  baseline: number;
  left: number;
  right: number;
}

const MARGIN = { top: 8, right: 6, bottom: 16, left: 46 };
const int = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** 12 500 → "12,5 mil"; 1 250 000 → "1,3 mi": short tick labels. */
function shortNumber(n: number): string {
  const a = Math.abs(n);
  const one = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
  if (a >= 1_000_000) return `${one.format(n / 1_000_000)} mi`;
  if (a >= 10_000) return `${one.format(n / 1_000)} mil`;
  return int.format(n);
}

/** Consumption (primary colour) and, after the generation step, generation (secondary) side by side per month. */
export function monthlyPdfChart(
  monthly: NonNullable<FinalProposalView["monthly"]>,
  colors: FinalProposalView["colors"],
  width = 500,
  height = 170,
): PdfChart {
  const series = monthly.generationKwh ? [monthly.consumptionKwh, monthly.generationKwh] : [monthly.consumptionKwh];
  const fills = [colors.primary, colors.secondary];
  const max = Math.max(1, ...series.flat());
  const x = scaleBand<number>()
    .domain(monthly.labels.map((_, i) => i))
    .range([MARGIN.left, width - MARGIN.right])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const inner = scaleBand<number>()
    .domain(series.map((_, i) => i))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([height - MARGIN.bottom, MARGIN.top]);
  const base = y(0);
  return {
    width,
    height,
    bars: monthly.labels.flatMap((_, m) =>
      series.map((s, k) => {
        const top = y(Math.max(0, s[m] ?? 0));
        return { x: (x(m) ?? 0) + (inner(k) ?? 0), y: top, w: inner.bandwidth(), h: base - top, fill: fills[k]! };
      }),
    ),
    ticks: y.ticks(4).map((t) => ({ y: y(t), text: shortNumber(t) })),
    xLabels: monthly.labels.map((label, m) => ({ x: (x(m) ?? 0) + x.bandwidth() / 2, text: label })),
    baseline: base,
    left: MARGIN.left,
    right: width - MARGIN.right,
  };
}

/** One bar per year of the cumulative cash flow (R$): below zero in the secondary colour, above in the primary. */
export function cashFlowPdfChart(
  rows: NonNullable<FinalProposalView["viability"]>["cashFlow"],
  colors: FinalProposalView["colors"],
  width = 500,
  height = 170,
): PdfChart {
  const values = rows.map((r) => r.cumulativeCents / 100);
  const lo = Math.min(0, ...values),
    hi = Math.max(0, ...values, 1);
  const x = scaleBand<number>()
    .domain(rows.map((r) => r.year))
    .range([MARGIN.left, width - MARGIN.right])
    .padding(0.2);
  const y = scaleLinear()
    .domain([lo, hi])
    .nice(5)
    .range([height - MARGIN.bottom, MARGIN.top]);
  const zero = y(0);
  return {
    width,
    height,
    bars: rows.map((r, i) => {
      const v = y(values[i]!);
      return {
        x: x(r.year) ?? 0,
        y: Math.min(v, zero),
        w: x.bandwidth(),
        h: Math.abs(zero - v),
        fill: values[i]! < 0 ? colors.secondary : colors.primary,
      };
    }),
    ticks: y.ticks(5).map((t) => ({ y: y(t), text: shortNumber(t) })),
    // Odd years only: 25 labels do not fit the A4 width (spec part 3 §9: "all years or odd years").
    xLabels: rows.filter((r) => r.year % 2 === 1).map((r) => ({ x: (x(r.year) ?? 0) + x.bandwidth() / 2, text: String(r.year) })),
    baseline: zero,
    left: MARGIN.left,
    right: width - MARGIN.right,
  };
}
