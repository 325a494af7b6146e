// The preference availabilityTaxDiscount ("Descontar a taxa de disponibilidade") in the sizing:
// on (the default), the ideal power covers the consumption above the unit's minimum billed kWh
// (billed anyway, solar-br.md §1); off, the whole consumption. One two-phase unit of 500 kWh/month
// (minimum 50), 5 kWh/m²/day, PR 0,8: a kWp makes 5 × 30 × 0,8 = 120 kWh a month.
import { describe, expect, it } from "vitest";
import { computeGeneration, proposalDecider, type ProposalGenerationSet } from "../../../domain/proposal";
import { fold } from "../../../domain/shared";
import { DEFAULT_PREFERENCES } from "../../../domain/settings/defaults";
import { defaultCtx } from "../support/given-when-then";
import { consumption, generation, kit, kitChosen, started } from "./pricing-fixtures";

const inputs = {
  irradiation: generation.irradiation,
  losses: [{ key: "system", label: "Perdas do sistema", fraction: 0.2 }],
  distance: 0,
  roofHight: 0,
};

describe("availabilityTaxDiscount in the sizing", () => {
  it("is on by default", () => {
    expect(DEFAULT_PREFERENCES.availabilityTaxDiscount).toBe(true);
  });

  it("on: (500 − 50) ÷ 120 = 3,75 kWp; off: 500 ÷ 120 = 4,1666… → 4,167 kWp; absent: on", () => {
    const ideal = (subtractMinimum?: boolean) =>
      computeGeneration(kit(), consumption, { ...inputs, ...(subtractMinimum === undefined ? {} : { subtractMinimum }) }).generation
        .estimateSystemData.idealPower;
    expect(ideal(true)).toBe(3.75);
    expect(ideal(false)).toBe(4.167);
    expect(ideal()).toBe(3.75);
  });

  it("SetGeneration saves the ideal power the preference in force gives", () => {
    const state = fold(proposalDecider.evolve, proposalDecider.initialState(), [started, kitChosen()]);
    const out = proposalDecider.decide({ type: "SetGeneration", ...inputs, subtractMinimum: false }, state, defaultCtx) as ProposalGenerationSet[];
    expect(out[0].data.estimateSystemData.idealPower).toBe(4.167);
    // The generation itself does not depend on it: 4,4 kWp × 5 × 0,8 = 17,6 kWh a day.
    expect(out[0].data.realSystemData.averageYearlyGeneration).toBe(6424);
  });
});
