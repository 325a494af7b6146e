// The action of every item page (/…/editar/:sid), made per board type: the model page shape
// (docs/decisions/007-page-shape.md). requireUser + CSRF → one intent table parsed once → a switch
// that builds the typed command → sendCommand → one reply (replyKit: formReply with ERROR_STATUS).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { itemDecider, itemStreamId, type ItemCommand } from "../../domain/item";
import { MSG, type BoardType } from "../../domain/shared";
import { requireCsrf, requireUser } from "./auth.server";
import { findCustomer, lostReasons } from "./board.server";
import { boardPath, itemPath } from "./board-types";
import { answerChecklist } from "./checklists.server";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import { customerSearchReply, pickCustomer, PICK_FROM_LIST, typedButNotPicked } from "./customer-pick.server";
import {
  addRejectReasonSchema,
  answerChecklistSchema,
  backToPreSaleSchema,
  deleteItemSchema,
  deleteRejectReasonSchema,
  disqualifySchema,
  editRejectReasonSchema,
  editSaleSchema,
  finishSchema,
  itemMoveSchema,
  loseSchema,
  qualifySchema,
  returnSchema,
  sendSchema,
  setOwnersSchema,
  winSchema,
  winWithProposalSchema,
} from "./forms";
import { forbidden } from "./http.server";
import { saleFieldsCommand } from "./sale-field-forms";
import { placeIn, requireItem } from "./item-access.server";
import { afterWin, allowedReceivers, backToPreSale, qualifyLead } from "./item-lifecycle.server";
import { parseIntent, replyKit, unknownIntent } from "./intents.server";
import { addNoteSchema, deleteNoteSchema, editNoteSchema } from "./note-forms";
import { runNoteIntent } from "./notes.server";
import { itemProposalChoices } from "./item-proposals.server";
import { redirectAfterDelete, redirectWithNotice } from "./flash.server";
import type { NoticeCode } from "./notices";
import { addServiceLineSchema, editServiceLineSchema, generateAfterSalesProposalSchema, removeServiceLineSchema } from "./after-sales-forms";
import { generateProposal, runServiceIntent } from "./after-sales.server";
import { ITEM_SEND_FORBIDDEN, maySetOwners, setOwnersCommand } from "./item-owners.server";
import { canSendItem } from "./access.server";

/** Every form of the item page, by its hidden `intent`. */
export const itemIntents = z.discriminatedUnion("intent", [
  editSaleSchema,
  itemMoveSchema,
  winSchema,
  winWithProposalSchema,
  loseSchema,
  returnSchema,
  finishSchema,
  qualifySchema,
  disqualifySchema,
  backToPreSaleSchema,
  addRejectReasonSchema,
  editRejectReasonSchema,
  deleteRejectReasonSchema,
  sendSchema,
  setOwnersSchema,
  deleteItemSchema,
  addNoteSchema,
  editNoteSchema,
  deleteNoteSchema,
  answerChecklistSchema,
  addServiceLineSchema,
  editServiceLineSchema,
  removeServiceLineSchema,
  generateAfterSalesProposalSchema,
]);
export type ItemIntent = z.output<typeof itemIntents>["intent"];

export function itemAction(type: BoardType) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const user = await requireUser(request);
    const form = await request.formData();
    await requireCsrf(form, user);
    const itemId = params.sid ?? "";
    // The edit form's customer picker: "Buscar" (no JS) answers with the matches and creates nothing.
    if (form.get("intent") === "edit" && form.has("buscarCliente")) {
      const item = await requireItem(user, itemId, type);
      return { intent: "edit", itemId, ...(await customerSearchReply(user, form, item.customer_id)) };
    }
    const submission = parseIntent(form, itemIntents);
    // Beside conform's result: which form this answers (the notes and checklist rows by their id).
    const answer = {
      intent: String(form.get("intent")),
      itemId,
      noteId: String(form.get("noteId") ?? ""),
      templateItemId: String(form.get("templateItemId") ?? ""),
      lineId: String(form.get("lineId") ?? ""),
    };
    const item = await requireItem(user, itemId, type);
    // A refused edit still offers the customer it had picked (else the picker would lose it).
    const pickedId = answer.intent === "edit" ? String(form.get("customer") ?? "") : "";
    const chosen = pickedId ? ((await findCustomer(user, pickedId, item.customer_id)) ?? null) : undefined;
    const kit = replyKit(submission, { ...answer, ...(chosen !== undefined ? { chosen } : {}) });
    const { refuse, after } = kit;
    if (submission.status !== "success") return kit.invalid();
    const commandId = commandIdFrom(form);
    const page = { user, type, item, commandId, kit };
    const send = async (command: ItemCommand, onApplied: () => Response | Promise<Response>) => {
      const outcome = await sendCommand(user, itemStreamId(item.id), itemDecider, command, commandId);
      if (command.type === "WinSale") await afterWin(outcome);
      return after(outcome, onApplied);
    };
    const back = () => redirect(itemPath(type, item.id));
    /** The item page again, saying what was done. */
    const said = (code: NoticeCode) => () => redirectWithNotice(itemPath(type, item.id), code);
    const toBoard = () => redirect(boardPath(type, user.id));

    const v = submission.value;
    switch (v.intent) {
      case "edit": {
        if (typedButNotPicked(form, v.customer)) return refuse({ field: "customer", message: PICK_FROM_LIST });
        // The edit form has no inline "new customer" field (ADR 018): a customer comes from the picker.
        const pick = await pickCustomer(user, { customer: v.customer }, commandId, item.customer_id);
        if (!pick.ok) return refuse({ field: pick.field, message: pick.message });
        const { name, amount, leadTemperature, validityDate, power, ucType } = v;
        const sale = saleFieldsCommand(v, user.plan === "ENTERPRISE");
        return send(
          { type: "EditItem", name, amount, customer: pick.customer, leadTemperature, validityDate, power, ucType, ...sale },
          said("item-salvo"),
        );
      }
      case "move":
      case "return": {
        const place = await placeIn(user, type, v.column, v.intent === "move" ? v.position : 1, item.id);
        if (!place) return refuse({ field: "column", message: MSG.selectColumn });
        return send({ type: v.intent === "move" ? "MoveItem" : "ReturnItemToFunnel", ...place }, v.intent === "move" ? said("item-movido") : back);
      }
      case "win":
        return send({ type: "WinSale", power: v.power, ucType: v.ucType }, said("venda-ganha"));
      case "win-with-proposal": {
        // One of this item's finished proposals with power that the user may see; its power and UC type are the win's.
        const p = (await itemProposalChoices(user, item.id)).find((r) => r.id === v.approvedProposal);
        if (!p) return refuse({ field: "approvedProposal", message: MSG.selectApprovedProposal });
        const approvedProposal = { id: p.id, count: p.count, power: p.powerKwp, ucType: p.ucType ?? "" };
        return send({ type: "WinSale", power: "", ucType: "", approvedProposal }, said("venda-ganha"));
      }
      case "lose":
        if (!(await lostReasons(user.companyId)).includes(v.reason)) return refuse({ field: "reason", message: MSG.selectLostReason });
        return send({ type: "LoseSale", reason: v.reason }, said("venda-perdida"));
      case "finish":
        return send({ type: "FinishItem", execStatus: v.execStatus, finishedDate: v.finishedDate }, toBoard);
      case "qualify":
        return qualifyLead(page, v);
      case "disqualify":
        return send({ type: "DisqualifyLead", reason: v.reason }, back);
      case "back-to-pre-sale":
        return backToPreSale(page, v);
      case "add-reject-reason":
        return send({ type: "AddRejectReason", reasonId: derivedId(commandId, "reject-reason"), reason: v.reason }, back);
      case "edit-reject-reason":
        return send({ type: "EditRejectReason", reasonId: v.reasonId, reason: v.reason }, back);
      case "delete-reject-reason":
        return send({ type: "DeleteRejectReason", reasonId: v.reasonId }, back);
      case "send": {
        // A co-owner (ADR 028) works on the item but does not give it away.
        if (!(await canSendItem(user, item))) throw forbidden(ITEM_SEND_FORBIDDEN);
        const receivers = await allowedReceivers(user, type);
        const to = receivers.find((r) => r.id === v.toUserId);
        const allowed = receivers.map((r) => r.id);
        // A vendor who sent the item away no longer sees it.
        const stays = user.role === "MANAGER" || v.toUserId === user.id;
        return send({ type: "SendItem", toUserId: v.toUserId, toUserName: to?.name ?? "", allowedReceivers: allowed }, stays ? back : toBoard);
      }
      case "set-owners":
        // ENTERPRISE, and a manager or the item's owner: a crafted POST from anyone else is a 403 (the decider checks it too).
        if (!maySetOwners(user, type, item)) throw forbidden("Você não tem permissão para alterar os responsáveis deste item.");
        return send(await setOwnersCommand(user, type, v.owners), said("responsaveis-salvos"));
      case "delete":
        // Vendors cannot delete items (spec part 2 §6): not even a crafted POST.
        if (user.role !== "MANAGER") throw forbidden(MSG.vendorsCannotDelete);
        return send({ type: "DeleteItem", actorRole: user.role }, () => redirectAfterDelete(boardPath(type, user.id), "item-excluido", [item.id]));
      case "add-note":
      case "edit-note":
      case "delete-note":
        return runNoteIntent(page, v);
      case "add-service-line":
      case "edit-service-line":
      case "remove-service-line":
        return runServiceIntent(page, v);
      case "generate-after-sales-proposal":
        return generateProposal(page, v);
      case "answer-checklist": {
        const url = new URL(request.url);
        return answerChecklist(page, v, `${url.pathname}${url.search}`);
      }
      default:
        return unknownIntent(v);
    }
  };
}
