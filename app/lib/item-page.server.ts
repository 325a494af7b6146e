// Loader and action of every item page (/…/editar/:sid, also ?saleId=), made per board type.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { itemDecider } from "../../domain/item";
import { localDate, type BoardType } from "../../domain/shared";
import { requireCsrf, requireUser } from "./auth.server";
import { itemHistory, listColumns, listCustomers, loadItem, lostReasons } from "./board.server";
import { itemPath } from "./board-types";
import { UUID_RE } from "../../eventstore/ids";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { pickCustomer } from "./customer-pick.server";
import { recordItemView } from "./item-views.server";
import { editSaleSchema } from "./forms";
import { isItemIntent, runItemIntent } from "./item-actions.server";
import { isLifecycleIntent, lifecycleData, LIFECYCLE_INTENTS, runLifecycleIntent } from "./item-lifecycle.server";
import { isNoteIntent, notesTab, runNoteIntent } from "./notes.server";
import { itemChecklist, runChecklistAnswer } from "./checklists.server";
import { can } from "./access.server";

const HISTORY_PAGE = 20;

export function itemLoader(type: BoardType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    const itemId = params.sid ?? new URL(request.url).searchParams.get("saleId") ?? "";
    const item = UUID_RE.test(itemId) ? await loadItem(user, itemId) : undefined;
    if (!item || item.board_type !== type) throw new Response("Item não encontrado.", { status: 404 });
    await recordItemView(user, item.id); // the dashboard's "last viewed" (ADR 006)
    // Histórico paged with "Carregar mais" (?historico=N pages of 20, a plain link: no JS needed).
    const historyPages = Math.min(500, Math.max(1, Number(new URL(request.url).searchParams.get("historico")) || 1));
    const historyLimit = historyPages * HISTORY_PAGE;
    const [columns, history, reasons, customers, lifecycle] = await Promise.all([
      listColumns(user.companyId, type),
      itemHistory(user.companyId, item.id, historyLimit + 1),
      lostReasons(user.companyId),
      listCustomers(user, item.customer_id),
      lifecycleData(user, type, item.id, item.related_pre_sale),
    ]);
    const commandIds: Record<string, string> = {
      move: newCommandId(),
      win: newCommandId(),
      lose: newCommandId(),
      return: newCommandId(),
      edit: newCommandId(),
    };
    for (const intent of LIFECYCLE_INTENTS) commandIds[intent] = newCommandId();
    const url = new URL(request.url);
    const tab = url.searchParams.get("aba") ?? "historico";
    const notes = tab === "notas" ? await notesTab(user, item.id, url) : null;
    const checklist = { entries: await itemChecklist(user, type, item.id), canConfigure: can(user, "configManager") };
    return {
      user,
      type,
      columns,
      reasons,
      customers,
      commandIds,
      lifecycle,
      tab,
      notes,
      checklist,
      today: localDate(new Date().toISOString()) ?? "",
      item: {
        id: item.id,
        number: item.number,
        name: item.name,
        amount: String(item.amount),
        status: item.status,
        columnId: item.column_id,
        columnTitle: item.column_title,
        customerId: item.customer_id,
        customerName: item.customer_name,
        leadTemperature: item.lead_temperature,
        validityDate: item.validity_date ? isoDate(item.validity_date) : null,
        power: item.power === null ? null : String(item.power),
        ucType: item.uc_type,
        lostReason: item.lost_reason,
        ownerName: item.owner_name,
        ownerRole: item.owner_role,
        registeredAt: new Date(item.registered_at).toISOString(),
        ownerId: item.owner_id,
        execStatus: item.exec_status,
        finishedDate: item.finished_date ? isoDate(item.finished_date) : null,
        relatedPreSale: item.related_pre_sale,
      },
      history: history
        .slice(0, historyLimit)
        .map((h) => ({ ...h, occurred_at: new Date(h.occurred_at).toISOString() })),
      historyMore: history.length > historyLimit ? historyPages + 1 : null,
    };
  };
}

function isoDate(d: unknown): string {
  if (d instanceof Date) return d.toISOString().slice(0, 10);
  return String(d).slice(0, 10);
}

export function itemAction(type: BoardType) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const user = await requireUser(request);
    const form = await request.formData();
    await requireCsrf(form, user);
    const itemId = params.sid!;
    const intent = form.get("intent");
    const back = redirect(itemPath(type, itemId));
    if (isItemIntent(intent)) return (await runItemIntent(user, form, itemId, type)) ?? back;
    if (isLifecycleIntent(intent)) return runLifecycleIntent(user, form, itemId, type);
    if (isNoteIntent(intent)) return runNoteIntent(user, form, itemId, type);
    if (intent === "answerChecklist") {
      const url = new URL(request.url);
      return runChecklistAnswer(user, form, itemId, type, `${url.pathname}${url.search}`);
    }
    if (intent !== "edit") return data("Ação desconhecida.", { status: 400 });

    const submission = parseWithZod(form, { schema: editSaleSchema });
    if (submission.status !== "success") return data({ intent, itemId, result: submission.reply() }, { status: 400 });
    const item = await loadItem(user, itemId);
    if (!item || item.board_type !== type) throw new Response("Item não encontrado.", { status: 404 });
    const v = submission.value;
    const commandId = commandIdFrom(form);
    const pick = await pickCustomer(user, v, commandId, item.customer_id);
    if (!pick.ok)
      return data(
        { intent, itemId, result: submission.reply({ fieldErrors: { [pick.field]: [pick.message] } }) },
        { status: 400 },
      );
    const customer = pick.customer;
    const outcome = await sendCommand(
      user,
      `item-${itemId}`,
      itemDecider,
      {
        type: "EditItem",
        name: v.name,
        amount: v.amount,
        customer,
        leadTemperature: v.leadTemperature as -1 | 0 | 1 | 2,
        validityDate: v.validityDate,
        power: v.power,
        ucType: v.ucType,
      },
      commandId,
    );
    if (!outcome.ok) {
      const e = outcome.error;
      const reply = e.field
        ? submission.reply({ fieldErrors: { [e.field]: [e.message] } })
        : submission.reply({ formErrors: [e.message] });
      return data({ intent, itemId, result: reply }, { status: 400 });
    }
    return back;
  };
}
