// ADR 019 on the forms issue 18 left (h-ux18): the components render, without JS, the required mark
// (aria-required, never HTML required), the message beside its field, and a summary whose links
// lead to the fields' ids — the archive's fields, the wizard's fields and MonthInputs.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArchiveErrorSummary, FileField, NameField, type Reply } from "../../../app/components/archive/ArchiveFields";
import { fieldId, TextField, WizardErrorSummary } from "../../../app/components/proposal/fields";
import { MonthInputs } from "../../../app/components/proposal/MonthInputs";

const refused: Reply = {
  intent: "create-folder",
  target: "",
  field: "name",
  error: "Insira um nome válido.",
  fieldErrors: { name: ["Insira um nome válido."] },
  values: { name: "Projeto/2026" },
};

describe("archive fields", () => {
  it("a refused name: marked required, the message beside it, the typed value kept", () => {
    const html = renderToStaticMarkup(h(NameField, { formId: "new-folder", label: "Nome da Pasta", value: "", reply: refused, mine: true }));
    expect(html).toContain('id="new-folder-name"');
    expect(html).toContain('aria-required="true"');
    expect(html).not.toMatch(/\srequired(=|\s|>)/);
    expect(html).not.toContain("maxlength");
    expect(html).toContain('value="Projeto/2026"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="new-folder-name-error"');
    expect(html).toMatch(/<p class="field-error" id="new-folder-name-error">Insira um nome válido\.<\/p>/);
    expect(html).toContain('class="required-mark"');
  });

  it("another form's reply leaves this one clean", () => {
    const html = renderToStaticMarkup(
      h(NameField, { formId: "rename-folder-1", label: "Nome da Pasta", value: "Fotos", reply: refused, mine: false }),
    );
    expect(html).toContain('value="Fotos"');
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("field-error");
  });

  it("the file is required only when adding", () => {
    expect(renderToStaticMarkup(h(FileField, { formId: "add-file-1", label: "Arquivo", reply: undefined, mine: false, required: true }))).toContain(
      'aria-required="true"',
    );
    expect(
      renderToStaticMarkup(h(FileField, { formId: "edit-file-1", label: "Substituir arquivo (opcional)", reply: undefined, mine: false })),
    ).not.toContain("aria-required");
  });

  it("the summary names the field and links to it, only on the refused form", () => {
    const html = renderToStaticMarkup(
      h(ArchiveErrorSummary, { formId: "new-folder", reply: refused, mine: true, labels: { name: "Nome da Pasta" } }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("Corrija 1 campo:");
    expect(html).toContain('<a href="#new-folder-name">Nome da Pasta</a>');
    expect(renderToStaticMarkup(h(ArchiveErrorSummary, { formId: "new-folder", reply: refused, mine: false }))).toBe("");
  });
});

describe("the proposal wizard's fields", () => {
  const errors = {
    "": ["A proposta mudou."],
    "energyBillData[0].monthlyConsumption[3]": ["Consumo de abril: informe o valor em kWh."],
    powerDistCompany: ["Informe a distribuidora."],
  };

  it("a required TextField has the mark and aria-required, no HTML required", () => {
    const html = renderToStaticMarkup(h(TextField, { label: "Distribuidora", name: "powerDistCompany", value: "", errors, required: true }));
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('class="required-mark"');
    expect(html).not.toMatch(/\srequired(=|\s|>)/);
    expect(html).toContain(`aria-describedby="${fieldId("powerDistCompany")}-error"`);
    const optional = renderToStaticMarkup(h(TextField, { label: "TUSD", name: "tusd", value: "", errors }));
    expect(optional).not.toContain("aria-required");
    expect(optional).not.toContain("required-mark");
  });

  it("WizardErrorSummary: the form's errors, then a link per field to its wizard id, in the order given", () => {
    const html = renderToStaticMarkup(
      h(WizardErrorSummary, { formId: "consumption", errors, labelOf: (n: string) => `<${n}>`, order: (names: string[]) => [...names].reverse() }),
    );
    expect(html).toContain("A proposta mudou.");
    expect(html).toContain("Corrija 2 campos:");
    const links = [...html.matchAll(/<a href="#([^"]+)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ["f-powerDistCompany", "&lt;powerDistCompany&gt;"],
      ["f-energyBillData-0-monthlyConsumption-3", "&lt;energyBillData[0].monthlyConsumption[3]&gt;"],
    ]);
  });

  it("MonthInputs required: the legend's mark and aria-required on the twelve months; the month's message tied to it", () => {
    const html = renderToStaticMarkup(
      h(MonthInputs, {
        title: "Consumo mensal (kWh)",
        name: "energyBillData[0].monthlyConsumption",
        pasteName: "energyBillData[0].monthsPaste",
        values: ["350", "", "", "360"],
        paste: "",
        errors,
        required: true,
      }),
    );
    expect(html.match(/aria-required="true"/g)).toHaveLength(12);
    expect(html).toMatch(/<legend>Consumo mensal \(kWh\) <span class="required-mark"/);
    expect(html).toContain('id="f-energyBillData-0-monthlyConsumption-3"');
    expect(html).toContain('id="f-energyBillData-0-monthlyConsumption-3-error"');
    expect(html).toContain('value="350"');
    const optional = renderToStaticMarkup(
      h(MonthInputs, { title: "Consumo na ponta (kWh)", name: "x", pasteName: "y", values: [], paste: "", errors: {} }),
    );
    expect(optional).not.toContain("aria-required");
  });
});
