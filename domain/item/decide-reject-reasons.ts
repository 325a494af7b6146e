// The PROJECT board's reject reasons (spec part 2 §3): add, edit, delete.
import { DomainError, MSG, type DecideContext } from "../shared";
import type { AddRejectReason, DeleteRejectReason, EditRejectReason } from "./commands";
import type { RejectReasonAdded, RejectReasonDeleted, RejectReasonEdited } from "./events";
import { checkRequiredText } from "./fields";
import { requireBoard } from "./guards";
import type { RejectReason } from "./shapes";
import type { ActiveItem } from "./state";

export function addRejectReason(command: AddRejectReason, state: ActiveItem, ctx: DecideContext): RejectReasonAdded[] {
  requireBoard(state, "PROJECT");
  const reasonId = checkRequiredText(command.reasonId, MSG.required, "reasonId");
  if (state.rejectReasons.some((r) => r.reasonId === reasonId)) {
    throw new DomainError(MSG.rejectReasonExists, "reasonId", "conflict");
  }
  const reason = checkRequiredText(command.reason, MSG.rejectReasonRequired, "reason");
  return [{ type: "RejectReasonAdded", data: { reasonId, reason, registryDate: ctx.now } }];
}

/** [] when the text does not change. */
export function editRejectReason(command: EditRejectReason, state: ActiveItem): RejectReasonEdited[] {
  requireBoard(state, "PROJECT");
  const current = rejectReasonById(state, command.reasonId);
  const reason = checkRequiredText(command.reason, MSG.rejectReasonRequired, "reason");
  if (reason === current.reason) return [];
  return [{ type: "RejectReasonEdited", data: { reasonId: current.reasonId, from: current.reason, to: reason } }];
}

export function deleteRejectReason(command: DeleteRejectReason, state: ActiveItem): RejectReasonDeleted[] {
  requireBoard(state, "PROJECT");
  const current = rejectReasonById(state, command.reasonId);
  return [{ type: "RejectReasonDeleted", data: { reasonId: current.reasonId, reason: current.reason } }];
}

function rejectReasonById(state: ActiveItem, reasonId: unknown): RejectReason {
  const found = typeof reasonId === "string" ? state.rejectReasons.find((r) => r.reasonId === reasonId) : undefined;
  if (!found) throw new DomainError(MSG.rejectReasonNotFound, "reasonId", "not_found");
  return found;
}
