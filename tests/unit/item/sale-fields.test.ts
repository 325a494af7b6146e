// Issue 20: the sale fields of spec part 2 §3 (modsQtd, invQtd, distance, roofHight, inverterType,
// dueDate, deliveryDate) on CreateItem and EditItem, given/when/then.
import { describe, it } from "vitest";
import { itemDecider, type EditItem, type ItemCreated } from "../../../domain/item";
import { itRejectsEach, specFor } from "../support/given-when-then";
import { createCommand, created, itemDetails } from "./fixtures";

const given = specFor(itemDecider);
const form: EditItem = { type: "EditItem", ...itemDetails };

const typed = {
  modsQtd: "24",
  invQtd: 2,
  distance: "12,5",
  roofHight: "4.20",
  inverterType: "Micro",
  dueDate: "2026-12-20",
  deliveryDate: "2027-01-15",
};
const stored = {
  modsQtd: 24,
  invQtd: 2,
  distance: "12.5",
  roofHight: "4.2",
  inverterType: "Micro",
  dueDate: "2026-12-20",
  deliveryDate: "2027-01-15",
} as const;

const createdWithFields: ItemCreated = { type: "ItemCreated", data: { ...created.data, ...stored } };

describe("CreateItem with the sale fields", () => {
  it("logs them normalised (comma decimals, integers as numbers)", () => {
    given([])
      .when({ ...createCommand, ...typed })
      .then([createdWithFields]);
  });

  it("leaves the ones not informed out of the event, and state reads them as null", () => {
    given([])
      .when({ ...createCommand, modsQtd: "", distance: " ", inverterType: "String" })
      .then([{ type: "ItemCreated", data: { ...created.data, inverterType: "String" } }]);
    given([]).when(createCommand).thenState({ modsQtd: null, invQtd: null, distance: null, roofHight: null, inverterType: null, dueDate: null });
  });

  it("folds them into state, zero included", () => {
    given([])
      .when({ ...createCommand, ...typed, modsQtd: "0", distance: "0" })
      .thenState({ ...stored, modsQtd: 0, distance: "0" });
  });

  it("accepts a due date in the past and in the future (red or blue, not refused)", () => {
    given([])
      .when({ ...createCommand, dueDate: "2020-01-01" })
      .thenState({ dueDate: "2020-01-01" });
    given([])
      .when({ ...createCommand, dueDate: "2030-06-30" })
      .thenState({ dueDate: "2030-06-30" });
  });

  itRejectsEach("rejects bad sale fields with the pt-BR message and the field", given, [], createCommand, [
    [{ modsQtd: "-1" }, "Insira um número válido.", "modsQtd"],
    [{ modsQtd: "2,5" }, "Insira um número válido.", "modsQtd"],
    [{ invQtd: "dois" }, "Insira um número válido.", "invQtd"],
    [{ distance: "-3" }, "Insira um número válido.", "distance"],
    [{ distance: "12km" }, "Insira um número válido.", "distance"],
    [{ roofHight: "alto" }, "Insira um número válido.", "roofHight"],
    [{ inverterType: "Central" }, "Selecione o tipo de inversor.", "inverterType"],
    [{ dueDate: "2026-02-30" }, "Data inválida.", "dueDate"],
    [{ dueDate: "1900-01-01" }, "Data inválida.", "dueDate"],
    [{ deliveryDate: "31/12/2026" }, "Data inválida.", "deliveryDate"],
  ]);
});

describe("EditItem with the sale fields", () => {
  it("records each changed sale field with before and after", () => {
    given([createdWithFields])
      .when({ ...form, modsQtd: "30", inverterType: "String", dueDate: "", roofHight: "4,2" })
      .then([
        {
          type: "ItemDetailsChanged",
          data: {
            changes: {
              modsQtd: { from: 24, to: 30 },
              inverterType: { from: "Micro", to: "String" },
              dueDate: { from: "2026-12-20", to: null },
            },
          },
        },
      ]);
  });

  it("does not touch the sale fields the command leaves undefined", () => {
    given([createdWithFields]).when(form).then([]);
    given([createdWithFields])
      .when({ ...form, invQtd: "3" })
      .thenState({ ...stored, invQtd: 3 });
  });

  it("sets them on an item created before they existed (no keys in its ItemCreated)", () => {
    given([created])
      .when({ ...form, distance: "8", deliveryDate: "2026-12-01" })
      .then([
        {
          type: "ItemDetailsChanged",
          data: { changes: { distance: { from: null, to: "8" }, deliveryDate: { from: null, to: "2026-12-01" } } },
        },
      ]);
  });

  itRejectsEach("rejects bad sale fields on edit", given, [createdWithFields], form, [
    [{ invQtd: "1.5" }, "Insira um número válido.", "invQtd"],
    [{ roofHight: "-2" }, "Insira um número válido.", "roofHight"],
    [{ inverterType: "micro" }, "Selecione o tipo de inversor.", "inverterType"],
    [{ deliveryDate: "2026-13-01" }, "Data inválida.", "deliveryDate"],
  ]);
});
