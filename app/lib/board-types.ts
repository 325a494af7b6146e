// Where each board type lives (spec part 2 §2 table) and how the UI names it.
import { statusLabel, type BoardType, type ItemStatus } from "../../domain/shared";
import { UUID_PATTERN } from "../../domain/shared/ids";

export interface BoardTypeInfo {
  type: BoardType;
  /** Route prefix: /vendas, /pre-venda, ... */
  base: string;
  /** "funil" for the funnels, "quadro" for the other boards. */
  boardSegment: "funil" | "quadro";
  title: string;
  menuLabel: string;
  newLabel: string;
  itemLabel: string;
  /** Non-SALES boards are ENTERPRISE only (spec part 1 §6). */
  enterpriseOnly: boolean;
  /** Has the metrics page /…/dados/:uid (spec part 2 §2: not after-sales nor administrative). */
  metrics: boolean;
}

export const BOARD_TYPE_INFO: Record<BoardType, BoardTypeInfo> = {
  SALES: {
    type: "SALES",
    base: "/vendas",
    boardSegment: "funil",
    title: "Funil de vendas",
    menuLabel: "Vendas",
    newLabel: "Nova venda",
    itemLabel: "Venda",
    enterpriseOnly: false,
    metrics: true,
  },
  PRE_SALES: {
    type: "PRE_SALES",
    base: "/pre-venda",
    boardSegment: "funil",
    title: "Funil de pré-venda",
    menuLabel: "Pré-venda",
    newLabel: "Novo lead",
    itemLabel: "Lead",
    enterpriseOnly: true,
    metrics: true,
  },
  PROJECT: {
    type: "PROJECT",
    base: "/projetos",
    boardSegment: "quadro",
    title: "Quadro de projetos",
    menuLabel: "Projetos",
    newLabel: "Novo projeto",
    itemLabel: "Projeto",
    enterpriseOnly: true,
    metrics: true,
  },
  INSTALLATION: {
    type: "INSTALLATION",
    base: "/instalacoes",
    boardSegment: "quadro",
    title: "Quadro de instalações",
    menuLabel: "Instalações",
    newLabel: "Nova instalação",
    itemLabel: "Instalação",
    enterpriseOnly: true,
    metrics: true,
  },
  AFTER_SALES: {
    type: "AFTER_SALES",
    base: "/pos-venda",
    boardSegment: "quadro",
    title: "Quadro de pós-venda",
    menuLabel: "Pós-venda",
    newLabel: "Novo atendimento",
    itemLabel: "Atendimento",
    enterpriseOnly: true,
    metrics: false,
  },
  ADMINISTRATIVE: {
    type: "ADMINISTRATIVE",
    base: "/administrativo",
    boardSegment: "quadro",
    title: "Quadro administrativo",
    menuLabel: "Administrativo",
    newLabel: "Novo item",
    itemLabel: "Item",
    enterpriseOnly: true,
    metrics: false,
  },
};

export const boardPath = (t: BoardType, uid: string) => `${BOARD_TYPE_INFO[t].base}/${BOARD_TYPE_INFO[t].boardSegment}/${uid}`;
export const itemPath = (t: BoardType, itemId: string) => `${BOARD_TYPE_INFO[t].base}/editar/${itemId}`;
export const newItemPath = (t: BoardType) => `${BOARD_TYPE_INFO[t].base}/registro`;

/** Every page a board type has, as the URL patterns its routes match (spec part 2 §2). */
export function boardPagePatterns(t: BoardType): string[] {
  const { base, boardSegment, metrics } = BOARD_TYPE_INFO[t];
  return [
    `${base}/${boardSegment}/:uid`,
    `${base}/registro`,
    `${base}/editar/:sid`,
    `${base}/editar`,
    `${base}/finalizadas`,
    `${base}/agenda/:uid`,
    ...(metrics ? [`${base}/dados/:uid`] : []),
    // The after-sales proposal templates (spec part 2 §2: "templates at /pos-venda/templates").
    ...(t === "AFTER_SALES" ? [`${base}/templates`] : []),
  ];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A board's own page (/vendas/funil/<uuid>, /projetos/quadro/<uuid>, …), derived from BOARD_TYPE_INFO. */
export const BOARD_PAGE_RE = new RegExp(
  `^(?:${Object.values(BOARD_TYPE_INFO)
    .map((i) => escapeRe(`${i.base}/${i.boardSegment}`))
    .join("|")})/${UUID_PATTERN}$`,
  "i",
);

export const UPGRADE_TITLE = "FAÇA O UPGRADE PARA O PLANO EMPRESARIAL";

const FALLBACK_STATUS: Record<ItemStatus, string> = {
  IN_PROGRESS: "Em andamento",
  CLOSED: "Finalizado",
  LOST: "Perdido",
};

/** The status as the UI shows it: the spec's label where it has one ("Venda Ganha"...), else a plain one. */
export function statusText(type: BoardType, status: string): string {
  return statusLabel(type, status as ItemStatus) ?? FALLBACK_STATUS[status as ItemStatus] ?? status;
}
