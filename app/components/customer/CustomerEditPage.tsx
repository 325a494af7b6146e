// /cliente/editar/:cid, the customer as a hub (ADR 018): titled with the customer's name, call and
// WhatsApp buttons, the contact block, and two tabs as links (?aba=, so they work without JS):
// "Linha do tempo" (the default) and "Dados" (the customer form, archiving and the Histórico).
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatDateTimeBR } from "../../../domain/shared/format";
import type { editCustomerAction, editCustomerLoader } from "~/lib/customer-page.server";
import { Shell } from "../Shell";
import { FormErrors, Hidden } from "../forms/intent-form";
import { ContactButtons } from "../item/StageBar";
import { CustomerForm, customerFormProps } from "./CustomerForm";
import { CustomerTimeline } from "./CustomerTimeline";

const TABS = [
  { slug: "linha-do-tempo", label: "Linha do tempo" },
  { slug: "dados", label: "Dados" },
] as const;

export function CustomerEditPage() {
  const d = useLoaderData<typeof editCustomerLoader>();
  const action = useActionData<typeof editCustomerAction>();
  const saveReply = action?.intent === "save" || action?.intent === "cep" ? action : undefined;
  const archiveError = action && action.intent !== "save" && action.intent !== "cep" ? action.result.error?.[""] : undefined;
  // A form's reply always belongs to the Dados tab, whatever URL it was posted to.
  const tab = action ? "dados" : d.tab;
  const base = `/cliente/editar/${d.customer.id}`;
  const c = d.contact;
  return (
    <Shell user={d.user}>
      <h1>{d.customer.name}</h1>
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
      <section aria-label="Contato" className="card-panel customer-contact">
        <ContactButtons tel={c.tel} whatsapp={c.whatsapp} customerName={d.customer.name} />
        <dl className="info">
          <dt>Telefone</dt>
          <dd>{c.phone || "—"}</dd>
          <dt>WhatsApp</dt>
          <dd>{c.whatsappNumber || "—"}</dd>
          <dt>E-mail</dt>
          <dd>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : "—"}</dd>
          <dt>Cidade</dt>
          <dd>{c.place || "—"}</dd>
          <dt>Responsáveis</dt>
          <dd>{d.ownerNames.join(", ") || "—"}</dd>
        </dl>
      </section>
      <nav aria-label="Abas do cliente" className="tab-list">
        {TABS.map((t) => (
          <Link key={t.slug} to={t.slug === "dados" ? `${base}?aba=dados` : base} aria-current={t.slug === tab ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === "linha-do-tempo" && d.timeline ? (
        <CustomerTimeline entries={d.timeline.entries} hasMore={d.timeline.hasMore} morePath={`${base}?linha=${d.timelinePages + 1}`} />
      ) : (
        <div className="panel-grid">
          <div>
            <h2 className="visually-hidden">Dados</h2>
            <CustomerForm {...customerFormProps(d, saveReply)} submitLabel="Salvar alterações" action={`${base}?aba=dados`}>
              {d.owners.length === 0 && <p>Vendedores responsáveis: {d.ownerNames.join(", ")}</p>}
            </CustomerForm>
            <Form method="post" action={`${base}?aba=dados`} className="actions mt-1">
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
                <Link to={`${base}?aba=dados&historico=${d.historyPages + 1}`} preventScrollReset>
                  Carregar mais
                </Link>
              </p>
            )}
          </section>
        </div>
      )}
    </Shell>
  );
}
