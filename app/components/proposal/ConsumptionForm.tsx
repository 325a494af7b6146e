// The consumption form of the proposal wizard: the bill's tariff group, the distributor (typed or a
// tariff of the company's table), where the system goes, then one fieldset per consumer unit. Works
// without JS: "Adicionar unidade consumidora" posts the form back with one more unit, what was typed
// kept; a pasted row of 12 months is split by the server. With JS the group shows only its fields,
// the city list follows the UF and a pasted row fills the months at once.
import { Form } from "@remix-run/react";
import { useState } from "react";
import { TARIFF_MODALITIES, TARIFF_MODALITY_LABELS, type SimultaneityDefaults } from "../../../domain/proposal";
import { Hidden } from "~/components/forms/intent-form";
import { consumptionFieldLabel, emptyUnit, orderedFields, type ConsumptionFormValues } from "~/lib/proposal-forms";
import { SelectField, TextField, WizardErrorSummary, type Errors } from "./fields";
import { UnitFieldset } from "./UnitFieldset";

const GROUP_OPTIONS = TARIFF_MODALITIES.map((g) => [g, TARIFF_MODALITY_LABELS[g]] as const);

export function ConsumptionForm({
  csrf,
  commandId,
  values,
  errors,
  ufs,
  cities: initialCities,
  tariffs,
  simultaneity,
  submitLabel,
}: {
  csrf: string;
  commandId: string;
  values: ConsumptionFormValues;
  errors: Errors;
  ufs: string[];
  cities: string[];
  tariffs: { id: string; label: string }[];
  simultaneity: SimultaneityDefaults;
  submitLabel: string;
}) {
  const [group, setGroup] = useState(values.tariffModality || "B");
  const [cities, setCities] = useState(initialCities);
  const units = values.energyBillData.length ? values.energyBillData : [emptyUnit()];
  // "No unit" / "too many units" belongs to no field: said at the top, with the form's own errors.
  const { energyBillData: unitsErrors, ...fieldErrors } = errors;
  const summaryErrors: Errors = { ...fieldErrors, "": [...(errors[""] ?? []), ...(unitsErrors ?? [])] };

  async function loadCities(uf: string) {
    if (!uf) return setCities([]);
    const res = await fetch(`/clientes/cidades?uf=${encodeURIComponent(uf)}`);
    if (res.ok) setCities((await res.json()).cities);
  }

  return (
    <Form method="post" className="p-form" aria-label="Dados de consumo" id="consumption" noValidate>
      <Hidden csrf={csrf} commandId={commandId} />
      {/* Enter in a field saves: the first submit button of the form is the default one. */}
      <button type="submit" name="intent" value="save-consumption" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      {/* ADR 019: "Corrija N campos:" with a link per field, in page order; each message beside its field. */}
      <WizardErrorSummary formId="consumption" errors={summaryErrors} labelOf={consumptionFieldLabel} order={orderedFields} />
      <fieldset className="p-head">
        <legend>Conta de energia</legend>
        <div className="p-grid">
          <SelectField
            label="Grupo tarifário"
            name="tariffModality"
            value={values.tariffModality || "B"}
            errors={errors}
            options={GROUP_OPTIONS}
            required
            onChange={(e) => setGroup(e.currentTarget.value)}
          />
          {tariffs.length > 0 && (
            <SelectField
              label="Tarifa da tabela"
              name="tariffId"
              value={values.tariffId}
              errors={errors}
              options={tariffs.map((t) => [t.id, t.label] as const)}
              blank="— digitar a distribuidora —"
            />
          )}
          <TextField
            label="Distribuidora"
            name="powerDistCompany"
            value={values.powerDistCompany}
            errors={errors}
            autoComplete="off"
            required
            hint={
              tariffs.length > 0
                ? "Com uma tarifa da tabela: a distribuidora dela, e nas unidades sem valor a tarifa (TE + TUSD), a TUSD e o Fio B."
                : undefined
            }
          />
          <SelectField
            label="UF"
            name="location.uf"
            value={values.location.uf}
            errors={errors}
            options={ufs.map((u) => [u, u] as const)}
            blank="—"
            required
            onChange={(e) => loadCities(e.currentTarget.value)}
          />
          <TextField
            label="Cidade"
            name="location.city"
            value={values.location.city}
            errors={errors}
            list="proposal-cities"
            autoComplete="off"
            required
          />
        </div>
        <datalist id="proposal-cities">
          {cities.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </fieldset>
      {units.map((u, i) => (
        <UnitFieldset key={i} index={i} unit={u} errors={errors} group={group} simultaneity={simultaneity} />
      ))}
      <p className="p-actions">
        <button type="submit" name="intent" value="add-unit" className="secondary" formNoValidate>
          Adicionar unidade consumidora
        </button>
        <button type="submit" name="intent" value="save-consumption">
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}
