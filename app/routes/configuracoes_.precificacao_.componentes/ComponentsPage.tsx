// The components list: name, type, rules in words ("até 10 kWp: R$ 150,00"), range, revenue,
// restriction, vendor and service; each name links to its page.
import { Link, useLoaderData } from "@remix-run/react";
import { Shell } from "~/components/Shell";
import { PricingNav } from "~/components/pricing-settings/PricingNav";
import { ruleText } from "~/components/pricing-settings/rule-text";
import { COMPONENT_TYPE_LABELS, RANGE_LABELS } from "~/lib/pricing-settings-labels";
import type { componentsLoader } from "./page.server";

export function ComponentsPage() {
  const d = useLoaderData<typeof componentsLoader>();
  return (
    <Shell user={d.user}>
      <h1>Componentes de preço</h1>
      <PricingNav current="/configuracoes/precificacao/componentes" canOpenSettings={d.canOpenSettings} />
      {d.type !== "DETAILED" && (
        <p className="notice">
          Os componentes formam o preço quando o tipo de precificação é Detalhada (hoje: Simples).{" "}
          <Link to="/configuracoes/precificacao">Mudar o tipo</Link>
        </p>
      )}
      <p>
        <Link className="button" to="/configuracoes/precificacao/componentes/novo">
          Novo componente
        </Link>
      </p>
      {d.components.length === 0 ? (
        <p>Nenhum componente cadastrado.</p>
      ) : (
        <div className="table-scroll">
          <table className="list ps-table">
            <thead>
              <tr>
                <th scope="col">Componente</th>
                <th scope="col">Tipo</th>
                <th scope="col">Regras</th>
                <th scope="col">Receita</th>
                <th scope="col">Onde se aplica</th>
              </tr>
            </thead>
            <tbody>
              {d.components.map((c) => (
                <tr key={c.id}>
                  <td data-label="Componente">
                    <Link to={`/configuracoes/precificacao/componentes/${c.id}`}>{c.name}</Link>
                  </td>
                  <td data-label="Tipo">{COMPONENT_TYPE_LABELS[c.type]}</td>
                  <td data-label="Regras">
                    {/* One child: on a phone the cell is a two-column grid (its label, then this). */}
                    <div>
                      {c.rules.map((r, i) => (
                        <div key={i}>{ruleText(c.type, c.range, r)}</div>
                      ))}
                      <div className="hint">{RANGE_LABELS[c.range]}</div>
                    </div>
                  </td>
                  <td data-label="Receita">{c.isRevenue ? "Sim" : "Não"}</td>
                  <td data-label="Onde se aplica">
                    {[
                      c.restriction !== null && `restrição ${c.restriction}`,
                      c.vendor !== null && `vendedor ${c.vendor}`,
                      c.service !== null && `serviço ${c.service}`,
                      c.conditionals > 0 && `${c.conditionals} ${c.conditionals === 1 ? "condição" : "condições"}`,
                    ]
                      .filter(Boolean)
                      .join("; ") || "todas as propostas"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Shell>
  );
}
