// The rows of a service line's price components (ADR 029) inside the add and edit forms: a label
// (suggestions in a datalist) and a value in R$ per row. Without JS the form comes with a few rows
// (rows left blank are ignored); with JS "Adicionar componente" adds one (conform's list insert, so
// errors stay on their rows) and the sum is shown as it is typed.
import { useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState, type ReactNode } from "react";
import type { z } from "zod";
import { MAX_PRICE_COMPS, PRICE_COMP_SUGGESTIONS } from "../../../domain/after-sales/shapes";
import { centsToDecimal, formatBRL, parseMoneyBRCents } from "../../../domain/shared";
import { InputField, type AnyField } from "~/components/forms/Field";
import { MoneyField } from "~/components/forms/MoneyField";
import { requiredFields } from "~/components/forms/required-fields";

export const PRICE_COMPS_DATALIST = "price-comp-suggestions";
const VALUE_NAME = /^priceComps\[\d+\]\.value$/;

type CompRow = { label?: string; value?: string } | undefined;
type CompsField = FieldMetadata<CompRow[] | undefined, Record<string, unknown>, string[]>;

/**
 * useSchemaForm (forms/intent-form) for a form with a list field: the same validation, typed by the
 * schema's input so `fields.priceComps.getFieldList()` exists and a list default value is allowed.
 */
export function useListForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  opts: { id: string; lastResult?: SubmissionResult<string[]>; defaultValue: Partial<z.input<S>> },
) {
  return useForm<z.input<S> & Record<string, unknown>, z.output<S>, string[]>({
    id: opts.id,
    lastResult: opts.lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: opts.defaultValue as never,
    constraint: requiredFields(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** The error summary's names for the rows' fields ("priceComps[1].label" → "Componente 2"). */
export function priceCompLabels(rows: number): Record<string, ReactNode> {
  const labels: Record<string, ReactNode> = { priceComps: "Composição do valor" };
  for (let i = 0; i < rows; i++) {
    labels[`priceComps[${i}].label`] = `Componente ${i + 1}`;
    labels[`priceComps[${i}].value`] = `Valor do componente ${i + 1}`;
  }
  return labels;
}

/** Blank rows so that a form offers at least `min` (at most MAX_PRICE_COMPS). */
export function compRows(comps: { label: string; value: string }[], min: number): { label: string; value: string }[] {
  const blanks = Math.max(0, Math.min(MAX_PRICE_COMPS, Math.max(min, comps.length + 1)) - comps.length);
  return [...comps, ...Array.from({ length: blanks }, () => ({ label: "", value: "" }))];
}

export function PriceCompsFields({
  form,
  field,
  idPrefix,
}: {
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "id" | "insert">;
  field: CompsField;
  idPrefix: string;
}) {
  const rows = field.getFieldList();
  const [hydrated, setHydrated] = useState(false);
  const [sum, setSum] = useState<number | null>(null);
  useEffect(() => {
    setHydrated(true);
    const el = document.getElementById(form.id);
    if (!(el instanceof HTMLFormElement)) return;
    const read = () => {
      let cents = 0;
      let any = false;
      for (const input of Array.from(el.querySelectorAll<HTMLInputElement>("input[name]"))) {
        if (!VALUE_NAME.test(input.name) || !input.value.trim()) continue;
        const c = parseMoneyBRCents(input.value);
        if (c !== null && c > 0) {
          cents += c;
          any = true;
        }
      }
      setSum(any ? cents : null);
    };
    read();
    el.addEventListener("input", read);
    return () => el.removeEventListener("input", read);
  }, [form.id, rows.length]);
  const hintId = `${idPrefix}-comps-hint`;
  return (
    <fieldset className="price-comps-fields" aria-describedby={hintId}>
      <legend>Composição do valor unitário (opcional)</legend>
      <p className="hint" id={hintId}>
        Mão de obra, material, deslocamento…: com componentes, o valor unitário é a soma deles (deixe-o em branco). Linhas vazias são ignoradas.
      </p>
      {field.errors?.length ? (
        <p className="field-error" id={field.errorId} role="alert">
          {field.errors.join(" ")}
        </p>
      ) : null}
      {rows.map((row, i) => {
        const f = row.getFieldset();
        return (
          <div className="price-comp-row" key={row.key}>
            <div>
              <InputField label={`Componente ${i + 1}`} field={f.label as AnyField} list={PRICE_COMPS_DATALIST} />
            </div>
            <div>
              <MoneyField label={`Valor do componente ${i + 1} (R$)`} field={f.value as AnyField} />
            </div>
          </div>
        );
      })}
      {hydrated ? (
        <p>
          {rows.length < MAX_PRICE_COMPS ? (
            <button type="submit" className="secondary" {...form.insert.getButtonProps({ name: field.name, defaultValue: { label: "", value: "" } })}>
              Adicionar componente
            </button>
          ) : null}{" "}
          <span aria-live="polite">{sum === null ? "" : `Soma dos componentes: ${formatBRL(centsToDecimal(sum))}`}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

/** The label suggestions, once per page. */
export function PriceCompSuggestions() {
  return (
    <datalist id={PRICE_COMPS_DATALIST}>
      {PRICE_COMP_SUGGESTIONS.map((s) => (
        <option key={s} value={s} />
      ))}
    </datalist>
  );
}
