// "Simular": a GET form (it works without JS) with a proposal's priced figures; the page's loader
// prices it with the settings as saved and this shows the price and how it was reached.
import { Form } from "@remix-run/react";
import { INVERTER_TYPES, KIT_FIXATIONS, KIT_VOLTAGES } from "../../../domain/kit/fields";
import type { PricingResult } from "../../../domain/pricing";
import type { Option } from "~/components/forms/Field";
import { ErrorLine } from "~/components/forms/FieldError";
import { CALC_LABELS, COMPONENT_TYPE_LABELS, formatCentavos, formatDecimal, formatPercent } from "~/lib/pricing-settings-labels";
import { LAST_BAND_POWER } from "../../../domain/pricing";
import type { SimulationOutcome } from "~/lib/pricing-settings-simulation.server";
import { SelectInput, TextInput, type Errors } from "./fields";

type Values = Record<string, string>;
/** The fields inside "Mais dados da proposta". */
const MORE = ["inverterPower", "roofHight", "discount", "kitVoltage", "kitFixation", "inverterType", "vendor", "preVendor", "uf", "city", "service"];
/** What those fields hold when left alone (the engine's defaults for a kit). */
const LEFT_ALONE: Record<string, string> = { kitVoltage: "220", kitFixation: "Telhado", inverterType: "String" };

export function SimulationBox({
  simulation,
  users,
  services,
  ufs,
}: {
  simulation: { values: Values; outcome: SimulationOutcome } | null;
  users: readonly Option[];
  services: readonly string[];
  ufs: readonly string[];
}) {
  const v = (name: string) => simulation?.values[name] ?? "";
  const outcome = simulation?.outcome;
  const errors: Errors = outcome && !outcome.ok && outcome.field ? { [outcome.field]: [outcome.message] } : {};
  return (
    <section className="card-panel ps-sim" aria-labelledby="sim-title">
      <h2 id="sim-title">Simular</h2>
      <p className="hint">O preço que as configurações salvas dão a uma proposta. Nada é gravado.</p>
      <Form method="get" aria-label="Simular preço" className="ps-form">
        <input type="hidden" name="simular" value="1" />
        <div className="ps-grid">
          <TextInput label="Custo do kit (R$)" name="kitPrice" value={v("kitPrice")} errors={errors} inputMode="decimal" />
          <TextInput label="Potência (kWp)" name="power" value={v("power")} errors={errors} inputMode="decimal" />
          <TextInput label="Módulos" name="modsQtd" value={v("modsQtd")} errors={errors} inputMode="numeric" />
          <TextInput label="Inversores" name="invQtd" value={v("invQtd")} errors={errors} inputMode="numeric" />
          <TextInput label="Distância (km)" name="distance" value={v("distance")} errors={errors} inputMode="decimal" />
        </div>
        {/* Open when it holds something: a value typed there, or an error on one of its fields. */}
        <details open={MORE.some((k) => (v(k) !== "" && v(k) !== LEFT_ALONE[k]) || errors[k])}>
          <summary>Mais dados da proposta (para componentes com condições e restrições)</summary>
          <div className="ps-grid">
            <TextInput label="Potência dos inversores (kW)" name="inverterPower" value={v("inverterPower")} errors={errors} inputMode="decimal" />
            <TextInput label="Altura do telhado (m)" name="roofHight" value={v("roofHight")} errors={errors} inputMode="decimal" />
            <TextInput label="Desconto do kit (%)" name="discount" value={v("discount")} errors={errors} inputMode="decimal" placeholder="padrão" />
            <SelectInput label="Tensão do kit" name="kitVoltage" value={v("kitVoltage") || "220"} errors={errors} options={KIT_VOLTAGES} />
            <SelectInput
              label="Tipo de instalação"
              name="kitFixation"
              value={v("kitFixation") || "Telhado"}
              errors={errors}
              options={KIT_FIXATIONS}
            />
            <SelectInput
              label="Tipo de inversor"
              name="inverterType"
              value={v("inverterType") || "String"}
              errors={errors}
              options={INVERTER_TYPES}
            />
            <SelectInput label="Vendedor" name="vendor" value={v("vendor")} errors={errors} options={users} blank="— nenhum —" />
            <SelectInput label="Pré-vendedor" name="preVendor" value={v("preVendor")} errors={errors} options={users} blank="— nenhum —" />
            <SelectInput label="UF" name="uf" value={v("uf")} errors={errors} options={ufs} blank="—" />
            <TextInput label="Cidade" name="city" value={v("city")} errors={errors} />
            <SelectInput label="Serviço" name="service" value={v("service")} errors={errors} options={services} blank="— nenhum —" />
          </div>
        </details>
        <p>
          <button type="submit">Simular</button>
        </p>
      </Form>
      {outcome && !outcome.ok && !outcome.field && <ErrorLine msg={outcome.message} />}
      {outcome?.ok && <SimulationResult result={outcome.result} />}
    </section>
  );
}

function SimulationResult({ result }: { result: PricingResult }) {
  const r = result.revenueData;
  const lines = [
    ...r.serviceCosts.map((c) => ({ name: c.name, type: c.type, rate: null as number | null, value: c.value })),
    ...r.percentageComponents.map((c) => ({ name: c.name, type: c.type, rate: c.rate, value: c.value })),
  ];
  return (
    <div className="ps-result" role="status" aria-label="Resultado da simulação">
      <p className="ps-price">
        Preço final: <strong data-testid="sim-final-price">{formatCentavos(r.finalPrice)}</strong>
      </p>
      <dl className="info">
        <dt>Custo do kit</dt>
        <dd>
          {formatCentavos(r.pvKitCost)}
          {r.discount ? ` (preço ${formatCentavos(r.pvKitOriginalCost)}, desconto ${formatPercent(r.discount)})` : ""}
        </dd>
        {result.type === "SIMPLE" && (
          <>
            <dt>Faixa usada</dt>
            <dd>
              {result.band
                ? result.band.power >= LAST_BAND_POWER
                  ? `última faixa, margem ${formatPercent(result.band.margin)}`
                  : `até ${formatDecimal(result.band.power)} kWp, margem ${formatPercent(result.band.margin)}`
                : "nenhuma faixa cadastrada: margem padrão de 50 %"}
            </dd>
            <dt>Cálculo</dt>
            <dd>{result.calc && `${CALC_LABELS[result.calc].label}: ${CALC_LABELS[result.calc].formula}`}</dd>
          </>
        )}
        <dt>Equipamentos</dt>
        <dd>{formatCentavos(r.totalEqp)}</dd>
        <dt>Serviços</dt>
        <dd>
          {formatCentavos(r.totalSvc)} ({formatCentavos(r.servicePricePerkWp)}/kWp)
        </dd>
        {result.type === "DETAILED" && (
          <>
            <dt>Impostos</dt>
            <dd>{formatCentavos(r.taxes)}</dd>
            <dt>Comissões</dt>
            <dd>{formatCentavos(r.commissions)}</dd>
          </>
        )}
        <dt>Lucro</dt>
        <dd>
          {formatCentavos(r.profit)}
          {r.effMargin !== null && ` (margem efetiva ${formatPercent(r.effMargin)} do preço)`}
        </dd>
        {r.potentialProfit !== null && (
          <>
            <dt>Lucro potencial</dt>
            <dd>{formatCentavos(r.potentialProfit)}</dd>
          </>
        )}
      </dl>
      {result.type === "DETAILED" && (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">Componentes aplicados</caption>
            <thead>
              <tr>
                <th scope="col">Componente</th>
                <th scope="col">Tipo</th>
                <th scope="col">Valor</th>
              </tr>
            </thead>
            <tbody>
              {lines.length === 0 && (
                <tr>
                  <td colSpan={3}>Nenhum componente se aplica a esta proposta.</td>
                </tr>
              )}
              {lines.map((l, i) => (
                <tr key={i}>
                  <td>{l.name}</td>
                  <td>
                    {COMPONENT_TYPE_LABELS[l.type]}
                    {l.rate !== null && ` (${formatPercent(l.rate)})`}
                  </td>
                  <td className="num">{formatCentavos(l.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
