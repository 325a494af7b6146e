// A page of proposals: #00042, customer, owner, date, average consumption, units, state, and the way
// back into the wizard. A phone shows each row as a small card (proposal.css).
import { Link } from "@remix-run/react";
import { Pager } from "~/components/Pager";
import { formatCentavos } from "~/lib/pricing-settings-labels";
import { formatCount, formatDay, formatKwh } from "~/lib/proposal-format";

export interface ProposalTableData {
  page: number;
  pages: number;
  total: number;
  rows: {
    id: string;
    count: number;
    customerId: string;
    customerName: string;
    ownerName: string;
    createdAt: string;
    averageMonthlyConsumption: number;
    units: number;
    finished: boolean;
    /** Centavos; null until priced. Shown only while the price is in force (finished). */
    finalPrice: number | null;
  }[];
}

export function ProposalTable({
  data,
  showCustomer = true,
  href,
}: {
  data: ProposalTableData;
  showCustomer?: boolean;
  href: (page: number) => string;
}) {
  if (data.total === 0) return <p className="notice">Nenhuma proposta por aqui ainda. Comece uma pela página de um cliente (“Nova proposta”).</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="p-table">
          <caption className="visually-hidden">Propostas</caption>
          <thead>
            <tr>
              <th>Número</th>
              {showCustomer && <th>Cliente</th>}
              <th>Responsável</th>
              <th>Data</th>
              <th className="num">Consumo médio</th>
              <th className="num">Unidades</th>
              <th>Situação</th>
              <th>Ações</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.id}>
                <td data-label="Número">
                  <Link to={`/proposta/gerar-proposta/escolha-kit/${r.id}`}>{formatCount(r.count)}</Link>
                </td>
                {showCustomer && (
                  <td data-label="Cliente">
                    <Link to={`/propostas/cliente/${r.customerId}`}>{r.customerName}</Link>
                  </td>
                )}
                <td data-label="Responsável">{r.ownerName}</td>
                <td data-label="Data">{formatDay(r.createdAt)}</td>
                <td data-label="Consumo médio" className="num">
                  {formatKwh(r.averageMonthlyConsumption)}/mês
                </td>
                <td data-label="Unidades" className="num">
                  {r.units}
                </td>
                <td data-label="Situação">
                  {r.finished && r.finalPrice !== null ? (
                    <span className="p-badge done">{formatCentavos(r.finalPrice)}</span>
                  ) : (
                    <span className="p-badge">Sem preço</span>
                  )}
                </td>
                <td data-label="Ações">
                  <Link to={`/proposta/gerar-proposta/dados-consumo/editar?pid=${r.id}`}>Editar consumo</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.pages > 1 && <Pager page={data.page} pages={data.pages} href={href} />}
    </>
  );
}
