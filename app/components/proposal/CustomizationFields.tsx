// The sections the final proposal shows (checkboxes) and its texts: the customisation step's form
// and the company's defaults (/personalizar-proposta/:uid) are the same fields.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/forms/FieldError";
import { MAX_TEXT_CHARS, PROPOSAL_SECTIONS, PROPOSAL_TEXTS } from "../../../domain/proposal/presentation";

type Fieldset = FieldMetadata<Record<string, unknown>, Record<string, unknown>, string[]>;

const TEXT_HINTS: Record<string, string> = {
  presentation: "O texto de abertura da proposta.",
  notes: "Mostradas ao fim da proposta.",
  paymentConditions: "Por exemplo: 50% na assinatura do contrato e 50% na instalação.",
};

export function CustomizationFields({ sections, texts }: { sections: Fieldset; texts: Fieldset }) {
  const s = sections.getFieldset();
  const t = texts.getFieldset();
  return (
    <>
      <fieldset>
        <legend>Seções da proposta</legend>
        <p className="hint">Marque o que a proposta final mostra.</p>
        <div className="form-grid">
          {PROPOSAL_SECTIONS.map(([key, label]) => (
            <label key={key} className="checkbox-row">
              <input {...getInputProps(s[key]!, { type: "checkbox", value: "on" })} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Textos</legend>
        {PROPOSAL_TEXTS.map(([key, label]) => {
          const f = t[key]!;
          return (
            <div key={key} className="p-field">
              <label htmlFor={f.id}>{label}</label>
              <textarea {...getTextareaProps(f)} rows={4} maxLength={MAX_TEXT_CHARS} />
              <span className="hint">
                {TEXT_HINTS[key]} Até {MAX_TEXT_CHARS.toLocaleString("pt-BR")} caracteres.
              </span>
              <FieldError field={f} />
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
