// Consumption and generation month by month as a server-rendered SVG bar chart (no JS needed). The
// month table beside it on the page is its text alternative; the <title> says what it shows.
import { MONTHS_SHORT } from "../../../domain/proposal";

const W = 640;
const H = 240;
const PAD = { top: 16, right: 8, bottom: 28, left: 56 };
const kwh = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** A round top for the axis (1, 2, 3, 4, 5, 6 or 8 × 10ⁿ) at or above the largest value: its half is round too. */
function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 3, 4, 5, 6, 8, 10].map((m) => m * p).find((m) => m >= v) ?? 10 * p;
}

export function GenerationChart({ consumption, generation }: { consumption: number[]; generation: number[] }) {
  const top = niceMax(Math.max(...consumption, ...generation));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / 12;
  const bar = slot * 0.36;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="generation-chart-title" className="p-chart" width="100%">
      <title id="generation-chart-title">Consumo e geração estimada por mês, em kWh (os valores estão na tabela abaixo)</title>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(top * f)} y2={y(top * f)} stroke="#ccc" />
          <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end" fontSize="11">
            {kwh.format(top * f)}
          </text>
        </g>
      ))}
      {MONTHS_SHORT.map((m, i) => {
        const x = PAD.left + i * slot + slot * 0.12;
        return (
          <g key={m}>
            <rect x={x} y={y(consumption[i] ?? 0)} width={bar} height={Math.max(0, y(0) - y(consumption[i] ?? 0))} fill="#8a8f98" />
            <rect x={x + bar} y={y(generation[i] ?? 0)} width={bar} height={Math.max(0, y(0) - y(generation[i] ?? 0))} fill="#f2a900" />
            <text x={PAD.left + i * slot + slot / 2} y={H - 10} textAnchor="middle" fontSize="11">
              {m}
            </text>
          </g>
        );
      })}
      <g fontSize="11">
        <rect x={PAD.left} y={2} width={10} height={10} fill="#8a8f98" />
        <text x={PAD.left + 14} y={11}>
          Consumo
        </text>
        <rect x={PAD.left + 90} y={2} width={10} height={10} fill="#f2a900" />
        <text x={PAD.left + 104} y={11}>
          Geração
        </text>
      </g>
    </svg>
  );
}
