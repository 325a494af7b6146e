// The after-sales proposal document: company, customer, service order, the frozen template text,
// the services with their totals and the validity. Prints as it shows.
import { Link, useLoaderData } from "@remix-run/react";
import { SERVICE_LINE_TYPE_LABELS } from "../../../domain/after-sales/shapes";
import { formatBRL, formatDateBR, formatNumber5 } from "../../../domain/shared";
import { Shell } from "~/components/Shell";
import type { afterSalesProposalLoader } from "./page.server";

export function AfterSalesProposalPage() {
  const { user, companyName, itemHref, proposal: p } = useLoaderData<typeof afterSalesProposalLoader>();
  return (
    <Shell user={user}>
      <p className="no-print">
        <Link to={itemHref}>← Serviços do atendimento</Link>
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
        <table className="service-lines">
          <caption>Serviços</caption>
          <thead>
            <tr>
              <th scope="col">Serviço</th>
              <th scope="col">Tipo</th>
              <th scope="col">Quantidade</th>
              <th scope="col">Valor unitário</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {p.lines.map((l) => (
              <tr key={l.lineId}>
                <th scope="row">{l.serviceName}</th>
                <td data-label="Tipo">{SERVICE_LINE_TYPE_LABELS[l.serviceType] ?? l.serviceType}</td>
                <td data-label="Quantidade">{l.quantity ?? "—"}</td>
                <td data-label="Valor unitário">{formatBRL(l.price)}</td>
                <td data-label="Total">{formatBRL(l.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Valor total
              </th>
              <td data-label="Total">{formatBRL(p.total)}</td>
            </tr>
          </tfoot>
        </table>
      </article>
    </Shell>
  );
}
