import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatDateTimeBR } from "../../../domain/shared/format";
import type { editCustomerAction, editCustomerLoader } from "~/lib/customer-page.server";
import { Shell } from "../Shell";
import { FormErrors, Hidden } from "../forms/intent-form";
import { CustomerForm, customerFormProps } from "./CustomerForm";

export function CustomerEditPage() {
  const d = useLoaderData<typeof editCustomerLoader>();
  const action = useActionData<typeof editCustomerAction>();
  const saveReply = action?.intent === "save" || action?.intent === "cep" ? action : undefined;
  const archiveError = action && action.intent !== "save" && action.intent !== "cep" ? action.result.error?.[""] : undefined;
  return (
    <Shell user={d.user}>
      <h1>Editar cliente</h1>
      <p>
        <Link to={`/clientes/lista/${d.user.id}`}>← Lista de clientes</Link> ·{" "}
        <Link to={`/proposta/gerar-proposta/dados-consumo/nova?cid=${d.customer.id}`}>Nova proposta</Link> ·{" "}
        <Link to={`/propostas/cliente/${d.customer.id}`}>Propostas do cliente</Link>
        {d.user.plan === "ENTERPRISE" && (
          <>
            {" "}
            · <Link to={`/arquivos/${d.customer.id}`}>Arquivos do cliente</Link>
          </>
        )}
      </p>
      {d.customer.archived && <p className="notice">Este cliente está arquivado.</p>}
      <div className="panel-grid">
        <div>
          <CustomerForm {...customerFormProps(d, saveReply)} submitLabel="Salvar alterações">
            {d.owners.length === 0 && <p>Vendedores responsáveis: {d.ownerNames.join(", ")}</p>}
          </CustomerForm>
          <Form method="post" className="actions mt-1">
            <Hidden intent={d.customer.archived ? "unarchive" : "archive"} csrf={d.user.csrf} commandId={d.archiveCommandId} />
            <button type="submit" className="secondary">
              {d.customer.archived ? "Desarquivar cliente" : "Arquivar cliente"}
            </button>
            <FormErrors errors={archiveError} />
          </Form>
        </div>
        <section aria-labelledby="historico" className="card-panel">
          <h2 id="historico">Histórico</h2>
          <ul className="history">
            {d.history.map((h) => (
              <li key={h.key}>
                {h.text}
                <br />
                <small>
                  por {h.actor}, <time dateTime={h.at}>{formatDateTimeBR(h.at)}</time>
                </small>
              </li>
            ))}
          </ul>
          {d.historyHasMore && (
            <p>
              <Link to={`?historico=${d.historyPages + 1}`} preventScrollReset>
                Carregar mais
              </Link>
            </p>
          )}
        </section>
      </div>
    </Shell>
  );
}
