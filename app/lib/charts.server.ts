// Chart geometry computed on the server with d3 (DESIGN §7): the page gets SVG paths and label
// positions, so the charts show without JavaScript. Colours from spec part 1 §2.4.
import { arc as d3arc, pie as d3pie } from "d3-shape";
import { scaleBand, scaleLinear } from "d3-scale";
import { abbreviateAmount, CHART_COLOURS } from "../../domain/dashboard";

export interface DoughnutSlice {
  label: string;
  value: number;
  valueText: string;
  path: string;
  colour: string;
}
export interface Doughnut {
  size: number;
  slices: DoughnutSlice[];
  totalText: string;
  empty: boolean;
}

/** A doughnut of one value per label; an all-zero series draws a grey ring (and says so). */
export function doughnut(series: { label: string; value: number; valueText: string }[], size = 180): Doughnut {
  const outer = size / 2 - 4,
    inner = outer * 0.6;
  const total = series.reduce((s, x) => s + Math.max(0, x.value), 0);
  const arcs = d3pie<{ value: number }>()
    .sort(null)
    .value((d) => Math.max(0, d.value))(series);
  const arc = d3arc<{ startAngle: number; endAngle: number }>()
    .innerRadius(inner)
    .outerRadius(outer)
    .padAngle(total > 0 ? 0.01 : 0);
  return {
    size,
    empty: total === 0,
    totalText: abbreviateAmount(total),
    slices: series.map((s, i) => ({
      ...s,
      colour: CHART_COLOURS[i % CHART_COLOURS.length],
      path: total > 0 ? (arc(arcs[i]) ?? "") : "",
    })),
  };
}

export interface BarChart {
  width: number;
  height: number;
  bars: { label: string; valueText: string; x: number; y: number; w: number; h: number; colour: string }[];
  ticks: { y: number; text: string }[];
  xLabels: { x: number; text: string }[];
  baseline: number;
  left: number;
  right: number;
}

/** Vertical bars with a y axis whose labels are abbreviated with k and M. */
export function barChart(series: { label: string; value: number; valueText: string }[], width = 320, height = 180): BarChart {
  const margin = { top: 10, right: 10, bottom: 24, left: 44 };
  const x = scaleBand()
    .domain(series.map((s) => s.label))
    .range([margin.left, width - margin.right])
    .padding(0.3);
  const max = Math.max(1, ...series.map((s) => s.value));
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
  return {
    width,
    height,
    baseline: y(0),
    left: margin.left,
    right: width - margin.right,
    bars: series.map((s, i) => ({
      label: s.label,
      valueText: s.valueText,
      x: x(s.label) ?? 0,
      w: x.bandwidth(),
      y: y(Math.max(0, s.value)),
      h: y(0) - y(Math.max(0, s.value)),
      colour: CHART_COLOURS[i % 2],
    })),
    ticks: y.ticks(4).map((t) => ({ y: y(t), text: abbreviateAmount(t) })),
    xLabels: series.map((s) => ({ x: (x(s.label) ?? 0) + x.bandwidth() / 2, text: s.label })),
  };
}
