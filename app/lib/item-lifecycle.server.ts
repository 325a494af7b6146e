// The item page's lifecycle (issue 3): who an item may be sent to, the qualify form's vendors, the
// PROJECT reject reasons, and the two intents that send two commands: qualify (the lead, then the
// sale it becomes) and back to pre-sale (the sale, then its lead). Ids the second command creates
// derive from the form's commandId, so a double submit applies once.
import { redirect } from "@remix-run/node";
import { itemDecider, itemStreamId } from "../../domain/item";
import { isLeadTemperature, localDate, MSG, type BoardType } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import { listColumns, loadItem, sortKeyAt } from "./board.server";
import { can, isEnterprise, ledMemberIds, PRE_SALES_OFF } from "./access.server";
import { canReturnToPreSale } from "./pre-sales-return";
import { BOARD_FLAGS, effectivePermissions } from "../../domain/shared/permissions";
import { boardPath, itemPath } from "./board-types";
import { derivedId, sendCommand, type CommandOutcome } from "./commands.server";
import { autoCreateOnWin } from "../../automation/auto-create-on-win";
import type { backToPreSaleSchema, qualifySchema } from "./forms";
import { findColumn, isoDate, type ItemRequest } from "./item-access.server";
import { services } from "./services.server";
import { automaticOwner, salesVendors } from "./lead-distribution.server";
import { boardSendTargets, type Receiver } from "./send-targets";
import * as board from "../../projections/read-models/board.queries";
import { activeUsersWithPermissions } from "../../projections/read-models/companies.queries";
import type { z } from "zod";

export type { Receiver } from "./send-targets";

/**
 * Who the user may send an item of board `type` to (spec part 2 §6): a MANAGER, or a vendor with
 * that board's manager flag (salesManager, projectManager, ...), sends to the manager
 * and to every active vendor who can open the board; anyone else only to themselves and the members of teams they lead.
 */
export async function allowedReceivers(user: SessionUser, type: BoardType = "SALES"): Promise<Receiver[]> {
  const { database } = await services();
  const users = await activeUsersWithPermissions(database.db, user.companyId);
  const label = (u: { id: string; name: string; role: string }) => u.name;
  if (user.role !== "MANAGER" && !can(user, BOARD_FLAGS[type].manager)) {
    const mine = new Set([user.id, ...(isEnterprise(user) ? await ledMemberIds(user) : [])]);
    return users.filter((u) => mine.has(u.id)).map((u) => ({ id: u.id, name: u.name, label: label(u) }));
  }
  // Managers too send only to vendors who can open the board (send-targets.ts).
  return boardSendTargets(users, type);
}

/**
 * The qualify form's vendor choices (part 2 §6): the manager, the active vendors who
 * hold salesKanban, and "Distribuição automática" (AUTO).
 */
export async function qualifyVendors(user: SessionUser): Promise<Receiver[]> {
  const { database } = await services();
  const users = await activeUsersWithPermissions(database.db, user.companyId);
  const managers = users.filter((u) => u.role === "MANAGER").map((u) => ({ id: u.id, name: u.name, label: u.name }));
  const vendors = salesVendors(users).map((u) => ({ id: u.id, name: u.name, label: u.name }));
  return [...managers, ...vendors, { id: "AUTO", name: "Distribuição automática", label: "Distribuição automática" }];
}

export async function rejectReasons(companyId: string, itemId: string) {
  const { database } = await services();
  return board.rejectReasons(database.db, companyId, itemId);
}

/** The data the lifecycle forms need, for the item page's loader. */
export async function lifecycleData(user: SessionUser, type: BoardType, itemId: string, relatedPreSale: string | null) {
  const [receivers, vendors, salesColumns, preSalesColumns, reasons] = await Promise.all([
    allowedReceivers(user, type),
    type === "PRE_SALES" ? qualifyVendors(user) : Promise.resolve([]),
    type === "PRE_SALES" ? listColumns(user.companyId, "SALES") : Promise.resolve([]),
    canReturnToPreSale(user, type, relatedPreSale) ? listColumns(user.companyId, "PRE_SALES") : Promise.resolve([]),
    type === "PROJECT" ? rejectReasons(user.companyId, itemId) : Promise.resolve([]),
  ]);
  return {
    receivers,
    vendors,
    salesColumns,
    preSalesColumns,
    canReturnToPreSale: canReturnToPreSale(user, type, relatedPreSale),
    rejectReasons: reasons,
    today: localDate(new Date().toISOString()) ?? "",
    canDelete: user.role === "MANAGER",
  };
}

/** PRE_SALES "Lead Qualificado": QualifyLead on the lead, then CreateItem of the sale it becomes. */
export async function qualifyLead(page: ItemRequest, v: z.output<typeof qualifySchema>) {
  const { user, type, item, commandId, kit } = page;
  const column = await findColumn(user, "SALES", v.column);
  if (!column) return kit.refuse({ field: "column", message: MSG.selectColumn });
  if (!(await qualifyVendors(user)).some((u) => u.id === v.vendor)) return kit.refuse({ field: "vendor", message: MSG.selectVendor });
  const saleId = derivedId(commandId, "sale");
  const qualified = await sendCommand(
    user,
    itemStreamId(item.id),
    itemDecider,
    { type: "QualifyLead", to: { boardType: "SALES", column }, vendorId: v.vendor, saleId },
    commandId,
  );
  if (!qualified.ok) return kit.refuse(qualified.error);
  // Distribuição automática: the next vendor when the company distributes leads, else the manager
  // (lead-distribution.server.ts). Chosen after the lead is qualified, so a refused qualify moves no turn.
  const owner = v.vendor === "AUTO" ? await automaticOwner(user, saleId, commandId) : { ok: true as const, ownerId: v.vendor };
  if (!owner.ok) return kit.refuse(owner.error);
  const ownerId = owner.ownerId;
  const today = localDate(new Date().toISOString()) ?? "";
  const validity = item.validity_date ? isoDate(item.validity_date) : null;
  const created = await sendCommand(
    user,
    itemStreamId(saleId),
    itemDecider,
    {
      type: "CreateItem",
      itemId: saleId,
      boardType: "SALES",
      name: item.name,
      amount: String(item.amount),
      customer: item.customer_id ? { id: item.customer_id, name: item.customer_name ?? "" } : null,
      leadTemperature: isLeadTemperature(item.lead_temperature) ? item.lead_temperature : -1,
      validityDate: validity && validity >= today ? validity : null,
      power: item.power === null ? null : String(item.power),
      ucType: item.uc_type,
      ownerId,
      column,
      sortKey: await sortKeyAt(user.companyId, "SALES", column.id, 1),
      relatedPreSale: item.id,
    },
    derivedId(commandId, "create-sale"),
  );
  // A retry of the same form finds the sale already there: go to it all the same.
  if (!created.ok && created.error.code !== "conflict") return kit.refuse(created.error);
  // A vendor who gave the sale to someone else does not see it: back to the (qualified) lead.
  return redirect(user.role === "MANAGER" || ownerId === user.id ? itemPath("SALES", saleId) : itemPath(type, item.id));
}

/** SALES "Voltar para pré-venda": ReturnSaleToPreSale on the sale, then its lead back to the funnel. */
export async function backToPreSale(page: ItemRequest, v: z.output<typeof backToPreSaleSchema>) {
  const { user, item, commandId, kit } = page;
  const leadId = item.related_pre_sale;
  if (!leadId) return kit.refuse({ message: MSG.noRelatedPreSale, code: "conflict" });
  // Pre-sales switched off: the form is not shown, and a stale one is refused with the reason.
  if (!canReturnToPreSale(user, "SALES", leadId)) return kit.refuse({ message: PRE_SALES_OFF, code: "conflict" });
  const column = await findColumn(user, "PRE_SALES", v.column);
  if (!column) return kit.refuse({ field: "column", message: MSG.selectColumn });
  const returned = await sendCommand(user, itemStreamId(item.id), itemDecider, { type: "ReturnSaleToPreSale", column }, commandId);
  if (!returned.ok) return kit.refuse(returned.error);
  const lead = await sendCommand(
    user,
    itemStreamId(leadId),
    itemDecider,
    {
      type: "ReturnItemToFunnel",
      to: column,
      sortKey: await sortKeyAt(user.companyId, "PRE_SALES", column.id, 1, leadId),
    },
    derivedId(commandId, "lead-return"),
  );
  // The lead may already be back in progress (returned by hand meanwhile): the sale is gone anyway.
  if (!lead.ok && lead.error.code !== "conflict") return kit.refuse(lead.error);
  // A vendor sees the lead only when it is theirs.
  return redirect((await loadItem(user, leadId)) ? itemPath("PRE_SALES", leadId) : boardPath("SALES", user.id));
}

/**
 * After "Ganho": preferences.autoCreateProjAndInst opens the sale's PROJECT and INSTALLATION cards
 * (automation/auto-create-on-win.ts). A double submit returns the first SaleWon, so the cards'
 * ids are the same and nothing is created twice; the next page waits until the board shows them.
 */
export async function afterWin(outcome: CommandOutcome): Promise<void> {
  if (!outcome.ok) return;
  const win = outcome.events.find((e) => e.type === "SaleWon");
  if (!win) return;
  const { database, store, runner } = await services();
  const { position } = await autoCreateOnWin({ db: database.db, store }, win);
  if (position) await runner.waitFor(position, { timeoutMs: 15_000 });
}
