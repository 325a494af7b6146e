// The shared form pieces' pure parts: which fields a schema requires (the " *" and aria-required)
// and what the error summary lists.
import { describe, expect, it } from "vitest";
import { erroredFields } from "../../../app/components/forms/ErrorSummary";
import { summaryTitle } from "../../../app/components/forms/field-labels";
import { requiredFields } from "../../../app/components/forms/required-fields";
import { createSaleSchema, finishSchema, loseSchema, winSchema } from "../../../app/lib/forms";

describe("requiredFields: a field is required when its schema refuses it empty", () => {
  it("the new-sale form: name and amount; the optional union fields are not", () => {
    const c = requiredFields(createSaleSchema);
    expect(
      Object.entries(c)
        .filter(([, v]) => v.required)
        .map(([k]) => k),
    ).toEqual(["name", "amount"]);
    expect(c.ucType.required).toBe(false); // union([literal(""), enum]).optional(): empty allowed
    expect(c.validityDate.required).toBe(false);
    expect(c.leadTemperature.required).toBe(false); // has a default
  });

  it("the win form's UC type and the finish form's date are required; the finish form's execution type is not", () => {
    expect(requiredFields(winSchema).ucType.required).toBe(true);
    expect(requiredFields(winSchema).power.required).toBe(true);
    expect(requiredFields(finishSchema).finishedDate.required).toBe(true);
    expect(requiredFields(finishSchema).execStatus.required).toBe(false);
    expect(requiredFields(loseSchema).reason.required).toBe(true);
  });
});

describe("erroredFields: the summary's items", () => {
  it("names each field with an error by its label, skipping the form's own errors and empty lists", () => {
    const errors = { "": ["Algo deu errado."], name: ["Campo obrigatório."], amount: [], validityDate: ["Data inválida."] };
    expect(erroredFields(errors)).toEqual([
      ["name", "Nome"],
      ["validityDate", "Validade"],
    ]);
  });

  it("a form's own label wins over the common one; an unknown field falls back to its name", () => {
    expect(erroredFields({ name: ["x"], foo: ["y"] }, { name: "Nome da venda" })).toEqual([
      ["name", "Nome da venda"],
      ["foo", "foo"],
    ]);
  });

  it("a list entry is named by its list", () => {
    expect(erroredFields({ "owners[0]": ["x"] })).toEqual([["owners[0]", "Vendedores responsáveis"]]);
  });

  it("the title counts the fields in Portuguese", () => {
    expect(summaryTitle(1)).toBe("Corrija 1 campo:");
    expect(summaryTitle(2)).toBe("Corrija 2 campos:");
  });
});
