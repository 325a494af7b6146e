// rm_board_columns and rm_items: what a board page shows. Item numbers (#00001) are given here in
// log order, so a rebuild numbers the items identically.
import { sql } from "kysely";
import type { BoardEvent } from "../../domain/board";
import { saleFieldsOf, type ItemDetailChanges, type ItemEvent, type SaleFields } from "../../domain/item";
import { normalizeSearch } from "../../domain/shared";
import { insertRows, mergeInto, updateRows } from "../bulk-sql";
import { restoreItemRow, setItemAside } from "./board-undo";
import { bulkHandler, type BulkHandler, type Recorded, type TypedHandlers } from "../types";

const itemId = (streamId: string) => streamId.slice("item-".length);
/** "board-<companyId>-<TYPE>" → TYPE (the company id is a 36-character UUID). */
const boardTypeOf = (streamId: string) => streamId.slice("board-".length + 37);

function columnKey(e: { metadata: { companyId: string }; streamId: string }, columnId: string) {
  return { company_id: e.metadata.companyId, board_type: boardTypeOf(e.streamId), column_id: columnId };
}

function columnRow(companyId: string, boardType: string, c: { columnId: string; title: string; inactivityWindow: number; sortKey: string }) {
  return {
    company_id: companyId,
    board_type: boardType,
    column_id: c.columnId,
    title: c.title,
    inactivity_window: c.inactivityWindow,
    sort_key: c.sortKey,
  };
}

function itemTouched(e: { metadata: { occurredAt: string }; streamPosition: number }) {
  return { updated_at: e.metadata.occurredAt, version: e.streamPosition };
}

type Row = Record<string, unknown>;

/** A decided item (won, lost, qualified, finished): its status, the event's own columns, when. */
function decided(e: { metadata: { occurredAt: string }; streamPosition: number }, status: "CLOSED" | "LOST", own: Row = {}): Row {
  return { status, ...own, status_at: e.metadata.occurredAt, ...itemTouched(e) };
}

/** rm_items' column of each sale field (spec spelling kept: roofHight → roof_hight). */
const SALE_COLUMNS: { [K in keyof SaleFields]: string } = {
  modsQtd: "mods_qtd",
  invQtd: "inv_qtd",
  distance: "distance",
  roofHight: "roof_hight",
  inverterType: "inverter_type",
  dueDate: "due_date",
  deliveryDate: "delivery_date",
};

/** The columns of the sale fields given (all of them on ItemCreated, the changed ones on ItemDetailsChanged). */
function saleColumns(fields: Partial<SaleFields>): Row {
  const row: Row = {};
  for (const [field, column] of Object.entries(SALE_COLUMNS)) if (field in fields) row[column] = fields[field as keyof SaleFields];
  return row;
}

/** The new values of the sale fields an ItemDetailsChanged changed. */
function changedSaleFields(c: ItemDetailChanges): Partial<SaleFields> {
  const out: Partial<Record<keyof SaleFields, unknown>> = {};
  for (const field of Object.keys(SALE_COLUMNS) as (keyof SaleFields)[]) if (c[field]) out[field] = c[field].to;
  return out as Partial<SaleFields>;
}

/** The rm_items row an ItemCreated makes, without its number (given in log order by the bulk). */
function createdRow(e: Recorded<ItemEvent, "ItemCreated">): Row {
  const d = e.data;
  return {
    id: d.itemId,
    company_id: e.metadata.companyId,
    board_type: d.boardType,
    name: d.name,
    search_text: normalizeSearch(`${d.name} ${d.customer?.name ?? ""}`),
    amount: d.amount,
    customer_id: d.customer?.id ?? null,
    customer_name: d.customer?.name ?? null,
    status: "IN_PROGRESS",
    column_id: d.columnId,
    sort_key: d.sortKey,
    owner_id: d.ownerId,
    lead_temperature: d.leadTemperature,
    validity_date: d.validityDate,
    power: d.power,
    uc_type: d.ucType,
    ...saleColumns(saleFieldsOf(d)),
    lost_reason: null,
    // An imported sale's own registry date, at noon UTC: the same day in every Brazilian time zone.
    registered_at: d.registeredAt ? `${d.registeredAt}T12:00:00.000Z` : e.metadata.occurredAt,
    idle_since: e.metadata.occurredAt,
    idle_reason: e.type,
    related_pre_sale: d.relatedPreSale ?? null,
    exec_status: null,
    finished_date: null,
    status_at: null,
    ...itemTouched(e),
  };
}

/** The columns an event sets on its item's row: a function of the event alone (no reads). */
type ItemSets = { [K in SetType]: (e: Recorded<ItemEvent, K>) => Row };
type SetType = "ItemMoved" | "SaleWon" | "SaleLost" | "LeadQualified" | "LeadDisqualified" | "ItemFinished" | "ItemSent";
const itemSets: ItemSets = {
  ItemMoved: (e) => {
    const d = e.data;
    return {
      column_id: d.toColumnId,
      sort_key: d.sortKey,
      ...itemTouched(e),
      // Reordering inside a column is not activity on the deal, nor is a move forced by the
      // deletion of its column; a move to another column is.
      ...(d.fromColumnId !== d.toColumnId && d.reason !== "column_deleted" ? { idle_since: e.metadata.occurredAt, idle_reason: e.type } : {}),
    };
  },
  SaleWon: (e) => decided(e, "CLOSED", { power: e.data.power, uc_type: e.data.ucType }),
  SaleLost: (e) => decided(e, "LOST", { lost_reason: e.data.reason }),
  LeadQualified: (e) => decided(e, "CLOSED"),
  LeadDisqualified: (e) => decided(e, "LOST", { lost_reason: e.data.reason }),
  ItemFinished: (e) => decided(e, "CLOSED", { exec_status: e.data.execStatus, finished_date: e.data.finishedDate }),
  ItemSent: (e) => ({ owner_id: e.data.toUserId, ...itemTouched(e) }),
};
const setOf = <K extends SetType>(type: K, e: Recorded<ItemEvent, K>): Row => itemSets[type](e);

/**
 * ItemCreated and the events of itemSets over a run: numbers continue each company's max(number)
 * in log order (ADR 002), an item created in the run is inserted with its later changes folded in,
 * the others get one UPDATE per set of changed columns.
 */
const itemsBulk: BulkHandler<Recorded<ItemEvent, "ItemCreated" | SetType>> = async (trx, events) => {
  const creating = [...new Set(events.filter((e) => e.type === "ItemCreated").map((e) => e.metadata.companyId))];
  const next = new Map<string, number>();
  if (creating.length) {
    const rows = await trx
      .selectFrom("rm_items")
      .select(["company_id", sql<number>`max(number)`.as("max")])
      .where("company_id", "in", creating)
      .groupBy("company_id")
      .execute();
    for (const c of creating) next.set(c, Number(rows.find((r) => r.company_id === c)?.max ?? 0));
  }
  const inserts = new Map<string, Row>();
  const updates = new Map<string, Row>();
  for (const e of events) {
    if (e.type === "ItemCreated") {
      const number = next.get(e.metadata.companyId)! + 1;
      next.set(e.metadata.companyId, number);
      inserts.set(e.data.itemId, { ...createdRow(e), number });
      continue;
    }
    const id = itemId(e.streamId);
    const set = setOf(e.type, e);
    const created = inserts.get(id);
    if (created) Object.assign(created, set);
    else mergeInto(updates, id, set);
  }
  await insertRows(trx, "rm_items", [...inserts.values()]);
  await updateRows(
    trx,
    "rm_items",
    ["id"],
    [...updates].map(([id, set]) => ({ id, ...set })),
  );
};

const bulkItems = bulkHandler(itemsBulk);

export const boardHandlers: TypedHandlers<ItemEvent | BoardEvent> = {
  ItemCreated: bulkItems,
  ItemMoved: bulkItems,
  SaleWon: bulkItems,
  SaleLost: bulkItems,
  LeadQualified: bulkItems,
  LeadDisqualified: bulkItems,
  ItemFinished: bulkItems,
  ItemSent: bulkItems,

  async BoardCreated(trx, e) {
    const { boardType, columns } = e.data;
    if (!columns.length) return;
    await trx
      .insertInto("rm_board_columns")
      .values(columns.map((c) => columnRow(e.metadata.companyId, boardType, c)))
      .execute();
  },

  async ColumnAdded(trx, e) {
    await trx
      .insertInto("rm_board_columns")
      .values(columnRow(e.metadata.companyId, boardTypeOf(e.streamId), e.data))
      .execute();
  },

  async ColumnRenamed(trx, e) {
    await trx
      .updateTable("rm_board_columns")
      .set({ title: e.data.title, inactivity_window: e.data.inactivityWindow })
      .where((eb) => eb.and(columnKey(e, e.data.columnId)))
      .execute();
  },

  async ColumnReordered(trx, e) {
    await trx
      .updateTable("rm_board_columns")
      .set({ sort_key: e.data.sortKey })
      .where((eb) => eb.and(columnKey(e, e.data.columnId)))
      .execute();
  },

  async ColumnDeleted(trx, e) {
    await trx
      .deleteFrom("rm_board_columns")
      .where((eb) => eb.and(columnKey(e, e.data.columnId)))
      .execute();
  },

  async ItemReturnedToFunnel(trx, e) {
    const d = e.data;
    await trx
      .updateTable("rm_items")
      .set({
        status: "IN_PROGRESS",
        lost_reason: null,
        exec_status: null,
        finished_date: null,
        status_at: null,
        column_id: d.toColumnId,
        sort_key: d.sortKey,
        idle_since: e.metadata.occurredAt,
        idle_reason: e.type,
        ...itemTouched(e),
      })
      .where("id", "=", itemId(e.streamId))
      .execute();
  },

  async ItemDetailsChanged(trx, e) {
    const c = e.data.changes;
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
    Object.assign(set, saleColumns(changedSaleFields(c)));
    if (c.name || c.customer) {
      const cur = await trx.selectFrom("rm_items").select(["name", "customer_name"]).where("id", "=", id).executeTakeFirstOrThrow();
      const name = c.name ? c.name.to : cur.name;
      const customer = c.customer ? (c.customer.to?.name ?? "") : (cur.customer_name ?? "");
      set.search_text = normalizeSearch(`${name} ${customer}`);
    }
    await trx.updateTable("rm_items").set(set).where("id", "=", id).execute();
  },

  // A deleted item, or a sale sent back to its pre-sale lead, leaves the boards and lists; its
  // history stays for auditors.
  async ItemDeleted(trx, e) {
    await setItemAside(trx, e);
    await trx.deleteFrom("rm_item_reject_reasons").where("item_id", "=", itemId(e.streamId)).execute();
    await trx.deleteFrom("rm_items").where("id", "=", itemId(e.streamId)).execute();
  },

  // "Desfazer": the rows ItemDeleted set aside, back in place (board-undo.ts).
  ItemRestored: restoreItemRow,

  async SaleReturnedToPreSale(trx, e) {
    await trx.deleteFrom("rm_items").where("id", "=", itemId(e.streamId)).execute();
  },

  async RejectReasonAdded(trx, e) {
    const id = itemId(e.streamId);
    const { next } = await trx
      .selectFrom("rm_item_reject_reasons")
      .select(sql<number>`coalesce(max(position), 0) + 1`.as("next"))
      .where("item_id", "=", id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("rm_item_reject_reasons")
      .values({
        item_id: id,
        reason_id: e.data.reasonId,
        company_id: e.metadata.companyId,
        reason: e.data.reason,
        registered_at: e.data.registryDate ?? e.metadata.occurredAt,
        position: Number(next),
      })
      .execute();
  },

  async RejectReasonEdited(trx, e) {
    await trx
      .updateTable("rm_item_reject_reasons")
      .set({ reason: e.data.to })
      .where("item_id", "=", itemId(e.streamId))
      .where("reason_id", "=", e.data.reasonId)
      .execute();
  },

  async RejectReasonDeleted(trx, e) {
    await trx.deleteFrom("rm_item_reject_reasons").where("item_id", "=", itemId(e.streamId)).where("reason_id", "=", e.data.reasonId).execute();
  },
};
