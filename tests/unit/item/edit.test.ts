import { describe, it } from "vitest";
import { itemDecider, type EditItem, type ItemEvent } from "../../../domain/item";
import { itRejectsEach, specFor } from "../support/given-when-then";
import { created, itemDetails, won } from "./fixtures";

const given = specFor(itemDecider);

/** The edit form as loaded from the item, unchanged. */
const form: EditItem = { type: "EditItem", ...itemDetails };

/** Created some days ago with a validity date that is now in the past. */
const createdWithPastValidity: ItemEvent = {
  type: "ItemCreated",
  data: { ...created.data, validityDate: "2026-11-10" },
};

describe("EditItem", () => {
  it("records only the fields that differ, with before and after", () => {
    given([created])
      .when({ ...form, name: "Usina Boa Vista II", amount: "52.500,00" })
      .then([
        {
          type: "ItemDetailsChanged",
          data: {
            changes: {
              name: { from: "Usina Fazenda Boa Vista", to: "Usina Boa Vista II" },
              amount: { from: "45000.00", to: "52500.00" },
            },
          },
        },
      ]);
  });

  it("does nothing when nothing differs", () => {
    given([created]).when(form).then([]);
    given([created])
      .when({ ...form, amount: "45.000", name: " Usina Fazenda Boa Vista " })
      .then([]);
    given([created]).when({ type: "EditItem" }).then([]);
  });

  it("applies the changes to state", () => {
    given([created])
      .when({
        ...form,
        leadTemperature: 0,
        power: "12,5",
        ucType: "Industrial",
        customer: { id: "cust-2", name: "Ana Souza" },
      })
      .thenState({
        leadTemperature: 0,
        power: "12.5",
        ucType: "Industrial",
        customer: { id: "cust-2", name: "Ana Souza" },
        name: "Usina Fazenda Boa Vista",
      });
  });

  it("records a customer change and its removal", () => {
    given([created])
      .when({ ...form, customer: null })
      .then([
        {
          type: "ItemDetailsChanged",
          data: { changes: { customer: { from: { id: "cust-1", name: "José da Silva" }, to: null } } },
        },
      ]);
  });

  it("accepts an unchanged validity date that is now in the past", () => {
    given([createdWithPastValidity])
      .when({ ...form, validityDate: "2026-11-10" })
      .then([]);
    given([createdWithPastValidity])
      .when({ ...form, validityDate: "2026-11-10", name: "Novo nome" })
      .then([
        {
          type: "ItemDetailsChanged",
          data: { changes: { name: { from: "Usina Fazenda Boa Vista", to: "Novo nome" } } },
        },
      ]);
  });

  it("rejects a validity date changed to yesterday", () => {
    given([created])
      .when({ ...form, validityDate: "2026-11-21" }, { today: "2026-11-22" })
      .thenThrows("Data inválida.", { field: "validityDate" });
    given([createdWithPastValidity])
      .when({ ...form, validityDate: "2026-11-11" })
      .thenThrows("Data inválida.", { field: "validityDate" });
  });

  it("changes and clears the validity date", () => {
    given([created])
      .when({ ...form, validityDate: "2026-11-22" })
      .then([{ type: "ItemDetailsChanged", data: { changes: { validityDate: { from: "2026-12-07", to: "2026-11-22" } } } }]);
    given([createdWithPastValidity])
      .when({ ...form, validityDate: "" })
      .then([{ type: "ItemDetailsChanged", data: { changes: { validityDate: { from: "2026-11-10", to: null } } } }]);
  });

  itRejectsEach("applies the creation rules", given, [created], form, [
    [{ name: "" }, "Campo obrigatório.", "name"],
    [{ amount: "-10" }, "Insira um valor válido.", "amount"],
    [{ leadTemperature: 5 as never }, "Selecione uma temperatura válida.", "leadTemperature"],
    [{ ucType: "Galpão" }, "Selecione o tipo de UC.", "ucType"],
    [{ power: "x" }, "Insira uma potência válida.", "power"],
    [{ validityDate: "31/12/2026" }, "Data inválida.", "validityDate"],
  ]);

  it("can edit a won sale's details", () => {
    given([created, won])
      .when({ ...form, power: "8.8", ucType: "Residencial", amount: "50000" })
      .then([{ type: "ItemDetailsChanged", data: { changes: { amount: { from: "45000.00", to: "50000.00" } } } }]);
  });

  it("fails on an unknown item", () => {
    given([]).when(form).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});
