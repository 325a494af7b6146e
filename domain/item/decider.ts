// Item aggregate: stream `item-<itemId>`, one kanban card (a business, or a lead in pre-sales).
// The card's column and fractional sort key live here, so a move touches only this stream.
// decide dispatches each command to its handler in decide-*.ts; state.ts folds the events.
import { assertNever, DomainError, MSG, type Decider, type DecideContext } from "../shared";
import type { ItemCommand } from "./commands";
import { deleteItem, finishItem, returnItemToFunnel, sendItem } from "./decide-lifecycle";
import { createItem, editItem } from "./decide-details";
import { restoreItem } from "./decide-restore";
import { setItemOwners } from "./decide-owners";
import { moveItem, moveItemOutOfDeletedColumn } from "./decide-move";
import { disqualifyLead, qualifyLead } from "./decide-pre-sale";
import { addRejectReason, deleteRejectReason, editRejectReason } from "./decide-reject-reasons";
import { loseSale, returnSaleToPreSale, winSale } from "./decide-sale";
import type { ItemEvent } from "./events";
import { evolveItem, initialItemState, isItemGone, type ItemState } from "./state";

// Everything this module exported before the split, for imports of "domain/item/decider".
export * from "./shapes";
export * from "./commands";
export * from "./events";
export * from "./state";
export { parsePower } from "./fields";
export { RESTORE_WINDOW_MS, RESTORE_MSG } from "./decide-restore";
export { ITEM_OWNERS_MSG } from "./decide-owners";
export { FINISHABLE_BOARDS, EXEC_STATUS_REQUIRED_BOARDS } from "./guards";

export const itemStreamId = (itemId: string) => `item-${itemId}`;

function decide(command: ItemCommand, state: ItemState, ctx: DecideContext): ItemEvent[] {
  // CreateItem on a used id (even a deleted one) is a conflict, in createItem.
  if (command.type === "CreateItem") return createItem(command, state, ctx);
  // The one command a deleted item takes.
  if (command.type === "RestoreItem") return restoreItem(command, state, ctx);
  if (isItemGone(state)) throw new DomainError(MSG.itemNotFound, undefined, "not_found");
  switch (command.type) {
    case "MoveItem":
      return moveItem(command, state);
    case "MoveItemOutOfDeletedColumn":
      return moveItemOutOfDeletedColumn(command, state);
    case "EditItem":
      return editItem(command, state, ctx);
    case "WinSale":
      return winSale(command, state);
    case "LoseSale":
      return loseSale(command, state);
    case "ReturnSaleToPreSale":
      return returnSaleToPreSale(command, state);
    case "QualifyLead":
      return qualifyLead(command, state);
    case "DisqualifyLead":
      return disqualifyLead(command, state);
    case "FinishItem":
      return finishItem(command, state, ctx);
    case "ReturnItemToFunnel":
      return returnItemToFunnel(command, state);
    case "SendItem":
      return sendItem(command, state);
    case "SetItemOwners":
      return setItemOwners(command, state, ctx);
    case "DeleteItem":
      return deleteItem(command, ctx);
    case "AddRejectReason":
      return addRejectReason(command, state, ctx);
    case "EditRejectReason":
      return editRejectReason(command, state);
    case "DeleteRejectReason":
      return deleteRejectReason(command, state);
    default:
      return assertNever(command, new DomainError(MSG.unknownCommand));
  }
}

export const itemDecider: Decider<ItemState, ItemCommand, ItemEvent> = {
  initialState: initialItemState,
  evolve: evolveItem,
  decide,
};
