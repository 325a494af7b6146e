// The loader of every item page (/…/editar/:sid, also /…/editar?saleId=), made per board type; its
// action is item-actions.server.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localDate, type BoardType } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import { requireUser } from "./auth.server";
import { findCustomer, itemHistory, listColumns, lostReasons } from "./board.server";
import { itemPath } from "./board-types";
import { newCommandId } from "./commands.server";
import { notFound } from "./http.server";
import { isoDate, requireItem, type ItemRow } from "./item-access.server";
import { itemIntents } from "./item-actions.server";
import { intentsOf } from "./intents.server";
import { recordItemView } from "./item-views.server";
import { lifecycleData } from "./item-lifecycle.server";
import { notesTab } from "./notes.server";
import { itemChecklist } from "./checklists.server";
import { can } from "./access.server";
import { coOwnedItemCustomer, loadCustomer } from "./customers.server";
import { contactLinks } from "./phone-links";
import { customerContactInfo } from "./item-info";
import { servicesTab } from "./after-sales.server";
import { itemProposalChoices, itemProposalTabs, NO_PROPOSAL_BOARDS } from "./item-proposals.server";
import { itemOwners } from "./item-owners.server";

const HISTORY_PAGE = 20;

export function itemLoader(type: BoardType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    const item = await requireItem(user, params.sid ?? new URL(request.url).searchParams.get("saleId") ?? "", type);
    await recordItemView(user, item.id); // the dashboard's "last viewed" (ADR 006)
    // Histórico paged with "Carregar mais" (?historico=N pages of 20, a plain link: no JS needed).
    const historyPages = Math.min(500, Math.max(1, Number(new URL(request.url).searchParams.get("historico")) || 1));
    const historyLimit = historyPages * HISTORY_PAGE;
    // Part 2 §6: a vendor without historyView gets no Histórico tab, and its rows are not even read.
    const canSeeHistory = can(user, "historyView");
    // The edit form's picker starts on the item's customer, or on ?cliente=<id>: back from "+ Criar cliente".
    const cliente = new URL(request.url).searchParams.get("cliente");
    const [columns, history, reasons, pickerCustomer, lifecycle, owners] = await Promise.all([
      listColumns(user.companyId, type),
      canSeeHistory ? itemHistory(user.companyId, item.id, historyLimit + 1) : Promise.resolve([]),
      lostReasons(user.companyId),
      findCustomer(user, cliente ?? item.customer_id ?? "", item.customer_id),
      lifecycleData(user, type, item.id, item.related_pre_sale),
      // The info block's owners and the "Salvar responsáveis" form (ADR 028).
      itemOwners(user, type, item),
    ]);
    // One fresh commandId per form (a double submit of it is applied once); notes and checklist
    // entries carry their own.
    const commandIds: Record<string, string> = Object.fromEntries([...intentsOf(itemIntents)].map((intent) => [String(intent), newCommandId()]));
    const url = new URL(request.url);
    const requested = url.searchParams.get("aba") ?? (canSeeHistory ? "historico" : "notas");
    const tab = requested === "historico" && !canSeeHistory ? "notas" : requested;
    const notes = tab === "notas" ? await notesTab(user, item.id, url) : null;
    // Serviços (AFTER_SALES only, ADR 026): read only when that tab is open.
    const services = type === "AFTER_SALES" && tab === "servicos" ? await servicesTab(user, item.id) : null;
    const checklist = { entries: await itemChecklist(user, type, item.id), canConfigure: can(user, "configManager") };
    // The item's finished proposals (Propostas tab, the win form) and the open proposal tab's data.
    const proposalRows = NO_PROPOSAL_BOARDS.includes(type) ? [] : await itemProposalChoices(user, item.id);
    const proposalTabs = NO_PROPOSAL_BOARDS.includes(type)
      ? null
      : await itemProposalTabs(user, { id: item.id, type, customerId: item.customer_id }, tab, proposalRows);
    // The customer's call and WhatsApp buttons: a customer the user may see (company and owner scope),
    // or the item's customer when the user reaches the item as a co-owner (ADR 028).
    const ownCustomer = item.customer_id ? await loadCustomer(user, item.customer_id) : undefined;
    const customer = ownCustomer ?? (item.customer_id ? await coOwnedItemCustomer(user, item) : undefined);
    const contact = contactLinks(customer?.details.phone, customer?.details.whatsapp);
    // The customer's name links to the customer's page when the user may open it (its own scope: a co-owner's view of the contact opens no more).
    const customerHref = ownCustomer && can(user, "customersList") ? `/cliente/editar/${ownCustomer.id}` : null;
    return {
      user,
      type,
      contact,
      // The info block's e-mail, phone (WhatsApp link), city/UF and address of that same customer.
      contactInfo: customerContactInfo(customer?.details),
      enterprise: user.plan === "ENTERPRISE",
      customerHref,
      columns,
      reasons,
      /** The edit form's customer (the picker's checked choice) and whether it came back from "+ Criar cliente" (the form opens). */
      editCustomer: { chosen: pickerCustomer ?? null, fromNewCustomer: !!cliente && !!pickerCustomer },
      commandIds,
      lifecycle,
      owners,
      tab,
      canSeeHistory,
      notes,
      services,
      checklist,
      proposalTabs,
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
        ...saleFieldsOfRow(item),
      },
      history: history.slice(0, historyLimit).map((h) => ({ ...h, occurred_at: new Date(h.occurred_at).toISOString() })),
      historyMore: history.length > historyLimit ? historyPages + 1 : null,
    };
  };
}

/** The sale fields (issue 20) as the page shows them: numerics without trailing zeros, dates YYYY-MM-DD. */
function saleFieldsOfRow(item: ItemRow) {
  const measure = (v: string | number | null) => (v === null ? null : String(Number(v)));
  return {
    modsQtd: item.mods_qtd,
    invQtd: item.inv_qtd,
    distance: measure(item.distance),
    roofHight: measure(item.roof_hight),
    inverterType: item.inverter_type,
    dueDate: item.due_date ? isoDate(item.due_date) : null,
    deliveryDate: item.delivery_date ? isoDate(item.delivery_date) : null,
  };
}

/** /…/editar?saleId=<id> (spec part 2 §2: the edit screens are also reached with a query). */
export function itemByQueryLoader(type: BoardType) {
  return async ({ request }: LoaderFunctionArgs) => {
    const id = new URL(request.url).searchParams.get("saleId") ?? "";
    if (!UUID_RE.test(id)) throw notFound("Item não encontrado.");
    return redirect(itemPath(type, id));
  };
}
