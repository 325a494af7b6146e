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
  // Settings, catalogue and account pages (they used to say it through ?salvo=1 and similar flags).
  "alteracoes-salvas": "Alterações salvas.",
  "equipamento-excluido": "Item excluído.",
  "kit-salvo": "Kit salvo.",
  "dados-salvos": "Dados salvos.",
  "senha-alterada": "Senha alterada.",
  "dois-fatores-desativado": "Verificação em duas etapas desativada.",
  "precificacao-salva": "Precificação salva.",
  "componente-salvo": "Componente salvo.",
  "componente-clonado": "Componente clonado. Ajuste o que precisar.",
  "componente-excluido": "Componente excluído.",
  "restricao-salva": "Restrição salva.",
  "restricao-excluida": "Restrição excluída.",
  "tarifa-salva": "Tarifa salva.",
  "tarifa-excluida": "Tarifa excluída.",
  "irradiacao-salva": "Valores salvos.",
  "padroes-salvos": "Padrões salvos.",
  "logo-salva": "Logo salva.",
  "logo-removida": "Logo removida.",
  // "Desfazer" after deleting items (ADR 016).
  "exclusao-desfeita": "Exclusão desfeita: os itens voltaram ao quadro.",
  "desfazer-expirou": "O prazo para desfazer a exclusão acabou: o item continua excluído.",
  // After-sales services (issue 20, ADR 026).
  "servico-adicionado": "Serviço adicionado.",
  "servico-salvo": "Serviço salvo.",
  "servico-removido": "Serviço removido.",
  "proposta-pos-venda-gerada": "Proposta de pós-venda gerada.",
  "template-salvo": "Template salvo.",
  "template-excluido": "Template excluído.",
  // Several owners on an item (issue 20, ADR 028).
  "responsaveis-salvos": "Responsáveis salvos.",
} as const;
export type NoticeCode = keyof typeof NOTICES;

export const NOTICE_PARAM = "aviso";

/** What the next page shows: a code's text and, when the action gave one, a link ("Abrir"). */
export interface Notice {
  code: NoticeCode;
  link?: string;
  /** The items a delete removed, that "Desfazer" may bring back (ADR 016). */
  undo?: string[];
}

/** At most this many ids ride in the flash cookie (a browser keeps ~4 KB per cookie); a bigger delete offers no "Desfazer". */
export const MAX_UNDO_IDS = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids a notice may carry for "Desfazer": UUIDs only, not too many. */
export const isUndoIds = (ids: unknown): ids is string[] =>
  Array.isArray(ids) && ids.length > 0 && ids.length <= MAX_UNDO_IDS && ids.every((id) => typeof id === "string" && UUID.test(id));

/** The text of a delete's flash that offers "Desfazer": "1 item excluído", "3 itens excluídos". */
export const deletedText = (n: number) => (n === 1 ? "1 item excluído" : `${n} itens excluídos`);

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
