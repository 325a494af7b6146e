// A page of proposals: #00042, customer, owner, date, average consumption, units, power (once the
// generation step is saved), state, views of the public link, the way back into the wizard (its furthest useful
// step), "Ver proposta" (finished), "Clonar" and (a manager's) "Excluir", each a plain POST form that works without JS (with JS, deleting asks first). A phone
// shows each row as a small card (proposal.css).
import { Form, Link } from "@remix-run/react";
import { FormErrors, Hidden } from "~/components/forms/intent-form";
import { Pager } from "~/components/Pager";
import { formatKwp } from "~/lib/kit-format";
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
    powerKwp: number | null;
    finished: boolean;
    /** Centavos; null until priced. Shown only while the price is in force (finished). */
    finalPrice: number | null;
    /** Visits to the public link. */
    views: number;
    /** The furthest useful step of the wizard (proposal-wizard-path.ts). */
    wizardHref: string;
    /** /proposta/final/:pid once finished; null before. */
    finalHref: string | null;
  }[];
  /** Some filter is applied (the empty list then says NENHUM RESULTADO). */
  filter?: { active: boolean };
}

/** What the rows' forms need: the page's command id, whether "Excluir" shows, and the last answer. */
export interface ProposalRowForms {
  csrf: string;
  commandId: string;
  mayDelete: boolean;
  /** A refused clone or delete (formReply): its message. */
  errors?: string[];
}

const confirmDelete = (count: string) => (e: React.FormEvent<HTMLFormElement>) => {
  if (!window.confirm(`Excluir a proposta ${count}? Ela sai de todas as listas.`)) e.preventDefault();
};

export function ProposalTable({
  data,
  showCustomer = true,
  href,
  rowForms,
}: {
  data: ProposalTableData;
  showCustomer?: boolean;
  href: (page: number) => string;
  rowForms: ProposalRowForms;
}) {
  const status = (
    <>
      <FormErrors errors={rowForms.errors} />
    </>
  );
  // A page past the end (a bookmarked ?pagina=) still offers the way back, with the filters.
  const pager = (data.pages > 1 || data.page > 1) && <Pager page={data.page} pages={data.pages} href={href} />;
  if (data.total === 0 || data.rows.length === 0)
    return (
      <>
        {status}
        <p className="notice">
          {data.total > 0
            ? "Esta página não existe mais; volte para a anterior."
            : data.filter?.active
              ? "NENHUM RESULTADO: nenhuma proposta foi encontrada para os filtros aplicados."
              : "Nenhuma proposta por aqui ainda. Comece uma pela página de um cliente (“Nova proposta”)."}
        </p>
        {pager}
      </>
    );
  return (
    <>
      {status}
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
              <th className="num">Potência</th>
              <th>Situação</th>
              <th className="num">Visualizações</th>
              <th>Ações</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.id}>
                <td data-label="Número">
                  <Link to={r.wizardHref}>{formatCount(r.count)}</Link>
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
                <td data-label="Potência" className="num">
                  {r.powerKwp === null ? "—" : formatKwp(r.powerKwp)}
                </td>
                <td data-label="Situação">
                  {r.finished && r.finalPrice !== null ? (
                    <span className="p-badge done">{formatCentavos(r.finalPrice)}</span>
                  ) : (
                    <span className="p-badge">Sem preço</span>
                  )}
                </td>
                <td data-label="Visualizações" className="num">
                  {r.views}
                </td>
                <td data-label="Ações">
                  <div className="p-actions">
                    {r.finalHref && (
                      <Link to={r.finalHref} aria-label={`Ver proposta ${formatCount(r.count)}`}>
                        Ver proposta
                      </Link>
                    )}
                    <Link to={`/proposta/gerar-proposta/dados-consumo/editar?pid=${r.id}`}>Editar consumo</Link>
                    <Form method="post" className="p-row-form">
                      <Hidden intent="clone-proposal" csrf={rowForms.csrf} commandId={rowForms.commandId} pid={r.id} />
                      <button type="submit" className="secondary" aria-label={`Clonar a proposta ${formatCount(r.count)}`}>
                        Clonar
                      </button>
                    </Form>
                    {rowForms.mayDelete && (
                      <Form method="post" className="p-row-form" onSubmit={confirmDelete(formatCount(r.count))}>
                        <Hidden intent="delete-proposal" csrf={rowForms.csrf} commandId={rowForms.commandId} pid={r.id} />
                        <button type="submit" className="danger" aria-label={`Excluir a proposta ${formatCount(r.count)}`}>
                          Excluir
                        </button>
                      </Form>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager}
    </>
  );
}
