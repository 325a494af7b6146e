// The tariff table: a filter by distributor (GET), the list with an edit link per tariff, and the
// new-tariff form. Values in R$/kWh with a decimal comma, dates dd/mm/aaaa.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { Row, Table } from "~/components/Table";
import { TARIFF_COLUMNS, tariffCells, TariffForm, validity } from "~/components/tables/TariffFieldset";
import { dayBr } from "../../../domain/tables/values";
import type { tariffsLoader } from "./page.server";

const pct = (n: number) => `${n.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} %`;
const NEW_TARIFF = { fioBShare: "28" };

export function TariffsPage() {
  const d = useLoaderData<typeof tariffsLoader>();
  return (
    <Shell user={d.user}>
      <h1>Tarifas</h1>
      <p>
        TE e TUSD por distribuidora (R$/kWh, com impostos como a empresa as usa), a parcela Fio B da TUSD e a vigência.{" "}
        <Link to="/tabelas/tarifas/upload">Importar arquivo da ANEEL</Link>
      </p>
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
            <Table className="list" aria-label="Tarifas" columns={[...TARIFF_COLUMNS, "Fio B", "Vigência", "Origem", ""]}>
              {d.tariffs.map((t) => (
                <Row
                  key={t.id}
                  cells={[
                    ...tariffCells(t),
                    pct(t.fioBShare),
                    validity(t.validFrom, t.validTo),
                    t.fileName ?? "Tela",
                    <Link
                      key="e"
                      to={`/tabelas/tarifas/editar/${t.id}`}
                      aria-label={`Editar tarifa ${t.distributor} ${t.subgroup} ${dayBr(t.validFrom)}`}
                    >
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
        <TariffForm intent="register" title="Nova tarifa" csrf={d.user.csrf} commandId={d.commandId} defaults={NEW_TARIFF} />
      </section>
    </Shell>
  );
}
