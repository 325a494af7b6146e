// The final proposal as the customer reads it (issue 17, part 3 §2): every variant (page, mobile,
// print, financing) renders the same FinalProposalView in the company's colours, without the app's
// side layout. It computes nothing: figures, labels and notices come from the view, the charts'
// geometry from the loader. Sections switched off in the customisation are left out.
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ChartGeometry } from "~/lib/final-charts";
import type { FinalPageData } from "~/lib/final-proposal-page.server";
import { ChartSvg } from "./ChartSvg";
import { CopyLink } from "./CopyLink";
import { SendProposalForm } from "../proposal/SendProposalForm";

type View = FinalPageData["view"];

const FINANCING_NOTICE = "Sem opções de financiamento";

export function FinalProposalPage() {
  const d = useLoaderData<FinalPageData>();
  const v = d.view;
  const s = v.sections;
  // The monthly chart goes with the generation when that section shows, else with the consumption.
  const chartInGeneration = s.generation && v.system !== null;
  return (
    <div className={`fp fp--${d.variant}`}>
      {d.owner ? <OwnerBar d={d} /> : d.variants.pdf && <PublicPdf href={d.variants.pdf} />}
      <main className="fp-doc">
        <Cover v={v} full={s.cover} />
        {v.notices.length > 0 && (
          <ul className="fp-notices" aria-label="Avisos">
            {v.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        {d.variant === "financing" && <Financing />}
        {s.consumption && v.consumption && (
          <Section id="consumo" title="Seu consumo">
            <Figures
              items={[
                ["Consumo médio mensal", v.consumption.averageMonthlyKwh],
                ["Consumo anual", v.consumption.yearlyKwh],
              ]}
            />
            <table className="fp-table">
              <caption>Unidades consumidoras</caption>
              <thead>
                <tr>
                  <th scope="col">Unidade</th>
                  <th scope="col">Consumo médio mensal</th>
                </tr>
              </thead>
              <tbody>
                {v.units.map((u, i) => (
                  <tr key={i}>
                    <td>{u.name}</td>
                    <td>{u.averageKwh}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!chartInGeneration && d.monthlyChart && <Chart wide={d.monthlyChart} narrow={d.narrow?.monthlyChart} id="grafico-mensal" />}
          </Section>
        )}
        {s.kit && v.system && (
          <Section id="sistema" title="Seu sistema">
            <List title="Módulos" items={v.system.modules} />
            <List title="Inversores" items={v.system.inverters} />
            {v.system.additionalItems.length > 0 && <List title="Itens adicionais" items={v.system.additionalItems} />}
          </Section>
        )}
        {s.generation && v.system && (
          <Section id="geracao" title="Geração estimada">
            <Figures
              items={[
                ["Potência do sistema", v.system.power],
                ["Geração média mensal", v.system.averageMonthlyGeneration],
                ["Geração anual", v.system.yearlyGeneration],
                ["Área mínima", v.system.area],
                ["Peso distribuído", v.system.weight],
              ]}
            />
            {d.monthlyChart && <Chart wide={d.monthlyChart} narrow={d.narrow?.monthlyChart} id="grafico-mensal" />}
          </Section>
        )}
        {s.price && v.price && (
          <Section id="preco" title="Investimento">
            <p className="fp-price">
              <span className="fp-price-label">Preço final</span> <strong className="fp-price-value">{v.price.finalPrice}</strong>
            </p>
            {v.price.pricePerKwp && <p className="fp-muted">{v.price.pricePerKwp}</p>}
            {v.price.paymentConditions && (
              <div className="fp-text">
                <h3>Condições de pagamento</h3>
                <p>{v.price.paymentConditions}</p>
              </div>
            )}
          </Section>
        )}
        {s.viability && v.viability && <Viability d={d} viability={v.viability} environment={v.environment} />}
        {d.variant !== "financing" && s.financing && <Financing />}
        {s.warranties && v.warranties.length > 0 && (
          <Section id="garantias" title="Garantias">
            <ul className="fp-list">
              {v.warranties.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </Section>
        )}
        {v.texts.notes && (
          <Section id="observacoes" title="Observações">
            <p className="fp-text">{v.texts.notes}</p>
          </Section>
        )}
        {s.company && (
          <Section id="empresa" title="Sobre a empresa">
            <p>
              <strong>{v.company.name}</strong>
            </p>
            {v.company.email && (
              <p>
                E-mail: <a href={`mailto:${v.company.email}`}>{v.company.email}</a>
              </p>
            )}
            {v.company.phone && <p>Telefone: {v.company.phone}</p>}
          </Section>
        )}
        <footer className="fp-footer">
          {v.title} · {v.company.name}
          {v.validity && <> · Válida até {v.validity}</>}
        </footer>
      </main>
    </div>
  );
}

function Cover({ v, full }: { v: View; full: boolean }) {
  const place = [v.customer.city, v.customer.uf].filter(Boolean).join("/");
  if (!full)
    return (
      <header className="fp-head">
        <h1>
          {v.title} — {v.customer.name}
        </h1>
      </header>
    );
  return (
    <header className="fp-cover">
      <div className="fp-brand">
        {v.company.logoUrl ? (
          <img src={v.company.logoUrl} alt={v.company.name} className="fp-logo" />
        ) : (
          <span className="fp-company">{v.company.name}</span>
        )}
      </div>
      <p className="fp-kicker">Proposta de sistema de energia solar</p>
      <h1>{v.title}</h1>
      <p className="fp-customer">
        Para <strong>{v.customer.name}</strong>
        {place && <> · {place}</>}
      </p>
      {v.validity && <p className="fp-validity">Válida até {v.validity}</p>}
      {v.texts.presentation && <p className="fp-text fp-presentation">{v.texts.presentation}</p>}
    </header>
  );
}

function Viability({ d, viability, environment }: { d: FinalPageData; viability: NonNullable<View["viability"]>; environment: View["environment"] }) {
  const extra = viability.headline.filter((h) => ["VPL", "TIR", "LCOE"].includes(h.label));
  return (
    <Section id="economia" title="Sua economia">
      <dl className="fp-bills">
        <div className="fp-bill fp-bill--without">
          <dt>Conta sem o sistema</dt>
          <dd>{viability.billWithout}</dd>
        </div>
        <div className="fp-bill fp-bill--with">
          <dt>Conta com o sistema</dt>
          <dd>{viability.billWith}</dd>
        </div>
      </dl>
      <p className="fp-muted">Valores do 1º ano.</p>
      <Figures
        items={[
          ["Economia mensal média", viability.monthlySavings],
          ["Economia em 25 anos", viability.totalSavings],
          ["Retorno do investimento", viability.payback],
          ["Retorno descontado", viability.discountedPayback],
          ...extra.map((h) => [h.label, h.value] as [string, string]),
        ]}
      />
      {d.cashFlowChart && (
        <div id="fluxo-de-caixa" className="fp-cashflow">
          <h3>Fluxo de caixa em 25 anos</h3>
          <p className="fp-years" aria-label="Anos do gráfico">
            {d.years === "all" ? <strong>Todos os anos</strong> : <Link to={d.yearsHref.all}>Todos os anos</Link>} ·{" "}
            {d.years === "odd" ? <strong>Anos ímpares</strong> : <Link to={d.yearsHref.odd}>Anos ímpares</Link>}
          </p>
          <Chart wide={d.cashFlowChart} narrow={d.narrow?.cashFlowChart} id="grafico-fluxo" />
        </div>
      )}
      {environment && (
        <div className="fp-environment">
          <h3>Impacto ambiental</h3>
          <Figures
            items={[
              ["CO₂ evitado", environment.co2],
              ["Equivale a plantar", environment.trees],
              ["Equivale a tirar das ruas", environment.cars],
            ]}
          />
        </div>
      )}
    </Section>
  );
}

function Financing() {
  return (
    <Section id="financiamento" title="Financiamento">
      <p className="fp-empty">{FINANCING_NOTICE}</p>
    </Section>
  );
}

function OwnerBar({ d }: { d: FinalPageData }) {
  const o = d.owner!;
  const names: [keyof FinalPageData["variants"], string][] = [
    ["web", "Página"],
    ["mobile", "Versão móvel"],
    ["print", "Impressão"],
    ["financing", "Financiamento"],
    ["pdf", "PDF"],
  ];
  return (
    <aside className="fp-owner" aria-label="Ferramentas da proposta">
      <nav aria-label="Versões da proposta">
        <ul>
          {names.map(([k, label]) => {
            const href = d.variants[k];
            if (!href) return null;
            return (
              <li key={k}>
                {k === d.variant ? (
                  <strong aria-current="page">{label}</strong>
                ) : k === "pdf" ? (
                  <a href={href}>{label}</a>
                ) : (
                  <Link to={href}>{label}</Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <CopyLink url={o.shareUrl} />
      <p className="fp-views">
        <span>Visualizações: {o.views}</span>
        <span>Última visualização: {o.lastViewed ?? "nenhuma"}</span>
      </p>
      {o.send && <SendProposalForm {...o.send} />}
      {d.variant === "print" && <PrintButton />}
    </aside>
  );
}

/** The customer's copy of the PDF, on the public views (a plain download link). */
function PublicPdf({ href }: { href: string }) {
  return (
    <aside className="fp-owner fp-public-pdf" aria-label="Baixar a proposta">
      <a className="button" href={href} download>
        Baixar PDF
      </a>
    </aside>
  );
}

/** With JavaScript, a button that opens the print dialog; without, the browser's own menu does it. */
function PrintButton() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return <p className="fp-muted">Para imprimir, use o menu do navegador (Ctrl+P).</p>;
  return (
    <button type="button" onClick={() => window.print()}>
      Imprimir
    </button>
  );
}

/** A chart, plus its phone-width drawing when the loader made one: CSS shows one of the two (both server-rendered, no JS). */
function Chart({ wide, narrow, id }: { wide: ChartGeometry; narrow: ChartGeometry | null | undefined; id: string }) {
  if (!narrow) return <ChartSvg chart={wide} id={id} />;
  return (
    <>
      <div className="fp-only-wide">
        <ChartSvg chart={wide} id={id} />
      </div>
      <div className="fp-only-narrow">
        <ChartSvg chart={narrow} id={`${id}-estreito`} />
      </div>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} className="fp-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      {children}
    </section>
  );
}

function Figures({ items }: { items: [string, string | null][] }) {
  const shown = items.filter((i): i is [string, string] => i[1] !== null);
  return (
    <dl className="fp-figures">
      {shown.map(([label, value]) => (
        <div key={label} className="fp-figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="fp-group">
      <h3>{title}</h3>
      <ul className="fp-list">
        {items.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ul>
    </div>
  );
}
