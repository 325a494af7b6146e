// The proposal lists' filters: a GET form (works without JS) whose values the pager keeps (search
// without accents by customer name or number, finished or not, owner for whoever sees several, period).
import { Form, Link } from "@remix-run/react";
import { ParamInput, ParamSelect } from "~/components/forms/ParamFields";
import type { ProposalListFilterValues } from "~/lib/proposal-list-filters";

const STATE_OPTIONS = [
  ["finalizadas", "Finalizadas"],
  ["nao-finalizadas", "Não finalizadas"],
] as const;

export function ProposalListFilters({
  values,
  errors,
  owners = [],
  clearHref,
}: {
  values: ProposalListFilterValues;
  errors: Partial<Record<"de" | "ate", string>>;
  owners?: { id: string; name: string }[];
  /** The list without filters. */
  clearHref: string;
}) {
  return (
    <Form method="get" className="board-toolbar" aria-label="Filtros">
      <div>
        <ParamInput name="busca" label="Buscar" type="search" defaultValue={values.busca} placeholder="Cliente ou número" maxLength={100} />
      </div>
      <div>
        <ParamSelect name="situacao" label="Situação" value={values.situacao} blank="Todas" options={STATE_OPTIONS} />
      </div>
      {owners.length > 1 && (
        <div>
          <ParamSelect
            name="responsavel"
            label="Responsável"
            value={values.responsavel}
            blank="Todos"
            options={owners.map((o) => [o.id, o.name] as const)}
          />
        </div>
      )}
      <div>
        <ParamInput name="de" label="De (dd/mm/aaaa)" defaultValue={values.de} inputMode="numeric" maxLength={10} error={errors.de} />
      </div>
      <div>
        <ParamInput name="ate" label="Até (dd/mm/aaaa)" defaultValue={values.ate} inputMode="numeric" maxLength={10} error={errors.ate} />
      </div>
      <button type="submit">Filtrar</button>
      <Link to={clearHref}>Limpar filtros</Link>
    </Form>
  );
}

/** A page's address with the kept filters (the pager's links). */
export const pageHref = (path: string, query: string) => (page: number) => `${path}?${query ? `${query}&` : ""}pagina=${page}`;
