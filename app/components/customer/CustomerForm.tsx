// The customer form of /cliente/cadastro and /cliente/editar/:cid. A plain POST without JS (the
// server checks everything and keeps what was typed); with JS: masks while typing, the document's
// label follows the CPF/CNPJ switch, and the city list follows the chosen UF. The CEP fills street,
// district, city and UF (issue 20): with JS when the CEP field is left, without JS through the
// "Buscar CEP" submit (the server shows the form again as typed, with the address).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState, type ComponentProps, type ReactNode } from "react";
import type { CustomerField } from "../../../domain/customer";
import { maskCep, maskDocument, maskPhone } from "../../../domain/shared/documents";
import { InputField, Options, SelectField, TextareaField } from "~/components/forms/Field";
import { FieldError } from "~/components/forms/FieldError";
import { Hidden } from "~/components/forms/intent-form";
import { CEP_MSG, type CepAnswer } from "~/lib/cep/cep-messages";
import { MoneyField } from "~/components/forms/MoneyField";
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
  /** The last CEP lookup's answer (the "Buscar CEP" submit without JS). */
  cepAnswer?: CepAnswer;
  children?: ReactNode;
  /** Where the form posts (default: the page's own URL). */
  action?: string;
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
  reply:
    | { result?: SubmissionResult<string[]>; cities?: readonly string[]; cep?: { values: CustomerFormProps["defaults"]; answer: CepAnswer } }
    | undefined,
) {
  return {
    csrf: d.user.csrf,
    commandId: d.commandId,
    lastResult: reply?.cep ? undefined : reply?.result,
    defaults: reply?.cep?.values ?? d.defaults,
    cepAnswer: reply?.cep?.answer,
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

  const [cepNote, setCepNote] = useState<CepAnswer | undefined>(p.cepAnswer);
  useEffect(() => setCepNote(p.cepAnswer), [p.cepAnswer]);
  const [lastCep, setLastCep] = useState("");
  /** With JS: the address of the CEP into the form's fields (they stay editable; nothing is lost on failure). */
  async function lookupCep(formEl: HTMLFormElement | null, force: boolean) {
    const input = formEl?.elements.namedItem("postalCode") as HTMLInputElement | null;
    const cep = (input?.value ?? "").replace(/\D/g, "");
    if (!formEl || (!force && (cep.length !== 8 || cep === lastCep))) return;
    setLastCep(cep);
    let answer: CepAnswer;
    try {
      const res = await fetch(`/clientes/cep?cep=${encodeURIComponent(cep)}`, { headers: { accept: "application/json" } });
      answer = res.ok ? await res.json() : { ok: false, message: CEP_MSG.unavailable };
    } catch {
      answer = { ok: false, message: CEP_MSG.unavailable };
    }
    setCepNote(answer);
    const a = answer.address;
    if (!a) return;
    const set = (name: string, value: string) => {
      const el = formEl.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (el && value) el.value = value;
    };
    set("street", a.street);
    set("district", a.district);
    set("uf", a.uf);
    set("city", a.city);
    await loadCities(a.uf);
  }

  async function loadCities(uf: string) {
    if (!uf) return setCities([]);
    const res = await fetch(`/clientes/cidades?uf=${encodeURIComponent(uf)}`);
    if (res.ok) setCities((await res.json()).cities);
  }

  return (
    <Form method="post" action={p.action} className="card-panel" {...getFormProps(form)}>
      <Hidden intent="save" csrf={p.csrf} commandId={p.commandId} />
      {/* Enter in a field saves: the first submit button is the form's default, and "Buscar CEP" comes before the real one. */}
      <button type="submit" hidden tabIndex={-1}>
        {p.submitLabel}
      </button>
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
        <div>
          <InputField
            label="CEP"
            field={f.postalCode}
            inputMode="numeric"
            placeholder="00000-000"
            {...masked(maskCep)}
            onBlur={(e) => lookupCep(e.currentTarget.form, false)}
          />
          <button
            type="submit"
            name="cepLookup"
            value="1"
            formNoValidate
            className="secondary"
            onClick={(e) => {
              e.preventDefault();
              void lookupCep(e.currentTarget.form, true);
            }}
          >
            Buscar CEP
          </button>
          {cepNote && (
            <p role="status" className={cepNote.ok ? "success" : "notice"}>
              {cepNote.message}
            </p>
          )}
        </div>
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
