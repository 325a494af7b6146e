// rm_board_columns and rm_items: what a board page shows. Item numbers (#00001) are given here in
// log order, so a rebuild numbers the items identically.
import { sql } from "kysely";
import { normalizeSearch } from "../../domain/shared";
import type { ProjectionHandler } from "../types";

const itemId = (streamId: string) => streamId.slice("item-".length);
/** "board-<companyId>-<TYPE>" → TYPE (the company id is a 36-character UUID). */
const boardTypeOf = (streamId: string) => streamId.slice("board-".length + 37);

function columnKey(e: { metadata: { companyId: string }; streamId: string }, columnId: string) {
  return { company_id: e.metadata.companyId, board_type: boardTypeOf(e.streamId), column_id: columnId };
}

function itemTouched(e: { metadata: { occurredAt: string }; streamPosition: number }) {
  return { updated_at: e.metadata.occurredAt, version: e.streamPosition };
}

export const boardHandlers: Record<string, ProjectionHandler> = {
  async BoardCreated(trx, e) {
    const { boardType, columns } = e.data;
    if (!columns.length) return;
    await trx
      .insertInto("rm_board_columns")
      .values(
        columns.map((c: any) => ({
          company_id: e.metadata.companyId, board_type: boardType, column_id: c.columnId,
          title: c.title, inactivity_window: c.inactivityWindow, sort_key: c.sortKey,
        })),
      )
      .execute();
  },

  async ColumnAdded(trx, e) {
    const c = e.data;
    await trx.insertInto("rm_board_columns")
      .values({ ...columnKey(e, c.columnId), title: c.title, inactivity_window: c.inactivityWindow, sort_key: c.sortKey })
      .execute();
  },

  async ColumnRenamed(trx, e) {
    const k = columnKey(e, e.data.columnId);
    await trx.updateTable("rm_board_columns")
      .set({ title: e.data.title, inactivity_window: e.data.inactivityWindow })
      .where("company_id", "=", k.company_id).where("board_type", "=", k.board_type).where("column_id", "=", k.column_id)
      .execute();
  },

  async ColumnReordered(trx, e) {
    const k = columnKey(e, e.data.columnId);
    await trx.updateTable("rm_board_columns").set({ sort_key: e.data.sortKey })
      .where("company_id", "=", k.company_id).where("board_type", "=", k.board_type).where("column_id", "=", k.column_id)
      .execute();
  },

  async ColumnDeleted(trx, e) {
    const k = columnKey(e, e.data.columnId);
    await trx.deleteFrom("rm_board_columns")
      .where("company_id", "=", k.company_id).where("board_type", "=", k.board_type).where("column_id", "=", k.column_id)
      .execute();
  },

  async ItemCreated(trx, e) {
    const d = e.data;
    const { next } = await trx
      .selectFrom("rm_items")
      .select(sql<number>`coalesce(max(number), 0) + 1`.as("next"))
      .where("company_id", "=", e.metadata.companyId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("rm_items")
      .values({
        id: d.itemId, company_id: e.metadata.companyId, board_type: d.boardType, number: Number(next),
        name: d.name, search_text: normalizeSearch(`${d.name} ${d.customer?.name ?? ""}`), amount: d.amount,
        customer_id: d.customer?.id ?? null, customer_name: d.customer?.name ?? null, status: "IN_PROGRESS",
        column_id: d.columnId, sort_key: d.sortKey, owner_id: d.ownerId, lead_temperature: d.leadTemperature,
        validity_date: d.validityDate, power: d.power, uc_type: d.ucType, lost_reason: null,
        registered_at: e.metadata.occurredAt, idle_since: e.metadata.occurredAt, idle_reason: e.type,
        related_pre_sale: d.relatedPreSale ?? null, exec_status: null, finished_date: null, status_at: null,
        ...itemTouched(e),
      })
      .execute();
  },

  async ItemMoved(trx, e) {
    const d = e.data;
    await trx
      .updateTable("rm_items")
      .set({
        column_id: d.toColumnId, sort_key: d.sortKey, ...itemTouched(e),
        // Reordering inside a column is not activity on the deal, nor is a move forced by the
        // deletion of its column; a move to another column is.
        ...(d.fromColumnId !== d.toColumnId && d.reason !== "column_deleted" ? { idle_since: e.metadata.occurredAt, idle_reason: e.type } : {}),
      })
      .where("id", "=", itemId(e.streamId))
      .execute();
  },

  async SaleWon(trx, e) {
    await trx
      .updateTable("rm_items")
      .set({ status: "CLOSED", power: e.data.power, uc_type: e.data.ucType, status_at: e.metadata.occurredAt, ...itemTouched(e) })
      .where("id", "=", itemId(e.streamId))
      .execute();
  },

  async SaleLost(trx, e) {
    await trx
      .updateTable("rm_items")
      .set({ status: "LOST", lost_reason: e.data.reason, status_at: e.metadata.occurredAt, ...itemTouched(e) })
      .where("id", "=", itemId(e.streamId))
      .execute();
  },

  async ItemReturnedToFunnel(trx, e) {
    const d = e.data;
    await trx
      .updateTable("rm_items")
      .set({
        status: "IN_PROGRESS", lost_reason: null, exec_status: null, finished_date: null, status_at: null,
        column_id: d.toColumnId, sort_key: d.sortKey,
        idle_since: e.metadata.occurredAt, idle_reason: e.type, ...itemTouched(e),
      })
      .where("id", "=", itemId(e.streamId))
      .execute();
  },

  async ItemDetailsChanged(trx, e) {
    const c = e.data.changes as Record<string, { from: any; to: any }>;
    const id = itemId(e.streamId);
    const set: Record<string, unknown> = { ...itemTouched(e), idle_since: e.metadata.occurredAt, idle_reason: e.type };
    if (c.name) set.name = c.name.to;
    if (c.amount) set.amount = c.amount.to;
    if (c.customer) {
      set.customer_id = c.customer.to?.id ?? null;
      set.customer_name = c.customer.to?.name ?? null;
    }
    if (c.leadTemperature) set.lead_temperature = c.leadTemperature.to;
    if (c.validityDate) set.validity_date = c.validityDate.to;
    if (c.power) set.power = c.power.to;
    if (c.ucType) set.uc_type = c.ucType.to;
    if (c.name || c.customer) {
      const cur = await trx.selectFrom("rm_items").select(["name", "customer_name"]).where("id", "=", id).executeTakeFirstOrThrow();
      const name = c.name ? c.name.to : cur.name;
      const customer = c.customer ? c.customer.to?.name ?? "" : cur.customer_name ?? "";
      set.search_text = normalizeSearch(`${name} ${customer}`);
    }
    await trx.updateTable("rm_items").set(set).where("id", "=", id).execute();
  },

  async LeadQualified(trx, e) {
    await trx.updateTable("rm_items").set({ status: "CLOSED", status_at: e.metadata.occurredAt, ...itemTouched(e) })
      .where("id", "=", itemId(e.streamId)).execute();
  },

  async LeadDisqualified(trx, e) {
    await trx.updateTable("rm_items")
      .set({ status: "LOST", lost_reason: e.data.reason, status_at: e.metadata.occurredAt, ...itemTouched(e) })
      .where("id", "=", itemId(e.streamId)).execute();
  },

  async ItemFinished(trx, e) {
    await trx.updateTable("rm_items")
      .set({
        status: "CLOSED", exec_status: e.data.execStatus, finished_date: e.data.finishedDate,
        status_at: e.metadata.occurredAt, ...itemTouched(e),
      })
      .where("id", "=", itemId(e.streamId)).execute();
  },

  async ItemSent(trx, e) {
    await trx.updateTable("rm_items").set({ owner_id: e.data.toUserId, ...itemTouched(e) })
      .where("id", "=", itemId(e.streamId)).execute();
  },

  // A deleted item, or a sale sent back to its pre-sale lead, leaves the boards and lists; its
  // history stays for auditors.
  async ItemDeleted(trx, e) {
    await trx.deleteFrom("rm_item_reject_reasons").where("item_id", "=", itemId(e.streamId)).execute();
    await trx.deleteFrom("rm_items").where("id", "=", itemId(e.streamId)).execute();
  },

  async SaleReturnedToPreSale(trx, e) {
    await trx.deleteFrom("rm_items").where("id", "=", itemId(e.streamId)).execute();
  },

  async RejectReasonAdded(trx, e) {
    const id = itemId(e.streamId);
    const { next } = await trx.selectFrom("rm_item_reject_reasons")
      .select(sql<number>`coalesce(max(position), 0) + 1`.as("next")).where("item_id", "=", id).executeTakeFirstOrThrow();
    await trx.insertInto("rm_item_reject_reasons")
      .values({
        item_id: id, reason_id: e.data.reasonId, company_id: e.metadata.companyId, reason: e.data.reason,
        registered_at: e.data.registryDate ?? e.metadata.occurredAt, position: Number(next),
      })
      .execute();
  },

  async RejectReasonEdited(trx, e) {
    await trx.updateTable("rm_item_reject_reasons").set({ reason: e.data.to })
      .where("item_id", "=", itemId(e.streamId)).where("reason_id", "=", e.data.reasonId).execute();
  },

  async RejectReasonDeleted(trx, e) {
    await trx.deleteFrom("rm_item_reject_reasons")
      .where("item_id", "=", itemId(e.streamId)).where("reason_id", "=", e.data.reasonId).execute();
  },
};
