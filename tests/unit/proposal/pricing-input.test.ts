// The engines' inputs from a proposal: a group A unit's tariffs and demands as the viability reads
// them (decimal strings to numbers, nothing undefined in the event), two inverter lines summed to kW,
// and the pricing form's typed values (pt-BR money and percentages).
import { describe, expect, it } from "vitest";
import { pricingProposalOf, viabilityInputOf, type Consumption } from "../../../domain/proposal";
import { typedPrice } from "../../../app/lib/proposal-pricing-forms";
import { consumption, generation, kit, owner, preferences, unit } from "./pricing-fixtures";

describe("viabilityInputOf", () => {
  it("a group A Verde unit: off-peak and peak months and prices, demand and TUSDg; empty fields left out", () => {
    const a: Consumption = {
      ...consumption,
      tariffModality: "A",
      energyBillData: [
        {
          ...unit,
          phase: null,
          minimumBilledKwh: null,
          classification: "Verde",
          monthlyConsumptionPeak: Array(12).fill(80),
          kwhPrice: "0.52",
          kwhPricePeak: "2.10",
          demand: 120,
          demandTariff: "35.5",
          demandGen: 50,
          demandTariffTusdG: "12.25",
        },
      ],
    };
    const input = viabilityInputOf(a, generation, preferences, 5_000_000);
    expect(input.units).toEqual([
      {
        ucName: "Casa",
        tariffGroup: "A",
        classification: "Verde",
        monthlyConsumption: Array(12).fill(500),
        monthlyConsumptionPeak: Array(12).fill(80),
        kwhPrice: 0.52,
        kwhPricePeak: 2.1,
        bWireValue: 0.25,
        simultaneityFactor: 30,
        demand: 120,
        demandTariff: 35.5,
        demandGen: 50,
        demandTariffTusdG: 12.25,
      },
    ]);
    expect(Object.values(input.units[0]).includes(undefined)).toBe(false);
    expect(input.investmentCents).toBe(5_000_000);
  });

  it("a Fio B left empty counts as 0", () => {
    const noFioB = { ...consumption, energyBillData: [{ ...unit, finViabilityData: { ...unit.finViabilityData, bWireValue: null } }] };
    expect(viabilityInputOf(noFioB, generation, preferences, 1).units[0].bWireValue).toBe(0);
  });
});

describe("pricingProposalOf", () => {
  it("sums the inverter lines: 2 × 3.000 W + 1 × 5.000 W = 11 kW, 3 inverters; the first line's type", () => {
    const k = kit();
    k.inverterData = [
      { ...k.inverterData[0], iPower: 3000, iQuantity: 2, type: "Micro" },
      { ...k.inverterData[0], iPower: 5000, iQuantity: 1 },
    ];
    const p = pricingProposalOf(k, generation, consumption, owner, 2.5);
    expect([p.invQtd, p.inverterPower, p.inverterType, p.discount, p.vendor]).toEqual([3, 11, "Micro", 2.5, owner]);
  });
});

describe("typedPrice", () => {
  it.each([
    ["15.000,00", 1_500_000],
    ["R$ 1.234,56", 123_456],
    ["12000", 1_200_000],
  ])("reads %s as %i centavos", (typed, cents) => {
    expect(typedPrice("", typed)).toMatchObject({ finalPrice: cents, errors: {} });
  });
  it("reads 7,5 % as 7.5 and an empty discount as null (the standard one)", () => {
    expect(typedPrice("7,5 %", "").discount).toBe(7.5);
    expect(typedPrice("", "").discount).toBeNull();
  });
  it("refuses what is not money or a percentage, on its field", () => {
    expect(typedPrice("cinco", "doze mil").errors).toEqual({
      "revenueData.discount": "Desconto do kit: insira um percentual, como 5 ou 7,5.",
      "revenueData.finalPrice": "Preço final: informe um valor em reais, como 15.000,00.",
    });
  });
});
