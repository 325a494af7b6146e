import { describe, it } from "vitest";
import { itemDecider } from "../../../domain/item";
import { specFor } from "../support/given-when-then";
import { created, createdOn, lost, moved, won } from "./fixtures";

const given = specFor(itemDecider);

describe("WinSale", () => {
  it("wins the sale in its current column", () => {
    given([created, moved]).when({ type: "WinSale", power: "8.8", ucType: "Residencial" }).then([won]);
  });

  it("closes the item and keeps power and UC type", () => {
    given([created, moved])
      .when({ type: "WinSale", power: "8,80", ucType: "Residencial" })
      .thenState({ status: "CLOSED", power: "8.8", ucType: "Residencial", columnId: "col-3" });
  });

  it("accepts the minimum power of 0,01 kWp", () => {
    given([created])
      .when({ type: "WinSale", power: "0,01", ucType: "Rural" })
      .then([{ type: "SaleWon", data: { power: "0.01", ucType: "Rural", columnId: "col-1", columnTitle: "Contato" } }]);
  });

  it.each(["0", "0,00", "0.009", "", "-5", "muito"])("rejects the power %j", (power) => {
    given([created])
      .when({ type: "WinSale", power, ucType: "Residencial" })
      .thenThrows("A potência deve ser de pelo menos 0,01 kWp.", { field: "power" });
  });

  it.each(["", "Residência", "residencial", "Comercial e Industrial"])("rejects the UC type %j", (ucType) => {
    given([created]).when({ type: "WinSale", power: "10", ucType }).thenThrows("Selecione o tipo de UC.", { field: "ucType" });
  });

  it("refuses to win a lost sale", () => {
    given([created, lost])
      .when({ type: "WinSale", power: "8.8", ucType: "Residencial" })
      .thenThrows("Esta venda não está em andamento.", { code: "conflict" });
  });

  it("refuses to win a sale twice", () => {
    given([created, won])
      .when({ type: "WinSale", power: "8.8", ucType: "Residencial" })
      .thenThrows("Esta venda não está em andamento.", { code: "conflict" });
  });

  it.each(["PRE_SALES", "PROJECT", "INSTALLATION", "AFTER_SALES", "ADMINISTRATIVE"] as const)("is unavailable on a %s board", (boardType) => {
    given([createdOn(boardType)])
      .when({ type: "WinSale", power: "8.8", ucType: "Residencial" })
      .thenThrows("Ação indisponível para este quadro.");
  });

  it("fails on an unknown item", () => {
    given([]).when({ type: "WinSale", power: "8.8", ucType: "Residencial" }).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});

describe("LoseSale", () => {
  it("loses the sale with its reason and column", () => {
    given([created, moved]).when({ type: "LoseSale", reason: "Preço" }).then([lost]);
  });

  it("marks the item lost with the reason", () => {
    given([created, moved]).when({ type: "LoseSale", reason: "  Concorrência " }).thenState({ status: "LOST", lostReason: "Concorrência" });
  });

  it("needs a reason", () => {
    given([created]).when({ type: "LoseSale", reason: "  " }).thenThrows("Selecione o motivo da perda.", { field: "reason" });
  });

  it("refuses to lose a won sale", () => {
    given([created, won]).when({ type: "LoseSale", reason: "Preço" }).thenThrows("Esta venda não está em andamento.", { code: "conflict" });
  });

  it("refuses to lose a sale twice", () => {
    given([created, lost]).when({ type: "LoseSale", reason: "Preço" }).thenThrows("Esta venda não está em andamento.", { code: "conflict" });
  });

  it("is unavailable outside the sales board", () => {
    given([createdOn("PRE_SALES")])
      .when({ type: "LoseSale", reason: "Preço" })
      .thenThrows("Ação indisponível para este quadro.");
  });

  it("fails on an unknown item", () => {
    given([]).when({ type: "LoseSale", reason: "Preço" }).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});
