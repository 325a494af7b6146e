// The pricing page: type, calculation and power bands (one form), what is saved in words ("até 5
// kWp: 30 %", "acima de 10 kWp: 20 %"), the simulation box, and the way to components and restrictions.
import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { BandsForm } from "~/components/pricing-settings/BandsForm";
import { PricingNav } from "~/components/pricing-settings/PricingNav";
import { SimulationBox } from "~/components/pricing-settings/SimulationBox";
import type { BandsFormValue } from "~/lib/pricing-settings-forms";
import { CALC_LABELS, formatDecimal, formatPercent, TYPE_LABELS } from "~/lib/pricing-settings-labels";
import type { pricingLoader } from "./page.server";

type Reply = { intent: string; values?: BandsFormValue; result?: SubmissionResult<string[]> } | undefined;

/** The saved bands in words: each "até X kWp", the last "acima de X kWp" (X the band before it). */
function bandText(bands: { power: number; margin: number }[]): string[] {
  return bands.map((b, i) =>
    i < bands.length - 1
      ? `até ${formatDecimal(b.power)} kWp: ${formatPercent(b.margin)}`
      : i === 0
        ? `qualquer potência: ${formatPercent(b.margin)}`
        : `acima de ${formatDecimal(bands[i - 1].power)} kWp: ${formatPercent(b.margin)}`,
  );
}

export function PricingPage() {
  const d = useLoaderData<typeof pricingLoader>();
  const reply = useActionData() as Reply;
  const values = reply?.values ?? d.form;
  return (
    <Shell user={d.user}>
      <h1>Precificação</h1>
      <PricingNav current="/configuracoes/precificacao" canOpenSettings={d.canOpenSettings} />
      <div className="ps-columns">
        <section className="card-panel" aria-labelledby="auto-title">
          <h2 id="auto-title">Precificação automática</h2>
          <p>
            Em uso: <strong>{TYPE_LABELS[d.type]}</strong>
            {d.type === "SIMPLE" && <>, cálculo {CALC_LABELS[d.calc].label}</>}.
          </p>
          <ul className="ps-bands" aria-label="Faixas salvas">
            {d.bands.length === 0 && <li>Nenhuma faixa: toda proposta usa margem de 50 %.</li>}
            {bandText(d.bands).map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          {d.type === "DETAILED" && <p className="notice">As faixas valem quando o tipo é Simples; na Detalhada o preço vem dos componentes.</p>}
          <BandsForm
            key={JSON.stringify(values)}
            csrf={d.user.csrf}
            commandId={d.commandId}
            values={values}
            result={reply?.intent === "save-auto-pricing" ? reply.result : undefined}
          />
        </section>
        <div className="ps-side">
          <SimulationBox simulation={d.simulation} users={d.options.users} services={d.options.services} ufs={d.ufs} />
          <section className="card-panel" aria-labelledby="more-title">
            <h2 id="more-title">Precificação detalhada</h2>
            <ul className="plain-list">
              <li>
                <Link to="/configuracoes/precificacao/componentes">Componentes</Link> ({d.counts.components})
              </li>
              <li>
                <Link to="/configuracoes/precificacao/restricoes">Restrições</Link> ({d.counts.restrictions})
              </li>
            </ul>
            <p className="hint">
              Desconto do kit: padrão {formatPercent(d.preferences.stdKitDiscount)}, máximo {formatPercent(d.preferences.maxKitDiscount)}
              {d.canOpenSettings && (
                <>
                  {" "}
                  (<Link to="/configuracoes?secao=preferencias">Preferências</Link>)
                </>
              )}
              . Vendedores {d.vendorPriceEdit ? "podem" : "não podem"} editar o preço das propostas
              {d.canOpenSettings && (
                <>
                  {" "}
                  (<Link to="/configuracoes?secao=permissoes">Permissões</Link>)
                </>
              )}
              .
            </p>
          </section>
        </div>
      </div>
    </Shell>
  );
}
