// /clientes/lista/:uid. Filters are a GET form; the table sits in one POST form whose buttons carry
// the intent (archive/unarchive one row, or the selected rows; set owners of the selected rows).
// With JS a "Selecionar todos" checkbox appears; everything else is the same without JS.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { formatDateBR } from "../../../domain/shared/format";
import { maskDocument, maskPhone } from "../../../domain/shared/documents";
import type { customerListAction, customerListLoader } from "~/lib/customer-list.server";
import { formErrorsOf } from "~/components/forms/reply-errors";
import { Shell } from "../Shell";
import { Options } from "../forms/Field";
import { FormErrors, Hidden } from "../forms/intent-form";
import { ParamInput, ParamSelect } from "../forms/ParamFields";
import { Pager } from "../Pager";

const STATUS_LABELS = { ACTIVE: "Ativos", ARCHIVED: "Arquivados", ALL: "Todos" } as const;

export function CustomerListPage() {
  const d = useLoaderData<typeof customerListLoader>();
  const actionErrors = formErrorsOf(useActionData<typeof customerListAction>()?.result);
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const tableRef = useRef<HTMLTableElement>(null);
  useEffect(() => setHydrated(true), []);
  const f = d.filters;
  const pageHref = (page: number) => {
    const p = new URLSearchParams(d.search);
    p.set("pagina", String(page));
    return `?${p.toString()}`;
  };
  const toggleAll = (checked: boolean) => {
    tableRef.current?.querySelectorAll<HTMLInputElement>("input[name=ids]").forEach((c) => {
      c.checked = checked;
    });
  };
  const exportQuery = new URLSearchParams(d.search);
  exportQuery.delete("pagina");
  exportQuery.delete("tamanho");
  exportQuery.set("lista", d.listUid);

  return (
    <Shell user={d.user}>
      <h1>Clientes</h1>
      <div className="board-toolbar">
        <Link className="button" to="/cliente/cadastro">
          Cadastrar cliente
        </Link>
        {d.canBulk && (
          <a className="button secondary" href={`/clientes/exportar?${exportQuery.toString()}`} download>
            Exportar clientes (CSV)
          </a>
        )}
        {d.canBulk && (
          <Link className="button secondary" to="/upload-de-clientes">
            Upload de clientes
          </Link>
        )}
      </div>
      <Form method="get" className="board-toolbar" aria-label="Filtros">
        <div>
          <ParamInput name="q" label="Buscar" type="search" defaultValue={f.search} placeholder="Nome, e-mail, documento, telefone, cidade" />
        </div>
        <div>
          <ParamSelect name="situacao" label="Situação" value={f.status} options={Object.entries(STATUS_LABELS)} />
        </div>
        <div>
          <ParamSelect name="origem" label="Origem" value={f.origin} blank="Todas" options={d.origins} />
        </div>
        <div>
          <ParamSelect name="uf" label="UF" value={f.uf} blank="Todas" options={d.ufs} />
        </div>
        {d.users.length > 1 && (
          <div>
            <ParamSelect
              name="responsavel"
              label="Responsável"
              value={f.ownerId}
              blank="Todos"
              options={d.users.map((u) => [u.id, u.name] as const)}
            />
          </div>
        )}
        <div>
          <ParamSelect name="tamanho" label="Por página" value={String(d.pageSize)} options={d.pageSizes.map(String)} />
        </div>
        <button type="submit">Filtrar</button>
      </Form>

      <p role="status">{d.total === 1 ? "1 cliente encontrado" : `${d.total} clientes encontrados`}</p>
      <FormErrors errors={actionErrors} />

      {d.total === 0 ? (
        <p className="notice">NENHUM RESULTADO: nenhum cliente foi encontrado para os filtros aplicados.</p>
      ) : (
        <Form method="post" aria-label="Clientes selecionados">
          <Hidden csrf={d.user.csrf} commandId={d.commandId} />
          <div className="bulk-bar">
            <button type="submit" name="intent" value="archive" className="secondary">
              Arquivar selecionados
            </button>
            <button type="submit" name="intent" value="unarchive" className="secondary">
              Desarquivar selecionados
            </button>
            {d.canChooseOwners && (
              <>
                <label htmlFor="bulk-owners">Responsáveis</label>
                <select id="bulk-owners" name="owners" multiple size={Math.min(3, d.users.length)}>
                  <Options options={d.users.map((u) => [u.id, u.name] as const)} />
                </select>
                <button type="submit" name="intent" value="set-owners" className="secondary">
                  Definir responsáveis
                </button>
              </>
            )}
            {navigation.state === "submitting" && <span>Salvando…</span>}
          </div>
          <table className="list" ref={tableRef}>
            <thead>
              <tr>
                <th>
                  {hydrated ? (
                    <input type="checkbox" aria-label="Selecionar todos" className="w-auto" onChange={(e) => toggleAll(e.currentTarget.checked)} />
                  ) : (
                    <span className="visually-hidden">Selecionar</span>
                  )}
                </th>
                <th>Nome</th>
                <th>Contato</th>
                <th>Documento</th>
                <th>Cidade</th>
                <th>Origem</th>
                <th>Responsáveis</th>
                <th>Cadastro</th>
                <th>Ações</th>
              </tr>
            </thead>
            <tbody>
              {d.customers.map((c) => (
                <tr key={c.id}>
                  <td className="select-cell">
                    <input type="checkbox" name="ids" value={c.id} aria-label={`Selecionar ${c.name}`} className="w-auto" />
                  </td>
                  <td data-label="Nome">
                    <Link to={`/cliente/editar/${c.id}`}>{c.name}</Link>
                    {c.archived && (
                      <>
                        {" "}
                        <span className="status LOST">Arquivado</span>
                      </>
                    )}
                  </td>
                  <td data-label="Contato">{[c.email, c.phone ? maskPhone(c.phone) : ""].filter(Boolean).join(" · ")}</td>
                  <td data-label="Documento">{c.document ? maskDocument(c.document, c.cpf_cnpj_switch) : ""}</td>
                  <td data-label="Cidade">{[c.city, c.uf].filter(Boolean).join(" / ")}</td>
                  <td data-label="Origem">{c.origin}</td>
                  <td data-label="Responsáveis">{c.owners.map((o) => (o.name.length > 15 ? `${o.name.slice(0, 15)}...` : o.name)).join(", ")}</td>
                  <td data-label="Cadastro">{formatDateBR(c.registered_at)}</td>
                  <td data-label="Ações">
                    {c.archived ? (
                      <button type="submit" name="intent" value={`unarchive:${c.id}`} className="secondary" aria-label={`Desarquivar ${c.name}`}>
                        Desarquivar
                      </button>
                    ) : (
                      <button type="submit" name="intent" value={`archive:${c.id}`} className="secondary" aria-label={`Arquivar ${c.name}`}>
                        Arquivar
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Form>
      )}
      {d.pages > 1 && <Pager page={d.page} pages={d.pages} href={pageHref} className="bulk-bar" />}
    </Shell>
  );
}
