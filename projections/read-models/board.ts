// rm_board_columns and rm_items: what a board page shows. Item numbers (#00001) are given here in
// log order, so a rebuild numbers the items identically.
import { sql } from "kysely";
import { normalizeSearch } from "../../domain/shared";
import type { ProjectionHandler } from "../types";

const itemId = (streamId: string) => streamId.slice("item-".length);

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
        // Reordering inside a column is not activity on the deal; changing column is.
        ...(d.fromColumnId !== d.toColumnId ? { idle_since: e.metadata.occurredAt, idle_reason: e.type } : {}),
      })
      .where("id", "=", itemId(e.streamId))
      .execute();
  },

  async SaleWon(trx, e) {
    await trx
      .updateTable("rm_items")
      .set({ status: "CLOSED", power: e.data.power, uc_type: e.data.ucType, ...itemTouched(e) })
      .where("id", "=", itemId(e.streamId))
      .execute();
  },

  async SaleLost(trx, e) {
    await trx
      .updateTable("rm_items")
      .set({ status: "LOST", lost_reason: e.data.reason, ...itemTouched(e) })
      .where("id", "=", itemId(e.streamId))
      .execute();
  },

  async ItemReturnedToFunnel(trx, e) {
    const d = e.data;
    await trx
      .updateTable("rm_items")
      .set({
        status: "IN_PROGRESS", lost_reason: null, column_id: d.toColumnId, sort_key: d.sortKey,
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
};
