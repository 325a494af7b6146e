// /modulos/lista, /inversores/lista, /equipamentos/lista: a GET search form, the table (each row
// links to its edit page for those who may edit), the shared Pager, and links to register and to
// upload a file. Works the same without JS.
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { catalogueListLoader } from "~/lib/catalogue.server";
import { KINDS } from "~/lib/catalogue-kinds";
import { EQUIPMENT_CATEGORIES } from "../../../domain/equipment/fields";
import { ParamInput, ParamSelect } from "../forms/ParamFields";
import { Pager } from "../Pager";
import { Shell } from "../Shell";

export function CatalogueListPage() {
  const d = useLoaderData<typeof catalogueListLoader>();
  const k = KINDS[d.kind];
  const pageHref = (page: number) => {
    const p = new URLSearchParams();
    if (d.q) p.set("q", d.q);
    if (d.category) p.set("categoria", d.category);
    p.set("pagina", String(page));
    return `?${p.toString()}`;
  };
  const noun = k.plural.toLowerCase();
  return (
    <Shell user={d.user}>
      <h1>{k.plural}</h1>
      {d.canEdit && (
        <div className="board-toolbar">
          <Link className="button" to={`${k.base}/registro`}>
            {k.newLabel}
          </Link>
          <Link className="button secondary" to={`${k.base}/upload`}>
            Upload de {noun} (CSV ou XLSX)
          </Link>
        </div>
      )}
      <Form method="get" className="board-toolbar" aria-label="Buscar">
        <div>
          <ParamInput name="q" label="Buscar" type="search" defaultValue={d.q} placeholder={k.searchHint} />
        </div>
        {d.kind === "equipment" && (
          <div>
            <ParamSelect name="categoria" label="Categoria" value={d.category} blank="Todas" options={EQUIPMENT_CATEGORIES} />
          </div>
        )}
        <button type="submit">Buscar</button>
      </Form>
      <p role="status">{d.total === 1 ? `1 item encontrado` : `${d.total} itens encontrados`}</p>
      {d.total === 0 ? (
        <p className="notice">
          {d.q || d.category ? "NENHUM RESULTADO: nenhum item foi encontrado para a busca." : `Nenhum item cadastrado em ${noun} ainda.`}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="list">
            <thead>
              <tr>
                {k.columns.map((c) => (
                  <th key={c.name} scope="col">
                    {c.label}
                  </th>
                ))}
                {d.canEdit && <th scope="col">Ações</th>}
              </tr>
            </thead>
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.id}>
                  {k.columns.map((c) => (
                    <td key={c.name} data-label={c.label}>
                      {r[c.name] || "—"}
                    </td>
                  ))}
                  {d.canEdit && (
                    <td>
                      <Link to={`${k.base}/editar/${r.id}`} aria-label={`Editar ${r[k.columns[1]!.name]}`}>
                        Editar
                      </Link>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {d.pages > 1 && <Pager page={d.page} pages={d.pages} href={pageHref} />}
    </Shell>
  );
}
