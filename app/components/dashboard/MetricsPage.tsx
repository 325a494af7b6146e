// /…/dados/:uid: a period form (GET, works without JS) and the board's metrics as tables plus an
// SVG funnel chart. Other plans see the upgrade notice.
import { Form, useLoaderData } from "@remix-run/react";
import type { metricsLoader } from "~/lib/metrics.server";
import { BOARD_TYPE_INFO, boardPath } from "~/lib/board-types";
import { Shell } from "~/components/Shell";
import { UpgradeNotice } from "~/components/UpgradeNotice";
import { EmptyRow, Panel, Row, Table } from "~/components/Table";
import { ParamInput } from "~/components/forms/ParamFields";
import { dateInputProps } from "~/components/forms/DateField";
import { dateInputValue } from "../../../domain/shared/date-input";
import { BarChartSvg } from "./Charts";

export function MetricsPage() {
  const d = useLoaderData<Awaited<ReturnType<ReturnType<typeof metricsLoader>>>>();
  const info = BOARD_TYPE_INFO[d.type];
  const title = `Dados — ${info.title}`;
  const m = d.metrics!;
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
              <ParamInput name="de" label="De" {...dateInputProps()} defaultValue={dateInputValue(d.period.de)} error={d.period.errors.de} />
            </div>
            <div>
              <ParamInput name="ate" label="Até" {...dateInputProps()} defaultValue={dateInputValue(d.period.ate)} error={d.period.errors.ate} />
            </div>
            <button type="submit">Filtrar</button>
          </Form>
          <div className="dashboard-grid">
            <Panel titleId="funnel-title" title="Funil por coluna" wide>
              <BarChartSvg id="funnel-chart" title="Itens por coluna no período" data={m.funnelChart} />
              <Table
                className="plain"
                scoped
                caption="Funil por coluna e tempo em cada coluna"
                columns={["Coluna", "Itens no período", "Na coluna agora", "Tempo médio na coluna"]}
              >
                {m.funnel.map((c) => (
                  <Row key={c.id} head={c.title} cells={[c.items, c.openNow, c.avgTime]} />
                ))}
              </Table>
            </Panel>
            <Panel titleId="outcomes-title" title="Ganhos e perdidos">
              <Table className="plain" scoped caption="Ganhos e perdidos por motivo" columns={["Resultado", "Motivo", "Quantidade", "Valor"]}>
                {m.won.map((w) => (
                  <Row key="won" head="GANHO" cells={["—", w.n, w.amount]} />
                ))}
                {m.lost.map((l) => (
                  <Row key={l.reason} head="PERDIDO" cells={[l.reason, l.n, l.amount]} />
                ))}
                {m.won.length + m.lost.length === 0 ? <EmptyRow span={4}>Nenhum item finalizado no período.</EmptyRow> : null}
              </Table>
            </Panel>
            <Panel titleId="vendors-title" title="Por vendedor">
              <Table
                className="plain"
                scoped
                caption="Resultados por vendedor"
                columns={["Vendedor", "Gerados", "Ganhos", "Valor ganho", "Perdidos"]}
              >
                {m.vendors.map((v) => (
                  <Row key={v.id} head={v.name} cells={[v.generated, v.won, v.wonAmount, v.lost]} />
                ))}
                {m.vendors.length === 0 ? <EmptyRow span={5}>Nenhum item no período.</EmptyRow> : null}
              </Table>
            </Panel>
          </div>
        </>
      )}
    </Shell>
  );
}
