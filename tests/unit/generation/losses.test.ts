import { describe, expect, it } from "vitest";
import {
  checkLosses,
  DEFAULT_LOSSES,
  GENERATION_MSG,
  lossErrors,
  lossesFromPreference,
  lossesKwh,
  performanceRatio,
} from "../../../domain/generation";
import { DomainError } from "../../../domain/shared/decider";

describe("losses and the performance ratio", () => {
  it("PVWatts v5's ten lines make 14.08 %; with 10 % heat and a 96 % inverter PR ≈ 0.7424", () => {
    // 0.98 × 0.97 × 1 × 0.98 × 0.98 × 0.995 × 0.985 × 0.99 × 1 × 0.97 = 0.859243393...
    expect(performanceRatio(DEFAULT_LOSSES.slice(0, 10))).toBeCloseTo(0.859243393, 9);
    // × 0.90 (temperature) × 0.96 (inverter) = 0.742386291...
    expect(performanceRatio(DEFAULT_LOSSES)).toBeCloseTo(0.742386292, 9);
    expect(DEFAULT_LOSSES.map((l) => l.key)).toEqual([
      "soiling",
      "shading",
      "snow",
      "mismatch",
      "wiring",
      "connections",
      "lid",
      "nameplate",
      "age",
      "availability",
      "temperature",
      "inverter",
    ]);
  });

  it("the spec's single preference is one named line", () => {
    expect(lossesFromPreference(20)).toEqual([{ key: "system", label: "Perdas do sistema", fraction: 0.2 }]);
    expect(performanceRatio(lossesFromPreference(20))).toBeCloseTo(0.8, 12);
    expect(performanceRatio([])).toBe(1);
  });

  it("each line removes its fraction of what the lines before it left; the parts add up to gross − net", () => {
    // 1000 kWh: soiling 10 % takes 100, inverter 20 % takes 20 % of 900 = 180; net 720 = 1000 × 0.9 × 0.8.
    const lines = [
      { key: "soiling", label: "Sujidade", fraction: 0.1 },
      { key: "inverter", label: "Eficiência do inversor", fraction: 0.2 },
    ];
    const split = lossesKwh(1000, lines);
    expect(split.map((l) => l.kwh)).toEqual([100, 180]);
    expect(1000 - split[0].kwh - split[1].kwh).toBeCloseTo(1000 * performanceRatio(lines), 9);
  });

  it("refuses a negative loss, 100 % or more, a non-number, and lines that together leave under 1 %", () => {
    const bad = [
      { key: "a", label: "Sujidade", fraction: -0.01 },
      { key: "b", label: "Sombreamento", fraction: 1 },
      { key: "c", label: "Cabeamento", fraction: Number.NaN },
    ];
    expect(lossErrors(bad)).toEqual({
      "losses[0]": GENERATION_MSG.lossFraction("Sujidade"),
      "losses[1]": GENERATION_MSG.lossFraction("Sombreamento"),
      "losses[2]": GENERATION_MSG.lossFraction("Cabeamento"),
    });
    // 0.9 and 0.95: PR = 0.1 × 0.05 = 0.005.
    const total = [
      { key: "a", label: "A", fraction: 0.9 },
      { key: "b", label: "B", fraction: 0.95 },
    ];
    expect(lossErrors(total)).toEqual({ losses: GENERATION_MSG.lossesTotal });
    expect(() => checkLosses(total)).toThrow(DomainError);
    expect(checkLosses(DEFAULT_LOSSES)).toBeCloseTo(0.742386292, 9);
  });
});
