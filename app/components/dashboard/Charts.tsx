// SVG charts drawn from geometry the loader computed with d3: visible without JavaScript. Each chart
// has an aria-label and a table as its text alternative; <title> gives a native tooltip per slice.
import type { BarChart as BarChartData, Doughnut as DoughnutData } from "~/lib/charts.server";

export function DoughnutChart({ id, title, data }: { id: string; title: string; data: DoughnutData }) {
  const r = data.size / 2;
  const summary = data.slices.map((s) => `${s.label}: ${s.valueText}`).join("; ");
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>
        <h3>{title}</h3>
      </figcaption>
      <svg width={data.size} height={data.size} viewBox={`0 0 ${data.size} ${data.size}`} role="img" aria-label={`${title}: ${summary}`}>
        <g transform={`translate(${r},${r})`}>
          {data.empty ? (
            <circle r={r * 0.8} fill="none" stroke="#d9e2e8" strokeWidth={r * 0.38} />
          ) : (
            data.slices.map((s) => (
              <path key={s.label} d={s.path} fill={s.colour}>
                <title>{`${s.label}: ${s.valueText}`}</title>
              </path>
            ))
          )}
          <text textAnchor="middle" dy="0.35em" className="chart-total">
            {data.totalText}
          </text>
        </g>
      </svg>
      <table className="chart-legend">
        <caption className="visually-hidden">{title}</caption>
        <tbody>
          {data.slices.map((s) => (
            <tr key={s.label}>
              <th scope="row">
                <svg className="swatch" viewBox="0 0 1 1" aria-hidden="true">
                  <rect width="1" height="1" fill={s.colour} />
                </svg>
                {s.label}
              </th>
              <td>{s.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function BarChartSvg({ id, title, data }: { id: string; title: string; data: BarChartData }) {
  const summary = data.bars.map((b) => `${b.label}: ${b.valueText}`).join("; ");
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>
        <h3>{title}</h3>
      </figcaption>
      <svg width={data.width} height={data.height} viewBox={`0 0 ${data.width} ${data.height}`} role="img" aria-label={`${title}: ${summary}`}>
        {data.ticks.map((t) => (
          <g key={t.text} className="tick">
            <line x1={data.left} x2={data.right} y1={t.y} y2={t.y} stroke="#d9e2e8" />
            <text x={data.left - 6} y={t.y} dy="0.32em" textAnchor="end">
              {t.text}
            </text>
          </g>
        ))}
        {data.bars.map((b) => (
          <rect key={b.label} x={b.x} y={b.y} width={b.w} height={b.h} fill={b.colour}>
            <title>{`${b.label}: ${b.valueText}`}</title>
          </rect>
        ))}
        <line x1={data.left} x2={data.right} y1={data.baseline} y2={data.baseline} stroke="#5b6b78" />
        {data.xLabels.map((l) => (
          <text key={l.text} x={l.x} y={data.height - 6} textAnchor="middle">
            {l.text}
          </text>
        ))}
      </svg>
      <table className="chart-legend">
        <caption className="visually-hidden">{title}</caption>
        <tbody>
          {data.bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{b.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
