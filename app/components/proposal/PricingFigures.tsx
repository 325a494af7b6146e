// The price of a proposal as the pricing engine (or the typed price) made it: the final price, the
// kit, the components, taxes and profit. Who may not see the breakdown sees the final price only
// (part 3 §6); the potential profit only reaches here for DETAILED and MANAGER/pricingEdit.
import type { RevenueData } from "../../../domain/pricing";
import { formatCentavos, formatPercent } from "~/lib/pricing-settings-labels";

export const MODE_LABELS: Record<string, string> = { AUTO: "Automático", MANUAL: "Manual", EDITED: "Automático editado" };
export const TYPE_LABELS: Record<string, string> = { SIMPLE: "Simples (faixas de potência)", DETAILED: "Detalhada (componentes)" };
export const CALC_LABELS: Record<string, string> = { GROSS_MARGIN: "Margem bruta", MARKUP: "Markup" };

export function PricingFigures({ revenue, breakdown, caption }: { revenue: RevenueData; breakdown: boolean; caption: string }) {
  return (
    <dl className="p-summary" aria-label={caption}>
      <dt>Preço final</dt>
      <dd>
        <strong data-testid="final-price">{formatCentavos(revenue.finalPrice)}</strong>
      </dd>
      {breakdown && (
        <>
          <dt>Kit</dt>
          <dd>
            {formatCentavos(revenue.pvKitCost)}
            {revenue.discount > 0 && (
              <>
                {" "}
                (de {formatCentavos(revenue.pvKitOriginalCost)}, desconto de {formatPercent(revenue.discount)})
              </>
            )}
          </dd>
          {revenue.margin !== null && (
            <>
              <dt>Margem da faixa</dt>
              <dd>{formatPercent(revenue.margin)}</dd>
            </>
          )}
          {revenue.serviceCosts.map((c, i) => (
            <FigureRow key={`s${i}`} label={c.name} value={formatCentavos(c.value)} revenue={c.isRevenue} />
          ))}
          {revenue.percentageComponents.map((c, i) => (
            <FigureRow key={`p${i}`} label={`${c.name} (${formatPercent(c.rate)})`} value={formatCentavos(c.value)} revenue={c.isRevenue} />
          ))}
          <dt>Serviços</dt>
          <dd>
            {formatCentavos(revenue.totalSvc)} ({formatCentavos(revenue.servicePricePerkWp)}/kWp)
          </dd>
          <dt>Impostos</dt>
          <dd>{formatCentavos(revenue.taxes)}</dd>
          {revenue.commissions > 0 && (
            <>
              <dt>Comissões</dt>
              <dd>{formatCentavos(revenue.commissions)}</dd>
            </>
          )}
          <dt>Lucro</dt>
          <dd data-testid="profit">
            {formatCentavos(revenue.profit)}
            {revenue.effMargin !== null && <> ({formatPercent(revenue.effMargin)} do preço)</>}
          </dd>
          {revenue.potentialProfit !== null && (
            <>
              <dt>Lucro potencial</dt>
              <dd data-testid="potential-profit">{formatCentavos(revenue.potentialProfit)}</dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}

function FigureRow({ label, value, revenue }: { label: string; value: string; revenue: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {value}
        {revenue && <small className="hint"> (receita)</small>}
      </dd>
    </>
  );
}
