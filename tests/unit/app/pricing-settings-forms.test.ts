// The pricing settings forms' parsing: pt-BR numbers, spare rows dropped, the last band's empty
// power read as the band above all others, money in centavos for the amount types and percent for
// the others, and a domain error's line index mapped back to the row typed.
import { describe, expect, it } from "vitest";
import { LAST_BAND_POWER } from "../../../domain/pricing";
import {
  bandsFromForm,
  componentFormValues,
  componentFromForm,
  restrictionFromForm,
  rowField,
  withNewBand,
  type ComponentFormValue,
} from "../../../app/lib/pricing-settings-forms";
import { formatDecimal, formatMoneyField } from "../../../app/lib/pricing-settings-labels";

const bands = (rows: { power: string; margin: string }[]) => ({ autoPricingType: "SIMPLE", autoPricingCalc: "MARKUP", autoPricing: rows });

describe("bands form", () => {
  it("drops empty rows, reads pt-BR numbers and gives the last row's empty power to the band above all", () => {
    const { bands: out, rows } = bandsFromForm(
      bands([
        { power: "5", margin: "30" },
        { power: "", margin: "" },
        { power: "1.000", margin: "12,5" },
        { power: "", margin: "20" },
      ]),
    );
    expect(out).toEqual([
      { power: 5, margin: 30 },
      { power: 1000, margin: 12.5 },
      { power: LAST_BAND_POWER, margin: 20 },
    ]);
    expect(rows).toEqual({ autoPricing: [0, 2, 3] });
    // An empty power on any other row is not a number: the engine refuses it on that row.
    expect(
      bandsFromForm(
        bands([
          { power: "", margin: "10" },
          { power: "", margin: "20" },
        ]),
      ).bands[0].power,
    ).toBeNaN();
  });

  it("a new band goes before the last row, which stays the band above all others", () => {
    expect(
      withNewBand(
        bands([
          { power: "5", margin: "30" },
          { power: "", margin: "20" },
        ]),
      ).autoPricing,
    ).toEqual([
      { power: "5", margin: "30" },
      { power: "", margin: "" },
      { power: "", margin: "20" },
    ]);
    expect(withNewBand(bands([])).autoPricing).toHaveLength(2);
  });

  it("maps an error of the n-th kept line to its row; other fields pass through", () => {
    const rows = { autoPricing: [0, 2, 3] };
    expect(rowField("autoPricing[1].margin", rows)).toBe("autoPricing[2].margin");
    expect(rowField("autoPricing[7].margin", rows)).toBe("autoPricing");
    expect(rowField("autoPricingCalc", rows)).toBe("autoPricingCalc");
    expect(rowField(undefined, rows)).toBeUndefined();
  });
});

const component = (over: Partial<ComponentFormValue> = {}): ComponentFormValue => ({
  name: "Mão de obra",
  type: "PER_KWP",
  range: "KWP",
  isRevenue: "on",
  restriction: "",
  vendor: " ",
  service: "Instalação",
  rules: [
    { power: "", value: "" },
    { power: "10", value: "R$ 1.500,50" },
    { power: "100,5", value: "150" },
  ],
  conditionals: [
    { type: "", logic: "EQUAL", strValue: "" },
    { type: "FIXATION", logic: "DIFFERENT", strValue: "Solo" },
  ],
  ...over,
});

describe("component form", () => {
  it("reads amounts in reais as centavos, drops blank rules and conditions, empty choices as null", () => {
    const { component: c, rows } = componentFromForm(component());
    expect(c).toEqual({
      name: "Mão de obra",
      type: "PER_KWP",
      isRevenue: true,
      range: "KWP",
      rules: [
        { power: 10, value: 150_050 },
        { power: 100.5, value: 15_000 },
      ],
      conditionals: [{ type: "FIXATION", logic: "DIFFERENT", strValue: "Solo" }],
      restriction: null,
      vendor: null,
      service: "Instalação",
    });
    expect(rows).toEqual({ rules: [1, 2], conditionals: [1] });
    expect(rowField("rules[1].value", rows)).toBe("rules[2].value");
    expect(rowField("conditionals[0].strValue", rows)).toBe("conditionals[1].strValue");
  });

  it("reads the percentage types' values as percent, and what is not a number as NaN", () => {
    const { component: c } = componentFromForm(
      component({
        type: "PERCENTAGE_KIT",
        rules: [
          { power: "50", value: "7,5" },
          { power: "60", value: "x" },
        ],
      }),
    );
    expect(c.rules[0]).toEqual({ power: 50, value: 7.5 });
    expect(c.rules[1].value).toBeNaN();
    expect(componentFromForm(component({ rules: [{ power: "5", value: "1,234" }] })).component.rules[0].value).toBeNaN();
  });

  it("a saved component reads back as the form typed it", () => {
    const values = componentFormValues(
      {
        name: "Frete",
        type: "FIXED",
        isRevenue: false,
        range: "KM",
        rules: [{ power: 1500, value: 123_456 }],
        conditionals: [],
        restriction: "r1",
        vendor: null,
        service: null,
      },
      { decimal: formatDecimal, money: formatMoneyField },
    );
    expect(values.rules).toEqual([{ power: "1.500", value: "1.234,56" }]);
    expect(componentFromForm(values).component.rules).toEqual([{ power: 1500, value: 123_456 }]);
    expect(values.restriction).toBe("r1");
  });
});

describe("restriction form", () => {
  it("drops empty places and keeps where each kept place was", () => {
    const { restriction, rows } = restrictionFromForm({
      name: "Sul",
      service: "",
      vendors: ["u1"],
      locations: [
        { uf: "", city: "" },
        { uf: "PR", city: "" },
        { uf: "SC", city: "Joinville" },
      ],
    });
    expect(restriction).toEqual({
      name: "Sul",
      service: null,
      vendors: ["u1"],
      locations: [
        { uf: "PR", city: "" },
        { uf: "SC", city: "Joinville" },
      ],
    });
    expect(rowField("locations[1].city", rows)).toBe("locations[2].city");
  });
});
