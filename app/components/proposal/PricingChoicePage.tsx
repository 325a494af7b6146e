// escolha/precificacao/:pid: the company's pricing (type and calculation), then automatic or manual
// pricing as plain links (no JS needed); manual and edit only for who may type a price.
import { Link, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { formatCount } from "~/lib/proposal-format";
import type { chooseLoader } from "~/lib/proposal-pricing.server";
import { CALC_LABELS, MODE_LABELS, PricingFigures, TYPE_LABELS } from "./PricingFigures";
import { PricingStepNotices } from "./PricingStepNotices";
import { ProposalHistory } from "./ProposalHistory";

export function PricingChoicePage() {
  const { user, proposal: p, paths, type, calc, rights, saved, history } = useLoaderData<typeof chooseLoader>();
  const ready = p.hasKit && p.hasGeneration;
  return (
    <Shell user={user}>
      <h1>Proposta {formatCount(p.count)}: precificação</h1>
      <p className="p-steps" aria-label="Etapas">
        1. Dados de consumo → 2. Escolha do kit → 3. Geração → <strong>4. Preço</strong> → 5. Validação
      </p>
      <PricingStepNotices p={p} paths={paths} />
      <section className="card-panel wide" aria-labelledby="empresa">
        <h2 id="empresa">Precificação da empresa</h2>
        <dl className="p-summary">
          <dt>Cliente</dt>
          <dd>{p.customerName}</dd>
          <dt>Tipo</dt>
          <dd>{TYPE_LABELS[type] ?? type}</dd>
          {type === "SIMPLE" && (
            <>
              <dt>Cálculo</dt>
              <dd>{CALC_LABELS[calc] ?? calc}</dd>
            </>
          )}
        </dl>
        {ready && (
          <nav aria-label="Modo de precificação" className="p-actions">
            <Link to={paths.auto} className="button">
              Preço automático
            </Link>{" "}
            {rights.edit && (
              <Link to={paths.manual} className="button secondary">
                Preço manual
              </Link>
            )}
          </nav>
        )}
      </section>
      {saved && (
        <section className="card-panel wide mt-1" aria-labelledby="salvo">
          <h2 id="salvo">Preço salvo ({MODE_LABELS[saved.mode]})</h2>
          <PricingFigures revenue={saved.revenueData} breakdown={rights.breakdown} caption="Preço salvo" />
          {rights.edit && (
            <p>
              <Link to={paths.edit}>Editar o preço automático</Link>
            </p>
          )}
        </section>
      )}
      <ProposalHistory lines={history} />
    </Shell>
  );
}
