// The final proposal's chart geometry (issue 17): bars inside the plot, heights proportional to the
// values, negative cash flow below the zero line, odd years only when asked, words for readers.
import { describe, expect, it } from "vitest";
import { cashFlowChart, monthlyChart, shortNumber } from "../../../app/lib/final-charts";

const colors = { primary: "#05445e", secondary: "#f5a623" };
const labels = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"] as const;

describe("monthlyChart", () => {
  const consumption = Array.from({ length: 12 }, () => 500);
  const generation = [600, 580, 550, 500, 450, 400, 420, 480, 520, 560, 590, 610];

  it("draws two bars a month, heights proportional to kWh, within the plot", () => {
    const g = monthlyChart({ labels, consumptionKwh: consumption, generationKwh: generation }, colors);
    expect(g.bars).toHaveLength(24);
    expect(g.legend.map((l) => l.text)).toEqual(["Consumo (kWh)", "Geração (kWh)"]);
    for (const b of g.bars) {
      expect(b.x).toBeGreaterThanOrEqual(g.left);
      expect(b.x + b.w).toBeLessThanOrEqual(g.right + 0.01);
      expect(b.y).toBeGreaterThanOrEqual(g.top - 0.01);
      expect(b.y + b.h).toBeCloseTo(g.zeroY, 1);
    }
    const jan = g.bars.filter((b) => b.label.startsWith("jan:"));
    expect(jan.map((b) => b.fill)).toEqual([colors.secondary, colors.primary]);
    // 600 / 500 within rounding to 0,01 px
    expect(jan[1].h / jan[0].h).toBeCloseTo(600 / 500, 2);
    expect(jan[0].label).toBe("jan: consumo 500 kWh");
    expect(g.xLabels.map((l) => l.text)).toEqual([...labels]);
    expect(g.yTicks[0].text).toBe("0");
    expect(g.desc).toContain("geração jan 600");
  });

  it("without generation draws consumption only", () => {
    const g = monthlyChart({ labels, consumptionKwh: consumption, generationKwh: null }, colors);
    expect(g.bars).toHaveLength(12);
    expect(g.title).toBe("Consumo mensal (kWh)");
    expect(g.legend).toHaveLength(1);
  });

  it("an all-zero series still has a scale (no NaN)", () => {
    const g = monthlyChart({ labels, consumptionKwh: Array(12).fill(0), generationKwh: null }, colors);
    expect(g.bars.every((b) => b.h === 0 && Number.isFinite(b.y))).toBe(true);
  });
});

describe("cashFlowChart", () => {
  // −R$ 17.700 in year 1, +R$ 3.000 a year after.
  const rows = Array.from({ length: 25 }, (_, i) => ({ year: i + 1, cumulativeCents: (-17_700 + 3_000 * i) * 100 }));

  it("puts negative years below the zero line and positive ones above, with a line through the tops", () => {
    const g = cashFlowChart(rows, colors);
    expect(g.bars).toHaveLength(25);
    const y1 = g.bars[0];
    expect(y1.y).toBeCloseTo(g.zeroY, 1); // starts at zero, goes down
    expect(y1.fill).not.toBe(colors.primary);
    const y25 = g.bars[24];
    expect(y25.y + y25.h).toBeCloseTo(g.zeroY, 1); // ends at zero, goes up
    expect(y25.fill).toBe(colors.primary);
    expect(y25.label).toBe("Ano 25: R$ 54.300,00");
    expect(g.linePath).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){24}$/);
    expect(g.yTicks.some((t) => t.text === "R$ 0")).toBe(true);
  });

  it("odd years: 13 bars, 1, 3, …, 25", () => {
    const g = cashFlowChart(rows, colors, "odd");
    expect(g.xLabels.map((l) => l.text)).toEqual(Array.from({ length: 13 }, (_, i) => String(2 * i + 1)));
    expect(g.title).toContain("anos ímpares");
  });

  it("no rows: an empty chart that says so", () => {
    const g = cashFlowChart([], colors);
    expect(g.bars).toEqual([]);
    expect(g.linePath).toBeNull();
    expect(g.desc).toBe("Sem dados de fluxo de caixa.");
  });
});

it("shortNumber abbreviates in pt-BR", () => {
  expect(shortNumber(950)).toBe("950");
  expect(shortNumber(1_500)).toBe("1,5 mil");
  expect(shortNumber(-20_000)).toBe("-20 mil");
  expect(shortNumber(1_250_000)).toBe("1,3 mi");
});

it("a narrow cash-flow chart labels every other year, and always the last", () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ year: i + 1, cumulativeCents: i * 100 }));
  const g = cashFlowChart(rows, colors, "all", { width: 360, height: 240 });
  expect(g.bars).toHaveLength(25);
  expect(g.xLabels.map((l) => l.text)).toEqual(Array.from({ length: 13 }, (_, i) => String(2 * i + 1)));
  const gaps = g.xLabels.slice(1).map((l, i) => l.at - g.xLabels[i].at);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(20);
});
