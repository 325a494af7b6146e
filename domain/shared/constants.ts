// Business constants shared by the deciders, the projections and the UI (spec part 2 §3, §4, §9).

export const BOARD_TYPES = ["SALES", "PRE_SALES", "PROJECT", "INSTALLATION", "AFTER_SALES", "ADMINISTRATIVE"] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

export function isBoardType(value: unknown): value is BoardType {
  return typeof value === "string" && (BOARD_TYPES as readonly string[]).includes(value);
}

/** pt-BR names of the boards, for headings and menus. */
export const BOARD_TYPE_LABELS: Record<BoardType, string> = {
  SALES: "Vendas",
  PRE_SALES: "Pré-venda",
  PROJECT: "Projetos",
  INSTALLATION: "Instalações",
  AFTER_SALES: "Pós-venda",
  ADMINISTRATIVE: "Administrativo",
};

export const ITEM_STATUS = ["IN_PROGRESS", "CLOSED", "LOST"] as const;
export type ItemStatus = (typeof ITEM_STATUS)[number];

export const UC_TYPES = ["Residencial", "Comercial", "Industrial", "Rural", "Autoconsumo Remoto"] as const;
export type UcType = (typeof UC_TYPES)[number];

export function isUcType(value: unknown): value is UcType {
  return typeof value === "string" && (UC_TYPES as readonly string[]).includes(value);
}

export const LEAD_TEMPERATURES = { [-1]: "Nenhuma", 0: "Frio", 1: "Morno", 2: "Quente" } as const;
export type LeadTemperature = -1 | 0 | 1 | 2;

export function isLeadTemperature(value: unknown): value is LeadTemperature {
  return value === -1 || value === 0 || value === 1 || value === 2;
}

export interface DefaultColumn {
  title: string;
  /** Days without activity before a card is flagged as idle. */
  inactivityWindow: number;
}

export const DEFAULT_SALES_COLUMNS: readonly DefaultColumn[] = [
  { title: "Contato", inactivityWindow: 7 },
  { title: "Proposta", inactivityWindow: 7 },
  { title: "Negociação", inactivityWindow: 10 },
  { title: "Fechamento", inactivityWindow: 5 },
];

export const DEFAULT_SALES_LOST_REASONS: readonly string[] = [
  "Preço",
  "Concorrência",
  "Financiamento não aprovado",
  "Desistência do cliente",
  "Outro motivo",
];

/** Labels of the closed/lost statuses by board type (spec part 2 §4). */
export const STATUS_LABELS = {
  SALES: { CLOSED: "Venda Ganha", LOST: "Venda Perdida" },
  PRE_SALES: { CLOSED: "Lead Qualificado", LOST: "Lead Desqualificado" },
} as const;

/** The label of a status on a board, or null when the spec names none (e.g. IN_PROGRESS). */
export function statusLabel(boardType: BoardType, status: ItemStatus): string | null {
  if (status === "IN_PROGRESS") return null;
  const labels = (STATUS_LABELS as Partial<Record<BoardType, Record<"CLOSED" | "LOST", string>>>)[boardType];
  return labels ? labels[status] : null;
}

/** Execution types of a finished item (spec part 2 §9). */
export const EXEC_TYPES = { INTERNAL: "Execução Interna", OUTSOURCED: "Execução Terceirizada" } as const;
export type ExecType = keyof typeof EXEC_TYPES;

export const EXEC_TYPE_VALUES = ["INTERNAL", "OUTSOURCED"] as const;

export function isExecType(value: unknown): value is ExecType {
  return typeof value === "string" && (EXEC_TYPE_VALUES as readonly string[]).includes(value);
}

/** Roles of a user (spec part 2 §6). */
export const USER_ROLES = ["MANAGER", "VENDOR"] as const;
export type UserRole = (typeof USER_ROLES)[number];
