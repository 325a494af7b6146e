// /inicio: picker and cards (spec part 1 §2.4). Everything is in the HTML; JS adds carousel motion.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BOARD_TYPE_INFO, boardPath } from "~/lib/board-types";
import type { dashboardLoader } from "~/lib/dashboard.server";
import { Shell } from "~/components/Shell";
import { BarChartSvg, DoughnutChart } from "./Charts";
import { Carousel } from "./Carousel";
import { Panel, Row, Table } from "~/components/Table";
import type { ReactNode } from "react";

// Soft hyphens: in a narrow card the headers break as "Conver-são" instead of spilling out (issue 18).
const CONVERSION_COLUMNS = ["Mês", "Conver\u00ADsão", "Varia\u00ADção", "Negócios"];

export function DashboardPage() {
  const d = useLoaderData<typeof dashboardLoader>();
  const { user, picker } = d;
  const current = d.conversion[2];
  // The boards the user may open (the loader applies the board pages' own rule: plan, preference, view flag).
  const { boards } = d;
  return (
    <Shell user={user}>
      <h1>Olá, {user.name}</h1>

      {picker.users.length > 1 || picker.teamOption ? (
        <Form method="get" className="card-panel dashboard-filter" aria-label="Filtro do painel">
          <fieldset>
            <legend>Visualizar dados de</legend>
            <label>
              <input type="radio" name="tipo" value="INDIVIDUAL" defaultChecked={picker.tipo === "INDIVIDUAL"} /> INDIVIDUAL
            </label>
            {picker.teamOption ? (
              <label>
                <input type="radio" name="tipo" value="EQUIPE" defaultChecked={picker.tipo === "EQUIPE"} /> EQUIPE
              </label>
            ) : null}
            <label htmlFor="usuario">Usuário</label>
            <select id="usuario" name="usuario" defaultValue={picker.usuario}>
              {picker.users.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                  {u.role === "MANAGER" ? " (Gerente)" : ""}
                </option>
              ))}
            </select>
            <button type="submit">Aplicar</button>
          </fieldset>
        </Form>
      ) : null}

      <div className="dashboard-grid">
        <Panel titleId="conv-title" title="Taxa de conversão">
          <p className="big-number" data-testid="conversion">
            {current.val}
          </p>
          <p className={current.deltaIsPositive ? "delta positive" : "delta negative"}>{current.delta} em relação ao mês anterior</p>
          <Table className="plain conversion" scoped caption="Conversão por mês" columns={CONVERSION_COLUMNS}>
            {d.conversion.map((c) => (
              <Row key={c.label} head={c.label} cells={[c.val, c.delta, c.detail]} />
            ))}
          </Table>
        </Panel>

        <Panel titleId="summary-title" title="Resumo">
          <dl className="figures">
            <Figure label="Clientes" testId="total-customers" value={d.summary.totalCustomers} />
            <Figure label="Propostas" testId="total-proposals" value={d.summary.totalProposals} />
          </dl>
        </Panel>

        <Panel titleId="open-title" title="Negócios em aberto">
          <dl className="figures">
            <Figure label="Quantidade" testId="open-count" value={d.open.totalSales} />
            <Figure label="Valor total" testId="open-amount" value={d.open.totalAmount} />
            {d.open.showProfit ? (
              <div>
                <dt>Lucro potencial</dt>
                <dd data-testid="potential-profit">{d.open.totalPotProfit ?? <span title={d.open.profitHint}>—</span>}</dd>
                {d.open.totalPotProfit === null ? <dd className="hint">{d.open.profitHint}</dd> : null}
              </div>
            ) : null}
          </dl>
        </Panel>

        <BigNumberPanel
          titleId="won-title"
          title="Valores ganhos"
          testId="won-amount"
          value={d.totals.won}
          note={`${d.totals.wonCount} negócio(s) ganho(s) neste mês`}
        >
          <BarChartSvg id="won-bars" title="Valores ganhos por mês (R$)" data={d.charts.wonBars} />
        </BigNumberPanel>

        <BigNumberPanel titleId="power-title" title="Potência vendida" testId="sold-power" value={d.totals.power} note="neste mês">
          <BarChartSvg id="power-bars" title="Potência vendida por mês (kWp)" data={d.charts.powerBars} />
        </BigNumberPanel>

        <Panel titleId="gen-won-title" title="Negócios gerados x ganhos" wide>
          <div className="chart-row">
            <DoughnutChart id="chart-generated" title="Negócios Gerados (R$)" data={d.charts.generated} />
            <DoughnutChart id="chart-won" title="Negócios Ganhos (R$)" data={d.charts.won} />
          </div>
          <Table
            className="plain"
            scoped
            caption="Negócios gerados e ganhos por mês"
            columns={["Mês", "Gerados", "Valor gerado", "Ganhos", "Valor ganho", "Potência"]}
          >
            {d.monthly.map((m) => (
              <Row key={m.label} head={m.label} cells={[m.sales, m.val, m.wonSales, m.wonVal, m.power]} />
            ))}
          </Table>
        </Panel>

        <Panel titleId="viewed-title" title="Últimos visualizados">
          {d.viewed.length === 0 ? (
            <p className="muted">Nenhum negócio visualizado ainda.</p>
          ) : (
            <ul className="plain-list">
              {d.viewed.map((v) => (
                <li key={v.id}>
                  <Link to={v.href}>
                    #{String(v.number).padStart(5, "0")} {v.name}
                  </Link>{" "}
                  <span className="muted">{v.amount}</span> <span className={`status-badge ${v.status.tone}`}>{v.status.label}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel titleId="viewed-proposals-title" title="Últimas propostas visualizadas">
          {d.viewedProposals.length === 0 ? (
            <p className="muted">Nenhuma proposta visualizada pelos clientes ainda.</p>
          ) : (
            <ul className="plain-list" data-testid="viewed-proposals">
              {d.viewedProposals.map((p) => (
                <li key={p.id}>
                  <Link to={p.href}>
                    {p.number} {p.customerName}
                  </Link>{" "}
                  <span className="muted">
                    {p.lastViewed} · {p.views} {p.views === 1 ? "visualização" : "visualizações"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel titleId="overdue-title" title={`Atividades atrasadas (${d.overdue.total})`} id="atrasadas">
          {d.overdue.rows.length === 0 ? (
            <p className="muted">Nenhuma atividade atrasada.</p>
          ) : (
            <ul className="plain-list overdue-list" aria-label="Atividades atrasadas">
              {d.overdue.rows.map((s) => (
                <li key={s.id}>
                  <Link to={s.href}>{s.title}</Link> <span className="late">{s.when}</span>
                  <br />
                  <small>{s.text}</small>
                </li>
              ))}
            </ul>
          )}
          {d.overdue.agenda && (
            <p>
              <Link to={d.overdue.agenda}>Ver na agenda</Link>
            </p>
          )}
        </Panel>

        <Panel titleId="agenda-title" title="Próximos agendamentos" id="agenda">
          {d.schedules.length === 0 ? (
            <p className="muted">Nenhum agendamento próximo.</p>
          ) : (
            <ul className="plain-list">
              {d.schedules.map((s) => (
                <li key={s.id}>
                  <Link to={s.href}>{s.title}</Link>{" "}
                  <span className="muted">
                    {s.type || "Sem Tipo"} · {s.when}
                  </span>
                  <br />
                  <small>{s.text}</small>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel titleId="boards-title" title="Seus quadros">
          {boards.length === 0 && <p className="muted">Nenhum quadro liberado para você. Peça acesso ao gestor.</p>}
          <ul className="plain-list">
            {boards.map((t) => (
              <li key={t}>
                <Link to={boardPath(t, user.id)}>{BOARD_TYPE_INFO[t].title}</Link>
              </li>
            ))}
            {boards.includes("SALES") && (
              <li>
                <Link to="/vendas/registro">Registrar nova venda</Link>
              </li>
            )}
          </ul>
        </Panel>
      </div>
      {/* The numbers first (issue 18): the banners come after the dashboard. */}
      <Carousel banners={d.banners} />
    </Shell>
  );
}

function Figure({ label, testId, value }: { label: string; testId: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** A card with one big figure, a line under it and its chart. */
function BigNumberPanel(p: { titleId: string; title: string; testId: string; value: ReactNode; note: string; children: ReactNode }) {
  return (
    <Panel titleId={p.titleId} title={p.title}>
      <p className="big-number" data-testid={p.testId}>
        {p.value}
      </p>
      <p className="muted">{p.note}</p>
      {p.children}
    </Panel>
  );
}
