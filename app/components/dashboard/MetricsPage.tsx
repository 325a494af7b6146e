// /…/dados/:uid: a period form (GET, works without JS) and the board's metrics as tables plus an
// SVG funnel chart. Other plans see the upgrade notice.
import { Form, useLoaderData } from "@remix-run/react";
import type { metricsLoader } from "~/lib/metrics.server";
import { BOARD_TYPE_INFO, boardPath } from "~/lib/board-types";
import { Shell } from "~/components/Shell";
import { UpgradeNotice } from "~/components/UpgradeNotice";
import { BarChartSvg } from "./Charts";

export function MetricsPage() {
  const d = useLoaderData<Awaited<ReturnType<ReturnType<typeof metricsLoader>>>>();
  const info = BOARD_TYPE_INFO[d.type];
  const title = `Dados — ${info.title}`;
  return (
    <Shell user={d.user}>
      <h1>{title}</h1>
      {d.locked ? (
        <UpgradeNotice />
      ) : (
        <>
          <p>
            <a href={boardPath(d.type, d.uid)}>Voltar ao quadro</a>
          </p>
          <Form method="get" className="card-panel metrics-period" aria-label="Período">
            <div>
              <label htmlFor="de">De</label>
              <input
                id="de"
                name="de"
                type="date"
                defaultValue={d.period.de}
                aria-invalid={d.period.errors.de ? true : undefined}
                aria-describedby={d.period.errors.de ? "de-error" : undefined}
              />
              {d.period.errors.de ? (
                <p id="de-error" className="field-error">
                  {d.period.errors.de}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="ate">Até</label>
              <input
                id="ate"
                name="ate"
                type="date"
                defaultValue={d.period.ate}
                aria-invalid={d.period.errors.ate ? true : undefined}
                aria-describedby={d.period.errors.ate ? "ate-error" : undefined}
              />
              {d.period.errors.ate ? (
                <p id="ate-error" className="field-error">
                  {d.period.errors.ate}
                </p>
              ) : null}
            </div>
            <button type="submit">Filtrar</button>
          </Form>
          <div className="dashboard-grid">
            <section className="card-panel wide" aria-labelledby="funnel-title">
              <h2 id="funnel-title">Funil por coluna</h2>
              <BarChartSvg id="funnel-chart" title="Itens por coluna no período" data={d.metrics!.funnelChart} />
              <table className="plain">
                <caption className="visually-hidden">Funil por coluna e tempo em cada coluna</caption>
                <thead>
                  <tr>
                    <th scope="col">Coluna</th>
                    <th scope="col">Itens no período</th>
                    <th scope="col">Na coluna agora</th>
                    <th scope="col">Tempo médio na coluna</th>
                  </tr>
                </thead>
                <tbody>
                  {d.metrics!.funnel.map((c) => (
                    <tr key={c.id}>
                      <th scope="row">{c.title}</th>
                      <td>{c.items}</td>
                      <td>{c.openNow}</td>
                      <td>{c.avgTime}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className="card-panel" aria-labelledby="outcomes-title">
              <h2 id="outcomes-title">Ganhos e perdidos</h2>
              <table className="plain">
                <caption className="visually-hidden">Ganhos e perdidos por motivo</caption>
                <thead>
                  <tr>
                    <th scope="col">Resultado</th>
                    <th scope="col">Motivo</th>
                    <th scope="col">Quantidade</th>
                    <th scope="col">Valor</th>
                  </tr>
                </thead>
                <tbody>
                  {d.metrics!.won.map((w) => (
                    <tr key="won">
                      <th scope="row">GANHO</th>
                      <td>—</td>
                      <td>{w.n}</td>
                      <td>{w.amount}</td>
                    </tr>
                  ))}
                  {d.metrics!.lost.map((l) => (
                    <tr key={l.reason}>
                      <th scope="row">PERDIDO</th>
                      <td>{l.reason}</td>
                      <td>{l.n}</td>
                      <td>{l.amount}</td>
                    </tr>
                  ))}
                  {d.metrics!.won.length + d.metrics!.lost.length === 0 ? (
                    <tr>
                      <td colSpan={4}>Nenhum item finalizado no período.</td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </section>
            <section className="card-panel" aria-labelledby="vendors-title">
              <h2 id="vendors-title">Por vendedor</h2>
              <table className="plain">
                <caption className="visually-hidden">Resultados por vendedor</caption>
                <thead>
                  <tr>
                    <th scope="col">Vendedor</th>
                    <th scope="col">Gerados</th>
                    <th scope="col">Ganhos</th>
                    <th scope="col">Valor ganho</th>
                    <th scope="col">Perdidos</th>
                  </tr>
                </thead>
                <tbody>
                  {d.metrics!.vendors.map((v) => (
                    <tr key={v.id}>
                      <th scope="row">{v.name}</th>
                      <td>{v.generated}</td>
                      <td>{v.won}</td>
                      <td>{v.wonAmount}</td>
                      <td>{v.lost}</td>
                    </tr>
                  ))}
                  {d.metrics!.vendors.length === 0 ? (
                    <tr>
                      <td colSpan={5}>Nenhum item no período.</td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </section>
          </div>
        </>
      )}
    </Shell>
  );
}
