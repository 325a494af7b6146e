// The after-sales proposal document: company, customer, service order, the frozen template text,
// the services with their totals and the validity. Prints as it shows; "Baixar PDF" gives the same
// document as a PDF (ADR 029).
import { Link, useLoaderData } from "@remix-run/react";
import { formatDateBR, formatNumber5 } from "../../../domain/shared";
import { Shell } from "~/components/Shell";
import { ServiceLinesTable } from "~/components/after-sales/ServiceLinesTable";
import type { afterSalesProposalLoader } from "./page.server";

export function AfterSalesProposalPage() {
  const { user, companyName, itemHref, pdfHref, proposal: p } = useLoaderData<typeof afterSalesProposalLoader>();
  return (
    <Shell user={user}>
      <p className="no-print">
        <Link to={itemHref}>← Serviços do atendimento</Link> ·{" "}
        <a href={pdfHref} download>
          Baixar PDF
        </a>
      </p>
      <article className="after-sales-proposal" aria-labelledby="asp-title">
        <h1 id="asp-title">Proposta de pós-venda {formatNumber5(p.number)}</h1>
        <dl className="info">
          <dt>Empresa</dt>
          <dd>{companyName}</dd>
          <dt>Cliente</dt>
          <dd>{p.customerName ?? "—"}</dd>
          <dt>Atendimento</dt>
          <dd>{p.itemName}</dd>
          <dt>Ordem de serviço</dt>
          <dd>{p.serviceOrder === null ? "—" : formatNumber5(p.serviceOrder)}</dd>
          <dt>Gerada em</dt>
          <dd>{formatDateBR(p.generatedAt)}</dd>
          <dt>Validade</dt>
          <dd>
            {p.validityDays} {p.validityDays === 1 ? "dia" : "dias"} (até {formatDateBR(p.validUntil)})
          </dd>
        </dl>
        <div className="asp-text">
          {p.text.split("\n").map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
        <ServiceLinesTable
          caption={<caption>Serviços</caption>}
          lines={p.lines.map((l) => ({ ...l, key: l.lineId }))}
          total={p.total}
          totalLabel="Valor total"
        />
      </article>
    </Shell>
  );
}
