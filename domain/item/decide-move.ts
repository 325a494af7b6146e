// Moving a card between columns: MoveItem (drag and drop) and MoveItemOutOfDeletedColumn.
import { DomainError, MSG, required } from "../shared";
import type { MoveItem, MoveItemOutOfDeletedColumn } from "./commands";
import type { ItemMoved } from "./events";
import { checkColumn, checkSortKey } from "./fields";
import type { ColumnRef } from "./shapes";
import type { ActiveItem } from "./state";

/** Only an item in progress moves; [] when it stays where it is. */
export function moveItem(command: MoveItem, state: ActiveItem): ItemMoved[] {
  if (state.status !== "IN_PROGRESS") throw new DomainError(MSG.onlyMoveInProgress, undefined, "conflict");
  const to = checkColumn(command.to);
  const sortKey = checkSortKey(command.sortKey);
  if (to.id === state.columnId && sortKey === state.sortKey) return [];
  return [movedEvent(state, to, sortKey)];
}

/** Any status; [] when the item already left `fromColumnId` (moved meanwhile, or a retry). */
export function moveItemOutOfDeletedColumn(command: MoveItemOutOfDeletedColumn, state: ActiveItem): ItemMoved[] {
  if (typeof command.fromColumnId !== "string" || !required(command.fromColumnId)) {
    throw new DomainError(MSG.selectColumn, "fromColumnId");
  }
  const to = checkColumn(command.to);
  const sortKey = checkSortKey(command.sortKey);
  if (to.id === command.fromColumnId) throw new DomainError(MSG.moveToSameColumn, "column");
  if (state.columnId !== command.fromColumnId) return [];
  return [movedEvent(state, to, sortKey, "column_deleted")];
}

/** The ItemMoved of a move from the item's current column; `reason` marks a move forced by a column deletion. */
function movedEvent(state: ActiveItem, to: ColumnRef, sortKey: string, reason?: "column_deleted"): ItemMoved {
  return {
    type: "ItemMoved",
    data: {
      fromColumnId: state.columnId,
      fromColumnTitle: state.columnTitle,
      toColumnId: to.id,
      toColumnTitle: to.title,
      sortKey,
      ...(reason ? { reason } : {}),
    },
  };
}
