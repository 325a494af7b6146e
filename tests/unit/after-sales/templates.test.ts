// After-sales proposal templates (/pos-venda/templates): given a template's stream, when it is created
// or edited, then these events or the pt-BR message; the tags filled at generation.
import { describe, expect, it } from "vitest";
import { afterSalesTemplateDecider, fillTemplate, TEMPLATE_MSG, type AfterSalesTemplateEvent } from "../../../domain/after-sales-template";
import { MSG, tooLongMessage } from "../../../domain/shared";
import { specFor } from "../support/given-when-then";

const given = specFor(afterSalesTemplateDecider);
const created: AfterSalesTemplateEvent = {
  type: "AfterSalesTemplateCreated",
  data: { templateId: "t1", name: "Manutenção anual", body: "Olá {{cliente}}" },
};

describe("after-sales templates", () => {
  it("creates a template with a trimmed name and text; a second create on the id is a conflict", () => {
    given([]).when({ type: "CreateAfterSalesTemplate", templateId: "t1", name: " Manutenção anual ", body: "Olá {{cliente}}\r\n" }).then([created]);
    given([created])
      .when({ type: "CreateAfterSalesTemplate", templateId: "t1", name: "X", body: "Y" })
      .thenThrows(TEMPLATE_MSG.templateExists, { code: "conflict" });
  });

  it("refuses a blank or forbidden name and a blank or too long text", () => {
    const create = (name: string, body: string) => given([]).when({ type: "CreateAfterSalesTemplate", templateId: "t1", name, body });
    create("", "texto").thenThrows(MSG.required, { field: "name" });
    create("Modelo <1>", "texto").thenThrows('Insira um nome válido: o caractere "<" não é permitido.', { field: "name" });
    create("Modelo", "  ").thenThrows(MSG.required, { field: "body" });
    create("Modelo", "x".repeat(5001)).thenThrows(tooLongMessage(5000), { field: "body" });
  });

  it("edits with the content before and after; the same content is a no-op; an unknown template is not found", () => {
    given([created])
      .when({ type: "EditAfterSalesTemplate", name: "Manutenção", body: "Prezado {{cliente}}" })
      .then([
        {
          type: "AfterSalesTemplateEdited",
          data: {
            templateId: "t1",
            from: { name: "Manutenção anual", body: "Olá {{cliente}}" },
            to: { name: "Manutenção", body: "Prezado {{cliente}}" },
          },
        },
      ]);
    given([created]).when({ type: "EditAfterSalesTemplate", name: "Manutenção anual", body: "Olá {{cliente}}" }).then([]);
    given([]).when({ type: "EditAfterSalesTemplate", name: "A", body: "B" }).thenThrows(TEMPLATE_MSG.templateNotFound, { code: "not_found" });
  });

  it("deletes a template with the name it had; a deleted or unknown template is not found, and its id is never created again", () => {
    const deleted: AfterSalesTemplateEvent = { type: "AfterSalesTemplateDeleted", data: { templateId: "t1", name: "Manutenção anual" } };
    given([created]).when({ type: "DeleteAfterSalesTemplate" }).then([deleted]);
    given([created, deleted]).when({ type: "DeleteAfterSalesTemplate" }).thenThrows(TEMPLATE_MSG.templateNotFound, { code: "not_found" });
    given([]).when({ type: "DeleteAfterSalesTemplate" }).thenThrows(TEMPLATE_MSG.templateNotFound, { code: "not_found" });
    given([created, deleted])
      .when({ type: "EditAfterSalesTemplate", name: "Outro", body: "Texto" })
      .thenThrows(TEMPLATE_MSG.templateNotFound, { code: "not_found" });
    given([created, deleted])
      .when({ type: "CreateAfterSalesTemplate", templateId: "t1", name: "X", body: "Y" })
      .thenThrows(TEMPLATE_MSG.templateExists, { code: "conflict" });
  });

  it("fills known tags, marks missing data and leaves unknown tags", () => {
    expect(
      fillTemplate("Olá {{cliente}}, OS {{ ordem_de_servico }}: {{valor_total}} {{outro}}", { cliente: "Ana", ordem_de_servico: "#00042" }),
    ).toBe("Olá Ana, OS #00042: *** DADO NÃO CADASTRADO: valor total dos serviços (R$) *** {{outro}}");
  });
});
