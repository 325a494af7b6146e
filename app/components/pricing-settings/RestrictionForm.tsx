// A restriction's form: name, places (a state, or one of its cities), vendors and service.
// "Adicionar local" posts the form back with one more place (no JS needed); without JS the city is
// typed and matched to the municipality list on save; with JS the city field suggests the state's
// cities (the customer form's /clientes/cidades list).
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Option } from "~/components/forms/Field";
import { ErrorLine } from "~/components/forms/FieldError";
import { Hidden } from "~/components/forms/intent-form";
import { ADD_LOCATION, type RestrictionFormValue } from "~/lib/pricing-settings-forms";
import { AddLineButton, errorsOf, ListError, SelectInput, TextInput, type Errors } from "./fields";

export function RestrictionForm({
  csrf,
  commandId,
  values,
  result,
  options,
  submitLabel,
}: {
  csrf: string;
  commandId: string;
  values: RestrictionFormValue;
  result?: SubmissionResult<string[]>;
  options: { users: readonly Option[]; services: readonly string[]; ufs: readonly string[] };
  submitLabel: string;
}) {
  const errors = errorsOf(result);
  const places = values.locations.length ? values.locations : [{ uf: "", city: "" }];
  return (
    <Form method="post" aria-label="Restrição" className="ps-form">
      <Hidden csrf={csrf} commandId={commandId} />
      <button type="submit" name="intent" value="save-restriction" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <ErrorLine msg={errors[""]?.[0]} />
      <div className="ps-grid">
        <TextInput label="Nome" name="name" value={values.name} errors={errors} required maxLength={100} />
        <SelectInput label="Serviço" name="service" value={values.service} errors={errors} options={options.services} blank="— todos —" />
      </div>
      <fieldset>
        <legend>Locais</legend>
        <p className="hint">Um estado sem cidade vale para o estado todo. Sem locais, vale em qualquer lugar.</p>
        <ListError errors={errors} name="locations" />
        {places.map((l, i) => (
          <PlaceLine key={i} index={i} place={l} errors={errors} ufs={options.ufs} />
        ))}
        <AddLineButton intent={ADD_LOCATION}>Adicionar local</AddLineButton>
      </fieldset>
      <fieldset aria-describedby={errors.vendors?.length ? "vendors-error" : undefined}>
        <legend>Vendedores</legend>
        <p className="hint">Nenhum marcado: vale para todos.</p>
        {options.users.map((u) => {
          const [id, label] = typeof u === "string" ? [u, u] : u;
          return (
            <label key={id} className="checkbox-row">
              <input type="checkbox" name="vendors" value={id} defaultChecked={values.vendors.includes(id)} /> {label}
            </label>
          );
        })}
        <ErrorLine id="vendors-error" msg={errors.vendors?.[0]} />
      </fieldset>
      <p>
        <button type="submit" name="intent" value="save-restriction">
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}

function PlaceLine({ index, place, errors, ufs }: { index: number; place: { uf: string; city: string }; errors: Errors; ufs: readonly string[] }) {
  const [cities, setCities] = useState<string[]>([]);
  async function load(uf: string) {
    if (!uf) return setCities([]);
    const res = await fetch(`/clientes/cidades?uf=${encodeURIComponent(uf)}`);
    if (res.ok) setCities(((await res.json()) as { cities: string[] }).cities);
  }
  useEffect(() => {
    if (place.uf) void load(place.uf);
  }, [place.uf]);
  const list = `cities-${index}`;
  return (
    <div className="ps-line" role="group" aria-label={`Local ${index + 1}`}>
      <SelectInput
        label="UF"
        name={`locations[${index}].uf`}
        value={place.uf}
        errors={errors}
        options={ufs}
        blank="—"
        onChange={(e) => load(e.currentTarget.value)}
      />
      <TextInput label="Cidade (opcional)" name={`locations[${index}].city`} value={place.city} errors={errors} list={list} autoComplete="off" />
      <datalist id={list}>
        {cities.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </div>
  );
}
