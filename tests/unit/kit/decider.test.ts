import { describe, expect, it } from "vitest";
import { specFor } from "../support/given-when-then";
import { KIT_MSG, kitDecider, kitNaturalKey, kitPowerKwp, pricePerKwp, type KitEvent, type KitFields } from "../../../domain/kit";
import { kitIdFor } from "../../../eventstore/kit-ids";

const given = specFor(kitDecider);
const id = "0190a000-0000-7000-8000-0000000000bb";
const owner = "0190a000-0000-7000-8000-0000000000cc";

const fields = (over: Partial<KitFields> = {}): KitFields => ({
  supplier: "ALDO",
  code: "K-550",
  name: "Kit 5,5 kWp telhado",
  modules: [{ manufacturer: "Canadian Solar", model: "CS6W-550", power: 550, quantity: 10 }],
  inverters: [{ iManufacturer: "Growatt", iModel: "MIN 5000TL-X", iPower: 5000, type: "String", quantity: 1 }],
  items: [{ item: "Estrutura telhado colonial", quantity: 1, manufacter: "Romagnole", detail: "" }],
  kitPrice: 13750,
  kitVoltage: "220",
  kitFixation: "Telhado",
  available: true,
  ...over,
});
const register = (over: Partial<KitFields> = {}) => ({ type: "RegisterKit" as const, kitId: id, ownerId: owner, fields: fields(over) });
const registered: KitEvent = { type: "KitRegistered", data: { kitId: id, ownerId: owner, ...fields(), powerKwp: 5.5 } };

describe("kit decider", () => {
  it("registers a kit with its power computed from the module lines", () => {
    given().when(register()).then([registered]);
  });

  it("normalises: supplier in upper case, inverter power under 100 is kW, spaces collapsed", () => {
    given()
      .when(
        register({
          supplier: "aldo" as KitFields["supplier"],
          name: "  Kit   5,5 kWp telhado ",
          inverters: [{ iManufacturer: "Growatt", iModel: "MIN 5000TL-X", iPower: 5, type: "String", quantity: 1 }],
        }),
      )
      .then([registered]);
  });

  it.each([
    ["no module line", { modules: [] }, KIT_MSG.noModule, "modules"],
    ["price of zero", { kitPrice: 0 }, KIT_MSG.positivePrice, "kitPrice"],
    ["negative price", { kitPrice: -10 }, KIT_MSG.positivePrice, "kitPrice"],
    ["unknown supplier", { supplier: "ACME" as KitFields["supplier"] }, KIT_MSG.unknownSupplier, "supplier"],
    ["quantity of zero", { modules: [{ manufacturer: "A", model: "B", power: 550, quantity: 0 }] }, KIT_MSG.positiveQuantity, "modules[0].quantity"],
    [
      "fractional quantity",
      { modules: [{ manufacturer: "A", model: "B", power: 550, quantity: 1.5 }] },
      KIT_MSG.wholeQuantity,
      "modules[0].quantity",
    ],
    ["module power of zero", { modules: [{ manufacturer: "A", model: "B", power: 0, quantity: 2 }] }, KIT_MSG.positivePower, "modules[0].power"],
    [
      "module with no manufacturer",
      { modules: [{ manufacturer: " ", model: "B", power: 550, quantity: 2 }] },
      KIT_MSG.manufacturerRequired,
      "modules[0].manufacturer",
    ],
    [
      "inverter quantity below zero",
      { inverters: [{ iManufacturer: "G", iModel: "M", iPower: 5000, type: "String" as const, quantity: -1 }] },
      KIT_MSG.positiveQuantity,
      "inverters[0].quantity",
    ],
    ["item quantity of zero", { items: [{ item: "Cabo", quantity: 0, manufacter: "", detail: "" }] }, KIT_MSG.positiveQuantity, "items[0].quantity"],
    ["unknown fixation", { kitFixation: "Parede" as KitFields["kitFixation"] }, KIT_MSG.unknownFixation, "kitFixation"],
    ["unknown voltage", { kitVoltage: "110" as KitFields["kitVoltage"] }, KIT_MSG.unknownVoltage, "kitVoltage"],
    ["no name", { name: "" }, KIT_MSG.nameRequired, "name"],
  ])("refuses %s", (_label, over, message, field) => {
    given()
      .when(register(over as Partial<KitFields>))
      .thenThrows(message, { field, code: "invalid" });
  });

  it("a second registration with the same fields is nothing to do (re-upload); with other fields, a conflict", () => {
    given([registered]).when(register()).then([]);
    given([registered])
      .when(register({ kitPrice: 14000 }))
      .thenThrows(KIT_MSG.exists, { code: "conflict" });
  });

  it("fields read back with another key order (jsonb) are the same fields", () => {
    const reordered = JSON.parse(
      JSON.stringify(registered, (_k, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v)),
    );
    given([reordered]).when(register()).then([]);
    given([reordered]).when({ type: "EditKit", fields: fields() }).then([]);
  });

  it("edits, recomputing the power; an unchanged edit is nothing", () => {
    const modules = [{ manufacturer: "Canadian Solar", model: "CS6W-550", power: 550, quantity: 12 }];
    given([registered])
      .when({ type: "EditKit", fields: fields({ modules, kitPrice: 16000 }) })
      .then([{ type: "KitEdited", data: { kitId: id, ...fields({ modules, kitPrice: 16000 }), powerKwp: 6.6 } }]);
    given([registered]).when({ type: "EditKit", fields: fields() }).then([]);
  });

  it("edit and availability of an unknown or deleted kit are not found", () => {
    given().when({ type: "EditKit", fields: fields() }).thenThrows(KIT_MSG.notFound, { code: "not_found" });
    const deleted: KitEvent = { type: "KitDeleted", data: { kitId: id, name: fields().name } };
    given([registered, deleted]).when({ type: "SetKitAvailability", available: false }).thenThrows(KIT_MSG.notFound, { code: "not_found" });
    given([registered, deleted]).when({ type: "DeleteKit" }).thenThrows(KIT_MSG.notFound, { code: "not_found" });
  });

  it("deletes, and a re-import registers the deleted kit again", () => {
    const deleted: KitEvent = { type: "KitDeleted", data: { kitId: id, name: fields().name } };
    given([registered]).when({ type: "DeleteKit" }).then([deleted]);
    given([registered, deleted]).when(register()).then([registered]);
  });

  it("sets availability only when it changes", () => {
    given([registered])
      .when({ type: "SetKitAvailability", available: false })
      .then([{ type: "KitAvailabilitySet", data: { kitId: id, available: false } }]);
    given([registered]).when({ type: "SetKitAvailability", available: true }).then([]);
    given([registered])
      .when({ type: "SetKitAvailability", available: false })
      .thenState({ fields: fields({ available: false }) });
  });
});

describe("kit figures and ids", () => {
  it("power in kWp from the module lines and price per kWp", () => {
    expect(
      kitPowerKwp([
        { power: 550, quantity: 10 },
        { power: 410, quantity: 2 },
      ]),
    ).toBe(6.32);
    expect(pricePerKwp(13750, 5.5)).toBe(2500);
    expect(pricePerKwp(1000, 0)).toBeNull();
  });

  it("kitIdFor is the same for the same natural key, whatever the case and accents", () => {
    expect(kitIdFor("c1", "u1", "ALDO", " Kít  550 ")).toBe(kitIdFor("c1", "u1", "aldo", "kit 550"));
    expect(kitIdFor("c1", "u1", "ALDO", "kit 550")).not.toBe(kitIdFor("c1", "u2", "ALDO", "kit 550"));
    expect(kitNaturalKey("c1", "u1", "SOU ENERGY", "X")).toBe("kit|c1|u1|sou energy|x");
  });
});
