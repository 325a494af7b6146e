// Board aggregate: stream `board-<companyId>-<TYPE>`, the columns of one kanban.
// Cards are not here: each item carries its own column and fractional sort key (DESIGN §3).
import {
  DomainError,
  MSG,
  isBoardType,
  required,
  type BoardType,
  type Decider,
  type DecideContext,
  type DomainEvent,
} from "../shared";

export const boardStreamId = (companyId: string, boardType: BoardType) => `board-${companyId}-${boardType}`;

export interface BoardColumn {
  columnId: string;
  title: string;
  /** Days without activity before a card is flagged as idle. */
  inactivityWindow: number;
  /** Fractional index (fractional-indexing); columns sort by plain string comparison of this key. */
  sortKey: string;
}

// ── Commands ────────────────────────────────────────────────────────────────
export interface CreateBoard {
  type: "CreateBoard";
  boardType: BoardType;
  columns: BoardColumn[];
}

export type BoardCommand = CreateBoard;

// ── Events ──────────────────────────────────────────────────────────────────
export type BoardCreated = DomainEvent<"BoardCreated", { boardType: BoardType; columns: BoardColumn[] }>;

export type BoardEvent = BoardCreated;

// ── State ───────────────────────────────────────────────────────────────────
export interface BoardState {
  exists: boolean;
  boardType: BoardType | null;
  /** Ordered by sortKey. */
  columns: BoardColumn[];
}

export function initialBoardState(): BoardState {
  return { exists: false, boardType: null, columns: [] };
}

/** Plain code-unit order, the order fractional-indexing keys are designed for (not localeCompare). */
export function compareSortKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortColumns(columns: readonly BoardColumn[]): BoardColumn[] {
  return [...columns].sort((a, b) => compareSortKeys(a.sortKey, b.sortKey));
}

export function columnById(state: BoardState, id: string): BoardColumn | undefined {
  return state.columns.find((c) => c.columnId === id);
}

function checkColumns(columns: BoardColumn[] | undefined): BoardColumn[] {
  if (!Array.isArray(columns)) throw new DomainError(MSG.required, "columns");
  const ids = new Set<string>();
  const keys = new Set<string>();
  return columns.map((c, i) => {
    if (!required(c?.columnId)) throw new DomainError(MSG.required, `columns.${i}.columnId`);
    if (ids.has(c.columnId)) throw new DomainError(MSG.duplicateColumn, `columns.${i}.columnId`);
    if (!required(c.title)) throw new DomainError(MSG.required, `columns.${i}.title`);
    if (!Number.isInteger(c.inactivityWindow) || c.inactivityWindow < 0) {
      throw new DomainError(MSG.invalidInactivityWindow, `columns.${i}.inactivityWindow`);
    }
    if (!required(c.sortKey) || keys.has(c.sortKey)) throw new DomainError(MSG.invalidPosition, `columns.${i}.sortKey`);
    ids.add(c.columnId);
    keys.add(c.sortKey);
    return { columnId: c.columnId, title: c.title.trim(), inactivityWindow: c.inactivityWindow, sortKey: c.sortKey };
  });
}

function decide(command: BoardCommand, state: BoardState, _ctx: DecideContext): BoardEvent[] {
  switch (command.type) {
    case "CreateBoard": {
      if (state.exists) throw new DomainError(MSG.boardExists, undefined, "conflict");
      if (!isBoardType(command.boardType)) throw new DomainError(MSG.invalidBoardType, "boardType");
      const columns = checkColumns(command.columns);
      return [{ type: "BoardCreated", data: { boardType: command.boardType, columns } }];
    }
    default:
      throw new DomainError(MSG.unknownCommand);
  }
}

function evolve(state: BoardState, event: BoardEvent): BoardState {
  switch (event.type) {
    case "BoardCreated":
      return {
        ...state,
        exists: true,
        boardType: event.data.boardType,
        columns: sortColumns(event.data.columns.map((c) => ({ ...c }))),
      };
    default:
      return state;
  }
}

export const boardDecider: Decider<BoardState, BoardCommand, BoardEvent> = {
  initialState: initialBoardState,
  evolve,
  decide,
};
