// A DETAILED component's form (new or edited): type, range, revenue, where it applies (restriction,
// vendor, service), its rules (threshold → value) and its conditions. "Adicionar regra" and
// "Adicionar condição" post the form back with one more row (no JS needed). With JS, the value
// column says R$ or % as the type is picked, and each condition's value list keeps to its type.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { INVERTER_TYPES, KIT_FIXATIONS, KIT_VOLTAGES } from "../../../domain/kit/fields";
import { COMPONENT_TYPES, CONDITIONAL_LOGICS, CONDITIONAL_TYPES, NEVER_REVENUE, RANGES, type ComponentType } from "../../../domain/pricing";
import type { Option } from "~/components/forms/Field";
import { ErrorLine } from "~/components/forms/FieldError";
import { Hidden } from "~/components/forms/intent-form";
import { COMPONENT_ADD_LINE, isAmountType, type ComponentFormValue } from "~/lib/pricing-settings-forms";
import { COMPONENT_TYPE_LABELS, CONDITIONAL_TYPE_LABELS, LOGIC_LABELS, RANGE_LABELS } from "~/lib/pricing-settings-labels";
import { AddLineButton, errorsOf, ListError, SelectInput, TextInput, type Errors } from "./fields";

export interface ComponentOptions {
  restrictions: readonly Option[];
  users: readonly Option[];
  services: readonly string[];
}

const TYPE_OPTIONS: Option[] = COMPONENT_TYPES.map((t) => [t, COMPONENT_TYPE_LABELS[t]]);
const RANGE_OPTIONS: Option[] = RANGES.map((r) => [r, RANGE_LABELS[r]]);
const CONDITION_OPTIONS: Option[] = CONDITIONAL_TYPES.map((t) => [t, CONDITIONAL_TYPE_LABELS[t]]);
const LOGIC_OPTIONS: Option[] = CONDITIONAL_LOGICS.map((l) => [l, LOGIC_LABELS[l]]);

export function ComponentForm({
  csrf,
  commandId,
  values,
  result,
  options,
  withName,
  submitLabel,
}: {
  csrf: string;
  commandId: string;
  values: ComponentFormValue;
  result?: SubmissionResult<string[]>;
  options: ComponentOptions;
  /** A new component names itself here; an existing one is renamed by its own form. */
  withName: boolean;
  submitLabel: string;
}) {
  const errors = errorsOf(result);
  const [type, setType] = useState(values.type);
  const rules = values.rules.length ? values.rules : [{ power: "", value: "" }];
  const conditionals = values.conditionals.length ? values.conditionals : [{ type: "", logic: "EQUAL", strValue: "" }];
  const neverRevenue = NEVER_REVENUE.has(type as ComponentType);
  return (
    <Form method="post" aria-label="Componente" className="ps-form">
      <Hidden csrf={csrf} commandId={commandId} />
      <button type="submit" name="intent" value="save-component" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <ErrorLine msg={errors[""]?.[0]} />
      <fieldset>
        <legend>Componente</legend>
        <div className="ps-grid">
          {withName && <TextInput label="Nome" name="name" value={values.name} errors={errors} required maxLength={100} />}
          <SelectInput
            label="Tipo"
            name="type"
            value={values.type}
            errors={errors}
            options={TYPE_OPTIONS}
            onChange={(e) => setType(e.currentTarget.value)}
          />
          <SelectInput label="Base das regras" name="range" value={values.range || "KWP"} errors={errors} options={RANGE_OPTIONS} />
        </div>
        <label className="checkbox-row">
          <input type="checkbox" name="isRevenue" defaultChecked={values.isRevenue === "on"} /> É receita da empresa (lucro), não um custo pago a
          terceiros
        </label>
        <p className="hint">
          Comissões e margem de negociação nunca são receita{neverRevenue ? ": este tipo fica fora do lucro mesmo marcado" : ""}.
        </p>
        <ErrorLine msg={errors.isRevenue?.[0]} />
      </fieldset>

      <fieldset>
        <legend>Onde se aplica</legend>
        <div className="ps-grid">
          <SelectInput
            label="Restrição"
            name="restriction"
            value={values.restriction}
            errors={errors}
            options={options.restrictions}
            blank="— nenhuma —"
          />
          <SelectInput label="Vendedor" name="vendor" value={values.vendor} errors={errors} options={options.users} blank="— qualquer um —" />
          <SelectInput label="Serviço" name="service" value={values.service} errors={errors} options={options.services} blank="— qualquer um —" />
        </div>
        <p className="hint">A comissão individual exige o vendedor que a recebe.</p>
      </fieldset>

      <fieldset>
        <legend>Regras</legend>
        <p className="hint">
          Vale a primeira regra, em ordem de limite, cujo limite comporta a proposta; acima de todos os limites o componente não se aplica. Valor em
          R$ para Valor Fixo e valores por unidade; em % para os demais tipos.
        </p>
        <ListError errors={errors} name="rules" />
        {rules.map((r, i) => (
          <div className="ps-line" key={i} role="group" aria-label={`Regra ${i + 1}`}>
            <TextInput label="Até (limite na base)" name={`rules[${i}].power`} value={r.power} errors={errors} inputMode="decimal" />
            <TextInput
              label={isAmountType(type) ? "Valor (R$)" : "Valor (%)"}
              name={`rules[${i}].value`}
              value={r.value}
              errors={errors}
              inputMode="decimal"
            />
          </div>
        ))}
        <AddLineButton intent={COMPONENT_ADD_LINE.rules}>Adicionar regra</AddLineButton>
      </fieldset>

      <fieldset>
        <legend>Condições</legend>
        <p className="hint">O componente se aplica só quando todas as condições valem. Deixe o tipo em branco para não usar a linha.</p>
        <ListError errors={errors} name="conditionals" />
        {conditionals.map((c, i) => (
          <ConditionalLine key={i} index={i} line={c} errors={errors} users={options.users} />
        ))}
        <AddLineButton intent={COMPONENT_ADD_LINE.conditionals}>Adicionar condição</AddLineButton>
      </fieldset>

      <p>
        <button type="submit" name="intent" value="save-component">
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}

/** Which group of values a condition type takes (the others are disabled once JS knows the type). */
const GROUP_OF: Record<string, string> = {
  VOLTAGE: "voltage",
  FIXATION: "fixation",
  INVERTER_TYPE: "inverter",
  VENDOR: "users",
  PRE_VENDOR: "users",
};

function ConditionalLine({
  index,
  line,
  errors,
  users,
}: {
  index: number;
  line: { type: string; logic: string; strValue: string };
  errors: Errors;
  users: readonly Option[];
}) {
  const [type, setType] = useState(line.type);
  // Only once JS runs: without it the type can change with no one to re-enable a group.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const off = (group: string) => live && Boolean(type) && GROUP_OF[type] !== group;
  const p = `conditionals[${index}]`;
  return (
    <div className="ps-line ps-cond" role="group" aria-label={`Condição ${index + 1}`}>
      <SelectInput
        label="Condição"
        name={`${p}.type`}
        value={line.type}
        errors={errors}
        options={CONDITION_OPTIONS}
        blank="—"
        onChange={(e) => setType(e.currentTarget.value)}
      />
      <SelectInput label="Comparação" name={`${p}.logic`} value={line.logic || "EQUAL"} errors={errors} options={LOGIC_OPTIONS} />
      <SelectInput label="Valor" name={`${p}.strValue`} value={line.strValue} errors={errors}>
        <option value="">—</option>
        <optgroup label="Tensão do kit" disabled={off("voltage")}>
          {KIT_VOLTAGES.map((v) => (
            <option key={v} value={v}>
              {v} V
            </option>
          ))}
        </optgroup>
        <optgroup label="Tipo de instalação" disabled={off("fixation")}>
          {KIT_FIXATIONS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </optgroup>
        <optgroup label="Tipo de inversor" disabled={off("inverter")}>
          {INVERTER_TYPES.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </optgroup>
        <optgroup label="Vendedores" disabled={off("users")}>
          {users.map((u) => {
            const [value, label] = typeof u === "string" ? [u, u] : u;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </optgroup>
      </SelectInput>
    </div>
  );
}
