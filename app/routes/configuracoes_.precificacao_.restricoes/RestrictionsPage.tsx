// The restrictions list: name, places, vendors, service and which components use each one.
import { Link, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { PricingNav } from "~/components/pricing-settings/PricingNav";
import type { restrictionsLoader } from "./page.server";

const any = (list: string[], none: string) => (list.length ? list.join(", ") : none);

export function RestrictionsPage() {
  const d = useLoaderData<typeof restrictionsLoader>();
  return (
    <Shell user={d.user}>
      <h1>Restrições de preço</h1>
      <PricingNav current="/configuracoes/precificacao/restricoes" canOpenSettings={d.canOpenSettings} />
      <p className="hint">Uma restrição diz onde um componente se aplica: nos locais, vendedores e serviço listados (lista vazia = todos).</p>
      <p>
        <Link className="button" to="/configuracoes/precificacao/restricoes/nova">
          Nova restrição
        </Link>
      </p>
      {d.restrictions.length === 0 ? (
        <p>Nenhuma restrição cadastrada.</p>
      ) : (
        <div className="table-scroll">
          <table className="list ps-table">
            <thead>
              <tr>
                <th scope="col">Restrição</th>
                <th scope="col">Locais</th>
                <th scope="col">Vendedores</th>
                <th scope="col">Serviço</th>
                <th scope="col">Usada por</th>
              </tr>
            </thead>
            <tbody>
              {d.restrictions.map((r) => (
                <tr key={r.id}>
                  <td data-label="Restrição">
                    <Link to={`/configuracoes/precificacao/restricoes/${r.id}`}>{r.name}</Link>
                  </td>
                  <td data-label="Locais">{any(r.places, "todos")}</td>
                  <td data-label="Vendedores">{any(r.vendors, "todos")}</td>
                  <td data-label="Serviço">{r.service ?? "todos"}</td>
                  <td data-label="Usada por">{any(r.usedBy, "nenhum componente")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Shell>
  );
}
