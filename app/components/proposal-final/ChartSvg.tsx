// Draws a chart's geometry (app/lib/final-charts.ts) as SVG, rendered on the server: it reads without
// JavaScript, and a screen reader gets its <title> and <desc> (the numbers in words) and each bar's
// own <title>. Colours are SVG fill attributes, which the CSP's style-src does not govern.
import type { ChartGeometry } from "~/lib/final-charts";

export function ChartSvg({ chart, id }: { chart: ChartGeometry; id: string }) {
  const labelY = chart.bottom + 18;
  return (
    <figure className="fp-chart" aria-labelledby={`${id}-caption`}>
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="fp-chart-svg">
        <title id={`${id}-title`}>{chart.title}</title>
        <desc id={`${id}-desc`}>{chart.desc}</desc>
        <g className="fp-chart-grid" aria-hidden="true">
          {chart.yTicks.map((t) => (
            <g key={t.at}>
              <line x1={chart.left} x2={chart.right} y1={t.at} y2={t.at} stroke="#e1e7ec" />
              <text x={chart.left - 6} y={t.at} dy="0.32em" textAnchor="end">
                {t.text}
              </text>
            </g>
          ))}
        </g>
        <g>
          {chart.bars.map((b, i) => (
            <rect key={i} x={b.x} y={b.y} width={b.w} height={b.h} fill={b.fill}>
              <title>{b.label}</title>
            </rect>
          ))}
        </g>
        <line x1={chart.left} x2={chart.right} y1={chart.zeroY} y2={chart.zeroY} stroke="#5b6b78" aria-hidden="true" />
        {chart.linePath && <path d={chart.linePath} fill="none" stroke={chart.lineColor ?? "#1d2730"} strokeWidth={2} aria-hidden="true" />}
        <g className="fp-chart-x" aria-hidden="true">
          {chart.xLabels.map((l) => (
            <text key={l.at} x={l.at} y={labelY} textAnchor="middle">
              {l.text}
            </text>
          ))}
        </g>
      </svg>
      <figcaption id={`${id}-caption`} className="fp-legend">
        <span className="fp-chart-name">{chart.title}</span>
        {chart.legend.map((l) => (
          <span key={l.text} className="fp-legend-item">
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <rect width="12" height="12" rx="2" fill={l.fill} />
            </svg>{" "}
            {l.text}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
