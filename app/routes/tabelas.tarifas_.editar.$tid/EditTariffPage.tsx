// Edit a tariff (the same fields as the new-tariff form) or delete it.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { IntentForm, useIntentForm, type ActionReply } from "~/components/forms/intent-form";
import { Shell } from "~/components/Shell";
import { TariffForm } from "~/components/tables/TariffFieldset";
import type { editTariffLoader } from "./page.server";
import { z } from "zod";

const deleteSchema = z.object({});

export function EditTariffPage() {
  const d = useLoaderData<typeof editTariffLoader>();
  const reply = useActionData() as ActionReply;
  const [del] = useIntentForm("delete", deleteSchema, reply);
  return (
    <Shell user={d.user}>
      <h1>Editar tarifa</h1>
      <p>
        <Link to="/tabelas/tarifas">← Tarifas</Link>
      </p>
      {d.fileName && (
        <p>
          Importada do arquivo {d.fileName}
          {d.reh ? ` (${d.reh})` : ""}.
        </p>
      )}
      <section className="card-panel wide">
        <TariffForm intent="edit" title="Dados da tarifa" csrf={d.user.csrf} commandId={d.commandIds.edit} defaults={d.defaults} />
      </section>
      <section className="card-panel">
        <IntentForm
          form={del}
          intent="delete"
          csrf={d.user.csrf}
          commandId={d.commandIds.delete}
          title="Excluir tarifa"
          submit="Excluir tarifa"
          tone="danger"
        >
          <p>A tarifa sai da tabela; propostas já calculadas guardam os valores que usaram.</p>
        </IntentForm>
      </section>
    </Shell>
  );
}
