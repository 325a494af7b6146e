import { describe, expect, it } from "vitest";
import { GENERATION_MSG } from "../../../domain/generation";
import { DomainError } from "../../../domain/shared/decider";
import { simulateViability, VIABILITY_MSG, viabilityErrors, type ViabilityInput } from "../../../domain/viability";
import { flat, input, unitB } from "./scenario";

const U = "energyBillData[0]";
const groupA = { tariffGroup: "A" as const, classification: "Verde" as const, monthlyConsumptionPeak: flat(10) };

describe("viability inputs: a Portuguese message on the right field, never a crash", () => {
  it.each<[string, Partial<ViabilityInput>, string, string]>([
    ["a unit without 12 months", { units: [unitB({ monthlyConsumption: flat(100).slice(1) })] }, `${U}.monthlyConsumption`, GENERATION_MSG.months],
    [
      "10⁹ kWh in January",
      { units: [unitB({ monthlyConsumption: [1e9, ...flat(100).slice(1)] })] },
      `${U}.monthlyConsumption[0]`,
      GENERATION_MSG.tooHigh("janeiro"),
    ],
    [
      "a negative month",
      { units: [unitB({ monthlyConsumption: [100, -1, ...flat(100).slice(2)] })] },
      `${U}.monthlyConsumption[1]`,
      GENERATION_MSG.consumption("fevereiro"),
    ],
    ["no unit", { units: [] }, "energyBillData", GENERATION_MSG.noUnit],
    ["a tariff of zero", { units: [unitB({ kwhPrice: 0 })] }, `${U}.kwhPrice`, VIABILITY_MSG.kwhPrice],
    ["a tariff in R$/MWh", { units: [unitB({ kwhPrice: 650 })] }, `${U}.kwhPrice`, VIABILITY_MSG.tariffTooHigh],
    ["group A without its peak tariff", { units: [unitB({ ...groupA })] }, `${U}.kwhPricePeak`, VIABILITY_MSG.kwhPricePeak],
    ["a negative demand", { units: [unitB({ ...groupA, kwhPricePeak: 2, demand: -1 })] }, `${U}.demand`, VIABILITY_MSG.demand("Demanda contratada")],
    ["a negative Fio B", { units: [unitB({ bWireValue: -0.1 })] }, `${U}.bWireValue`, VIABILITY_MSG.bWireValue],
    ["simultaneity of 120 %", { units: [unitB({ simultaneityFactor: 120 })] }, `${U}.simultaneityFactor`, VIABILITY_MSG.simultaneityFactor],
    ["fractional centavos of lighting", { units: [unitB({ publicLightingCents: 10.5 })] }, `${U}.publicLightingCents`, VIABILITY_MSG.publicLighting],
    ["11 months of generation", { generationKwh: flat(300).slice(1) }, "generationKwh", VIABILITY_MSG.generation],
    ["no generation", { generationKwh: flat(0) }, "generationKwh", VIABILITY_MSG.noGeneration],
    [
      "a negative generation month",
      { generationKwh: [1, 2, 3, -4, ...flat(1).slice(4)] },
      "generationKwh[3]",
      VIABILITY_MSG.generationValue("abril"),
    ],
    ["month 13", { start: "2025-13" }, "start", VIABILITY_MSG.start],
    ["a start in words", { start: "março" }, "start", VIABILITY_MSG.start],
    ["30/02 as request date", { accessRequestDate: "2023-02-30" }, "accessRequestDate", VIABILITY_MSG.accessRequestDate],
    ["operating before the request", { start: "2024-10", accessRequestDate: "2024-11-10" }, "start", VIABILITY_MSG.startBeforeRequest],
    ["inflation of 50 %", { inflationPct: 50 }, "inflationPct", VIABILITY_MSG.inflation],
    ["a negative TMA", { tmaPct: -1 }, "tmaPct", VIABILITY_MSG.tma],
    ["degradation of 5 % a year", { degradation: { firstYearPct: 0, yearlyPct: 5 } }, "degradation.yearlyPct", VIABILITY_MSG.yearlyDegradation],
    ["Fio B after the ramp of 150 %", { fioBAfterRampPct: 150 }, "fioBAfterRampPct", VIABILITY_MSG.fioBAfterRamp],
    ["an unknown minimum rule", { minimumRule: "never" as never }, "minimumRule", VIABILITY_MSG.minimumRule],
    ["no investment", { investmentCents: 0 }, "investmentCents", VIABILITY_MSG.investment],
    ["an investment in reais with decimals", { investmentCents: 1234.5 }, "investmentCents", VIABILITY_MSG.investment],
    ["an inverter in year 30", { inverterReplacement: { year: 30, costCents: 100 } }, "inverterReplacement.year", VIABILITY_MSG.inverterYear],
  ])("%s", (_name, over, field, message) => {
    const bad = input(over);
    expect(viabilityErrors(bad)[field]).toBe(message);
    let error: unknown = null;
    try {
      simulateViability(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).field).toBe(field);
  });

  it("lists every problem at once for the form", () => {
    const errors = viabilityErrors(input({ units: [unitB({ kwhPrice: 0, simultaneityFactor: -1 })], tmaPct: 200, investmentCents: -5 }));
    expect(Object.keys(errors).sort()).toEqual([`${U}.kwhPrice`, `${U}.simultaneityFactor`, "investmentCents", "tmaPct"]);
    expect(viabilityErrors(input())).toEqual({});
  });
});
