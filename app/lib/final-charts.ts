// The final proposal's two charts as plain geometry (issue 17): rectangles, paths, ticks and
// labels computed with d3-scale and d3-shape from FinalProposalView's numbers. The web pages draw
// them as server-rendered SVG (readable without JS) and the PDF draws the same numbers with its own
// primitives, so every view shows the same chart. Nothing here touches the DOM or React.
import { scaleBand, scaleLinear } from "d3-scale";
import { line as d3line } from "d3-shape";
import { formatBRL } from "../../domain/shared/money";

export interface ChartRect {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  /** What a reader hears for the bar (an SVG <title>): "jan: consumo 500 kWh". */
  label: string;
}

export interface ChartTick {
  /** Position on the axis (y for the value axis, x for the category axis). */
  at: number;
  text: string;
}

export interface ChartLegend {
  text: string;
  fill: string;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The SVG <title> and <desc>: what the chart is and its numbers in words. */
  title: string;
  desc: string;
  /** Plot area. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** y of the value 0 (the baseline). */
  zeroY: number;
  bars: ChartRect[];
  yTicks: ChartTick[];
  xLabels: ChartTick[];
  legend: ChartLegend[];
  /** An optional line over the bars (the cumulative cash flow), an SVG path "d". */
  linePath: string | null;
  lineColor: string | null;
}

export interface ChartColors {
  primary: string;
  secondary: string;
}

const MARGIN = { top: 16, right: 12, bottom: 28, left: 56 };
/** The cash flow's y labels are longer ("-R$ 100 mil"). */
const CASH_MARGIN = { ...MARGIN, left: 76 };
/** The least room (px of the drawing) an x label needs beside its neighbour. */
const MIN_LABEL_GAP = 20;
const int = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const brl = { format: formatBRL };

/** 1.234 → "1,2 mil", 1.500.000 → "1,5 mi": short axis labels in pt-BR. */
export function shortNumber(n: number): string {
  const sign = n < 0 ? "-" : "";
  const a = Math.abs(n);
  if (a >= 1_000_000) return `${sign}${oneDecimal.format(a / 1_000_000)} mi`;
  if (a >= 1_000) return `${sign}${oneDecimal.format(a / 1_000)} mil`;
  return `${sign}${int.format(a)}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Consumption vs generation per month (kWh): two bars a month, consumption in the secondary colour
 * and generation in the primary one; generation null (no generation step yet) draws consumption only.
 */
export function monthlyChart(
  monthly: { labels: readonly string[]; consumptionKwh: number[]; generationKwh: number[] | null },
  colors: ChartColors,
  size: { width: number; height: number } = { width: 640, height: 240 },
): ChartGeometry {
  const { width, height } = size;
  const series = [{ key: "Consumo", values: monthly.consumptionKwh, fill: colors.secondary }];
  if (monthly.generationKwh) series.push({ key: "Geração", values: monthly.generationKwh, fill: colors.primary });
  const x = scaleBand<string>()
    .domain(monthly.labels as string[])
    .range([MARGIN.left, width - MARGIN.right])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const inner = scaleBand<string>()
    .domain(series.map((s) => s.key))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => Math.max(0, v))));
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([height - MARGIN.bottom, MARGIN.top]);
  const bars: ChartRect[] = [];
  monthly.labels.forEach((m, i) =>
    series.forEach((s) => {
      const v = Math.max(0, s.values[i] ?? 0);
      bars.push({
        x: round2((x(m) ?? 0) + (inner(s.key) ?? 0)),
        y: round2(y(v)),
        w: round2(inner.bandwidth()),
        h: round2(y(0) - y(v)),
        fill: s.fill,
        label: `${m}: ${s.key.toLowerCase()} ${int.format(v)} kWh`,
      });
    }),
  );
  const words = series.map((s) => `${s.key.toLowerCase()} ${monthly.labels.map((m, i) => `${m} ${int.format(s.values[i] ?? 0)}`).join(", ")} kWh`);
  return {
    width,
    height,
    title: monthly.generationKwh ? "Consumo e geração mensal (kWh)" : "Consumo mensal (kWh)",
    desc: words.join("; ") + ".",
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: height - MARGIN.bottom,
    zeroY: round2(y(0)),
    bars,
    yTicks: y.ticks(4).map((t) => ({ at: round2(y(t)), text: shortNumber(t) })),
    xLabels: monthly.labels.map((m) => ({ at: round2((x(m) ?? 0) + x.bandwidth() / 2), text: m })),
    legend: series.map((s) => ({ text: `${s.key} (kWh)`, fill: s.fill })),
    linePath: null,
    lineColor: null,
  };
}

/** Which years the cash-flow chart shows: every year 1–25 or the odd ones (1, 3, …, 25). */
export type CashFlowYears = "all" | "odd";

/**
 * The 25-year cash flow: one bar per operating year with the cumulative cash flow (negative years,
 * before the payback, in grey below the zero line; positive in the primary colour) and a line
 * through the bars' tops. Amounts are centavos; labels in reais.
 */
export function cashFlowChart(
  rows: { year: number; cumulativeCents: number }[],
  colors: ChartColors,
  years: CashFlowYears = "all",
  size: { width: number; height: number } = { width: 640, height: 260 },
): ChartGeometry {
  const { width, height } = size;
  const shown = years === "odd" ? rows.filter((r) => r.year % 2 === 1) : rows;
  const reais = shown.map((r) => r.cumulativeCents / 100);
  const x = scaleBand<string>()
    .domain(shown.map((r) => String(r.year)))
    .range([CASH_MARGIN.left, width - CASH_MARGIN.right])
    .padding(0.2);
  const lo = Math.min(0, ...reais);
  const hi = Math.max(0, ...reais);
  const y = scaleLinear()
    .domain(lo === hi ? [0, 1] : [lo, hi])
    .nice(5)
    .range([height - CASH_MARGIN.bottom, CASH_MARGIN.top]);
  const zero = y(0);
  const every = Math.max(1, Math.ceil(MIN_LABEL_GAP / x.step()));
  const negative = "#9aa5b1";
  const bars: ChartRect[] = shown.map((r, i) => {
    const v = reais[i];
    const top = Math.min(y(v), zero);
    return {
      x: round2(x(String(r.year)) ?? 0),
      y: round2(top),
      w: round2(x.bandwidth()),
      h: round2(Math.abs(y(v) - zero)),
      fill: v < 0 ? negative : colors.primary,
      label: `Ano ${r.year}: ${brl.format(v)}`,
    };
  });
  const path =
    shown.length > 1
      ? d3line<number>()
          .x((_, i) => round2((x(String(shown[i].year)) ?? 0) + x.bandwidth() / 2))
          .y((v) => round2(y(v)))(reais)
      : null;
  const first = shown[0];
  const last = shown[shown.length - 1];
  return {
    width,
    height,
    title: years === "odd" ? "Fluxo de caixa acumulado em 25 anos (anos ímpares)" : "Fluxo de caixa acumulado em 25 anos",
    desc: shown.length
      ? `Do ano ${first.year} (${brl.format(first.cumulativeCents / 100)}) ao ano ${last.year} (${brl.format(last.cumulativeCents / 100)}): ` +
        shown.map((r) => `ano ${r.year} ${brl.format(r.cumulativeCents / 100)}`).join(", ") +
        "."
      : "Sem dados de fluxo de caixa.",
    left: CASH_MARGIN.left,
    right: width - CASH_MARGIN.right,
    top: CASH_MARGIN.top,
    bottom: height - CASH_MARGIN.bottom,
    zeroY: round2(zero),
    bars,
    yTicks: y.ticks(5).map((t) => ({ at: round2(y(t)), text: `R$ ${shortNumber(t)}` })),
    // A label every `every` bars, so that narrow charts (mobile) keep them apart; the last year always.
    xLabels: shown
      .filter((_, i) => i % every === 0 || i === shown.length - 1)
      .map((r) => ({ at: round2((x(String(r.year)) ?? 0) + x.bandwidth() / 2), text: String(r.year) })),
    legend: [
      { text: "Acumulado negativo", fill: negative },
      { text: "Acumulado positivo", fill: colors.primary },
    ],
    linePath: path,
    lineColor: colors.secondary,
  };
}
