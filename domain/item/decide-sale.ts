// The SALES board's popovers: WinSale ("Ganho"), LoseSale ("Perdido") and ReturnSaleToPreSale.
import { checkMaxLength, DomainError, MAX_LENGTH, MSG, required } from "../shared";
import type { LoseSale, ReturnSaleToPreSale, WinSale } from "./commands";
import type { SaleLost, SaleReturnedToPreSale, SaleWon } from "./events";
import { checkColumn, checkWonPower, checkWonUcType } from "./fields";
import { requireBoard, requireInProgress } from "./guards";
import type { ActiveItem } from "./state";

function requireSaleInProgress(state: ActiveItem): void {
  requireBoard(state, "SALES");
  requireInProgress(state, MSG.saleNotInProgress);
}

export function winSale(command: WinSale, state: ActiveItem): SaleWon[] {
  requireSaleInProgress(state);
  const power = checkWonPower(command.power);
  const ucType = checkWonUcType(command.ucType);
  return [{ type: "SaleWon", data: { power, ucType, columnId: state.columnId, columnTitle: state.columnTitle } }];
}

export function loseSale(command: LoseSale, state: ActiveItem): SaleLost[] {
  requireSaleInProgress(state);
  if (typeof command.reason !== "string" || !required(command.reason)) {
    throw new DomainError(MSG.selectLostReason, "reason");
  }
  checkMaxLength(command.reason, MAX_LENGTH.text, "reason");
  return [
    {
      type: "SaleLost",
      data: { reason: command.reason.trim(), columnId: state.columnId, columnTitle: state.columnTitle },
    },
  ];
}

/** A sale qualified from a lead goes back to qualification, into a PRE_SALES column. */
export function returnSaleToPreSale(command: ReturnSaleToPreSale, state: ActiveItem): SaleReturnedToPreSale[] {
  requireBoard(state, "SALES");
  if (state.relatedPreSale === null) throw new DomainError(MSG.noRelatedPreSale, undefined, "conflict");
  requireInProgress(state, MSG.saleNotInProgress);
  const column = checkColumn(command.column);
  return [
    {
      type: "SaleReturnedToPreSale",
      data: { toColumnId: column.id, toColumnTitle: column.title, relatedPreSale: state.relatedPreSale },
    },
  ];
}
