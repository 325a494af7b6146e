import { describe, it } from "vitest";
import { itemDecider } from "../../../domain/item";
import { itRejectsEach, specFor } from "../support/given-when-then";
import { createCommand, created } from "./fixtures";

const given = specFor(itemDecider);

describe("CreateItem", () => {
  it("creates the item in its column with its sort key", () => {
    given([]).when(createCommand).then([created]);
  });

  it("starts in progress, in the given column", () => {
    given([])
      .when(createCommand)
      .thenState({
        lifecycle: "active",
        itemId: "item-1",
        boardType: "SALES",
        status: "IN_PROGRESS",
        columnId: "col-1",
        columnTitle: "Contato",
        sortKey: "a0",
        amount: "45000.00",
        customer: { id: "cust-1", name: "José da Silva" },
        ownerId: "user-vendor-1",
        lostReason: null,
      });
  });

  it("normalises the amount to a two-decimal string", () => {
    given([])
      .when({ ...createCommand, amount: "45.000,00" })
      .thenState({ amount: "45000.00" });
    given([])
      .when({ ...createCommand, amount: "1234.5" })
      .thenState({ amount: "1234.50" });
    given([])
      .when({ ...createCommand, amount: "0" })
      .thenState({ amount: "0.00" });
  });

  it("treats blank optional fields as absent and normalises power", () => {
    given([])
      .when({ ...createCommand, validityDate: "", power: " ", ucType: "", customer: null })
      .thenState({ validityDate: null, power: null, ucType: null, customer: null });
    given([])
      .when({ ...createCommand, power: "8,80", ucType: "Autoconsumo Remoto" })
      .thenState({ power: "8.8", ucType: "Autoconsumo Remoto" });
  });

  it("creates items on other boards too", () => {
    given([])
      .when({ ...createCommand, boardType: "PRE_SALES", leadTemperature: -1 })
      .thenState({ boardType: "PRE_SALES", leadTemperature: -1 });
  });

  it("takes a title by the general-text rule (ADR 014): hyphens, dots, commas and apostrophes", () => {
    const name = "Galpão 50 kWp - Fase 2, Sítio D'Ávila, etapa 1.5";
    given([])
      .when({ ...createCommand, name })
      .then([{ ...created, data: { ...created.data, name } }]);
  });

  it.each(["<b>Galpão</b>", "Galpão @ 50 kWp", "Galpão; Fase 2"])("refuses the title %j, naming the character", (name) => {
    const ch = [...name].find((c) => "<@;".includes(c));
    given([])
      .when({ ...createCommand, name })
      .thenThrows(`Insira um nome válido: o caractere "${ch}" não é permitido.`, { field: "name" });
  });

  it("is created only once", () => {
    given([created]).when(createCommand).thenThrows("Item já existe.", { code: "conflict" });
  });

  it("needs a name", () => {
    given([])
      .when({ ...createCommand, name: "   " })
      .thenThrows("Campo obrigatório.", { field: "name", code: "invalid" });
  });

  it.each(["-1", "-0,50", "abc", "", "12,345"])("rejects the amount %j", (amount) => {
    given([])
      .when({ ...createCommand, amount })
      .thenThrows("Insira um valor válido.", { field: "amount" });
  });

  it.each([3, -2, 1.5, "1" as never, null as never])("rejects the lead temperature %j", (leadTemperature) => {
    given([])
      .when({ ...createCommand, leadTemperature: leadTemperature as never })
      .thenThrows("Selecione uma temperatura válida.", { field: "leadTemperature" });
  });

  it("rejects a validity date of yesterday", () => {
    given([])
      .when({ ...createCommand, validityDate: "2026-11-21" }, { today: "2026-11-22" })
      .thenThrows("Data inválida.", { field: "validityDate" });
  });

  it("accepts a validity date of today", () => {
    given([])
      .when({ ...createCommand, validityDate: "2026-11-22" }, { today: "2026-11-22" })
      .thenState({ validityDate: "2026-11-22" });
  });

  it.each(["2027-02-30", "22/11/2026", "amanhã"])("rejects the malformed validity date %j", (validityDate) => {
    given([])
      .when({ ...createCommand, validityDate })
      .thenThrows("Data inválida.", { field: "validityDate" });
  });

  itRejectsEach("rejects a bad UC type, power, column, position, owner or board type", given, [], createCommand, [
    [{ ucType: "Residência" }, "Selecione o tipo de UC.", "ucType"],
    [{ power: "8kWp" }, "Insira uma potência válida.", "power"],
    [{ column: { id: "", title: "" } }, "Selecione uma coluna.", "column"],
    [{ sortKey: "" }, "Posição inválida.", "sortKey"],
    [{ ownerId: "" }, "Campo obrigatório.", "ownerId"],
    [{ boardType: "MARKETING" as never }, "Quadro inválido.", "boardType"],
  ]);

  it("rejects a customer without id", () => {
    given([])
      .when({ ...createCommand, customer: { id: "", name: "José" } })
      .thenThrows("Selecione um cliente válido.", { field: "customer" });
  });
});
