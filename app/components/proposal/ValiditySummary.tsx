// The proposal as the validation step shows it before its date: customer, owner, consumption and
// state, and the power and price when the read model has them (the generation and pricing steps add
// them). An unpriced proposal says so and links to the pricing choice: the form stays usable.
import { Link } from "@remix-run/react";
import { formatKwp } from "~/lib/kit-format";
import { formatCentavos } from "~/lib/pricing-settings-labels";
import { formatCount, formatKwh } from "~/lib/proposal-format";
import { formatDateBR } from "../../../domain/shared/format";

export interface ValiditySummaryData {
  id: string;
  count: number;
  customerId: string;
  customerName: string;
  ownerName: string;
  finished: boolean;
  averageMonthlyConsumption: number;
  /** aaaa-mm-dd, or null before this step. */
  validityDate: string | null;
  /** kWp and R$ (centavos, the price in force), when the read model has them; null until then. */
  power?: number | null;
  finalPriceCentavos?: number | null;
}

export function ValiditySummary({ p, pricingHref }: { p: ValiditySummaryData; pricingHref: string }) {
  return (
    <section className="card-panel wide" aria-labelledby="resumo">
      <h2 id="resumo">Resumo da proposta {formatCount(p.count)}</h2>
      {!p.finished && (
        <p className="notice" role="note">
          Esta proposta não possui dados do preço. <Link to={pricingHref}>Escolher a precificação</Link>
        </p>
      )}
      <dl className="p-summary">
        <dt>Cliente</dt>
        <dd>
          <Link to={`/propostas/cliente/${p.customerId}`}>{p.customerName}</Link>
        </dd>
        <dt>Responsável</dt>
        <dd>{p.ownerName}</dd>
        <dt>Consumo médio mensal</dt>
        <dd>{formatKwh(p.averageMonthlyConsumption)}</dd>
        {p.power != null && (
          <>
            <dt>Potência</dt>
            <dd>{formatKwp(p.power)}</dd>
          </>
        )}
        {p.finalPriceCentavos != null && (
          <>
            <dt>Preço final</dt>
            <dd>{formatCentavos(p.finalPriceCentavos)}</dd>
          </>
        )}
        <dt>Situação</dt>
        <dd>
          <span className={p.finished ? "p-badge done" : "p-badge"}>{p.finished ? "Finalizada" : "Sem preço"}</span>
        </dd>
        <dt>Validade</dt>
        <dd>{p.validityDate ? formatDateBR(p.validityDate) : "Ainda não definida"}</dd>
      </dl>
    </section>
  );
}
