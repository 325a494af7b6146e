// Twelve month inputs (January first) and the "Colar os 12 meses" box beside them. Without JS the
// server splits a pasted row when the form is posted; with JS the row fills the 12 inputs as it is
// pasted (same rules: domain/proposal/numbers.ts) and the box is emptied. `required` (the 12 months
// the proposal needs): the red "*" after the legend and aria-required on each month (ADR 019).
import type { ChangeEvent } from "react";
import { MONTHS_LONG, MONTHS_SHORT, monthsFromRow } from "../../../domain/proposal";
import { FieldError, fieldId, type Errors } from "./fields";
import { RequiredMark } from "~/components/forms/Field";

export function MonthInputs({
  title,
  name,
  pasteName,
  values,
  paste,
  errors,
  required,
}: {
  title: string;
  required?: boolean;
  /** `energyBillData[0].monthlyConsumption`: the inputs are `${name}[0]`…`${name}[11]`. */
  name: string;
  pasteName: string;
  values: string[];
  paste: string;
  errors: Errors;
}) {
  function fill(e: ChangeEvent<HTMLTextAreaElement>) {
    const got = monthsFromRow(e.currentTarget.value);
    const form = e.currentTarget.form;
    if (!form || !("months" in got)) return;
    got.months.forEach((v, m) => {
      const input = form.elements.namedItem(`${name}[${m}]`);
      if (input instanceof HTMLInputElement) {
        input.value = v;
        input.removeAttribute("aria-invalid");
      }
    });
    e.currentTarget.value = "";
  }
  return (
    <fieldset className="p-months">
      <legend>
        {title}
        {required && (
          <>
            {" "}
            <RequiredMark />
          </>
        )}
      </legend>
      <div className="p-month-grid">
        {MONTHS_SHORT.map((short, m) => {
          const n = `${name}[${m}]`;
          return (
            <div key={short} className="p-month">
              <label htmlFor={fieldId(n)}>
                <span aria-hidden="true">{short}</span>
                <span className="visually-hidden">
                  {title}: {MONTHS_LONG[m]}
                </span>
              </label>
              <input
                id={fieldId(n)}
                name={n}
                defaultValue={values[m] ?? ""}
                inputMode="decimal"
                autoComplete="off"
                aria-required={required || undefined}
                aria-invalid={errors[n]?.[0] ? true : undefined}
                aria-describedby={errors[n]?.[0] ? `${fieldId(n)}-error` : undefined}
              />
            </div>
          );
        })}
      </div>
      {/* The months' errors under the grid, each still the description of its own input. */}
      {MONTHS_SHORT.some((_, m) => errors[`${name}[${m}]`]?.[0]) && (
        <ul className="p-month-errors">
          {MONTHS_SHORT.map((short, m) => {
            const n = `${name}[${m}]`;
            return errors[n]?.[0] ? (
              <li key={short} className="field-error" id={`${fieldId(n)}-error`}>
                {errors[n]![0]}
              </li>
            ) : null;
          })}
        </ul>
      )}
      <FieldError name={name} errors={errors} />
      <div className="p-field p-paste">
        <label htmlFor={fieldId(pasteName)}>Colar os 12 meses</label>
        <textarea
          id={fieldId(pasteName)}
          name={pasteName}
          rows={1}
          defaultValue={paste}
          onChange={fill}
          aria-describedby={`${fieldId(pasteName)}-hint${errors[pasteName]?.[0] ? ` ${fieldId(pasteName)}-error` : ""}`}
          aria-invalid={errors[pasteName]?.[0] ? true : undefined}
        />
        <small className="hint" id={`${fieldId(pasteName)}-hint`}>
          Uma linha de 12 valores, de janeiro a dezembro, separados por espaço, tab ou ponto e vírgula (vírgula decimal aceita). Ela preenche os meses
          ao salvar.
        </small>
        <FieldError name={pasteName} errors={errors} />
      </div>
    </fieldset>
  );
}
