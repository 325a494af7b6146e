// Where each board type lives (spec part 2 §2 table) and how the UI names it.
import { statusLabel, type BoardType, type ItemStatus } from "../../domain/shared";

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
  },
};

export const boardPath = (t: BoardType, uid: string) =>
  `${BOARD_TYPE_INFO[t].base}/${BOARD_TYPE_INFO[t].boardSegment}/${uid}`;
export const itemPath = (t: BoardType, itemId: string) => `${BOARD_TYPE_INFO[t].base}/editar/${itemId}`;
export const newItemPath = (t: BoardType) => `${BOARD_TYPE_INFO[t].base}/registro`;

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
