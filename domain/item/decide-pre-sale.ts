// The PRE_SALES board's popovers: QualifyLead (the app then creates the sale) and DisqualifyLead.
import { DomainError, MSG } from "../shared";
import type { DisqualifyLead, QualifyLead } from "./commands";
import type { LeadDisqualified, LeadQualified } from "./events";
import { checkColumn, checkRequiredText } from "./fields";
import { requireBoard, requireInProgress } from "./guards";
import type { ActiveItem } from "./state";

export function qualifyLead(command: QualifyLead, state: ActiveItem): LeadQualified[] {
  requireBoard(state, "PRE_SALES");
  requireInProgress(state, MSG.leadNotInProgress);
  const target = command.to as Partial<QualifyLead["to"]> | null | undefined;
  if (!target || typeof target !== "object" || target.boardType !== "SALES") {
    throw new DomainError(MSG.invalidBoardType, "boardType");
  }
  const column = checkColumn(target.column);
  const vendorId = checkRequiredText(command.vendorId, MSG.selectVendor, "vendorId");
  const saleId = checkRequiredText(command.saleId, MSG.required, "saleId");
  if (saleId === state.itemId) throw new DomainError(MSG.itemExists, "saleId", "conflict");
  return [{ type: "LeadQualified", data: { saleId, toColumnId: column.id, toColumnTitle: column.title, vendorId } }];
}

export function disqualifyLead(command: DisqualifyLead, state: ActiveItem): LeadDisqualified[] {
  requireBoard(state, "PRE_SALES");
  requireInProgress(state, MSG.leadNotInProgress);
  const reason = checkRequiredText(command.reason, MSG.disqualifyReasonRequired, "reason");
  return [{ type: "LeadDisqualified", data: { reason } }];
}
