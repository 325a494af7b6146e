// What a page says after an action (issue 18 "Feedback", spec part 1 §2.6). The action names a
// code and, where useful, a link (flash.server.ts puts both in a signed, short-lived cookie read
// once by the root loader); the page shows the code's fixed text, never text from the request.
// `?aviso=<code>` links from before the flash still show their text. A notice that says numbers
// (a proposal's number, "12 clientes importados") carries them as integers (`counts`), and the
// text is still the server's: COUNTED_NOTICES turns them into words.
import { formatNumber5 } from "../../domain/shared/format";
import { RECOVERY_SENT } from "./recovery-forms";
import { countOf } from "./plural";

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
  // They used to ride in query flags (?enviado=1, ?expirado=1).
  "envio-registrado": "Envio registrado: quem receber o PDF pode conferi-lo na verificação de propostas.",
  "link-de-recuperacao-enviado": RECOVERY_SENT,
  "envio-expirado": "Este envio já foi importado ou expirou. Envie o arquivo de novo.",
} as const;

/** A count said in words: 1 → "1 cliente importado", 3 → "3 clientes importados". */
const n = (count: number, one: string, many: string) => countOf(count, one, many);

/**
 * Notices whose words take numbers the action counted (they used to ride in query flags:
 * ?salvo=<pid>, ?excluida=42, ?copiaDe=42, ?reenviados=3, ?importados=12&repetidos=…). The flash
 * carries the numbers only (`counts`, non-negative integers); missing ones read as 0.
 */
export const COUNTED_NOTICES = {
  "proposta-concluida": ([count = 0]) => `Proposta ${formatNumber5(count)} concluída.`,
  "proposta-excluida": ([count = 0]) => `Proposta ${formatNumber5(count)} excluída.`,
  "proposta-clonada": ([clone = 0, source = 0]) => `Proposta ${formatNumber5(clone)} criada a partir da ${formatNumber5(source)}.`,
  "entregas-reenviadas": ([queued = 0]) => `${n(queued, "entrega colocada", "entregas colocadas")} na fila.`,
  "clientes-importados": ([created = 0, duplicates = 0, skipped = 0, failed = 0]) =>
    [
      `${n(created, "cliente importado", "clientes importados")}.`,
      duplicates > 0 && `${n(duplicates, "já tinha sido importado", "já tinham sido importados")} deste arquivo.`,
      skipped > 0 && `${n(skipped, "linha com erros foi ignorada", "linhas com erros foram ignoradas")}.`,
      failed > 0 && `${n(failed, "não pôde ser importado", "não puderam ser importados")}; envie o arquivo de novo.`,
    ]
      .filter(Boolean)
      .join(" "),
  "vendas-importadas": ([created = 0, duplicates = 0, skipped = 0, distributed = 0, failed = 0]) =>
    [
      `${n(created, "venda importada", "vendas importadas")}.`,
      duplicates > 0 && `${n(duplicates, "já tinha sido importada", "já tinham sido importadas")}.`,
      distributed > 0 && `${n(distributed, "distribuída", "distribuídas")} aos vendedores em rodízio.`,
      skipped > 0 && `${n(skipped, "linha com erros foi ignorada", "linhas com erros foram ignoradas")}.`,
      failed > 0 && `${n(failed, "não pôde ser importada", "não puderam ser importadas")}; envie o arquivo de novo.`,
    ]
      .filter(Boolean)
      .join(" "),
  "cidades-importadas": ([cities = 0, skipped = 0]) =>
    `${n(cities, "cidade importada", "cidades importadas")}.${skipped > 0 ? ` ${n(skipped, "linha ignorada", "linhas ignoradas")} (com erros ou repetidas).` : ""}`,
  "tarifas-importadas": ([count = 0, unchanged = 0]) =>
    `${n(count, "tarifa importada", "tarifas importadas")}.${unchanged > 0 ? ` ${n(unchanged, "já estava igual", "já estavam iguais")}.` : ""}`,
} satisfies Record<string, (counts: number[]) => string>;

export type NoticeCode = keyof typeof NOTICES | keyof typeof COUNTED_NOTICES;

/** Notices that report a problem rather than a success: shown in the neutral notice colours. */
const INFO_NOTICES: ReadonlySet<NoticeCode> = new Set<NoticeCode>(["envio-expirado", "desfazer-expirou"]);
export const noticeTone = (code: NoticeCode): "success" | "info" => (INFO_NOTICES.has(code) ? "info" : "success");

/** The words of a notice's link when "Abrir" would not say where it leads. */
const LINK_LABELS: Partial<Record<NoticeCode, string>> = {
  "envio-registrado": "Verificar proposta",
  "vendas-importadas": "Ver o funil",
  "clientes-importados": "Ver a lista",
};
export const noticeLinkLabel = (code: NoticeCode): string => LINK_LABELS[code] ?? "Abrir";

/** At most this many numbers ride in a notice (the longest text, "vendas-importadas", says five). */
export const MAX_NOTICE_COUNTS = 6;

/** Numbers a notice may carry: non-negative safe integers, a few. */
export const isNoticeCounts = (counts: unknown): counts is number[] =>
  Array.isArray(counts) && counts.length > 0 && counts.length <= MAX_NOTICE_COUNTS && counts.every((c) => Number.isSafeInteger(c) && c >= 0);

/** The text a notice shows: its fixed words, or its counted words with its numbers. */
export function noticeWords(notice: Pick<Notice, "code" | "counts">): string {
  if (Object.hasOwn(COUNTED_NOTICES, notice.code)) return COUNTED_NOTICES[notice.code as keyof typeof COUNTED_NOTICES](notice.counts ?? []);
  return NOTICES[notice.code as keyof typeof NOTICES];
}

export const NOTICE_PARAM = "aviso";

/** What the next page shows: a code's text and, when the action gave one, a link ("Abrir"). */
export interface Notice {
  code: NoticeCode;
  link?: string;
  /** The items a delete removed, that "Desfazer" may bring back (ADR 016). */
  undo?: string[];
  /** The numbers a COUNTED_NOTICES text says. */
  counts?: number[];
}

/** At most this many ids ride in the flash cookie (a browser keeps ~4 KB per cookie); a bigger delete offers no "Desfazer". */
export const MAX_UNDO_IDS = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids a notice may carry for "Desfazer": UUIDs only, not too many. */
export const isUndoIds = (ids: unknown): ids is string[] =>
  Array.isArray(ids) && ids.length > 0 && ids.length <= MAX_UNDO_IDS && ids.every((id) => typeof id === "string" && UUID.test(id));

/** The text of a delete's flash that offers "Desfazer": "1 item excluído", "3 itens excluídos". */
export const deletedText = (n: number) => (n === 1 ? "1 item excluído" : `${n} itens excluídos`);

export const isNoticeCode = (code: unknown): code is NoticeCode =>
  typeof code === "string" && (Object.hasOwn(NOTICES, code) || Object.hasOwn(COUNTED_NOTICES, code));

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

/** The text of the notice in `search`, if it names one (fixed texts only: a link carries no numbers). */
export function noticeText(search: string): string | undefined {
  const code = new URLSearchParams(search).get(NOTICE_PARAM);
  return typeof code === "string" && Object.hasOwn(NOTICES, code) ? NOTICES[code as keyof typeof NOTICES] : undefined;
}
