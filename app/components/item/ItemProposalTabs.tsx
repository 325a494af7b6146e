// The contents of the item panel's proposal tabs (spec part 2 §2): Propostas (the item's finished
// proposals with power, opened by the part 3 §2 link rule), and UCs, Kit, Projeto and Precificação
// of the item's newest finished proposal, named at the top of each so nobody wonders which one it is.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { GenerationChart } from "~/components/proposal/GenerationChart";
import { MODE_LABELS, PricingFigures } from "~/components/proposal/PricingFigures";
import type { ItemProposalTabsData } from "~/lib/item-proposals.server";
import { formatDay } from "~/lib/proposal-format";

const NO_PROJECT = "Esta proposta não possui dados do projeto";

function Source({ data }: { data: ItemProposalTabsData }) {
  if (!data.source) return null;
  return (
    <p className="muted">
      Proposta <Link to={`/proposta/final/${data.source.id}`}>{data.source.number}</Link>, a mais recente finalizada deste item.
    </p>
  );
}

function ProposalsList({ data }: { data: ItemProposalTabsData }) {
  return (
    <>
      {data.proposals.length === 0 ? (
        <p className="notice">Nenhuma proposta finalizada com potência vinculada a este item.</p>
      ) : (
        <div className="table-scroll">
          <table className="plain">
            <caption className="visually-hidden">Propostas finalizadas deste item</caption>
            <thead>
              <tr>
                <th>Número</th>
                <th>Data</th>
                <th>Responsável</th>
                <th className="num">Potência</th>
                <th className="num">Preço</th>
                <th>Tipo de UC</th>
                <th className="num">Visualizações</th>
              </tr>
            </thead>
            <tbody>
              {data.proposals.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={p.link} aria-label={`Abrir a proposta ${p.number}`}>
                      {p.number}
                    </Link>
                  </td>
                  <td>{formatDay(p.createdAt)}</td>
                  <td>{p.owner}</td>
                  <td className="num">{p.power}</td>
                  <td className="num">{p.price}</td>
                  <td>{p.ucType}</td>
                  <td className="num">{p.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.newHref && (
        <p>
          <Link to={data.newHref}>Nova proposta para este item</Link>
        </p>
      )}
    </>
  );
}

/** The open tab's content; undefined lets ItemTabs show the tab's notice (no finished proposal). */
export function itemProposalTabContents(data: ItemProposalTabsData | null, tab: string): Record<string, ReactNode> | undefined {
  if (!data) return undefined;
  if (tab === "propostas") return { propostas: <ProposalsList data={data} /> };
  const v = data.view;
  if (tab === "precificacao" && data.pricing)
    return {
      precificacao: (
        <>
          <Source data={data} />
          <p>Modo: {MODE_LABELS[data.pricing.mode] ?? data.pricing.mode}</p>
          <PricingFigures revenue={data.pricing.revenue} breakdown={data.pricing.breakdown} caption="Precificação da proposta" />
        </>
      ),
    };
  if (!v) return undefined;
  if (tab === "ucs" && v.units.length)
    return {
      ucs: (
        <>
          <Source data={data} />
          <ul className="plain-list">
            {v.units.map((u, i) => (
              <li key={i}>
                {u.name}: {u.averageKwh}/mês em média
              </li>
            ))}
          </ul>
          {v.consumption && (
            <p>
              Consumo médio mensal: {v.consumption.averageMonthlyKwh}; anual: {v.consumption.yearlyKwh}
            </p>
          )}
        </>
      ),
    };
  if (tab === "kit" && v.system)
    return {
      kit: (
        <>
          <Source data={data} />
          <dl className="info">
            <dt>Potência</dt>
            <dd>{v.system.power}</dd>
            <dt>Módulos</dt>
            <dd>{v.system.modules.join("; ") || "—"}</dd>
            <dt>Inversores</dt>
            <dd>{v.system.inverters.join("; ") || "—"}</dd>
            {v.system.additionalItems.length > 0 && (
              <>
                <dt>Itens adicionais</dt>
                <dd>{v.system.additionalItems.join("; ")}</dd>
              </>
            )}
          </dl>
        </>
      ),
    };
  if (tab === "projeto") {
    const s = v.system;
    const gen = v.monthly?.generationKwh ?? null;
    if (!v.finished || !s || !(s.powerKwp > 0) || !gen) return { projeto: <p className="notice">{NO_PROJECT}</p> };
    return {
      projeto: (
        <>
          <Source data={data} />
          <dl className="info" data-testid="project-figures">
            <dt>Potência</dt>
            <dd>{s.power}</dd>
            <dt>Consumo médio mensal</dt>
            <dd>{v.consumption?.averageMonthlyKwh ?? "—"}</dd>
            <dt>Consumo anual</dt>
            <dd>{v.consumption?.yearlyKwh ?? "—"}</dd>
            <dt>Geração média mensal</dt>
            <dd>{s.averageMonthlyGeneration ?? "—"}</dd>
            <dt>Geração anual</dt>
            <dd>{s.yearlyGeneration ?? "—"}</dd>
          </dl>
          <GenerationChart consumption={v.monthly!.consumptionKwh} generation={gen} />
        </>
      ),
    };
  }
  return undefined;
}
