// Type one city's 12 monthly means in Wh/m²/dia (the unit of the Atlas files the table imports),
// prefilled with the values it has; each month's error shows on its field.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { InputField } from "~/components/forms/Field";
import { IntentForm, useIntentForm, type ActionReply } from "~/components/forms/intent-form";
import { Shell } from "~/components/Shell";
import { MONTH_FIELDS, MONTHS_PT } from "../../../domain/irradiation";
import { typedIrradiationSchema } from "~/lib/tables/irradiation-forms";
import type { typeIrradiationLoader } from "./page.server";

export function TypeIrradiationPage() {
  const d = useLoaderData<typeof typeIrradiationLoader>();
  const reply = useActionData() as ActionReply;
  const [form, fields] = useIntentForm("type", typedIrradiationSchema, reply, d.defaults);
  const back = `/tabelas/irradiacao?uf=${d.city.uf}&cidade=${d.city.ibge}`;
  return (
    <Shell user={d.user}>
      <h1>Digitar irradiação</h1>
      <p>
        <Link to={back}>
          ← {d.city.name} / {d.city.uf}
        </Link>
      </p>
      <p id="typed-help">
        As médias mensais da irradiação diária no plano inclinado, em Wh/m²/dia (a unidade do Atlas e do SunData: 5,23 kWh/m²/dia = 5230 Wh/m²/dia).
        Ficam como “digitado pela empresa” e substituem {d.hasValues ? "os valores que a cidade tem hoje" : "a falta de dados da cidade"}; uma
        importação posterior que traga a cidade os substitui.
      </p>
      <section className="card-panel wide">
        <IntentForm
          form={form}
          intent="type"
          csrf={d.user.csrf}
          commandId={d.commandId}
          title={`${d.city.name} / ${d.city.uf}`}
          submit="Salvar valores"
        >
          <div className="form-grid">
            {MONTH_FIELDS.map((f, m) => (
              <div key={f}>
                <InputField label={MONTHS_PT[m]} field={fields[f]} inputMode="decimal" placeholder="Ex.: 5230" />
              </div>
            ))}
          </div>
        </IntentForm>
      </section>
    </Shell>
  );
}
