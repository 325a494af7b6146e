// SetAutoPricing (part 3 §3/§4/§7): type, calculation and power bands saved together, checked by the
// engine's compileSimple and stored as it reads them (sorted by power, last band 9999999999).
import { describe, it } from "vitest";
import { PRICING_MSG } from "../../../domain/pricing";
import { pricingSettingsDecider, type PricingSettingsEvent } from "../../../domain/pricing-settings";
import { specFor } from "../support/given-when-then";

const given = specFor(pricingSettingsDecider);
const save = (autoPricingType: string, autoPricingCalc: string, autoPricing: { power: number; margin: number }[]) =>
  ({ type: "SetAutoPricing", autoPricingType, autoPricingCalc, autoPricing }) as const;

const saved: PricingSettingsEvent[] = [
  { type: "AutoPricingTypeSet", data: { autoPricingType: "SIMPLE", autoPricingCalc: "MARKUP" } },
  {
    type: "AutoPricingBandsSet",
    data: {
      autoPricing: [
        { power: 5, margin: 30 },
        { power: 9999999999, margin: 20 },
      ],
    },
  },
];

describe("SetAutoPricing", () => {
  it("sorts the bands by power and forces the last one's power to 9999999999", () => {
    given([])
      .when(
        save("SIMPLE", "MARKUP", [
          { power: 50, margin: 20 },
          { power: 5, margin: 30 },
          { power: 10, margin: 25 },
        ]),
      )
      .then([
        { type: "AutoPricingTypeSet", data: { autoPricingType: "SIMPLE", autoPricingCalc: "MARKUP" } },
        {
          type: "AutoPricingBandsSet",
          data: {
            autoPricing: [
              { power: 5, margin: 30 },
              { power: 10, margin: 25 },
              { power: 9999999999, margin: 20 },
            ],
          },
        },
      ]);
  });

  it("the defaults (SIMPLE, GROSS_MARGIN, no bands) saved again change nothing", () => {
    given([])
      .when(save("SIMPLE", "GROSS_MARGIN", []))
      .then([]);
  });

  it("only what changed: the calculation alone, or the bands alone", () => {
    given(saved)
      .when(
        save("DETAILED", "MARKUP", [
          { power: 5, margin: 30 },
          { power: 123, margin: 20 },
        ]),
      )
      .then([{ type: "AutoPricingTypeSet", data: { autoPricingType: "DETAILED", autoPricingCalc: "MARKUP" } }]);
    given(saved)
      .when(save("SIMPLE", "MARKUP", [{ power: 7, margin: 30 }]))
      .then([{ type: "AutoPricingBandsSet", data: { autoPricing: [{ power: 9999999999, margin: 30 }] } }]);
  });

  it("MARKUP refuses a margin of 100 % or more on that band's field (in the order typed)", () => {
    given([])
      .when(
        save("SIMPLE", "MARKUP", [
          { power: 10, margin: 20 },
          { power: 5, margin: 100 },
        ]),
      )
      .thenThrows(PRICING_MSG.markupMargin, { field: "autoPricing[1].margin" });
  });

  it("GROSS_MARGIN accepts a margin of 150 %", () => {
    given([])
      .when(save("SIMPLE", "GROSS_MARGIN", [{ power: 10, margin: 150 }]))
      .then([{ type: "AutoPricingBandsSet", data: { autoPricing: [{ power: 9999999999, margin: 150 }] } }]);
  });

  it("a band's power or margin that is not a number is refused on its field", () => {
    given([])
      .when(save("SIMPLE", "GROSS_MARGIN", [{ power: Number.NaN, margin: 10 }]))
      .thenThrows(PRICING_MSG.bandPower, { field: "autoPricing[0].power" });
    given([])
      .when(
        save("SIMPLE", "GROSS_MARGIN", [
          { power: 3, margin: 10 },
          { power: 6, margin: -1 },
        ]),
      )
      .thenThrows(PRICING_MSG.bandMargin, { field: "autoPricing[1].margin" });
  });

  it("an unknown type or calculation is refused", () => {
    given([])
      .when(save("AUTO", "GROSS_MARGIN", []))
      .thenThrows(PRICING_MSG.unknownType, { field: "autoPricingType" });
    given([])
      .when(save("SIMPLE", "COST_PLUS", []))
      .thenThrows(PRICING_MSG.unknownCalc, { field: "autoPricingCalc" });
  });

  it("more than 30 bands is refused", () => {
    const bands = Array.from({ length: 31 }, (_, i) => ({ power: i + 1, margin: 10 }));
    given([])
      .when(save("SIMPLE", "GROSS_MARGIN", bands))
      .thenThrows("Limite de itens atingido.", { field: "autoPricing" });
  });
});
