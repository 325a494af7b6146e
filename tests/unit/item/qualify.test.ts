import { describe, expect, it } from "vitest";
import { itemDecider, type QualifyLead } from "../../../domain/item";
import { statusLabel } from "../../../domain/shared";
import { itRejectsEach, specFor } from "../support/given-when-then";
import { ALL_BOARD_TYPES, createCommand, created, createdOn, leadCreated, leadDisqualified, leadQualified, saleFromLead, won } from "./fixtures";

const given = specFor(itemDecider);

const qualify: QualifyLead = {
  type: "QualifyLead",
  to: { boardType: "SALES", column: { id: "s-col-2", title: "Proposta" } },
  vendorId: "user-vendor-2",
  saleId: "sale-9",
};

const backToLeads = { type: "ReturnItemToFunnel" as const, to: { id: "col-2", title: "Qualificação" }, sortKey: "a3" };

describe("QualifyLead", () => {
  it("qualifies a lead into a sales column with a vendor and the new sale's id", () => {
    given([leadCreated]).when(qualify).then([leadQualified]);
  });

  it("accepts automatic distribution", () => {
    given([leadCreated])
      .when({ ...qualify, vendorId: "AUTO" })
      .then([{ type: "LeadQualified", data: { ...leadQualified.data, vendorId: "AUTO" } }]);
  });

  it("closes the lead (Lead Qualificado) and remembers the sale", () => {
    given([leadCreated]).when(qualify).thenState({ status: "CLOSED", qualifiedSaleId: "sale-9", columnId: "col-1", boardType: "PRE_SALES" });
    expect(statusLabel("PRE_SALES", "CLOSED")).toBe("Lead Qualificado");
  });

  it.each(ALL_BOARD_TYPES.filter((t) => t !== "PRE_SALES"))("is unavailable on a %s board", (boardType) => {
    given([createdOn(boardType)])
      .when(qualify)
      .thenThrows("Ação indisponível para este quadro.");
  });

  it("only while in progress", () => {
    given([leadCreated, leadQualified])
      .when({ ...qualify, saleId: "sale-10" })
      .thenThrows("Este lead não está em andamento.", { code: "conflict" });
    given([leadCreated, leadDisqualified]).when(qualify).thenThrows("Este lead não está em andamento.", { code: "conflict" });
  });

  itRejectsEach("qualifies only into a sales stage, with a vendor and a sale id", given, [leadCreated], qualify, [
    [{ to: { boardType: "PROJECT" as never, column: { id: "p1", title: "Projeto" } } }, "Quadro inválido.", "boardType"],
    [{ to: undefined as never }, "Quadro inválido.", "boardType"],
    [{ to: { boardType: "SALES", column: { id: "", title: "" } } }, "Selecione uma coluna.", "column"],
    [{ vendorId: " " }, "Selecione um vendedor.", "vendorId"],
    [{ saleId: "" }, "Campo obrigatório.", "saleId"],
  ]);

  it("refuses to reuse the lead's own id for the sale", () => {
    given([leadCreated])
      .when({ ...qualify, saleId: "item-1" })
      .thenThrows("Item já existe.", { field: "saleId", code: "conflict" });
  });

  it("fails on an unknown item", () => {
    given([]).when(qualify).thenThrows("Item não encontrado.", { code: "not_found" });
  });
});

describe("DisqualifyLead", () => {
  it("disqualifies a lead with its reason", () => {
    given([leadCreated]).when({ type: "DisqualifyLead", reason: " Sem interesse " }).then([leadDisqualified]);
  });

  it("marks the lead lost (Lead Desqualificado) with the reason", () => {
    given([leadCreated]).when({ type: "DisqualifyLead", reason: "Sem interesse" }).thenState({ status: "LOST", lostReason: "Sem interesse" });
    expect(statusLabel("PRE_SALES", "LOST")).toBe("Lead Desqualificado");
  });

  it.each(["  ", undefined as never])("needs a reason (not %j)", (reason: string) => {
    given([leadCreated]).when({ type: "DisqualifyLead", reason }).thenThrows("Informe o motivo da desqualificação.", { field: "reason" });
  });

  it.each(ALL_BOARD_TYPES.filter((t) => t !== "PRE_SALES"))("is unavailable on a %s board", (boardType) => {
    given([createdOn(boardType)])
      .when({ type: "DisqualifyLead", reason: "Sem interesse" })
      .thenThrows("Ação indisponível para este quadro.");
  });

  it("only while in progress", () => {
    given([leadCreated, leadDisqualified])
      .when({ type: "DisqualifyLead", reason: "Outro" })
      .thenThrows("Este lead não está em andamento.", { code: "conflict" });
    given([leadCreated, leadQualified])
      .when({ type: "DisqualifyLead", reason: "Outro" })
      .thenThrows("Este lead não está em andamento.", { code: "conflict" });
  });
});

describe("ReturnItemToFunnel on pre-sales", () => {
  it("returns a disqualified lead into the chosen column", () => {
    given([leadCreated, leadDisqualified])
      .when(backToLeads)
      .then([
        {
          type: "ItemReturnedToFunnel",
          data: { fromStatus: "LOST", toColumnId: "col-2", toColumnTitle: "Qualificação", sortKey: "a3" },
        },
      ]);
  });

  it("returns a qualified lead, forgetting the reason and the sale", () => {
    given([leadCreated, leadQualified])
      .when(backToLeads)
      .thenState({ status: "IN_PROGRESS", qualifiedSaleId: null, lostReason: null, columnId: "col-2" });
    given([leadCreated, leadDisqualified]).when(backToLeads).thenState({ status: "IN_PROGRESS", lostReason: null });
  });

  it("lets a returned lead be qualified again", () => {
    given([
      leadCreated,
      leadDisqualified,
      {
        type: "ItemReturnedToFunnel",
        data: { fromStatus: "LOST", toColumnId: "col-2", toColumnTitle: "Qualificação", sortKey: "a3" },
      },
    ])
      .when({ ...qualify, saleId: "sale-10" })
      .then([{ type: "LeadQualified", data: { ...leadQualified.data, saleId: "sale-10" } }]);
  });

  it.each(ALL_BOARD_TYPES)("refuses an item in progress on %s", (boardType) => {
    given([createdOn(boardType)])
      .when(backToLeads)
      .thenThrows("O item já está em andamento.", { code: "conflict" });
  });
});

describe("CreateItem with relatedPreSale", () => {
  const saleCommand = {
    ...createCommand,
    itemId: "sale-9",
    column: { id: "s-col-2", title: "Proposta" },
    relatedPreSale: "item-1",
  };

  it("creates the sale linked to its lead", () => {
    given([]).when(saleCommand).then([saleFromLead]);
    given([]).when(saleCommand).thenState({ relatedPreSale: "item-1", boardType: "SALES" });
  });

  it("leaves the field out of the event when absent, null or blank", () => {
    given([]).when(createCommand).then([created]);
    given([])
      .when({ ...createCommand, relatedPreSale: null })
      .then([created]);
    given([])
      .when({ ...createCommand, relatedPreSale: "" })
      .then([created]);
    const [event] = itemDecider.decide({ ...createCommand, relatedPreSale: null }, itemDecider.initialState(), {
      now: "2026-11-22T17:03:00.000Z",
      today: "2026-11-22",
      actorId: "u",
      companyId: "c",
    });
    expect("relatedPreSale" in event.data).toBe(false);
    given([]).when(createCommand).thenState({ relatedPreSale: null });
  });

  it("only on the sales board, and not pointing at itself", () => {
    given([])
      .when({ ...saleCommand, boardType: "PROJECT" })
      .thenThrows("Ação indisponível para este quadro.", { field: "relatedPreSale" });
    given([])
      .when({ ...saleCommand, relatedPreSale: "sale-9" })
      .thenThrows("Insira um texto válido.", { field: "relatedPreSale" });
  });
});

describe("ReturnSaleToPreSale", () => {
  const back = { type: "ReturnSaleToPreSale" as const, column: { id: "col-2", title: "Qualificação" } };

  it("sends a sale back to its lead's pre-sales column", () => {
    given([saleFromLead])
      .when(back)
      .then([
        {
          type: "SaleReturnedToPreSale",
          data: { toColumnId: "col-2", toColumnTitle: "Qualificação", relatedPreSale: "item-1" },
        },
      ]);
  });

  it("ends the sale: any later command is not found", () => {
    const returned = {
      type: "SaleReturnedToPreSale" as const,
      data: { toColumnId: "col-2", toColumnTitle: "Qualificação", relatedPreSale: "item-1" },
    };
    given([saleFromLead]).when(back).thenState({ lifecycle: "returnedToPreSale" });
    given([saleFromLead, returned]).when(back).thenThrows("Item não encontrado.", { code: "not_found" });
    given([saleFromLead, returned]).when({ type: "WinSale", power: "5", ucType: "Rural" }).thenThrows("Item não encontrado.", { code: "not_found" });
  });

  it("needs a sale that came from a lead", () => {
    given([created]).when(back).thenThrows("Esta venda não veio da pré-venda.", { code: "conflict" });
  });

  it.each(ALL_BOARD_TYPES.filter((t) => t !== "SALES"))("is unavailable on a %s board", (boardType) => {
    given([createdOn(boardType)])
      .when(back)
      .thenThrows("Ação indisponível para este quadro.");
  });

  it("only while the sale is in progress", () => {
    given([saleFromLead, won]).when(back).thenThrows("Esta venda não está em andamento.", { code: "conflict" });
  });

  it("needs a column", () => {
    given([saleFromLead])
      .when({ ...back, column: { id: "", title: "" } })
      .thenThrows("Selecione uma coluna.", { field: "column" });
  });
});
