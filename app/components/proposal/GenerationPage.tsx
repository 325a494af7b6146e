// /proposta/gerar-proposta/dados-geracao/nova/:pid: the kit, the irradiation and losses used, the
// figures (realSystemData and estimateSystemData), month by month in a table and a chart, and the
// form (distance, roof height, optional losses %) whose "Salvar e continuar" sends SetGeneration.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ExpectedGeneration } from "../../../domain/generation";
import type { ProposalGeneration, ProposalKit, ProposalLocation } from "../../../domain/proposal";
import { MONTHS_LONG } from "../../../domain/proposal";
import { Shell, type ShellUser } from "~/components/Shell";
import { Hidden } from "~/components/forms/intent-form";
import { formatKwp } from "~/lib/kit-format";
import { formatCount, formatKwh } from "~/lib/proposal-format";
import { TextField, WizardErrorSummary, type Errors } from "./fields";

const GENERATION_LABELS: Record<string, string> = {
  "realSystemData.distance": "Distância até a instalação (km)",
  roofHight: "Altura do telhado (m)",
  losses: "Perdas do sistema (%)",
};
import { GenerationChart } from "./GenerationChart";
import { ProposalKitSummary } from "./ProposalKitSummary";

export interface GenerationData {
  user: ShellUser;
  proposal: { id: string; count: number; customerId: string; customerName: string; location: ProposalLocation };
  kit: ProposalKit | null;
  irradiation: ProposalGeneration["irradiation"] | null;
  irradiationEdit: string;
  lossesSource: string;
  performanceRatio: number;
  saved: boolean;
  commandId: string;
  values: { distance: string; roofHight: string; losses: string };
  monthlyConsumption: number[];
  figures: { generation: ProposalGeneration; detail: ExpectedGeneration } | null;
}
export type GenerationReply = { intent: string; key: string; values: GenerationData["values"]; result?: SubmissionResult<string[]> } | undefined;

const dec = (max: number) => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: max });
const pct = (fraction: number) => `${dec(2).format(fraction * 100)} %`;

function Steps() {
  return (
    <p className="p-steps" aria-label="Etapas">
      1. Dados de consumo → 2. Escolha do kit → <strong>3. Geração</strong> → 4. Preço
    </p>
  );
}

function Figures({ f, consumption }: { f: NonNullable<GenerationData["figures"]>; consumption: number[] }) {
  const r = f.generation.realSystemData;
  const e = f.generation.estimateSystemData;
  return (
    <>
      <section className="card-panel wide mt-1" aria-labelledby="sistema">
        <h2 id="sistema">Sistema</h2>
        <dl className="p-summary">
          <dt>Potência do sistema</dt>
          <dd>
            <strong>{formatKwp(r.power)}</strong>
          </dd>
          <dt>Geração média mensal</dt>
          <dd>
            <strong>{formatKwh(r.averageMontlhyGeneration)}</strong>
          </dd>
          <dt>Geração anual</dt>
          <dd>{formatKwh(r.averageYearlyGeneration)}</dd>
          <dt>Área mínima</dt>
          <dd>{r.minArea === null ? "— (módulos sem dimensões no catálogo)" : `${dec(2).format(r.minArea)} m²`}</dd>
          <dt>Peso distribuído</dt>
          <dd>{r.distributedWeight === null ? "— (módulos sem peso ou dimensões no catálogo)" : `${dec(2).format(r.distributedWeight)} kg/m²`}</dd>
          <dt>Potência ideal pelo consumo</dt>
          <dd>{formatKwp(e.idealPower)}</dd>
          <dt>Consumo médio mensal</dt>
          <dd>{formatKwh(e.averageMontlhyConsumption)}</dd>
          <dt>Consumo anual</dt>
          <dd>
            {formatKwh(e.averageYearlyConsumption)}
            {e.averageYearlyConsumptionPeak > 0 && <> (na ponta: {formatKwh(e.averageYearlyConsumptionPeak)})</>}
          </dd>
          <dt>Perdas</dt>
          <dd>{dec(2).format(e.losses)} %</dd>
        </dl>
      </section>
      <section className="card-panel wide mt-1" aria-labelledby="perdas">
        <h2 id="perdas">Perdas</h2>
        <div className="table-scroll">
          <table className="p-table">
            <caption className="visually-hidden">Perdas e a energia que cada uma tira no ano</caption>
            <thead>
              <tr>
                <th>Perda</th>
                <th className="num">%</th>
                <th className="num">kWh no ano</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Geração bruta (sem perdas)</td>
                <td className="num">—</td>
                <td className="num">{formatKwh(f.detail.grossYearlyKwh)}</td>
              </tr>
              {f.detail.losses.map((l) => (
                <tr key={l.key}>
                  <td>{l.label}</td>
                  <td className="num">{pct(l.fraction)}</td>
                  <td className="num">{l.kwh > 0 ? `−${formatKwh(l.kwh)}` : formatKwh(0)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Geração líquida</th>
                <td className="num">{pct(1 - f.detail.performanceRatio)}</td>
                <td className="num">
                  <strong>{formatKwh(f.detail.yearlyKwh)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section className="card-panel wide mt-1" aria-labelledby="mensal">
        <h2 id="mensal">Consumo e geração por mês</h2>
        <GenerationChart consumption={consumption} generation={r.monthyGeneration} />
        <div className="table-scroll">
          <table className="p-table mt-1">
            <caption className="visually-hidden">Consumo e geração por mês</caption>
            <thead>
              <tr>
                <th>Mês</th>
                <th className="num">Irradiação (kWh/m²/dia)</th>
                <th className="num">Consumo</th>
                <th className="num">Geração</th>
              </tr>
            </thead>
            <tbody>
              {f.detail.months.map((m, i) => (
                <tr key={m.month}>
                  <td data-label="Mês">{MONTHS_LONG[i]}</td>
                  <td data-label="Irradiação" className="num">
                    {dec(3).format(m.sunHours)}
                  </td>
                  <td data-label="Consumo" className="num">
                    {formatKwh(consumption[i] ?? 0)}
                  </td>
                  <td data-label="Geração" className="num">
                    {formatKwh(m.kwh)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

export function GenerationPage({ d, reply }: { d: GenerationData; reply: GenerationReply }) {
  const errors: Errors = reply?.result?.error ?? {};
  const values = reply?.values ?? d.values;
  const kitStep = `/proposta/gerar-proposta/escolha-kit/${d.proposal.id}`;
  return (
    <Shell user={d.user}>
      <h1>Proposta {formatCount(d.proposal.count)}: dados de geração</h1>
      <Steps />
      <p>
        Cliente: <Link to={`/propostas/cliente/${d.proposal.customerId}`}>{d.proposal.customerName}</Link> · Local: {d.proposal.location.city}/
        {d.proposal.location.uf} · <Link to={kitStep}>Voltar à escolha do kit</Link>
      </p>
      {!d.kit ? (
        <p className="notice" role="alert">
          Esta proposta não possui kit cadastrado. <Link to={kitStep}>Escolher um kit</Link>
        </p>
      ) : (
        <>
          <section className="card-panel wide" aria-labelledby="kit">
            <h2 id="kit">Kit</h2>
            <ProposalKitSummary kit={d.kit} />
          </section>
          <section className="card-panel wide mt-1" aria-labelledby="irradiacao">
            <h2 id="irradiacao">Irradiação e perdas</h2>
            {d.irradiation ? (
              <p>
                Irradiação de {d.irradiation.city}/{d.irradiation.uf}: {d.irradiation.source}. Média de{" "}
                {dec(2).format(d.irradiation.months.reduce((s, v) => s + v, 0) / 12 / 1000)} kWh/m²/dia.{" "}
                <Link to={d.irradiationEdit}>Editar os valores</Link>
              </p>
            ) : (
              <p className="notice" role="alert">
                {d.proposal.location.city}/{d.proposal.location.uf} não tem irradiação na tabela da empresa.{" "}
                <Link to={d.irradiationEdit}>Informe os 12 valores mensais (Wh/m²/dia)</Link> e volte a esta página.
              </p>
            )}
            <p>
              Perdas: {d.lossesSource} (desempenho global {dec(1).format(d.performanceRatio * 100)} %).
            </p>
          </section>
          {d.figures && <Figures f={d.figures} consumption={d.monthlyConsumption} />}
          <Form
            method="post"
            className="p-form card-panel wide mt-1"
            aria-label="Dados de geração"
            id="generation"
            noValidate
            key={reply?.key ?? "initial"}
          >
            <Hidden intent="save-generation" csrf={d.user.csrf} commandId={d.commandId} />
            {/* ADR 019: the step's own errors, then "Corrija N campos:" with a link per field. */}
            <WizardErrorSummary
              formId="generation"
              errors={errors}
              labelOf={(n) => GENERATION_LABELS[n] ?? GENERATION_LABELS[n.replace(/\[\d+\].*$/, "")] ?? n}
            />
            <TextField
              label="Distância até a instalação (km)"
              name="realSystemData.distance"
              value={values.distance}
              errors={errors}
              inputMode="decimal"
              required
            />
            <TextField label="Altura do telhado (m)" name="roofHight" value={values.roofHight} errors={errors} inputMode="decimal" required />
            <TextField
              label="Perdas do sistema (%), opcional"
              name="losses"
              value={values.losses}
              errors={errors}
              inputMode="decimal"
              hint="Vazio: as perdas da empresa, acima."
            />
            <p>
              <button type="submit">Salvar e continuar</button>
            </p>
          </Form>
        </>
      )}
    </Shell>
  );
}
