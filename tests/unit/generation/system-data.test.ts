import { describe, expect, it } from "vitest";
import { estimateSystemData, footprint, GENERATION_MSG, lossesFromPreference, moduleErrors, realSystemData } from "../../../domain/generation";

const flat = (v: number) => Array<number>(12).fill(v);

describe("modules: power, area and weight", () => {
  it("10 modules of 550 Wp, 2,278 × 1,134 mm, 27.5 kg", () => {
    // Area 10 × 2.278 × 1.134 = 25.83252 → 25.83 m²; weight 275 kg; 275 ÷ 25.83252 = 10.6455… → 10.65 kg/m².
    expect(footprint([{ power: 550, quantity: 10, mLength: 2278, width: 1134, weight: 27.5 }])).toEqual({
      powerKwp: 5.5,
      moduleCount: 10,
      minArea: 25.83,
      totalWeight: 275,
      distributedWeight: 10.65,
    });
  });

  it("two lines add up; a line without dimensions or weight leaves those unknown, not zero", () => {
    const fp = footprint([
      { power: 550, quantity: 4, mLength: 2000, width: 1000, weight: 25 },
      { power: 450, quantity: 2, mLength: null, width: 1000, weight: 20 },
    ]);
    // 4 × 550 + 2 × 450 = 3,100 Wp; weight 4 × 25 + 2 × 20 = 140 kg.
    expect(fp).toEqual({ powerKwp: 3.1, moduleCount: 6, minArea: null, totalWeight: 140, distributedWeight: null });
  });

  it("refuses no module, a module without power, a fractional quantity", () => {
    expect(moduleErrors([])).toEqual({ pvModuleData: GENERATION_MSG.noModule });
    expect(moduleErrors([{ power: 0, quantity: 1.5 }])).toEqual({
      "pvModuleData[0].power": GENERATION_MSG.modulePower,
      "pvModuleData[0].quantity": GENERATION_MSG.moduleQuantity,
    });
  });
});

describe("the spec's realSystemData and estimateSystemData", () => {
  it("realSystemData: power, generation per month and year, area and weight, in the spec's spelling", () => {
    // 5.5 kWp × 5 kWh/m²/day × days × 0.8 = 22 × days: 682 for 31 days, 616 for February, 660 for 30 days.
    // Year: 7 × 682 + 616 + 4 × 660 = 8,030; month 8,030 ÷ 12 = 669.1666… → 669.17.
    const { data, generation } = realSystemData(
      [{ power: 550, quantity: 10, mLength: 2278, width: 1134, weight: 27.5 }],
      flat(5000),
      lossesFromPreference(20),
    );
    expect(data).toEqual({
      power: 5.5,
      averageMontlhyGeneration: 669.17,
      averageYearlyGeneration: 8030,
      minArea: 25.83,
      distributedWeight: 10.65,
      monthyGeneration: [682, 616, 682, 660, 682, 660, 682, 682, 660, 682, 660, 682],
    });
    expect(generation.losses[0].label).toBe("Perdas do sistema");
  });

  it("estimateSystemData: averages, the peak apart, the ideal power and the losses as %", () => {
    const data = estimateSystemData(
      [
        { tariffGroup: "B", phase: "single", monthlyConsumption: flat(500) },
        { tariffGroup: "A", classification: "Verde", monthlyConsumption: flat(1000), monthlyConsumptionPeak: flat(100) },
      ],
      flat(5000),
      lossesFromPreference(20),
    );
    // Off-peak year 6,000 + 12,000 = 18,000 → 1,500 a month; peak 1,200.
    // Ideal: (500 − 30) + (1,000 + 100 − 0) = 1,570 ÷ (5 × 30 × 0.8 = 120) = 13.0833… → 13.083.
    expect(data).toEqual({
      averageMontlhyConsumption: 1500,
      averageYearlyConsumption: 18000,
      averageYearlyConsumptionPeak: 1200,
      idealPower: 13.083,
      losses: 20,
    });
  });
});
