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
          <label htmlFor="q">Buscar</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={f.search}
            placeholder="Nome, e-mail, documento, telefone, cidade"
          />
        </div>
        <div>
          <label htmlFor="situacao">Situação</label>
          <select id="situacao" name="situacao" defaultValue={f.status}>
            {Object.entries(STATUS_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="origem">Origem</label>
          <select id="origem" name="origem" defaultValue={f.origin}>
            <option value="">Todas</option>
            {d.origins.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="uf">UF</label>
          <select id="uf" name="uf" defaultValue={f.uf}>
            <option value="">Todas</option>
            {d.ufs.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
        {d.users.length > 1 && (
          <div>
            <label htmlFor="responsavel">Responsável</label>
            <select id="responsavel" name="responsavel" defaultValue={f.ownerId}>
              <option value="">Todos</option>
              {d.users.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="tamanho">Por página</label>
          <select id="tamanho" name="tamanho" defaultValue={String(d.pageSize)}>
            {d.pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Filtrar</button>
      </Form>

      <p role="status">{d.total === 1 ? "1 cliente encontrado" : `${d.total} clientes encontrados`}</p>
      {actionErrors.length > 0 && (
        <p className="form-error" role="alert">
          {actionErrors.join(" ")}
        </p>
      )}

      {d.total === 0 ? (
        <p className="notice">NENHUM RESULTADO: nenhum cliente foi encontrado para os filtros aplicados.</p>
      ) : (
        <Form method="post" aria-label="Clientes selecionados">
          <input type="hidden" name="csrf" value={d.user.csrf} />
          <input type="hidden" name="commandId" value={d.commandId} />
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
                  {d.users.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.name}
                    </option>
                  ))}
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
                    <input
                      type="checkbox"
                      aria-label="Selecionar todos"
                      style={{ width: "auto" }}
                      onChange={(e) => toggleAll(e.currentTarget.checked)}
                    />
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
                  <td>
                    <input
                      type="checkbox"
                      name="ids"
                      value={c.id}
                      aria-label={`Selecionar ${c.name}`}
                      style={{ width: "auto" }}
                    />
                  </td>
                  <td>
                    <Link to={`/cliente/editar/${c.id}`}>{c.name}</Link>
                    {c.archived && (
                      <>
                        {" "}
                        <span className="status LOST">Arquivado</span>
                      </>
                    )}
                  </td>
                  <td>{[c.email, c.phone ? maskPhone(c.phone) : ""].filter(Boolean).join(" · ")}</td>
                  <td>{c.document ? maskDocument(c.document, c.cpf_cnpj_switch) : ""}</td>
                  <td>{[c.city, c.uf].filter(Boolean).join(" / ")}</td>
                  <td>{c.origin}</td>
                  <td>
                    {c.owners
                      .map((o) =>
                        o.role === "MANAGER" ? "GERENTE" : o.name.length > 15 ? `${o.name.slice(0, 15)}...` : o.name,
                      )
                      .join(", ")}
                  </td>
                  <td>{formatDateBR(c.registered_at)}</td>
                  <td>
                    {c.archived ? (
                      <button
                        type="submit"
                        name="intent"
                        value={`unarchive:${c.id}`}
                        className="secondary"
                        aria-label={`Desarquivar ${c.name}`}
                      >
                        Desarquivar
                      </button>
                    ) : (
                      <button
                        type="submit"
                        name="intent"
                        value={`archive:${c.id}`}
                        className="secondary"
                        aria-label={`Arquivar ${c.name}`}
                      >
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
      {d.pages > 1 && (
        <nav aria-label="Páginas" className="bulk-bar">
          {d.page > 1 && <Link to={pageHref(d.page - 1)}>← Anterior</Link>}
          <span>
            Página {d.page} de {d.pages}
          </span>
          {d.page < d.pages && <Link to={pageHref(d.page + 1)}>Próxima →</Link>}
        </nav>
      )}
    </Shell>
  );
}
