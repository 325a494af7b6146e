// The consumption form between what it posts and the command: the form as conform parses it, a
// pasted row of 12 months, the spare unit left empty, the errors summary in page order, and the
// stored data shown again in pt-BR.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  applyPastes,
  consumptionFormTable,
  consumptionInputOf,
  emptyUnit,
  formValues,
  formValuesOf,
  isBlankUnit,
  orderedMessages,
  consumptionFieldLabel,
  orderedFields,
  PROPOSAL_FORM_MSG,
  type ConsumptionFormValues,
} from "../../../app/lib/proposal-forms";
import { checkConsumptionInput, SPEC_SIMULTANEITY_DEFAULTS } from "../../../domain/proposal";

const values = (units = [emptyUnit()]): ConsumptionFormValues => ({
  tariffModality: "B",
  powerDistCompany: "Enel SP",
  tariffId: "",
  location: { uf: "SP", city: "São Paulo" },
  energyBillData: units,
});

describe("the posted form", () => {
  it("parses the spec's field names into units with 12 months (empty trailing inputs padded)", () => {
    const form = new FormData();
    form.set("intent", "save-consumption");
    form.set("tariffModality", "B");
    form.set("location.uf", "SP");
    form.set("energyBillData[0].ucName", "Casa");
    form.set("energyBillData[0].monthlyConsumption[0]", "350");
    form.set("energyBillData[0].monthlyConsumption[2]", "1.234");
    form.set("energyBillData[0].finViabilityData.simultaneityFactor", "40");
    form.set("energyBillData[1].monthsPaste", "1 2 3");
    const s = parseWithZod(form, { schema: consumptionFormTable });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const v = formValues(s.value);
    expect(v.energyBillData).toHaveLength(2);
    expect(v.energyBillData[0].monthlyConsumption).toEqual(["350", "", "1.234", "", "", "", "", "", "", "", "", ""]);
    expect(v.energyBillData[0].finViabilityData).toEqual({ simultaneityFactor: "40", bWireValue: "" });
    expect(v.energyBillData[1].monthlyConsumption).toHaveLength(12);
    expect(v.location).toEqual({ uf: "SP", city: "" });
  });
});

describe("pasting 12 months", () => {
  it("a row of 12 numbers fills the months and empties the box; any other row stays with its error", () => {
    const ok = { ...emptyUnit(), monthsPaste: "100;110 120\t130 140 150 160 170 180 190 200 1.210" };
    const short = { ...emptyUnit(), monthsPaste: "100 110", monthlyConsumption: Array(12).fill("5") };
    const bad = { ...emptyUnit(), monthsPeakPaste: "1 2 3 4 5 6 7 8 9 10 11 doze" };
    const { values: v, errors } = applyPastes(values([ok, short, bad]));
    expect(v.energyBillData[0].monthlyConsumption).toEqual(["100", "110", "120", "130", "140", "150", "160", "170", "180", "190", "200", "1.210"]);
    expect(v.energyBillData[0].monthsPaste).toBe("");
    expect(v.energyBillData[1].monthlyConsumption).toEqual(Array(12).fill("5"));
    expect(v.energyBillData[1].monthsPaste).toBe("100 110");
    expect(errors).toEqual({
      "energyBillData[1].monthsPaste": PROPOSAL_FORM_MSG.pasteCount(2),
      "energyBillData[2].monthsPeakPaste": PROPOSAL_FORM_MSG.pasteInvalid("doze"),
    });
    expect(PROPOSAL_FORM_MSG.pasteCount(2)).toBe(
      "Colar 12 meses: encontrei 2 valores; cole exatamente 12, separados por espaço, tab ou ponto e vírgula.",
    );
  });
});

describe("units", () => {
  it("a unit with only its selects is blank; one typed value is not", () => {
    expect(isBlankUnit(emptyUnit())).toBe(true);
    expect(isBlankUnit({ ...emptyUnit(), ucType: "Comercial", phase: "two" })).toBe(true);
    expect(isBlankUnit({ ...emptyUnit(), monthlyConsumption: ["", "", "3", ...Array(9).fill("")] })).toBe(false);
    expect(isBlankUnit({ ...emptyUnit(), monthsPaste: "1 2" })).toBe(false);
  });
});

describe("errors summary", () => {
  it("lists the messages in the order of the fields on the page, each once", () => {
    const errors = {
      "energyBillData[1].monthlyConsumption[2]": ["C"],
      "energyBillData[0].kwhPrice": ["B"],
      "energyBillData[1].monthlyConsumption[10]": ["D"],
      powerDistCompany: ["A"],
      "energyBillData[1].demand": ["E"],
      "energyBillData[0].ucName": ["B"],
    };
    expect(orderedMessages(errors)).toEqual(["A", "B", "C", "D", "E"]);
  });
});

describe("the stored data shown again", () => {
  it("round-trips: formValuesOf(stored) checks to the same data", () => {
    const typed = {
      ...emptyUnit(),
      ucName: "Casa",
      phase: "three",
      monthlyConsumption: ["1.234", "295,5", "300", "310", "320", "330", "340", "350", "360", "370", "380", "390"],
      kwhPrice: "0,854321",
      finViabilityData: { simultaneityFactor: "12,5", bWireValue: "0,1" },
    };
    const input = consumptionInputOf(values([typed]), { ibge: "3550308", city: "São Paulo", tariffId: null });
    const first = checkConsumptionInput(input, SPEC_SIMULTANEITY_DEFAULTS);
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    const shown = formValuesOf(first.consumption);
    expect(shown.energyBillData[0].monthlyConsumption.slice(0, 2)).toEqual(["1234", "295,5"]);
    expect(shown.energyBillData[0].kwhPrice).toBe("0,854321");
    expect(shown.energyBillData[0].finViabilityData).toEqual({ simultaneityFactor: "12,5", bWireValue: "0,10" });
    const again = checkConsumptionInput(
      consumptionInputOf(shown, { ibge: "3550308", city: "São Paulo", tariffId: null }),
      SPEC_SIMULTANEITY_DEFAULTS,
    );
    expect(again.ok && again.consumption).toEqual(first.consumption);
  });
});

describe("consumptionFieldLabel (the error summary's names, ADR 019)", () => {
  it("names head fields, unit fields with their unit, and months with their month", () => {
    expect(consumptionFieldLabel("powerDistCompany")).toBe("Distribuidora");
    expect(consumptionFieldLabel("location.city")).toBe("Cidade");
    expect(consumptionFieldLabel("energyBillData[0].kwhPrice")).toBe("Unidade 1: Tarifa de energia (R$/kWh)");
    expect(consumptionFieldLabel("energyBillData[1].monthlyConsumption[2]")).toBe("Unidade 2: Consumo mensal (kWh): março");
    expect(consumptionFieldLabel("energyBillData[0].finViabilityData.simultaneityFactor")).toBe("Unidade 1: Fator de simultaneidade (%)");
    expect(consumptionFieldLabel("energyBillData[0].monthlyConsumption")).toBe("Unidade 1: Consumo mensal (kWh)");
    expect(consumptionFieldLabel("algo")).toBe("algo");
  });

  it("orders errored fields as the page shows them", () => {
    expect(
      orderedFields([
        "energyBillData[0].monthlyConsumption[3]",
        "energyBillData[0].kwhPrice",
        "location.uf",
        "energyBillData[0].monthlyConsumption[0]",
        "tariffModality",
      ]),
    ).toEqual([
      "tariffModality",
      "location.uf",
      "energyBillData[0].kwhPrice",
      "energyBillData[0].monthlyConsumption[0]",
      "energyBillData[0].monthlyConsumption[3]",
    ]);
  });
});
