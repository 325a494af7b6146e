// The notice the clone's consumption page shows after a list's "Clonar": the source's number travels
// in the redirect's query (?copiaDe=42); only a positive integer is read, so nothing typed into the
// URL is echoed. (A delete's "Proposta #00042 excluída." is a flash now: notices.ts.)
import { formatNumber5 } from "../../domain/shared/format";

function countParam(url: URL, param: "copiaDe"): number | null {
  const n = Number(url.searchParams.get(param));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** "Proposta #00043 criada a partir da #00042." on the clone's page (`count` is the clone's). */
export function clonedNotice(url: URL, count: number): string | null {
  const n = countParam(url, "copiaDe");
  return n ? `Proposta ${formatNumber5(count)} criada a partir da ${formatNumber5(n)}.` : null;
}
