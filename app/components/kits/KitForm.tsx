// The kit form: supplier and price, then module, inverter and additional-item lines. Without JS the
// page shows a few empty rows and "Adicionar linha" posts the form back for one more (what was typed
// stays); with JS the same form is submitted through Remix's fetch, and picking a catalogue module or
// inverter fills its row at once (without JS the server fills it on save or on "Adicionar linha"),
// and the kit's total power follows the module lines as they are typed (without JS the page shows
// the power the server computed once the kit is saved).
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { INVERTER_TYPES, KIT_FIXATIONS, KIT_SUPPLIERS, KIT_VOLTAGES } from "../../../domain/kit/fields";
import { Hidden } from "~/components/forms/intent-form";
import { FieldLabel } from "~/components/forms/Field";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { ADD_LINE_INTENTS } from "~/lib/kit-forms";
import { formatKwp } from "~/lib/kit-format";
import { moduleLinesOf, typedKitPowerKwp } from "./typed-kit-power";
import { kitFieldLabel } from "./kit-field-labels";

type Line = Record<string, string>;
export interface KitFormValues {
  supplier?: string;
  code?: string;
  name?: string;
  kitPrice?: string;
  kitVoltage?: string;
  kitFixation?: string;
  available?: string;
  modules: Line[];
  inverters: Line[];
  items: Line[];
}
export interface CatalogueOptions {
  modules: { id: string; label: string; manufacturer: string; model: string; power: number }[];
  inverters: { id: string; label: string; iManufacturer: string; iModel: string; iPower: number; type: string }[];
}
type Kind = "modules" | "inverters" | "items";

/** The form's id: its fields' ids are `kit-<name>`, the targets of the error summary's links (ADR 019). */
const FORM_ID = "kit";
const idOf = (name: string) => `${FORM_ID}-${name}`;
/** The kit's required fields (the server refuses them empty): a red "*" and aria-required, no HTML required. */
const REQUIRED = new Set(["name", "kitPrice"]);

const MIN: Record<Kind, number> = { modules: 2, inverters: 1, items: 2 };

function rowCount(values: KitFormValues, kind: Kind, forced?: Record<Kind, number>): number {
  if (forced) return Math.max(forced[kind], 1);
  const typed = values[kind].filter((l) => Object.entries(l).some(([k, v]) => k !== "type" && String(v ?? "").trim())).length;
  return Math.max(MIN[kind], values[kind].length, typed + 1);
}

export function KitForm({
  csrf,
  commandId,
  values,
  rows,
  result,
  catalogue,
  submitLabel,
}: {
  csrf: string;
  commandId: string;
  values: KitFormValues;
  rows?: Record<Kind, number>;
  result?: SubmissionResult<string[]>;
  catalogue: CatalogueOptions;
  submitLabel: string;
}) {
  const errors = result?.error ?? {};
  const err = (name: string) => errors[name]?.[0];
  // "modules" is the kit's own rule (at least one module line): said at the top like the form's errors.
  const formErrors = [...(errors[""] ?? []), ...(errors["modules"] ?? [])];
  const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([k, e]) => k !== "" && k !== "modules" && e?.length)) as Record<
    string,
    string[]
  >;
  const n = (kind: Kind) => rowCount(values, kind, rows);
  const v = (kind: Kind, i: number, key: string) => values[kind][i]?.[key] ?? "";

  // With JS only: null until hydrated, so the page without JS never shows a figure it cannot update.
  const formRef = useRef<HTMLFormElement>(null);
  const [livePower, setLivePower] = useState<number | null>(null);
  const updatePower = (form: HTMLFormElement | null) => form && setLivePower(typedKitPowerKwp(moduleLinesOf(form)));
  useEffect(() => void updatePower(formRef.current), []);

  /** With JS: a picked catalogue line fills its row's fields. */
  function pick(e: ChangeEvent<HTMLSelectElement>, kind: "modules" | "inverters", i: number) {
    const opt = e.target.selectedOptions[0];
    const form = e.target.form;
    if (!opt || !form || !opt.value) return;
    for (const [key, val] of Object.entries(opt.dataset)) {
      const input = form.elements.namedItem(`${kind}[${i}].${key}`);
      if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.value = val ?? "";
    }
    const q = form.elements.namedItem(`${kind}[${i}].quantity`);
    if (q instanceof HTMLInputElement && !q.value) q.value = "1";
    if (kind === "modules") updatePower(form);
  }

  const field = (label: string, name: string, value: string, props: Record<string, string> = {}) => (
    <div className="kit-field">
      <FieldLabel htmlFor={idOf(name)} required={REQUIRED.has(name)}>
        {label}
      </FieldLabel>
      <input
        id={idOf(name)}
        name={name}
        defaultValue={value}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={err(name) ? `${idOf(name)}-error` : undefined}
        aria-required={REQUIRED.has(name) || undefined}
        {...props}
      />
      {err(name) && (
        <p className="field-error" id={`${idOf(name)}-error`}>
          {err(name)}
        </p>
      )}
    </div>
  );
  const select = (label: string, name: string, value: string, options: readonly string[]) => (
    <div className="kit-field">
      <label htmlFor={idOf(name)}>{label}</label>
      <select
        id={idOf(name)}
        name={name}
        defaultValue={value}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={err(name) ? `${idOf(name)}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {err(name) && (
        <p className="field-error" id={`${idOf(name)}-error`}>
          {err(name)}
        </p>
      )}
    </div>
  );
  const addLine = (kind: Kind, label: string) => (
    <button type="submit" name="intent" value={ADD_LINE_INTENTS[kind]} formNoValidate className="secondary">
      {label}
    </button>
  );

  return (
    <Form method="post" id={FORM_ID} aria-label="Kit" className="kit-form" ref={formRef} onChange={(e) => updatePower(e.currentTarget)}>
      <Hidden csrf={csrf} commandId={commandId} />
      {/* The default button (Enter in a field) saves: the first submit button of the form. */}
      <button type="submit" name="intent" value="save-kit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <ErrorSummary
        form={{ id: FORM_ID, errorId: `${FORM_ID}-error`, errors: formErrors, allErrors: fieldErrors }}
        labels={Object.fromEntries(Object.keys(fieldErrors).map((k) => [k, kitFieldLabel(k)]))}
      />
      <fieldset className="kit-head">
        <legend>Kit</legend>
        {select("Fornecedor", "supplier", values.supplier ?? "PRÓPRIO", KIT_SUPPLIERS)}
        {field("Nome do kit", "name", values.name ?? "")}
        {field("Código do fornecedor", "code", values.code ?? "")}
        {field("Preço do kit (R$)", "kitPrice", values.kitPrice ?? "", { inputMode: "decimal" })}
        {select("Tensão (V)", "kitVoltage", values.kitVoltage ?? "220", KIT_VOLTAGES)}
        {select("Tipo de instalação", "kitFixation", values.kitFixation ?? "Telhado", KIT_FIXATIONS)}
        <div className="kit-field checkbox-row">
          <input
            type="checkbox"
            id={idOf("available")}
            name="available"
            defaultChecked={values.available === "on" || values.available === "true"}
            className="check"
          />
          <label htmlFor={idOf("available")}>Disponível</label>
        </div>
      </fieldset>

      <fieldset>
        <legend>Módulos</legend>
        {Array.from({ length: n("modules") }, (_, i) => (
          <div className="kit-line" key={`m${i}`} role="group" aria-label={`Módulo ${i + 1}`}>
            <div className="kit-field kit-pick">
              <label htmlFor={idOf(`modules[${i}].moduleId`)}>Do catálogo</label>
              <select
                id={idOf(`modules[${i}].moduleId`)}
                name={`modules[${i}].moduleId`}
                defaultValue={v("modules", i, "moduleId")}
                onChange={(e) => pick(e, "modules", i)}
              >
                <option value="">— digitar —</option>
                {catalogue.modules.map((m) => (
                  <option key={m.id} value={m.id} data-manufacturer={m.manufacturer} data-model={m.model} data-power={String(m.power)}>
                    {m.label}
                  </option>
                ))}
              </select>
            </div>
            {field("Fabricante", `modules[${i}].manufacturer`, v("modules", i, "manufacturer"))}
            {field("Modelo", `modules[${i}].model`, v("modules", i, "model"))}
            {field("Potência (Wp)", `modules[${i}].power`, v("modules", i, "power"), { inputMode: "decimal" })}
            {field("Quantidade", `modules[${i}].quantity`, v("modules", i, "quantity"), { inputMode: "numeric" })}
          </div>
        ))}
        {addLine("modules", "Adicionar linha de módulo")}
        {livePower !== null && (
          <p>
            Potência total dos módulos: <output aria-live="polite">{formatKwp(livePower)}</output>
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>Inversores</legend>
        {Array.from({ length: n("inverters") }, (_, i) => (
          <div className="kit-line" key={`i${i}`} role="group" aria-label={`Inversor ${i + 1}`}>
            <div className="kit-field kit-pick">
              <label htmlFor={idOf(`inverters[${i}].inverterId`)}>Do catálogo</label>
              <select
                id={idOf(`inverters[${i}].inverterId`)}
                name={`inverters[${i}].inverterId`}
                defaultValue={v("inverters", i, "inverterId")}
                onChange={(e) => pick(e, "inverters", i)}
              >
                <option value="">— digitar —</option>
                {catalogue.inverters.map((m) => (
                  <option
                    key={m.id}
                    value={m.id}
                    data-i-manufacturer={m.iManufacturer}
                    data-i-model={m.iModel}
                    data-i-power={String(m.iPower)}
                    data-type={m.type}
                  >
                    {m.label}
                  </option>
                ))}
              </select>
            </div>
            {field("Fabricante", `inverters[${i}].iManufacturer`, v("inverters", i, "iManufacturer"))}
            {field("Modelo", `inverters[${i}].iModel`, v("inverters", i, "iModel"))}
            {field("Potência (W)", `inverters[${i}].iPower`, v("inverters", i, "iPower"), { inputMode: "decimal" })}
            {select("Tipo", `inverters[${i}].type`, v("inverters", i, "type") || "String", INVERTER_TYPES)}
            {field("Quantidade", `inverters[${i}].quantity`, v("inverters", i, "quantity"), { inputMode: "numeric" })}
          </div>
        ))}
        {addLine("inverters", "Adicionar linha de inversor")}
      </fieldset>

      <fieldset>
        <legend>Itens adicionais</legend>
        {Array.from({ length: n("items") }, (_, i) => (
          <div className="kit-line" key={`x${i}`} role="group" aria-label={`Item ${i + 1}`}>
            {field("Item", `items[${i}].item`, v("items", i, "item"))}
            {field("Quantidade", `items[${i}].quantity`, v("items", i, "quantity"), { inputMode: "numeric" })}
            {field("Fabricante", `items[${i}].manufacter`, v("items", i, "manufacter"))}
            {field("Detalhe", `items[${i}].detail`, v("items", i, "detail"))}
          </div>
        ))}
        {addLine("items", "Adicionar linha de item")}
      </fieldset>

      <button type="submit" name="intent" value="save-kit">
        {submitLabel}
      </button>
    </Form>
  );
}
