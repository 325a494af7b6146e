// The SALES board's popovers: WinSale ("Ganho"), LoseSale ("Perdido") and ReturnSaleToPreSale.
import { checkMaxLength, DomainError, MAX_LENGTH, MSG, required } from "../shared";
import type { ApprovedProposal, LoseSale, ReturnSaleToPreSale, WinSale } from "./commands";
import type { SaleLost, SaleReturnedToPreSale, SaleWon } from "./events";
import { checkColumn, checkWonPower, checkWonUcType } from "./fields";
import { requireBoard, requireInProgress } from "./guards";
import type { ActiveItem } from "./state";

function requireSaleInProgress(state: ActiveItem): void {
  requireBoard(state, "SALES");
  requireInProgress(state, MSG.saleNotInProgress);
}

/**
 * "Ganho". Without an approved proposal the form's power (≥ 0,01 kWp) and UC type; with one, the
 * proposal's (part 2 §5: the form asks for them only without a proposal), checked the same way.
 */
export function winSale(command: WinSale, state: ActiveItem): SaleWon[] {
  requireSaleInProgress(state);
  const approved = command.approvedProposal ?? null;
  if (approved === null) {
    const power = checkWonPower(command.power);
    const ucType = checkWonUcType(command.ucType);
    return [{ type: "SaleWon", data: { power, ucType, columnId: state.columnId, columnTitle: state.columnTitle } }];
  }
  const proposal = checkApprovedProposal(approved);
  const power = checkWonPower(approved.power);
  const ucType = checkWonUcType(approved.ucType);
  return [{ type: "SaleWon", data: { power, ucType, columnId: state.columnId, columnTitle: state.columnTitle, approvedProposal: proposal } }];
}

function checkApprovedProposal(p: unknown): { id: string; count: number } {
  const ref = p as Partial<ApprovedProposal> | null;
  if (!ref || typeof ref !== "object" || !required(ref.id) || !Number.isInteger(ref.count) || (ref.count as number) < 1) {
    throw new DomainError(MSG.selectApprovedProposal, "approvedProposal");
  }
  return { id: ref.id!.trim(), count: ref.count! };
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
