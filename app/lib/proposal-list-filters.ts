// The proposal lists' filters (/propostas/lista/:uid, /propostas/cliente/:cid): read from the GET
// form's query, no I/O, so the rules are unit-tested (tests/unit/app/proposal-list-filters.test.ts).
import { MSG, parseDateBR } from "../../domain/shared";
import { UUID_RE } from "../../domain/shared/ids";

/** The list's GET form (works without JS): its fields as typed, and what the query makes of them. */
export interface ProposalListFilterValues {
  busca: string;
  /** "" (todas), "finalizadas" or "nao-finalizadas". */
  situacao: string;
  /** An owner's id (managers: "Responsável"), or "". */
  responsavel: string;
  de: string;
  ate: string;
}

const STATES: Record<string, boolean> = { finalizadas: true, "nao-finalizadas": false };

/** dd/mm/aaaa (as shown) or aaaa-mm-dd (a date input) → aaaa-mm-dd; null when it is no date. */
function dayParam(v: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return parseDateBR(v.split("-").reverse().join("/"));
  return parseDateBR(v);
}

/** The filters of `url` within the scope: an owner outside `owners` (or garbage) is ignored, a bad date says "Data inválida.". */
export function listFilters(url: URL, owners: readonly string[] | null) {
  const q = url.searchParams;
  const text = (k: string, max = 100) => (q.get(k) ?? "").trim().slice(0, max);
  const values: ProposalListFilterValues = {
    busca: text("busca"),
    situacao: text("situacao"),
    responsavel: text("responsavel"),
    de: text("de"),
    ate: text("ate"),
  };
  if (!(values.situacao in STATES)) values.situacao = "";
  if (!UUID_RE.test(values.responsavel) || (owners !== null && !owners.includes(values.responsavel))) values.responsavel = "";
  const errors: Partial<Record<"de" | "ate", string>> = {};
  const from = values.de ? dayParam(values.de) : null;
  const to = values.ate ? dayParam(values.ate) : null;
  if (values.de && !from) errors.de = MSG.invalidDate;
  if (values.ate && !to) errors.ate = MSG.invalidDate;
  // What the pager keeps: the filters as typed, without the page.
  const kept = new URLSearchParams(Object.entries(values).filter(([, v]) => v !== ""));
  return {
    values,
    errors,
    query: kept.toString(),
    filters: {
      search: values.busca || undefined,
      finished: values.situacao ? STATES[values.situacao] : undefined,
      ownerId: values.responsavel || undefined,
      from: from ?? undefined,
      to: to ?? undefined,
    },
  };
}
