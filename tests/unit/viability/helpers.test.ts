import { describe, expect, it } from "vitest";
import { defaultSimultaneityPct, emissionFigures, formatPayback, unitTariff } from "../../../domain/viability";

describe("viability helpers", () => {
  it("paybacks in words", () => {
    expect(formatPayback(75)).toBe("6 anos e 3 meses");
    expect(formatPayback(12)).toBe("1 ano");
    expect(formatPayback(13)).toBe("1 ano e 1 mês");
    expect(formatPayback(5)).toBe("5 meses");
    expect(formatPayback(null)).toBe("Não se paga em 25 anos");
  });

  it("simultaneity by unit type from the preferences; a remote unit has none", () => {
    const p = { simultFactorResidential: 30, simultFactorCommercial: 70, simultFactorIndustrial: 50 };
    expect(["Residencial", "Comercial", "Industrial", "Rural", "Autoconsumo Remoto"].map((t) => defaultSimultaneityPct(t as never, p))).toEqual([
      30, 70, 50, 30, 0,
    ]);
  });

  it("a tariff row as a unit's prices: TE + TUSD, and the Fio B share of the TUSD", () => {
    // 0,31 + 0,52 = 0,83; 0,52 × 60 % = 0,312.
    expect(unitTariff({ te: 0.31, tusd: 0.52, fioBShare: 60 })).toEqual({ kwhPrice: 0.83, bWireValue: 0.312 });
  });

  it("emissions: CO₂ 0,28 per yearly kWh; trees 0,33 and cars 0,02 per monthly kWh", () => {
    // 12.000 kWh a year, 1.000 a month: 3.360; 330; 20.
    expect(emissionFigures(12_000)).toEqual({ co2: 3360, trees: 330, cars: 20 });
  });
});
