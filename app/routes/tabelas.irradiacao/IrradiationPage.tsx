// The irradiation table: a GET form (UF, then city) that works without JS, the city's 12 monthly
// means in kWh/m²/dia with their source and the link to type them, and the latest imports.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { Row, Table } from "~/components/Table";
import { MONTHS_PT } from "../../../domain/irradiation";
import type { irradiationLoader } from "./page.server";

const kwh = (n: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const km = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 1 });

export function IrradiationPage() {
  const d = useLoaderData<typeof irradiationLoader>();
  return (
    <Shell user={d.user}>
      <h1>Irradiação solar</h1>
      <p>
        Médias mensais da irradiação diária no plano inclinado (kWh/m²/dia), por município. O Girassol não traz esses dados: importe uma tabela no
        formato do Atlas Brasileiro de Energia Solar / CRESESB SunData, ou escolha uma cidade abaixo e digite os seus valores.{" "}
        <Link to="/tabelas/irradiacao/upload">Importar arquivo</Link>
      </p>
      <Form method="get" className="card-panel" aria-label="Escolher cidade">
        <label htmlFor="uf">UF</label>
        <select id="uf" name="uf" defaultValue={d.uf} key={`uf-${d.uf}`}>
          <option value="">Selecione</option>
          {d.ufs.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
        {d.uf ? (
          <>
            <label htmlFor="cidade">Cidade</label>
            <select id="cidade" name="cidade" defaultValue={d.city?.ibge ?? ""} key={`c-${d.uf}-${d.city?.ibge ?? ""}`}>
              <option value="">Selecione</option>
              {d.cities.map((c) => (
                <option key={c.ibge} value={c.ibge}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <p>
          <button type="submit">{d.uf ? "Ver irradiação" : "Ver cidades"}</button>
        </p>
      </Form>

      {d.city ? (
        <section className="card-panel wide" aria-labelledby="cidade-title">
          <h2 id="cidade-title">
            {d.city.name} / {d.city.uf}
          </h2>
          {d.values ? (
            <>
              {/* A row of 13 columns on a wide screen, a column of 13 rows on a phone (only one is displayed). */}
              <div className="table-scroll irr-wide">
                <Table className="list" aria-label="Irradiação mensal (kWh/m²/dia)" columns={[...MONTHS_PT, "Média anual"]}>
                  <Row cells={[...d.values.monthly.map(kwh), kwh(d.values.annual)]} />
                </Table>
              </div>
              <div className="irr-narrow">
                <Table className="list" aria-label="Irradiação mensal (kWh/m²/dia)" columns={["Mês", "kWh/m²/dia"]}>
                  {[...MONTHS_PT, "Média anual"].map((m, i) => (
                    <Row key={m} cells={[m, kwh(i < 12 ? d.values!.monthly[i] : d.values!.annual)]} />
                  ))}
                </Table>
              </div>
              <p role="status">{d.values.source} Valores em kWh/m²/dia.</p>
            </>
          ) : (
            <>
              <p role="status">Sem dados de irradiação para esta cidade.</p>
              {d.nearestWithData ? (
                <p>
                  Cidade mais próxima com dados:{" "}
                  <Link to={`/tabelas/irradiacao?uf=${d.nearestWithData.uf}&cidade=${d.nearestWithData.ibge}`}>
                    {d.nearestWithData.name} / {d.nearestWithData.uf}
                  </Link>{" "}
                  ({km(d.nearestWithData.km)} km).
                </p>
              ) : (
                <p>A empresa ainda não tem dados de irradiação de nenhuma cidade.</p>
              )}
            </>
          )}
          <p>
            <Link to={`/tabelas/irradiacao/editar/${d.city.ibge}`}>
              {d.values ? "Digitar outros valores desta cidade" : "Digitar os valores desta cidade"}
            </Link>
          </p>
        </section>
      ) : null}

      <section className="card-panel wide" aria-labelledby="imports-title">
        <h2 id="imports-title">Importações</h2>
        <p>{d.citiesWithData} cidades com dados.</p>
        {d.imports.length ? (
          <div className="table-scroll">
            <Table className="list" aria-label="Importações de irradiação" columns={["Arquivo", "Origem", "Cidades", "Data"]}>
              {d.imports.map((i) => (
                <Row key={i.id} cells={[i.fileName, i.origin === "digitado" ? "Digitado" : "Arquivo", i.rows, i.at]} />
              ))}
            </Table>
          </div>
        ) : (
          <p>Nenhuma importação.</p>
        )}
      </section>
    </Shell>
  );
}
