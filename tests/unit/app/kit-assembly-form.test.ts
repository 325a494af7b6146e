// "Montar kit"'s form: what conform and the intent table make of a posted form (spare rows dropped,
// rows with nothing typed, an unknown intent), the typed numbers, one more row up to the limit, the
// form again over a saved assembled kit, and the order of the messages above the form.
import { describe, expect, it } from "vitest";
import { parseIntent } from "../../../app/lib/intents.server";
import {
  emptyKitAssembly,
  kitAssemblyFormTable,
  kitAssemblyMessages,
  kitAssemblyFieldLabel,
  kitAssemblyFields,
  kitAssemblyValues,
  kitAssemblyValuesOf,
  typedCentavos,
  typedQuantity,
  withRow,
} from "../../../app/lib/kit-assembly-form";
import type { ProposalKit } from "../../../domain/proposal";

const M = "0190a000-0000-7000-8000-0000000000b1";
const I1 = "0190a000-0000-7000-8000-0000000000b2";
const I2 = "0190a000-0000-7000-8000-0000000000b3";
const E1 = "0190a000-0000-7000-8000-0000000000b4";

function post(fields: [string, string][]) {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  const s = parseIntent(form, kitAssemblyFormTable);
  if (s.status !== "success") throw new Error(JSON.stringify(s.error));
  return s.value;
}

const base: [string, string][] = [
  ["pvModuleData[0].moduleId", M],
  ["pvModuleData[0].quantity", "10"],
  ["kitData.kitPrice", "11.800,00"],
  ["kitData.kitSupplier", "PRÓPRIO"],
  ["kitData.kitVoltage", "220"],
  ["kitData.kitFixation", "Telhado"],
  ["name", ""],
];

describe("the posted form", () => {
  it("keeps the rows picked or typed, in order, and drops the spare empty ones", () => {
    const v = kitAssemblyValues(
      post([
        ["intent", "assemble-kit"],
        ...base,
        ["inverterData[0].inverterId", I1],
        ["inverterData[0].iQuantity", "1"],
        ["inverterData[1].inverterId", ""],
        ["inverterData[1].iQuantity", ""],
        ["inverterData[2].inverterId", ""],
        ["inverterData[2].iQuantity", "2"],
        ["inverterData[3].inverterId", I2],
        ["inverterData[3].iQuantity", ""],
        ["additionalItems[0].equipmentId", ""],
        ["additionalItems[0].quantity", ""],
      ]),
    );
    expect(v.inverterData).toEqual([
      { inverterId: I1, iQuantity: "1" },
      { inverterId: "", iQuantity: "2" },
      { inverterId: I2, iQuantity: "" },
    ]);
    expect(v.additionalItems).toEqual([]);
    expect(v.pvModuleData).toEqual([{ moduleId: M, quantity: "10" }]);
    expect(v.kitData).toEqual({ kitPrice: "11.800,00", kitSupplier: "PRÓPRIO", kitVoltage: "220", kitFixation: "Telhado" });
  });

  it("a form with nothing picked gives empty values, not a refusal", () => {
    const v = kitAssemblyValues(post([["intent", "add-inverter"]]));
    expect(v).toEqual({
      name: "",
      pvModuleData: [{ moduleId: "", quantity: "" }],
      inverterData: [],
      additionalItems: [],
      kitData: { kitPrice: "", kitSupplier: "", kitVoltage: "", kitFixation: "" },
    });
  });

  it("an intent the page does not know is a 400", () => {
    const form = new FormData();
    form.append("intent", "choose-kit");
    expect(() => parseIntent(form, kitAssemblyFormTable)).toThrow();
  });

  it("'Adicionar inversor' adds a row up to 10, 'Adicionar equipamento' up to 20", () => {
    const v = emptyKitAssembly();
    expect(withRow(v, "add-inverter").inverterData).toHaveLength(2);
    const ten = { ...v, inverterData: Array.from({ length: 10 }, () => ({ inverterId: I1, iQuantity: "1" })) };
    expect(withRow(ten, "add-inverter").inverterData).toHaveLength(10);
    expect(withRow(v, "add-equipment").additionalItems).toHaveLength(2);
  });
});

describe("typed numbers", () => {
  it("a quantity: empty is null, words are NaN, the Brazilian way otherwise", () => {
    expect(typedQuantity("")).toBeNull();
    expect(typedQuantity("dez")).toBeNaN();
    expect(typedQuantity("10")).toBe(10);
    expect(typedQuantity("1.000")).toBe(1000);
    expect(typedQuantity("2,5")).toBe(2.5);
  });

  it("the kit's cost in centavos: 11.800,00 → 1 180 000", () => {
    expect(typedCentavos("11.800,00")).toBe(1_180_000);
    expect(typedCentavos("R$ 9.999,9")).toBe(999_990);
    expect(typedCentavos("  ")).toBeNull();
    expect(typedCentavos("muito")).toBeNaN();
  });
});

describe("the form over a saved kit", () => {
  const kit: ProposalKit = {
    kitId: null,
    name: "Kit montado 5,5 kWp: 10 × Canadian Solar HiKu6 CS6W-550MS",
    kitData: { saveKit: false, kitPrice: 1_180_000, kitSupplier: "PRÓPRIO", kitVoltage: "220", kitFixation: "Laje" },
    pvModuleData: [
      {
        moduleId: M,
        manufacturer: "Canadian Solar",
        model: "HiKu6 CS6W-550MS",
        power: 550,
        quantity: 10,
        weight: null,
        mLength: null,
        width: null,
        warrantyDefect: null,
        warrantyEfficiency: null,
      },
    ],
    inverterData: [
      {
        inverterId: I1,
        iManufacturer: "Deye",
        iModel: "SUN-5K-G05",
        iMonitoring: "Wi-Fi",
        iPower: 5000,
        iQuantity: 1,
        iWarranty: 10,
        type: "String",
      },
    ],
    additionalItems: [
      { item: "Estrutura", quantity: 3, manufacter: "Romagnole", detail: "Estrutura · Laje", equipmentId: E1, unit: "kit", unitPrice: 69_000 },
    ],
  };

  it("an assembled kit fills the form as it was posted", () => {
    expect(kitAssemblyValuesOf(kit)).toEqual({
      name: kit.name,
      pvModuleData: [{ moduleId: M, quantity: "10" }],
      inverterData: [{ inverterId: I1, iQuantity: "1" }],
      additionalItems: [{ equipmentId: E1, quantity: "3" }],
      kitData: { kitPrice: "11.800,00", kitSupplier: "PRÓPRIO", kitVoltage: "220", kitFixation: "Laje" },
    });
  });

  it("a catalogue kit, or none, gives the empty form", () => {
    expect(kitAssemblyValuesOf({ ...kit, kitId: "0190a000-0000-7000-8000-0000000000e1" })).toEqual(emptyKitAssembly());
    expect(kitAssemblyValuesOf(null)).toEqual(emptyKitAssembly());
  });
});

it("the messages above the form follow the page: module, inverters row by row, equipment, price, options, name", () => {
  const errors = {
    name: ["n"],
    "kitData.kitPrice": ["p"],
    "inverterData[1].iQuantity": ["i1q"],
    "inverterData[1].inverterId": ["i1"],
    "inverterData[0].iQuantity": ["i0q"],
    "additionalItems[0].equipmentId": ["e0"],
    "pvModuleData[0].quantity": ["mq"],
    "pvModuleData[0].moduleId": ["m"],
  };
  expect(kitAssemblyMessages(errors)).toEqual(["m", "mq", "i0q", "i1", "i1q", "e0", "p", "n"]);
});

describe("kitAssemblyFieldLabel (the error summary's names, ADR 019)", () => {
  it("names each field as the page labels it", () => {
    expect(kitAssemblyFieldLabel("pvModuleData[0].moduleId")).toBe("Módulo");
    expect(kitAssemblyFieldLabel("pvModuleData[0].quantity")).toBe("Quantidade de módulos");
    expect(kitAssemblyFieldLabel("inverterData[1].inverterId")).toBe("Inversor 2");
    expect(kitAssemblyFieldLabel("inverterData[0].iQuantity")).toBe("Quantidade do inversor 1");
    expect(kitAssemblyFieldLabel("additionalItems[2].equipmentId")).toBe("Equipamento 3");
    expect(kitAssemblyFieldLabel("additionalItems[0].quantity")).toBe("Quantidade do equipamento 1");
    expect(kitAssemblyFieldLabel("kitData.kitPrice")).toBe("Preço do kit (custo, R$)");
    expect(kitAssemblyFieldLabel("outro")).toBe("outro");
  });

  it("orders the errored fields as the page shows them", () => {
    const e = {
      name: ["n"],
      "kitData.kitPrice": ["p"],
      "inverterData[1].inverterId": ["i"],
      "pvModuleData[0].quantity": ["q"],
      "pvModuleData[0].moduleId": ["m"],
    };
    expect(kitAssemblyFields(e)).toEqual([
      "pvModuleData[0].moduleId",
      "pvModuleData[0].quantity",
      "inverterData[1].inverterId",
      "kitData.kitPrice",
      "name",
    ]);
  });
});
