// Commands any board's card may get: FinishItem, ReturnItemToFunnel, SendItem (reassign), DeleteItem.
import { DomainError, MSG, type DecideContext } from "../shared";
import type { DeleteItem, FinishItem, ReturnItemToFunnel, SendItem } from "./commands";
import type { ItemDeleted, ItemFinished, ItemReturnedToFunnel, ItemSent } from "./events";
import { checkColumn, checkExecStatus, checkFinishedDate, checkRequiredText, checkSortKey } from "./fields";
import { EXEC_STATUS_REQUIRED_BOARDS, FINISHABLE_BOARDS, requireBoard, requireInProgress } from "./guards";
import type { ActiveItem } from "./state";

export function finishItem(command: FinishItem, state: ActiveItem, ctx: DecideContext): ItemFinished[] {
  requireBoard(state, ...FINISHABLE_BOARDS);
  requireInProgress(state, MSG.itemNotInProgress);
  const execStatus = checkExecStatus(command.execStatus, EXEC_STATUS_REQUIRED_BOARDS.includes(state.boardType));
  const finishedDate = checkFinishedDate(command.finishedDate, ctx.today);
  return [{ type: "ItemFinished", data: { execStatus, finishedDate } }];
}

/** A CLOSED or LOST item back in progress, into a column of its board. */
export function returnItemToFunnel(command: ReturnItemToFunnel, state: ActiveItem): ItemReturnedToFunnel[] {
  if (state.status === "IN_PROGRESS") throw new DomainError(MSG.itemAlreadyInProgress, undefined, "conflict");
  const to = checkColumn(command.to);
  const sortKey = checkSortKey(command.sortKey);
  return [
    {
      type: "ItemReturnedToFunnel",
      data: { fromStatus: state.status, toColumnId: to.id, toColumnTitle: to.title, sortKey },
    },
  ];
}

/** Only to one of `allowedReceivers` (the app computes them from roles and teams). */
export function sendItem(command: SendItem, state: ActiveItem): ItemSent[] {
  const toUserId = checkRequiredText(command.toUserId, MSG.selectReceiver, "toUserId");
  if (!Array.isArray(command.allowedReceivers) || !command.allowedReceivers.includes(toUserId)) {
    throw new DomainError(MSG.cannotSendToUser, "toUserId", "forbidden");
  }
  if (toUserId === state.ownerId) throw new DomainError(MSG.alreadyOwner, "toUserId", "conflict");
  const toUserName = typeof command.toUserName === "string" ? command.toUserName.trim() : "";
  return [{ type: "ItemSent", data: { fromUserId: state.ownerId, toUserId, toUserName } }];
}

/** Managers only (spec part 2 §6). */
export function deleteItem(command: DeleteItem, ctx: DecideContext): ItemDeleted[] {
  if (command.actorRole === "VENDOR") throw new DomainError(MSG.vendorsCannotDelete, undefined, "forbidden");
  if (command.actorRole !== "MANAGER") throw new DomainError(MSG.forbidden, undefined, "forbidden");
  return [{ type: "ItemDeleted", data: { deletedAt: ctx.now } }];
}
