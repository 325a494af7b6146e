// The notices a proposal page shows after a list's row form: the count travels in the redirect's
// query (?excluida=42 back on the list, ?copiaDe=42 on the clone's consumption page); only a
// positive integer is read, so nothing typed into the URL is echoed.
import { formatNumber5 } from "../../domain/shared/format";

function countParam(url: URL, param: "excluida" | "copiaDe"): number | null {
  const n = Number(url.searchParams.get(param));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function deletedNotice(url: URL): string | null {
  const n = countParam(url, "excluida");
  return n ? `Proposta ${formatNumber5(n)} excluída.` : null;
}

/** "Proposta #00043 criada a partir da #00042." on the clone's page (`count` is the clone's). */
export function clonedNotice(url: URL, count: number): string | null {
  const n = countParam(url, "copiaDe");
  return n ? `Proposta ${formatNumber5(count)} criada a partir da ${formatNumber5(n)}.` : null;
}
