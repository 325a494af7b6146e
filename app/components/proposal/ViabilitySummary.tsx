// The 25-year viability at the proposal's price (docs/viability.md): the first year's bills and
// savings, paybacks, NPV, IRR, LCOE and the environmental figures, in pt-BR.
import type { ViabilityHeadline } from "../../../domain/proposal";
import { formatPayback } from "../../../domain/viability/format";
import { formatCentavos } from "~/lib/pricing-settings-labels";

const pct = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const num = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const rs4 = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const month = (aaaaMm: string) => `${aaaaMm.slice(5, 7)}/${aaaaMm.slice(0, 4)}`;

export function ViabilitySummary({ v, inflation }: { v: ViabilityHeadline; inflation: number }) {
  return (
    <section className="card-panel wide mt-1" aria-labelledby="viabilidade">
      <h2 id="viabilidade">Viabilidade em 25 anos</h2>
      <p className="hint">
        Início em {month(v.start)}, {v.gdClass === "GD1" ? "GD I" : "GD II"}, tarifa corrigida em {pct.format(inflation)} % ao ano.
      </p>
      <dl className="p-summary" aria-label="Viabilidade">
        <dt>Conta sem o sistema (1º ano)</dt>
        <dd>{formatCentavos(v.billWithoutCents)}</dd>
        <dt>Conta com o sistema (1º ano)</dt>
        <dd>{formatCentavos(v.billWithCents)}</dd>
        <dt>Economia (1º ano)</dt>
        <dd>
          {formatCentavos(v.savingsCents)} ({pct.format(v.billSavedPct)} % da conta)
        </dd>
        <dt>Economia em 25 anos</dt>
        <dd>{formatCentavos(v.totalSavingsCents)}</dd>
        <dt>Retorno (payback)</dt>
        <dd data-testid="payback">{formatPayback(v.paybackMonths)}</dd>
        <dt>Retorno descontado</dt>
        <dd>{formatPayback(v.discountedPaybackMonths)}</dd>
        <dt>VPL</dt>
        <dd>{formatCentavos(v.npvCents)}</dd>
        <dt>TIR</dt>
        <dd>{v.irrYearly === null ? "—" : `${pct.format(v.irrYearly * 100)} % ao ano`}</dd>
        <dt>LCOE</dt>
        <dd>{v.lcoe === null ? "—" : `R$ ${rs4.format(v.lcoe)}/kWh`}</dd>
        <dt>Energia compensada</dt>
        <dd>{pct.format(v.energyOffsetPct)} % do consumo</dd>
        <dt>Emissões evitadas</dt>
        <dd>
          {num.format(v.co2)} kg de CO₂ por ano, equivalente a {num.format(v.trees)} árvores
        </dd>
      </dl>
    </section>
  );
}
