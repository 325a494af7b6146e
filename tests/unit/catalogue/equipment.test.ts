import { describe, expect, it } from "vitest";
import { equipmentDecider, normalizeEquipment, equipmentErrors, type EquipmentEvent } from "../../../domain/equipment";
import { CATALOGUE_MSG } from "../../../domain/catalogue";
import { equipmentIdFor } from "../../../eventstore/catalogue-ids";
import { specFor } from "../support/given-when-then";

const given = specFor(equipmentDecider);
const id = "eq-1";
const fields = normalizeEquipment({
  category: "estrutura",
  name: "Estrutura telhado cerâmico 4 módulos",
  manufacturer: "Romagnole",
  installationType: "telhado",
  unit: "kit",
  price: "R$ 389,90",
});
const registered: EquipmentEvent = { type: "EquipmentRegistered", data: { equipmentId: id, fields } };

describe("equipment decider", () => {
  it("keeps the canonical spelling of the options and the price as a decimal string", () => {
    expect(fields).toMatchObject({ category: "Estrutura", installationType: "Telhado", price: "389.90" });
    expect(normalizeEquipment({ category: "Cabo", name: "Cabo solar 6 mm²", price: "1.234,5" }).price).toBe("1234.50");
    expect(normalizeEquipment({ category: "Cabo", name: "Cabo", price: "" }).price).toBe("0.00");
    expect(normalizeEquipment({ category: "Cabo", name: "Cabo" }).unit).toBe("un");
  });

  it("registers an item", () => {
    given([]).when({ type: "RegisterEquipment", equipmentId: id, fields }).then([registered]);
  });

  it("refuses a missing name, a negative or unreadable price, an unknown category", () => {
    given([])
      .when({ type: "RegisterEquipment", equipmentId: id, fields: { ...fields, name: "" } })
      .thenThrows(CATALOGUE_MSG.required, { field: "name" });
    expect(equipmentErrors(normalizeEquipment({ category: "Cabo", name: "Cabo", price: "-3" })).price).toBe(CATALOGUE_MSG.invalidPrice);
    expect(equipmentErrors(normalizeEquipment({ category: "Cabo", name: "Cabo", price: "caro" })).price).toBe(CATALOGUE_MSG.invalidPrice);
    expect(equipmentErrors(normalizeEquipment({ category: "Painel", name: "X" })).category).toBe(CATALOGUE_MSG.invalidOption);
  });

  it("a structure needs its installation type", () => {
    given([])
      .when({ type: "RegisterEquipment", equipmentId: id, fields: { ...fields, installationType: "" } })
      .thenThrows(CATALOGUE_MSG.invalidOption, { field: "installationType" });
  });

  it("a duplicate item with other fields is refused", () => {
    given([registered])
      .when({ type: "RegisterEquipment", equipmentId: id, fields: { ...fields, price: "400.00" } })
      .thenThrows(CATALOGUE_MSG.duplicateEquipment, { field: "name", code: "conflict" });
    expect(equipmentIdFor("c", "Estrutura", "Estrutura Telhado")).toBe(equipmentIdFor("c", "estrutura", "estrutura telhado "));
  });

  it("edits the price and deletes", () => {
    given([registered])
      .when({ type: "EditEquipment", equipmentId: id, fields: { ...fields, price: "399.90" } })
      .then([
        {
          type: "EquipmentEdited",
          data: { equipmentId: id, fields: { ...fields, price: "399.90" }, changes: { price: { from: "389.90", to: "399.90" } } },
        },
      ]);
    given([registered])
      .when({ type: "DeleteEquipment", equipmentId: id })
      .then([{ type: "EquipmentDeleted", data: { equipmentId: id } }]);
  });
});
