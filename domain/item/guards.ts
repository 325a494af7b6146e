// Preconditions the item's command handlers share: which board a command belongs to, and which
// business status it needs.
import { DomainError, MSG, type BoardType } from "../shared";
import type { ActiveItem } from "./state";

/** Boards where "Finalizar" exists (spec part 2 §2, §4); PRE_SALES closes by qualifying. */
export const FINISHABLE_BOARDS: readonly BoardType[] = ["SALES", "PROJECT", "INSTALLATION", "AFTER_SALES", "ADMINISTRATIVE"];

/** Boards whose finish popover asks the execution type. */
export const EXEC_STATUS_REQUIRED_BOARDS: readonly BoardType[] = ["PROJECT", "INSTALLATION"];

export function requireBoard(state: ActiveItem, ...types: BoardType[]): void {
  if (!types.includes(state.boardType)) throw new DomainError(MSG.actionUnavailableForBoard);
}

export function requireInProgress(state: ActiveItem, message: string): void {
  if (state.status !== "IN_PROGRESS") throw new DomainError(message, undefined, "conflict");
}
