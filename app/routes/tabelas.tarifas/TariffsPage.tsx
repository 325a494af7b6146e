// The tariff table: a filter by distributor (GET), the list with an edit link per tariff, and the
// new-tariff form. Values in R$/kWh with a decimal comma, dates dd/mm/aaaa.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { IntentForm, useIntentForm, type ActionReply } from "~/components/forms/intent-form";
import { Shell } from "~/components/Shell";
import { Row, Table } from "~/components/Table";
import { TariffFieldset } from "~/components/tables/TariffFieldset";
import { tariffSchema } from "~/lib/tables/tariff-forms";
import type { tariffsLoader } from "./page.server";

export const rsKwh = (n: number) => `R$ ${n.toLocaleString("pt-BR", { minimumFractionDigits: 5, maximumFractionDigits: 6 })}`;
const pct = (n: number) => `${n.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} %`;

export function TariffsPage() {
  const d = useLoaderData<typeof tariffsLoader>();
  const reply = useActionData() as ActionReply;
  const [form] = useIntentForm("register", tariffSchema, reply, { fioBShare: "28" });
  const dash = (s: string) => s || "—";
  return (
    <Shell user={d.user}>
      <h1>Tarifas</h1>
      <p>
        TE e TUSD por distribuidora (R$/kWh, com impostos como a empresa as usa), a parcela Fio B da TUSD e a vigência.{" "}
        <Link to="/tabelas/tarifas/upload">Importar arquivo da ANEEL</Link>
      </p>
      {d.saved && (
        <p className="notice" role="status">
          Tarifa salva.
        </p>
      )}
      {d.deleted && (
        <p className="notice" role="status">
          Tarifa excluída.
        </p>
      )}
      {d.imported && (
        <p className="notice" role="status">
          {d.imported.count} tarifas importadas.{d.imported.unchanged > 0 && ` ${d.imported.unchanged} já estavam iguais.`}
        </p>
      )}
      <Form method="get" className="card-panel" aria-label="Filtrar tarifas">
        <label htmlFor="distribuidora">Distribuidora</label>
        <input id="distribuidora" name="distribuidora" defaultValue={d.distributor} />
        <p>
          <button type="submit" className="secondary">
            Filtrar
          </button>
        </p>
      </Form>
      <section className="card-panel wide" aria-labelledby="lista-title">
        <h2 id="lista-title">Tarifas cadastradas</h2>
        <p>{d.total} tarifas.</p>
        {d.tariffs.length ? (
          <div className="table-scroll">
            <Table
              className="list"
              aria-label="Tarifas"
              columns={["Distribuidora", "Subgrupo", "Modalidade", "Classe", "Posto", "TE", "TUSD", "Fio B", "Vigência", "Origem", ""]}
            >
              {d.tariffs.map((t) => (
                <Row
                  key={t.id}
                  cells={[
                    t.distributor,
                    dash(t.subgroup),
                    dash(t.modality),
                    dash(t.tariffClass),
                    dash(t.post),
                    rsKwh(t.te),
                    rsKwh(t.tusd),
                    pct(t.fioBShare),
                    t.validTo ? `${t.validFrom} a ${t.validTo}` : `desde ${t.validFrom}`,
                    t.fileName ?? "Tela",
                    <Link key="e" to={`/tabelas/tarifas/editar/${t.id}`} aria-label={`Editar tarifa ${t.distributor} ${t.subgroup} ${t.validFrom}`}>
                      Editar
                    </Link>,
                  ]}
                />
              ))}
            </Table>
          </div>
        ) : (
          <p>Nenhuma tarifa cadastrada.</p>
        )}
        {d.pages > 1 && (
          <p>
            Página {d.page} de {d.pages}.{" "}
            {d.page < d.pages && <Link to={`?distribuidora=${encodeURIComponent(d.distributor)}&pagina=${d.page + 1}`}>Próxima</Link>}
          </p>
        )}
      </section>
      <section className="card-panel wide">
        <IntentForm form={form} intent="register" csrf={d.user.csrf} commandId={d.commandId} title="Nova tarifa" submit="Salvar tarifa">
          <TariffFieldset form={form} />
        </IntentForm>
      </section>
    </Shell>
  );
}
