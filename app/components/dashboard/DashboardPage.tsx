// /inicio: picker and cards (spec part 1 §2.4). Everything is in the HTML; JS adds carousel motion.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BOARD_TYPES } from "../../../domain/shared";
import { BOARD_TYPE_INFO, boardPath } from "~/lib/board-types";
import type { dashboardLoader } from "~/lib/dashboard.server";
import { Shell } from "~/components/Shell";
import { BarChartSvg, DoughnutChart } from "./Charts";
import { Carousel } from "./Carousel";

export function DashboardPage() {
  const d = useLoaderData<typeof dashboardLoader>();
  const { user, picker } = d;
  const current = d.conversion[2];
  const boards = BOARD_TYPES.filter((t) => !BOARD_TYPE_INFO[t].enterpriseOnly || user.plan === "ENTERPRISE");
  return (
    <Shell user={user}>
      <h1>Olá, {user.name}</h1>
      <Carousel banners={d.banners} />

      {picker.users.length > 1 || picker.teamOption ? (
        <Form method="get" className="card-panel dashboard-filter" aria-label="Filtro do painel">
          <fieldset>
            <legend>Visualizar dados de</legend>
            <label>
              <input type="radio" name="tipo" value="INDIVIDUAL" defaultChecked={picker.tipo === "INDIVIDUAL"} />{" "}
              INDIVIDUAL
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
        <section className="card-panel" aria-labelledby="conv-title">
          <h2 id="conv-title">Taxa de conversão</h2>
          <p className="big-number" data-testid="conversion">
            {current.val}
          </p>
          <p className={current.deltaIsPositive ? "delta positive" : "delta negative"}>
            {current.delta} em relação ao mês anterior
          </p>
          <table className="plain">
            <caption className="visually-hidden">Conversão por mês</caption>
            <thead>
              <tr>
                <th scope="col">Mês</th>
                <th scope="col">Conversão</th>
                <th scope="col">Variação</th>
                <th scope="col">Negócios</th>
              </tr>
            </thead>
            <tbody>
              {d.conversion.map((c) => (
                <tr key={c.label}>
                  <th scope="row">{c.label}</th>
                  <td>{c.val}</td>
                  <td>{c.delta}</td>
                  <td>{c.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="card-panel" aria-labelledby="summary-title">
          <h2 id="summary-title">Resumo</h2>
          <dl className="figures">
            <div>
              <dt>Clientes</dt>
              <dd data-testid="total-customers">{d.summary.totalCustomers}</dd>
            </div>
            <div>
              <dt>Propostas</dt>
              <dd data-testid="total-proposals">{d.summary.totalProposals}</dd>
            </div>
          </dl>
        </section>

        <section className="card-panel" aria-labelledby="open-title">
          <h2 id="open-title">Negócios em aberto</h2>
          <dl className="figures">
            <div>
              <dt>Quantidade</dt>
              <dd data-testid="open-count">{d.open.totalSales}</dd>
            </div>
            <div>
              <dt>Valor total</dt>
              <dd data-testid="open-amount">{d.open.totalAmount}</dd>
            </div>
            {d.open.showProfit ? (
              <div>
                <dt>Lucro potencial</dt>
                <dd>{d.open.totalPotProfit ?? <span title={d.open.profitHint}>—</span>}</dd>
                {d.open.totalPotProfit === null ? <dd className="hint">{d.open.profitHint}</dd> : null}
              </div>
            ) : null}
          </dl>
        </section>

        <section className="card-panel" aria-labelledby="won-title">
          <h2 id="won-title">Valores ganhos</h2>
          <p className="big-number" data-testid="won-amount">
            {d.totals.won}
          </p>
          <p className="muted">{d.totals.wonCount} negócio(s) ganho(s) neste mês</p>
          <BarChartSvg id="won-bars" title="Valores ganhos por mês (R$)" data={d.charts.wonBars} />
        </section>

        <section className="card-panel" aria-labelledby="power-title">
          <h2 id="power-title">Potência vendida</h2>
          <p className="big-number" data-testid="sold-power">
            {d.totals.power}
          </p>
          <p className="muted">neste mês</p>
          <BarChartSvg id="power-bars" title="Potência vendida por mês (kWp)" data={d.charts.powerBars} />
        </section>

        <section className="card-panel wide" aria-labelledby="gen-won-title">
          <h2 id="gen-won-title">Negócios gerados x ganhos</h2>
          <div className="chart-row">
            <DoughnutChart id="chart-generated" title="Negócios Gerados (R$)" data={d.charts.generated} />
            <DoughnutChart id="chart-won" title="Negócios Ganhos (R$)" data={d.charts.won} />
          </div>
          <table className="plain">
            <caption className="visually-hidden">Negócios gerados e ganhos por mês</caption>
            <thead>
              <tr>
                <th scope="col">Mês</th>
                <th scope="col">Gerados</th>
                <th scope="col">Valor gerado</th>
                <th scope="col">Ganhos</th>
                <th scope="col">Valor ganho</th>
                <th scope="col">Potência</th>
              </tr>
            </thead>
            <tbody>
              {d.monthly.map((m) => (
                <tr key={m.label}>
                  <th scope="row">{m.label}</th>
                  <td>{m.sales}</td>
                  <td>{m.val}</td>
                  <td>{m.wonSales}</td>
                  <td>{m.wonVal}</td>
                  <td>{m.power}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="card-panel" aria-labelledby="viewed-title">
          <h2 id="viewed-title">Últimos visualizados</h2>
          {d.viewed.length === 0 ? (
            <p className="muted">Nenhum negócio visualizado ainda.</p>
          ) : (
            <ul className="plain-list">
              {d.viewed.map((v) => (
                <li key={v.id}>
                  <Link to={v.href}>
                    #{String(v.number).padStart(5, "0")} {v.name}
                  </Link>{" "}
                  <span className="muted">{v.amount}</span>{" "}
                  <span className={`status-badge ${v.status.tone}`}>{v.status.label}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card-panel" id="agenda" aria-labelledby="agenda-title">
          <h2 id="agenda-title">Próximos agendamentos</h2>
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
        </section>
        <section className="card-panel" aria-labelledby="boards-title">
          <h2 id="boards-title">Seus quadros</h2>
          <ul className="plain-list">
            {boards.map((t) => (
              <li key={t}>
                <Link to={boardPath(t, user.id)}>{BOARD_TYPE_INFO[t].title}</Link>
              </li>
            ))}
            <li>
              <Link to="/vendas/registro">Registrar nova venda</Link>
            </li>
          </ul>
        </section>
      </div>
    </Shell>
  );
}
