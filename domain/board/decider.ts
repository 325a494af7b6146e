// Board aggregate: stream `board-<companyId>-<TYPE>`, the columns of one kanban.
// Cards are not here: each item carries its own column and fractional sort key (DESIGN §3).
import {
  assertNever,
  checkMaxLength,
  MAX_LENGTH,
  ignoreUnknownEvent,
  DomainError,
  MSG,
  isBoardType,
  isValidGeneralText,
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

export interface AddColumn {
  type: "AddColumn";
  columnId: string;
  title: string;
  inactivityWindow: number;
  sortKey: string;
}

/** The column form edits the title and the inactivity window together. */
export interface RenameColumn {
  type: "RenameColumn";
  columnId: string;
  title: string;
  inactivityWindow: number;
}

export interface ReorderColumn {
  type: "ReorderColumn";
  columnId: string;
  /** New fractional key, computed by the app from the neighbours. */
  sortKey: string;
}

/**
 * Deletes a column; its items go to `moveTo`. The board stream only records the deletion: the app
 * then sends `MoveItemOutOfDeletedColumn` to every item of the column (item decider), each of which
 * appends an `ItemMoved` with `reason: "column_deleted"` to that item's stream.
 */
export interface DeleteColumn {
  type: "DeleteColumn";
  columnId: string;
  moveTo: string;
}

export type BoardCommand = CreateBoard | AddColumn | RenameColumn | ReorderColumn | DeleteColumn;

// ── Events ──────────────────────────────────────────────────────────────────
export type BoardCreated = DomainEvent<"BoardCreated", { boardType: BoardType; columns: BoardColumn[] }>;

export type ColumnAdded = DomainEvent<"ColumnAdded", BoardColumn>;

export type ColumnRenamed = DomainEvent<"ColumnRenamed", { columnId: string; fromTitle: string; title: string; inactivityWindow: number }>;

export type ColumnReordered = DomainEvent<"ColumnReordered", { columnId: string; title: string; sortKey: string }>;

export type ColumnDeleted = DomainEvent<"ColumnDeleted", { columnId: string; title: string; movedTo: { id: string; title: string } }>;

export type BoardEvent = BoardCreated | ColumnAdded | ColumnRenamed | ColumnReordered | ColumnDeleted;

// ── State ───────────────────────────────────────────────────────────────────
/** No BoardCreated yet: only CreateBoard applies; no columns. */
export interface NoBoard {
  exists: false;
  boardType: null;
  columns: BoardColumn[];
}

export interface CreatedBoard {
  exists: true;
  boardType: BoardType;
  /** Ordered by sortKey. */
  columns: BoardColumn[];
}

export type BoardState = NoBoard | CreatedBoard;

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
    checkMaxLength(c.title, MAX_LENGTH.text, `columns.${i}.title`);
    if (!Number.isInteger(c.inactivityWindow) || c.inactivityWindow < 0 || c.inactivityWindow > MAX_INACTIVITY_WINDOW_DAYS) {
      throw new DomainError(MSG.invalidInactivityWindow, `columns.${i}.inactivityWindow`);
    }
    if (!required(c.sortKey) || keys.has(c.sortKey)) throw new DomainError(MSG.invalidPosition, `columns.${i}.sortKey`);
    ids.add(c.columnId);
    keys.add(c.sortKey);
    return { columnId: c.columnId, title: c.title.trim(), inactivityWindow: c.inactivityWindow, sortKey: c.sortKey };
  });
}

function checkTitle(title: unknown): string {
  if (typeof title !== "string" || !required(title)) throw new DomainError(MSG.required, "title");
  const t = title.trim();
  checkMaxLength(t, MAX_LENGTH.text, "title");
  if (!isValidGeneralText(t)) throw new DomainError(MSG.invalidText, "title");
  return t;
}

/** Ten years: more means "never" and would not fit the read model's integer column (the form fuzz found 12345678901 stuck the projection). */
export const MAX_INACTIVITY_WINDOW_DAYS = 3650;

function checkInactivityWindow(w: unknown): number {
  if (typeof w !== "number" || !Number.isInteger(w) || w < 0 || w > MAX_INACTIVITY_WINDOW_DAYS) {
    throw new DomainError(MSG.invalidInactivityWindow, "inactivityWindow");
  }
  return w;
}

function checkSortKey(k: unknown, state: BoardState, ownColumnId?: string): string {
  if (typeof k !== "string" || !required(k)) throw new DomainError(MSG.invalidPosition, "sortKey");
  if (state.columns.some((c) => c.sortKey === k && c.columnId !== ownColumnId)) {
    throw new DomainError(MSG.invalidPosition, "sortKey");
  }
  return k;
}

function existingColumn(state: BoardState, columnId: unknown, field = "columnId"): BoardColumn {
  const column = typeof columnId === "string" ? columnById(state, columnId) : undefined;
  if (!column) throw new DomainError(MSG.columnNotFound, field, "not_found");
  return column;
}

// ── Decide: one function per command ────────────────────────────────────────
export function createBoard(command: CreateBoard, state: BoardState): BoardCreated[] {
  if (state.exists) throw new DomainError(MSG.boardExists, undefined, "conflict");
  if (!isBoardType(command.boardType)) throw new DomainError(MSG.invalidBoardType, "boardType");
  const columns = checkColumns(command.columns);
  return [{ type: "BoardCreated", data: { boardType: command.boardType, columns } }];
}

export function addColumn(command: AddColumn, state: CreatedBoard): ColumnAdded[] {
  if (!required(command.columnId)) throw new DomainError(MSG.required, "columnId");
  if (columnById(state, command.columnId)) throw new DomainError(MSG.duplicateColumn, "columnId", "conflict");
  const title = checkTitle(command.title);
  const inactivityWindow = checkInactivityWindow(command.inactivityWindow);
  const sortKey = checkSortKey(command.sortKey, state);
  return [{ type: "ColumnAdded", data: { columnId: command.columnId, title, inactivityWindow, sortKey } }];
}

/** Title and inactivity window together (the column form); [] when neither changes. */
export function renameColumn(command: RenameColumn, state: CreatedBoard): ColumnRenamed[] {
  const column = existingColumn(state, command.columnId);
  const title = checkTitle(command.title);
  const inactivityWindow = checkInactivityWindow(command.inactivityWindow);
  if (title === column.title && inactivityWindow === column.inactivityWindow) return [];
  return [
    {
      type: "ColumnRenamed",
      data: { columnId: column.columnId, fromTitle: column.title, title, inactivityWindow },
    },
  ];
}

/** [] when the key does not change. */
export function reorderColumn(command: ReorderColumn, state: CreatedBoard): ColumnReordered[] {
  const column = existingColumn(state, command.columnId);
  const sortKey = checkSortKey(command.sortKey, state, column.columnId);
  if (sortKey === column.sortKey) return [];
  return [{ type: "ColumnReordered", data: { columnId: column.columnId, title: column.title, sortKey } }];
}

/** Never the last column; its items go to another existing column. */
export function deleteColumn(command: DeleteColumn, state: CreatedBoard): ColumnDeleted[] {
  const column = existingColumn(state, command.columnId);
  if (state.columns.length <= 1) throw new DomainError(MSG.lastColumn, undefined, "conflict");
  if (typeof command.moveTo !== "string" || !required(command.moveTo)) {
    throw new DomainError(MSG.selectColumn, "moveTo");
  }
  if (command.moveTo === column.columnId) throw new DomainError(MSG.moveToSameColumn, "moveTo");
  const target = existingColumn(state, command.moveTo, "moveTo");
  return [
    {
      type: "ColumnDeleted",
      data: {
        columnId: column.columnId,
        title: column.title,
        movedTo: { id: target.columnId, title: target.title },
      },
    },
  ];
}

function decide(command: BoardCommand, state: BoardState, _ctx: DecideContext): BoardEvent[] {
  if (command.type === "CreateBoard") return createBoard(command, state);
  if (!state.exists) throw new DomainError(MSG.boardNotFound, undefined, "not_found");
  switch (command.type) {
    case "AddColumn":
      return addColumn(command, state);
    case "RenameColumn":
      return renameColumn(command, state);
    case "ReorderColumn":
      return reorderColumn(command, state);
    case "DeleteColumn":
      return deleteColumn(command, state);
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
function evolve(state: BoardState, event: BoardEvent): BoardState {
  if (event.type === "BoardCreated") {
    return {
      exists: true,
      boardType: event.data.boardType,
      columns: sortColumns(event.data.columns.map((c) => ({ ...c }))),
    };
  }
  // Nothing to fold onto before BoardCreated (a stream never starts otherwise).
  if (!state.exists) return state;
  switch (event.type) {
    case "ColumnAdded":
      return { ...state, columns: sortColumns([...state.columns, { ...event.data }]) };
    case "ColumnRenamed": {
      const { columnId, title, inactivityWindow } = event.data;
      return {
        ...state,
        columns: state.columns.map((c) => (c.columnId === columnId ? { ...c, title, inactivityWindow } : c)),
      };
    }
    case "ColumnReordered": {
      const { columnId, sortKey } = event.data;
      return {
        ...state,
        columns: sortColumns(state.columns.map((c) => (c.columnId === columnId ? { ...c, sortKey } : c))),
      };
    }
    case "ColumnDeleted":
      return { ...state, columns: state.columns.filter((c) => c.columnId !== event.data.columnId) };
    default:
      return ignoreUnknownEvent(event, state);
  }
}

export const boardDecider: Decider<BoardState, BoardCommand, BoardEvent> = {
  initialState: initialBoardState,
  evolve,
  decide,
};
