// The customer form of /cliente/cadastro and /cliente/editar/:cid. A plain POST without JS (the
// server checks everything and keeps what was typed); with JS: masks while typing, the document's
// label follows the CPF/CNPJ switch, and the city list follows the chosen UF.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState, type ComponentProps, type ReactNode } from "react";
import type { CustomerField } from "../../../domain/customer";
import { maskCep, maskDocument, maskPhone } from "../../../domain/shared/documents";
import { InputField, Options, SelectField, TextareaField } from "~/components/forms/Field";
import { FieldError } from "~/components/forms/FieldError";
import { MoneyField } from "~/components/forms/MoneyField";
import { Hidden } from "~/components/forms/intent-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";

export interface CustomerFormProps {
  csrf: string;
  commandId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: Record<string, string | string[]>;
  origins: string[];
  /** The company's preferences that make e-mail and CPF/CNPJ required (the name always is). */
  required: { email: boolean; document: boolean };
  ufs: readonly string[];
  cities: readonly string[];
  owners: { id: string; name: string }[];
  submitLabel: string;
  children?: ReactNode;
}

/** The form's props from the page's loader data and the action's reply to the form. */
export function customerFormProps(
  d: {
    user: { csrf: string };
    commandId: string;
    defaults: CustomerFormProps["defaults"];
    rules: { origins: string[]; reqEmailField: boolean; reqDocField: boolean };
    ufs: readonly string[];
    cities: readonly string[];
    owners: CustomerFormProps["owners"];
  },
  reply: { result: SubmissionResult<string[]>; cities?: readonly string[] } | undefined,
) {
  return {
    csrf: d.user.csrf,
    commandId: d.commandId,
    lastResult: reply?.result,
    defaults: d.defaults,
    origins: d.rules.origins,
    required: { email: d.rules.reqEmailField, document: d.rules.reqDocField },
    ufs: d.ufs,
    cities: reply?.cities ?? d.cities,
    owners: d.owners,
  };
}

export function CustomerForm(p: CustomerFormProps) {
  const [form, fields] = useForm<Record<CustomerField, string> & { owners: string[] }>({
    lastResult: p.lastResult,
    defaultValue: p.defaults,
    shouldRevalidate: "onBlur",
  });
  const f = fields;
  const initialCnpj = (f.cpfCnpjSwitch.initialValue ?? "") === "on";
  const [cnpj, setCnpj] = useState(initialCnpj);
  const [cities, setCities] = useState(p.cities);
  useEffect(() => setCities(p.cities), [p.cities]);
  useEffect(() => setCnpj(initialCnpj), [initialCnpj]);

  const text = (name: CustomerField, label: string, extra: Omit<ComponentProps<typeof InputField>, "label" | "field"> = {}) => (
    <div>
      <InputField label={label} field={f[name]} {...extra} />
    </div>
  );
  // With JS: re-mask as the user types (the server accepts masked or bare digits either way).
  const masked = (mask: (v: string) => string) => ({
    onInput: (e: React.FormEvent<HTMLInputElement>) => {
      e.currentTarget.value = mask(e.currentTarget.value);
    },
  });

  async function loadCities(uf: string) {
    if (!uf) return setCities([]);
    const res = await fetch(`/clientes/cidades?uf=${encodeURIComponent(uf)}`);
    if (res.ok) setCities((await res.json()).cities);
  }

  return (
    <Form method="post" className="card-panel" {...getFormProps(form)}>
      <Hidden intent="save" csrf={p.csrf} commandId={p.commandId} />
      <ErrorSummary form={form} />
      {text("name", "Nome", { required: true })}
      <div className="grid2">
        {text("email", "E-mail", { required: p.required.email, type: "email", inputMode: "email", autoComplete: "off" })}
        {text("phone", "Telefone", { inputMode: "tel", placeholder: "(00) 00000-0000", ...masked(maskPhone) })}
        {text("whatsapp", "WhatsApp", { inputMode: "tel", placeholder: "(00) 00000-0000", ...masked(maskPhone) })}
        <div>
          <label htmlFor={f.cpfCnpjSwitch.id} className="inline">
            <input {...getInputProps(f.cpfCnpjSwitch, { type: "checkbox" })} className="check" onChange={(e) => setCnpj(e.currentTarget.checked)} />
            Pessoa jurídica (CNPJ)
          </label>
          <FieldError field={f.cpfCnpjSwitch} />
        </div>
      </div>
      <div className="grid2">
        {text("document", cnpj ? "CNPJ" : "CPF", {
          required: p.required.document,
          inputMode: "numeric",
          placeholder: cnpj ? "00.000.000/0000-00" : "000.000.000-00",
          ...masked((v) => maskDocument(v, cnpj)),
        })}
        {text("rg", "RG")}
        {text("nationality", "Nacionalidade")}
        {text("profession", "Profissão")}
      </div>
      <h2>Endereço</h2>
      <div className="grid2">
        {text("postalCode", "CEP", { inputMode: "numeric", placeholder: "00000-000", ...masked(maskCep) })}
        <div>
          <SelectField label="UF" field={f.uf} blank="—" options={p.ufs} onChange={(e) => loadCities(e.currentTarget.value)} />
        </div>
        {text("city", "Cidade", { list: "customer-cities", autoComplete: "off" })}
        {text("address", "Endereço")}
        {text("street", "Rua")}
        {text("number", "Número")}
        {text("district", "Bairro")}
        {text("complement", "Complemento")}
      </div>
      <datalist id="customer-cities">
        {cities.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <h2>Responsável</h2>
      <div className="grid2">
        {text("personInChargeName", "Nome do responsável")}
        {text("personInChargeCpf", "CPF do responsável", {
          inputMode: "numeric",
          ...masked((v) => maskDocument(v, false)),
        })}
      </div>
      <h2>Outros dados</h2>
      <div className="grid2">
        <div>
          <MoneyField label="Renda mensal (R$)" field={f.income} />
        </div>
        <div>
          <SelectField
            label="Origem"
            field={f.origin}
            blank="—"
            options={[
              ...new Set([...p.origins, ...(f.origin.initialValue && !p.origins.includes(f.origin.initialValue) ? [f.origin.initialValue] : [])]),
            ]}
          />
        </div>
      </div>
      <TextareaField label="Observações" field={f.observations} rows={3} />
      {p.owners.length > 0 && (
        <>
          <input type="hidden" name="ownersShown" value="1" />
          <label htmlFor={f.owners.id}>Vendedores responsáveis</label>
          <select
            id={f.owners.id}
            name="owners"
            multiple
            key={form.key}
            size={Math.min(6, p.owners.length)}
            defaultValue={([] as (string | undefined)[]).concat(f.owners.initialValue ?? []).filter((o): o is string => !!o)}
            aria-invalid={f.owners.errors ? true : undefined}
            aria-describedby={f.owners.errors ? f.owners.errorId : undefined}
          >
            <Options options={p.owners.map((o) => [o.id, o.name] as const)} />
          </select>
          <FieldError field={f.owners} />
        </>
      )}
      {p.children}
      <p>
        <button type="submit">{p.submitLabel}</button>
      </p>
    </Form>
  );
}
