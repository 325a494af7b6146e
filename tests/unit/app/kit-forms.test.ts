// The kit form's parsing: typed numbers in pt-BR, spare empty rows dropped, errors back on the typed row.
import { describe, expect, it } from "vitest";
import { formFieldOf, kitFieldsFromForm, parseTypedNumber, type KitFormValue } from "../../../app/lib/kit-forms";

const empty = { moduleId: "", manufacturer: "", model: "", power: "", quantity: "" };
const form = (over: Partial<KitFormValue> = {}): KitFormValue => ({
  intent: "save-kit",
  supplier: "ALDO",
  code: "",
  name: "Kit",
  kitPrice: "R$ 13.750,00",
  kitVoltage: "220",
  kitFixation: "Telhado",
  available: "on",
  modules: [empty, { moduleId: "", manufacturer: "JA", model: "X", power: "550", quantity: "10" }, empty],
  inverters: [{ inverterId: "", iManufacturer: "", iModel: "", iPower: "", type: "String", quantity: "" }],
  items: [],
  ...over,
});

describe("kit form", () => {
  it("reads pt-BR numbers", () => {
    expect(parseTypedNumber("13.750,00")).toBe(13750);
    expect(parseTypedNumber("R$ 2.400")).toBe(2400);
    expect(parseTypedNumber("5,5")).toBe(5.5);
    expect(parseTypedNumber("")).toBeNaN();
    expect(parseTypedNumber("abc")).toBeNaN();
  });
  it("drops the empty rows (an inverter row with only its type is empty) and keeps where each kept row was", () => {
    const { fields, rows } = kitFieldsFromForm(form());
    expect(fields.modules).toEqual([{ manufacturer: "JA", model: "X", power: 550, quantity: 10 }]);
    expect(fields.inverters).toEqual([]);
    expect(fields.kitPrice).toBe(13750);
    expect(rows.modules).toEqual([1]);
    expect(formFieldOf("modules[0].power", rows)).toBe("modules[1].power");
    expect(formFieldOf("kitPrice", rows)).toBe("kitPrice");
    expect(formFieldOf("modules", rows)).toBe("modules");
  });
});
