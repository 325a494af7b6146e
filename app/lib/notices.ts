// What a page says after a POST-redirect-GET: the action appends `?aviso=<code>` to where it
// redirects, the Shell shows the code's fixed text (never text from the URL). Reloading shows it
// again; a session flash can replace this without changing the actions' codes.
export const NOTICES = {
  "item-movido": "Item movido: a coluna nova está em Informações.",
  "item-excluido": "Item excluído permanentemente.",
  "itens-excluidos": "Itens selecionados excluídos permanentemente.",
  "coluna-excluida": "Coluna excluída; os itens dela foram movidos.",
  "webhook-excluido": "Webhook excluído permanentemente.",
} as const;
export type NoticeCode = keyof typeof NOTICES;

export const NOTICE_PARAM = "aviso";

/** `path` (which may have a query) with the notice `code`, replacing any earlier notice. */
export function withNotice(path: string, code: NoticeCode): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(NOTICE_PARAM, code);
  return `${url.pathname}${url.search}`;
}

/** The text of the notice in `search`, if it names one. */
export function noticeText(search: string): string | undefined {
  const code = new URLSearchParams(search).get(NOTICE_PARAM);
  return code && Object.hasOwn(NOTICES, code) ? NOTICES[code as NoticeCode] : undefined;
}
