// The kit step: "Proposta #00042" with the consumption just saved, the way back to it, the ideal
// power sized from it, the kit already chosen, the kit choice by target power (a GET form: it
// works without JS), and "Montar kit" from the company's catalogue (KitAssemblyForm).
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TARIFF_MODALITY_LABELS } from "../../../domain/proposal";
import { Shell } from "~/components/Shell";
import { ProposalKitSummary } from "~/components/proposal/ProposalKitSummary";
import { formatKwp } from "~/lib/kit-format";
import { fieldId } from "~/components/proposal/fields";
import { formatCount, formatDay, formatKwh, formatRsDecimal, unitAverage, unitTariffLabel } from "~/lib/proposal-format";
import { KitAssemblyForm, type KitAssemblyReply } from "./KitAssemblyForm";
import type { kitStepLoader } from "./page.server";

export function KitStepPage() {
  const {
    user,
    proposal: p,
    typed,
    powerError,
    estimate,
    irradiation,
    irradiationEdit,
    lossesSource,
    kit,
    generationPath,
    catalogue,
    assembly,
    commandId,
  } = useLoaderData<typeof kitStepLoader>();
  const reply = useActionData() as KitAssemblyReply;
  const c = p.consumption;
  const powerName = "potencia";
  return (
    <Shell user={user}>
      <h1>Proposta {formatCount(p.count)}: escolha do kit</h1>
      <p className="p-steps" aria-label="Etapas">
        1. Dados de consumo → <strong>2. Escolha do kit</strong> → 3. Geração → 4. Preço
      </p>
      <p role="status" className="success">
        Proposta {formatCount(p.count)} salva: dados de consumo de {formatDay(p.updatedAt)}.{" "}
        <span className="p-badge">{p.finished ? "Finalizada" : "Sem preço"}</span>
      </p>
      <section className="card-panel wide" aria-labelledby="consumo">
        <h2 id="consumo">Consumo</h2>
        <dl className="p-summary">
          <dt>Cliente</dt>
          <dd>
            <Link to={`/propostas/cliente/${p.customerId}`}>{p.customerName}</Link>
          </dd>
          <dt>Responsável</dt>
          <dd>{p.ownerName}</dd>
          <dt>Grupo tarifário</dt>
          <dd>{TARIFF_MODALITY_LABELS[c.tariffModality]}</dd>
          <dt>Distribuidora</dt>
          <dd>{c.powerDistCompany}</dd>
          <dt>Local</dt>
          <dd>
            {c.location.city}/{c.location.uf}
          </dd>
          <dt>Consumo médio mensal</dt>
          <dd>
            <strong>{formatKwh(p.averageMonthlyConsumption)}</strong>
            {p.averageMonthlyConsumptionPeak > 0 && <> (na ponta: {formatKwh(p.averageMonthlyConsumptionPeak)})</>}
          </dd>
          <dt>Unidades consumidoras</dt>
          <dd>{c.energyBillData.length}</dd>
        </dl>
        <div className="table-scroll">
          <table className="p-table mt-1">
            <caption className="visually-hidden">Unidades consumidoras</caption>
            <thead>
              <tr>
                <th>Unidade</th>
                <th>Tipo</th>
                <th>Ligação / modalidade</th>
                <th className="num">Média mensal</th>
                <th className="num">Tarifa</th>
              </tr>
            </thead>
            <tbody>
              {c.energyBillData.map((u, i) => (
                <tr key={i}>
                  <td data-label="Unidade">{u.ucName}</td>
                  <td data-label="Tipo">{u.ucType}</td>
                  <td data-label="Ligação">{unitTariffLabel(u)}</td>
                  <td data-label="Média mensal" className="num">
                    {formatKwh(unitAverage(u))}
                  </td>
                  <td data-label="Tarifa" className="num">
                    {formatRsDecimal(u.kwhPrice)}/kWh
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <Link to={`/proposta/gerar-proposta/dados-consumo/editar?pid=${p.id}`} className="button secondary">
            Editar consumo
          </Link>
        </p>
      </section>
      <section className="card-panel wide mt-1" aria-labelledby="kit">
        <h2 id="kit">Escolha do kit</h2>
        {estimate ? (
          <p>
            Potência ideal pelo consumo: <strong>{formatKwp(estimate.idealPower)}</strong> (irradiação de {irradiation?.city}/{irradiation?.uf}:{" "}
            {irradiation?.source}; perdas de {estimate.losses.toLocaleString("pt-BR")} %: {lossesSource}). A potência alvo abaixo começa nela.
          </p>
        ) : (
          <p className="notice" role="alert">
            {c.location.city}/{c.location.uf} não tem irradiação na tabela da empresa: a potência ideal não pode ser calculada.{" "}
            <Link to={irradiationEdit}>Informe os 12 valores mensais (Wh/m²/dia)</Link> ou digite a potência alvo.
          </p>
        )}
        {kit && (
          <div className="mt-1" aria-label="Kit escolhido" role="group">
            <h3>Kit escolhido</h3>
            <ProposalKitSummary kit={kit} />
            <p>
              <Link to={generationPath} className="button">
                Continuar para a geração
              </Link>
            </p>
          </div>
        )}
        <Form method="get" className="p-kit-form" aria-label="Escolher kit">
          <div className="p-field">
            <label htmlFor={fieldId(powerName)}>Potência alvo (kWp)</label>
            <input
              id={fieldId(powerName)}
              name={powerName}
              defaultValue={typed}
              inputMode="decimal"
              required
              aria-invalid={powerError ? true : undefined}
              aria-describedby={powerError ? `${fieldId(powerName)}-error` : undefined}
            />
          </div>
          <button type="submit">Escolher kit</button>
        </Form>
        {powerError && (
          <p className="field-error" id={`${fieldId(powerName)}-error`} role="alert">
            {powerError}
          </p>
        )}
      </section>
      <section className="card-panel wide mt-1" aria-labelledby="montar">
        <h2 id="montar">Montar kit</h2>
        {catalogue ? (
          <>
            <p>
              Ou monte o kit com o módulo, os inversores e os equipamentos do catálogo da empresa: a potência é calculada pela quantidade de módulos.
            </p>
            <KitAssemblyForm
              key={reply?.key ?? "initial"}
              csrf={user.csrf}
              commandId={commandId}
              catalogue={catalogue}
              saved={assembly}
              reply={reply}
            />
          </>
        ) : (
          <p className="notice">A empresa usa os kits do gestor: escolha um deles pela potência alvo acima.</p>
        )}
      </section>
    </Shell>
  );
}
