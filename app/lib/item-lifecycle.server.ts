// The item page's lifecycle intents (issue 3): finish, qualify / disqualify a lead, back to
// pre-sale, PROJECT reject reasons, send to another user, delete. Each parses its zod schema,
// checks that what the form names belongs to the user's company, and sends the command with the
// form's commandId (ids a form creates are derived from it, so a double submit applies once).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { itemDecider } from "../../domain/item";
import { localDate, MSG, type BoardType, type DomainError } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import { listColumns, loadItem, sortKeyAt } from "./board.server";
import { can, isEnterprise, ledMemberIds } from "./access.server";
import { BOARD_FLAGS, effectivePermissions } from "../../domain/shared/permissions";
import { boardPath, itemPath } from "./board-types";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import {
  addRejectReasonSchema,
  backToPreSaleSchema,
  deleteItemSchema,
  deleteRejectReasonSchema,
  disqualifySchema,
  editRejectReasonSchema,
  finishSchema,
  qualifySchema,
  sendSchema,
} from "./forms";
import { services } from "./services.server";

const schemas: Record<string, ZodTypeAny> = {
  finish: finishSchema,
  qualify: qualifySchema,
  disqualify: disqualifySchema,
  backToPreSale: backToPreSaleSchema,
  addRejectReason: addRejectReasonSchema,
  editRejectReason: editRejectReasonSchema,
  deleteRejectReason: deleteRejectReasonSchema,
  send: sendSchema,
  delete: deleteItemSchema,
};
export const LIFECYCLE_INTENTS = Object.keys(schemas);

export function isLifecycleIntent(v: unknown): boolean {
  return typeof v === "string" && Object.prototype.hasOwnProperty.call(schemas, v);
}

export interface Receiver {
  id: string;
  /** The manager is shown as GERENTE (spec part 2 §2). */
  label: string;
  name: string;
}

/**
 * Who the user may send an item of board `type` to (spec part 2 §6): a MANAGER, or a vendor with
 * that board's manager flag (salesManager, projectManager, ...), sends to the manager (GERENTE)
 * and to every active vendor; anyone else only to themselves and the members of teams they lead.
 */
export async function allowedReceivers(user: SessionUser, type: BoardType = "SALES"): Promise<Receiver[]> {
  const { database } = await services();
  const users = await database.db
    .selectFrom("rm_users")
    .select(["id", "name", "role"])
    .where("company_id", "=", user.companyId)
    .where("active", "=", true)
    .orderBy("name")
    .orderBy("id")
    .execute();
  const label = (u: { id: string; name: string; role: string }) => (u.role === "MANAGER" ? "GERENTE" : u.name);
  if (user.role !== "MANAGER" && !can(user, BOARD_FLAGS[type].manager)) {
    const mine = new Set([user.id, ...(isEnterprise(user) ? await ledMemberIds(user) : [])]);
    return users.filter((u) => mine.has(u.id)).map((u) => ({ id: u.id, name: u.name, label: label(u) }));
  }
  const managers = users.filter((u) => u.role === "MANAGER");
  const vendors = users.filter((u) => u.role === "VENDOR");
  return [...managers, ...vendors].map((u) => ({ id: u.id, name: u.name, label: label(u) }));
}

/**
 * The qualify form's vendor choices (part 2 §6): the manager (GERENTE), the active vendors who
 * hold salesKanban, and "Distribuição automática" (AUTO).
 */
export async function qualifyVendors(user: SessionUser): Promise<Receiver[]> {
  const { database } = await services();
  const users = await database.db
    .selectFrom("rm_users")
    .select(["id", "name", "role", "permissions"])
    .where("company_id", "=", user.companyId)
    .where("active", "=", true)
    .orderBy("name")
    .orderBy("id")
    .execute();
  const managers = users.filter((u) => u.role === "MANAGER").map((u) => ({ id: u.id, name: u.name, label: "GERENTE" }));
  const vendors = users
    .filter(
      (u) => u.role === "VENDOR" && effectivePermissions((u.permissions ?? {}) as Record<string, boolean>).salesKanban,
    )
    .map((u) => ({ id: u.id, name: u.name, label: u.name }));
  return [...managers, ...vendors, { id: "AUTO", name: "Distribuição automática", label: "Distribuição automática" }];
}

export async function rejectReasons(companyId: string, itemId: string) {
  const { database } = await services();
  const rows = await database.db
    .selectFrom("rm_item_reject_reasons")
    .select(["reason_id", "reason", "registered_at"])
    .where("company_id", "=", companyId)
    .where("item_id", "=", itemId)
    .orderBy("position")
    .orderBy("reason_id")
    .execute();
  return rows.map((r) => ({
    id: r.reason_id,
    reason: r.reason,
    registeredAt: new Date(r.registered_at).toISOString(),
  }));
}

/** The data the lifecycle forms need, for the item page's loader. */
export async function lifecycleData(user: SessionUser, type: BoardType, itemId: string, relatedPreSale: string | null) {
  const [receivers, vendors, salesColumns, preSalesColumns, reasons] = await Promise.all([
    allowedReceivers(user, type),
    type === "PRE_SALES" ? qualifyVendors(user) : Promise.resolve([]),
    type === "PRE_SALES" ? listColumns(user.companyId, "SALES") : Promise.resolve([]),
    type === "SALES" && relatedPreSale ? listColumns(user.companyId, "PRE_SALES") : Promise.resolve([]),
    type === "PROJECT" ? rejectReasons(user.companyId, itemId) : Promise.resolve([]),
  ]);
  return {
    receivers,
    vendors,
    salesColumns,
    preSalesColumns,
    rejectReasons: reasons,
    today: localDate(new Date().toISOString()) ?? "",
    canDelete: user.role === "MANAGER",
  };
}

type Reply = ReturnType<typeof data>;

/** Runs one lifecycle intent: a redirect on success, otherwise the conform reply to render. */
export async function runLifecycleIntent(
  user: SessionUser,
  form: FormData,
  itemId: string,
  type: BoardType,
): Promise<Response | Reply> {
  const intent = String(form.get("intent"));
  // Vendors cannot delete items (spec part 2 §6): not even a crafted POST.
  if (intent === "delete" && user.role !== "MANAGER") throw new Response(MSG.vendorsCannotDelete, { status: 403 });
  const schema = schemas[intent];
  if (!schema) throw new Response("Ação desconhecida.", { status: 400 });
  const submission = parseWithZod(form, { schema });
  const reply = (status: number, fieldErrors?: Record<string, string[]>, formErrors?: string[]) =>
    data({ intent, itemId, result: submission.reply({ fieldErrors, formErrors }) }, { status });
  if (submission.status !== "success") return data({ intent, itemId, result: submission.reply() }, { status: 400 });

  const item = await loadItem(user, itemId);
  if (!item || item.board_type !== type) throw new Response("Item não encontrado.", { status: 404 });
  const v = submission.value as Record<string, any>;
  const commandId = commandIdFrom(form);
  const stream = `item-${itemId}`;
  const failed = (error: DomainError) => {
    const status = error.code === "not_found" ? 404 : error.code === "forbidden" ? 403 : 409;
    return error.field && error.field in v
      ? reply(status, { [error.field]: [error.message] })
      : reply(status, undefined, [error.message]);
  };
  const back = redirect(itemPath(type, itemId));
  const toBoard = redirect(boardPath(type, user.id));

  switch (intent) {
    case "finish": {
      const outcome = await sendCommand(
        user,
        stream,
        itemDecider,
        {
          type: "FinishItem",
          execStatus: v.execStatus,
          finishedDate: v.finishedDate,
        },
        commandId,
      );
      return outcome.ok ? toBoard : failed(outcome.error);
    }

    case "qualify": {
      const columns = await listColumns(user.companyId, "SALES");
      const column = columns.find((c) => c.id === v.column);
      if (!column) return reply(400, { column: [MSG.selectColumn] });
      const vendors = await qualifyVendors(user);
      if (!vendors.some((u) => u.id === v.vendor)) return reply(400, { vendor: [MSG.selectVendor] });
      // Distribuição automática: until the distribution rules exist (another issue), the sale goes
      // to the company's manager.
      const ownerId = v.vendor === "AUTO" ? user.managerId : v.vendor;
      const saleId = derivedId(commandId, "sale");
      const qualified = await sendCommand(
        user,
        stream,
        itemDecider,
        {
          type: "QualifyLead",
          to: { boardType: "SALES", column: { id: column.id, title: column.title } },
          vendorId: v.vendor,
          saleId,
        },
        commandId,
      );
      if (!qualified.ok) return failed(qualified.error);
      const today = localDate(new Date().toISOString()) ?? "";
      const validity = item.validity_date ? isoDate(item.validity_date) : null;
      const created = await sendCommand(
        user,
        `item-${saleId}`,
        itemDecider,
        {
          type: "CreateItem",
          itemId: saleId,
          boardType: "SALES",
          name: item.name,
          amount: String(item.amount),
          customer: item.customer_id ? { id: item.customer_id, name: item.customer_name ?? "" } : null,
          leadTemperature: item.lead_temperature as -1 | 0 | 1 | 2,
          validityDate: validity && validity >= today ? validity : null,
          power: item.power === null ? null : String(item.power),
          ucType: item.uc_type,
          ownerId,
          column: { id: column.id, title: column.title },
          sortKey: await sortKeyAt(user.companyId, "SALES", column.id, 1),
          relatedPreSale: itemId,
        },
        derivedId(commandId, "create-sale"),
      );
      // A retry of the same form finds the sale already there: go to it all the same.
      if (!created.ok && created.error.code !== "conflict") return failed(created.error);
      // A vendor who gave the sale to someone else does not see it: back to the (qualified) lead.
      return redirect(
        user.role === "MANAGER" || ownerId === user.id ? itemPath("SALES", saleId) : itemPath(type, itemId),
      );
    }

    case "disqualify": {
      const outcome = await sendCommand(
        user,
        stream,
        itemDecider,
        { type: "DisqualifyLead", reason: v.reason },
        commandId,
      );
      return outcome.ok ? back : failed(outcome.error);
    }

    case "backToPreSale": {
      const leadId = item.related_pre_sale;
      if (!leadId) return reply(409, undefined, [MSG.noRelatedPreSale]);
      const columns = await listColumns(user.companyId, "PRE_SALES");
      const column = columns.find((c) => c.id === v.column);
      if (!column) return reply(400, { column: [MSG.selectColumn] });
      const to = { id: column.id, title: column.title };
      const returned = await sendCommand(
        user,
        stream,
        itemDecider,
        { type: "ReturnSaleToPreSale", column: to },
        commandId,
      );
      if (!returned.ok) return failed(returned.error);
      const lead = await sendCommand(
        user,
        `item-${leadId}`,
        itemDecider,
        {
          type: "ReturnItemToFunnel",
          to,
          sortKey: await sortKeyAt(user.companyId, "PRE_SALES", column.id, 1, leadId),
        },
        derivedId(commandId, "lead-return"),
      );
      // The lead may already be back in progress (returned by hand meanwhile): the sale is gone anyway.
      if (!lead.ok && lead.error.code !== "conflict") return failed(lead.error);
      // A vendor sees the lead only when it is theirs.
      return redirect((await loadItem(user, leadId)) ? itemPath("PRE_SALES", leadId) : boardPath("SALES", user.id));
    }

    case "addRejectReason": {
      const outcome = await sendCommand(
        user,
        stream,
        itemDecider,
        {
          type: "AddRejectReason",
          reasonId: derivedId(commandId, "reject-reason"),
          reason: v.reason,
        },
        commandId,
      );
      return outcome.ok ? back : failed(outcome.error);
    }

    case "editRejectReason": {
      const outcome = await sendCommand(
        user,
        stream,
        itemDecider,
        {
          type: "EditRejectReason",
          reasonId: v.reasonId,
          reason: v.reason,
        },
        commandId,
      );
      return outcome.ok ? back : failed(outcome.error);
    }

    case "deleteRejectReason": {
      const outcome = await sendCommand(
        user,
        stream,
        itemDecider,
        { type: "DeleteRejectReason", reasonId: v.reasonId },
        commandId,
      );
      return outcome.ok ? back : failed(outcome.error);
    }

    case "send": {
      const receivers = await allowedReceivers(user, type);
      const to = receivers.find((r) => r.id === v.toUserId);
      const outcome = await sendCommand(
        user,
        stream,
        itemDecider,
        {
          type: "SendItem",
          toUserId: v.toUserId,
          toUserName: to?.name ?? "",
          allowedReceivers: receivers.map((r) => r.id),
        },
        commandId,
      );
      if (!outcome.ok) return failed(outcome.error);
      // A vendor who sent the item away no longer sees it.
      return user.role === "MANAGER" || v.toUserId === user.id ? back : toBoard;
    }

    case "delete": {
      const outcome = await sendCommand(
        user,
        stream,
        itemDecider,
        { type: "DeleteItem", actorRole: user.role },
        commandId,
      );
      return outcome.ok ? toBoard : failed(outcome.error);
    }
  }
  throw new Response("Ação desconhecida.", { status: 400 });
}

function isoDate(d: unknown): string {
  if (d instanceof Date) return d.toISOString().slice(0, 10);
  return String(d).slice(0, 10);
}
