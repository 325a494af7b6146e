import { describe, expect, it } from "vitest";
import {
  averageMonthlyConsumption,
  consumptionErrors,
  estimatedYearlyConsumption,
  GENERATION_MSG,
  minimumBilledKwh,
  unitsErrors,
  yearlyConsumptionPeak,
  type ConsumptionUnit,
} from "../../../domain/generation";

const flat = (kwh: number) => Array<number>(12).fill(kwh);
const b = (monthlyConsumption: number[]): ConsumptionUnit => ({ tariffGroup: "B", phase: "single", monthlyConsumption });
const P = "energyBillData[0]";

describe("consumer unit consumption", () => {
  it("minimum billed kWh by phase: 30 / 50 / 100; none for group A", () => {
    expect(minimumBilledKwh({ tariffGroup: "B", phase: "single" })).toBe(30);
    expect(minimumBilledKwh({ tariffGroup: "B", phase: "two" })).toBe(50);
    expect(minimumBilledKwh({ tariffGroup: "B", phase: "three" })).toBe(100);
    expect(minimumBilledKwh({ tariffGroup: "A" })).toBe(0);
  });

  it("averages: the 12 months ÷ 12, with the peak added for group A", () => {
    expect(averageMonthlyConsumption(b([120, ...flat(0).slice(1)]))).toBe(10);
    const a: ConsumptionUnit = { tariffGroup: "A", classification: "Azul", monthlyConsumption: flat(1000), monthlyConsumptionPeak: flat(50) };
    expect(yearlyConsumptionPeak(a)).toBe(600);
    expect(estimatedYearlyConsumption(a)).toBe(12600);
    expect(averageMonthlyConsumption(a)).toBe(1050);
  });

  it.each([
    ["without 12 months", b(flat(100).slice(1)), { [`${P}.monthlyConsumption`]: GENERATION_MSG.months }],
    ["a negative month", b([100, 100, -5, ...flat(100).slice(3)]), { [`${P}.monthlyConsumption[2]`]: GENERATION_MSG.consumption("março") }],
    [
      "an absurd month (10⁹ kWh)",
      b([...flat(100).slice(0, 5), 1e9, ...flat(100).slice(6)]),
      { [`${P}.monthlyConsumption[5]`]: GENERATION_MSG.tooHigh("junho") },
    ],
    [
      "a month that is not a number",
      b([Number.NaN, ...flat(100).slice(1)]),
      { [`${P}.monthlyConsumption[0]`]: GENERATION_MSG.consumption("janeiro") },
    ],
    ["no consumption at all", b(flat(0)), { [`${P}.monthlyConsumption`]: GENERATION_MSG.noConsumption }],
    ["group B without a phase", { tariffGroup: "B", monthlyConsumption: flat(100) }, { [`${P}.phase`]: GENERATION_MSG.phase }],
    [
      "group A without its peak months",
      { tariffGroup: "A", classification: "Verde", monthlyConsumption: flat(100) },
      { [`${P}.monthlyConsumptionPeak`]: GENERATION_MSG.monthsPeak },
    ],
    [
      "group A without Verde or Azul",
      { tariffGroup: "A", monthlyConsumption: flat(100), monthlyConsumptionPeak: flat(1) },
      { [`${P}.classification`]: GENERATION_MSG.classification },
    ],
    ["an unknown group", { tariffGroup: "C", monthlyConsumption: flat(100) }, { [`${P}.tariffGroup`]: GENERATION_MSG.tariffGroup }],
  ])("%s: a Portuguese message on the field", (_name, unit, errors) => {
    expect(consumptionErrors(unit as ConsumptionUnit, P)).toEqual(errors);
  });

  it("the messages name the month and the field", () => {
    expect(GENERATION_MSG.tooHigh("junho")).toBe("Consumo de junho: acima de 10.000.000 kWh no mês; confira o valor.");
    expect(GENERATION_MSG.months).toMatch(/^Consumo mensal: informe os 12 meses/);
  });

  it("a list: no unit, too many, and the second unit's errors under its own index", () => {
    expect(unitsErrors([])).toEqual({ energyBillData: GENERATION_MSG.noUnit });
    expect(unitsErrors(Array.from({ length: 31 }, () => b(flat(100))))).toEqual({ energyBillData: GENERATION_MSG.tooManyUnits });
    expect(unitsErrors([b(flat(100)), b(flat(100).slice(2))])).toEqual({ "energyBillData[1].monthlyConsumption": GENERATION_MSG.months });
    expect(unitsErrors([b(flat(100))])).toEqual({});
  });
});
