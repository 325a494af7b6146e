// Type, calculation and SIMPLE power bands in one form (SetAutoPricing). Each band is "até X kWp:
// margem Y %"; the last row has no power: it is the band above all others (part 3 §4 forces its
// power to 9999999999). "Adicionar faixa" posts the form back with a new row before that last one.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { PRICING_CALCS, PRICING_TYPES } from "../../../domain/pricing";
import { Hidden } from "~/components/forms/intent-form";
import { ErrorLine } from "~/components/forms/FieldError";
import type { BandsFormValue } from "~/lib/pricing-settings-forms";
import { CALC_LABELS, TYPE_LABELS } from "~/lib/pricing-settings-labels";
import { AddLineButton, errorsOf, ListError, TextInput } from "./fields";

export function BandsForm({
  csrf,
  commandId,
  values,
  result,
}: {
  csrf: string;
  commandId: string;
  values: BandsFormValue;
  result?: SubmissionResult<string[]>;
}) {
  const errors = errorsOf(result);
  const rows = values.autoPricing.length ? values.autoPricing : [{ power: "", margin: "" }];
  const last = rows.length - 1;
  return (
    <Form method="post" aria-label="Precificação automática" className="ps-form">
      <Hidden csrf={csrf} commandId={commandId} />
      {/* Enter in a field saves: the first submit button of the form is the default one. */}
      <button type="submit" name="intent" value="save-auto-pricing" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        Salvar
      </button>
      <ErrorLine msg={errors[""]?.[0]} />

      <fieldset>
        <legend>Tipo de precificação</legend>
        {PRICING_TYPES.map((t) => (
          <label key={t} className="checkbox-row">
            <input type="radio" name="autoPricingType" value={t} defaultChecked={values.autoPricingType === t} /> {TYPE_LABELS[t]}
          </label>
        ))}
        <ErrorLine msg={errors.autoPricingType?.[0]} />
      </fieldset>

      <fieldset>
        <legend>Cálculo da precificação simples</legend>
        {PRICING_CALCS.map((c) => (
          <label key={c} className="checkbox-row">
            <input type="radio" name="autoPricingCalc" value={c} defaultChecked={values.autoPricingCalc === c} />
            <span>
              {CALC_LABELS[c].label}: {CALC_LABELS[c].formula} <span className="hint">({CALC_LABELS[c].example})</span>
            </span>
          </label>
        ))}
        <ErrorLine msg={errors.autoPricingCalc?.[0]} />
      </fieldset>

      <fieldset>
        <legend>Faixas de potência</legend>
        <p className="hint">
          Cada sistema usa a primeira faixa, em ordem de potência, que o comporta. A última faixa vale acima de todas as outras. Para remover uma
          faixa, apague os campos dela; sem faixas, toda proposta usa margem de 50 %.
        </p>
        <ListError errors={errors} name="autoPricing" />
        {rows.map((b, i) => (
          <div className="ps-line" key={i} role="group" aria-label={`Faixa ${i + 1}`}>
            {i === last ? (
              <p className="ps-above">{rows.length === 1 ? "Qualquer potência" : "Acima da faixa anterior"}</p>
            ) : (
              <TextInput label="Até (kWp)" name={`autoPricing[${i}].power`} value={b.power} errors={errors} inputMode="decimal" />
            )}
            <TextInput label="Margem (%)" name={`autoPricing[${i}].margin`} value={b.margin} errors={errors} inputMode="decimal" />
          </div>
        ))}
        <AddLineButton intent="add-band">Adicionar faixa</AddLineButton>
      </fieldset>

      <p>
        <button type="submit" name="intent" value="save-auto-pricing">
          Salvar
        </button>
      </p>
    </Form>
  );
}
