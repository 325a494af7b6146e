// What a page says after an action (issue 18 "Feedback", spec part 1 §2.6). The action names a
// code and, where useful, a link (flash.server.ts puts both in a signed, short-lived cookie read
// once by the root loader); the page shows the code's fixed text, never text from the request.
// `?aviso=<code>` links from before the flash still show their text.
export const NOTICES = {
  "item-movido": "Item movido: a coluna nova está em Informações.",
  "item-movido-quadro": "Item movido.",
  "item-excluido": "Item excluído permanentemente.",
  "itens-excluidos": "Itens selecionados excluídos permanentemente.",
  "coluna-excluida": "Coluna excluída; os itens dela foram movidos.",
  "coluna-criada": "Coluna criada.",
  "coluna-renomeada": "Coluna renomeada.",
  "coluna-reordenada": "Coluna reordenada.",
  "webhook-excluido": "Webhook excluído permanentemente.",
  "venda-criada": "Venda criada.",
  "item-criado": "Item criado.",
  "item-salvo": "Alterações do item salvas.",
  "venda-ganha": "Venda marcada como ganha.",
  "venda-perdida": "Venda marcada como perdida.",
  "cliente-salvo": "Cliente salvo com sucesso.",
  "nota-adicionada": "Nota adicionada.",
  "agenda-criada": "Atividade adicionada à agenda.",
  "atividade-concluida": "Atividade marcada como concluída.",
  "atividade-reaberta": "Atividade reaberta.",
  "configuracoes-salvas": "Configurações salvas.",
  "colaborador-adicionado": "Colaborador adicionado.",
  "proposta-salva": "Proposta salva.",
  "senha-redefinida": "Senha alterada. Entre com a nova senha.",
} as const;
export type NoticeCode = keyof typeof NOTICES;

export const NOTICE_PARAM = "aviso";

/** What the next page shows: a code's text and, when the action gave one, a link ("Abrir"). */
export interface Notice {
  code: NoticeCode;
  link?: string;
}

export const isNoticeCode = (code: unknown): code is NoticeCode => typeof code === "string" && Object.hasOwn(NOTICES, code);

/**
 * A link a notice may carry: a path of this app (no scheme, no "//" host, no quotes or spaces), so a
 * forged or stale cookie can never point the user elsewhere.
 */
export const isLocalPath = (link: unknown): link is string =>
  typeof link === "string" && link.length <= 300 && /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#:]*$/.test(link);

/** `path` (which may have a query) with the notice `code`, replacing any earlier notice. */
export function withNotice(path: string, code: NoticeCode): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(NOTICE_PARAM, code);
  return `${url.pathname}${url.search}`;
}

/** The text of the notice in `search`, if it names one. */
export function noticeText(search: string): string | undefined {
  const code = new URLSearchParams(search).get(NOTICE_PARAM);
  return isNoticeCode(code) ? NOTICES[code] : undefined;
}
