// The dashboard's analytics (issue 6): rm_an_monthly (per company, board type, owner and month:
// generated, won, lost), rm_an_open (open deals per owner) and rm_an_column_stays (each stay of an
// item in a column). rm_an_items keeps each item's figures so that an event can RETRACT the item's
// contribution, change the item and ADD it again: every aggregate row is then exactly the sum over
// the current items, whatever order the events came in, and a rebuild gives the same rows.
// Teams are not stored: a team's figures are the sum of its members' user rows at query time.
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { monthOf } from "../../domain/dashboard/months";
import type { RecordedEvent } from "../../eventstore/types";
import type { ItemEvent } from "../../domain/item";
import type { TypedHandlers } from "../types";

export interface AnalyticsItem {
  item_id: string;
  company_id: string;
  board_type: string;
  owner_id: string;
  name: string;
  amount: string;
  power: string | null;
  status: string;
  created_at: string;
  created_month: string;
  status_at: string | null;
  status_month: string | null;
  lost_reason: string | null;
}

export interface MonthlyDelta {
  month: string;
  generated_count: number;
  generated_amount: string;
  won_count: number;
  won_amount: string;
  won_power: string;
  lost_count: number;
  lost_amount: string;
}

const neg = (v: string) => (v.startsWith("-") ? v.slice(1) : `-${v}`);
const signed = (v: string, sign: 1 | -1) => (sign === 1 ? v : neg(v));

/** What one item adds to the monthly rows (sign 1) or takes away (sign -1). Pure. */
export function monthlyContribution(item: AnalyticsItem, sign: 1 | -1): MonthlyDelta[] {
  const zero = {
    generated_count: 0,
    generated_amount: "0",
    won_count: 0,
    won_amount: "0",
    won_power: "0",
    lost_count: 0,
    lost_amount: "0",
  };
  const out: MonthlyDelta[] = [{ ...zero, month: item.created_month, generated_count: sign, generated_amount: signed(item.amount, sign) }];
  if (item.status === "CLOSED" && item.status_month) {
    out.push({
      ...zero,
      month: item.status_month,
      won_count: sign,
      won_amount: signed(item.amount, sign),
      won_power: signed(item.power ?? "0", sign),
    });
  } else if (item.status === "LOST" && item.status_month) {
    out.push({ ...zero, month: item.status_month, lost_count: sign, lost_amount: signed(item.amount, sign) });
  }
  return mergeByMonth(out);
}

/** One delta per month (an item won in the month it was created touches that row once). */
function mergeByMonth(deltas: MonthlyDelta[]): MonthlyDelta[] {
  const byMonth = new Map<string, MonthlyDelta>();
  for (const d of deltas) {
    const prev = byMonth.get(d.month);
    if (!prev) {
      byMonth.set(d.month, d);
      continue;
    }
    byMonth.set(d.month, {
      month: d.month,
      generated_count: prev.generated_count + d.generated_count,
      generated_amount: prev.generated_amount === "0" ? d.generated_amount : prev.generated_amount,
      won_count: prev.won_count + d.won_count,
      won_amount: prev.won_amount === "0" ? d.won_amount : prev.won_amount,
      won_power: prev.won_power === "0" ? d.won_power : prev.won_power,
      lost_count: prev.lost_count + d.lost_count,
      lost_amount: prev.lost_amount === "0" ? d.lost_amount : prev.lost_amount,
    });
  }
  return [...byMonth.values()];
}

async function applyContribution(trx: Transaction<DB>, item: AnalyticsItem, sign: 1 | -1) {
  const key = { company_id: item.company_id, board_type: item.board_type, user_id: item.owner_id };
  await trx
    .insertInto("rm_an_monthly")
    .values(monthlyContribution(item, sign).map((d) => ({ ...key, ...d })))
    .onConflict((oc) =>
      oc.columns(["company_id", "board_type", "user_id", "month"]).doUpdateSet((eb) => ({
        generated_count: sql`${eb.ref("rm_an_monthly.generated_count")} + excluded.generated_count`,
        generated_amount: sql`${eb.ref("rm_an_monthly.generated_amount")} + excluded.generated_amount`,
        won_count: sql`${eb.ref("rm_an_monthly.won_count")} + excluded.won_count`,
        won_amount: sql`${eb.ref("rm_an_monthly.won_amount")} + excluded.won_amount`,
        won_power: sql`${eb.ref("rm_an_monthly.won_power")} + excluded.won_power`,
        lost_count: sql`${eb.ref("rm_an_monthly.lost_count")} + excluded.lost_count`,
        lost_amount: sql`${eb.ref("rm_an_monthly.lost_amount")} + excluded.lost_amount`,
      })),
    )
    .execute();
  if (item.status !== "IN_PROGRESS") return;
  await trx
    .insertInto("rm_an_open")
    .values({ ...key, open_count: sign, open_amount: signed(item.amount, sign) })
    .onConflict((oc) =>
      oc.columns(["company_id", "board_type", "user_id"]).doUpdateSet((eb) => ({
        open_count: sql`${eb.ref("rm_an_open.open_count")} + excluded.open_count`,
        open_amount: sql`${eb.ref("rm_an_open.open_amount")} + excluded.open_amount`,
      })),
    )
    .execute();
}

const itemIdOf = (e: RecordedEvent) => e.streamId.slice("item-".length);

async function loadItem(trx: Transaction<DB>, itemId: string): Promise<AnalyticsItem | null> {
  const row = await trx.selectFrom("rm_an_items").selectAll().where("item_id", "=", itemId).executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    amount: String(row.amount),
    power: row.power === null ? null : String(row.power),
    created_at: new Date(row.created_at).toISOString(),
    status_at: row.status_at === null ? null : new Date(row.status_at).toISOString(),
  };
}

/** Retract the item's contribution, change it, add it back (or drop it when `change` gives null). */
async function changeItem(trx: Transaction<DB>, e: RecordedEvent, change: (item: AnalyticsItem) => AnalyticsItem | null) {
  const item = await loadItem(trx, itemIdOf(e));
  if (!item) return;
  await applyContribution(trx, item, -1);
  const next = change(item);
  if (next === null) {
    await trx.deleteFrom("rm_an_items").where("item_id", "=", item.item_id).execute();
    await trx.deleteFrom("rm_an_column_stays").where("item_id", "=", item.item_id).execute();
    return;
  }
  await applyContribution(trx, next, 1);
  const { item_id, ...rest } = next;
  await trx.updateTable("rm_an_items").set(rest).where("item_id", "=", item_id).execute();
}

function decided(e: RecordedEvent, status: "CLOSED" | "LOST", extra: Partial<AnalyticsItem> = {}) {
  return (item: AnalyticsItem): AnalyticsItem => ({
    ...item,
    status,
    status_at: e.metadata.occurredAt,
    status_month: monthOf(e.metadata.occurredAt),
    ...extra,
  });
}

// ── Column stays ─────────────────────────────────────────────────────────────
async function closeStay(trx: Transaction<DB>, itemId: string, at: string) {
  await trx.updateTable("rm_an_column_stays").set({ left_at: at }).where("item_id", "=", itemId).where("left_at", "is", null).execute();
}

async function openStay(trx: Transaction<DB>, e: RecordedEvent, board: string, columnId: string, columnTitle: string) {
  const itemId = itemIdOf(e);
  const { next } = await trx
    .selectFrom("rm_an_column_stays")
    .select(sql<number>`coalesce(max(seq), -1) + 1`.as("next"))
    .where("item_id", "=", itemId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("rm_an_column_stays")
    .values({
      item_id: itemId,
      seq: Number(next),
      company_id: e.metadata.companyId,
      board_type: board,
      column_id: columnId,
      column_title: columnTitle,
      entered_at: e.metadata.occurredAt,
      left_at: null,
    })
    .execute();
}

async function leaveFunnel(trx: Transaction<DB>, e: RecordedEvent, status: "CLOSED" | "LOST", extra: Partial<AnalyticsItem> = {}) {
  await changeItem(trx, e, decided(e, status, extra));
  await closeStay(trx, itemIdOf(e), e.metadata.occurredAt);
}

export const analyticsHandlers: TypedHandlers<ItemEvent> = {
  async ItemCreated(trx, e) {
    const d = e.data;
    const item: AnalyticsItem = {
      item_id: d.itemId,
      company_id: e.metadata.companyId,
      board_type: d.boardType,
      owner_id: d.ownerId,
      name: d.name,
      amount: String(d.amount),
      power: d.power ?? null,
      status: "IN_PROGRESS",
      created_at: e.metadata.occurredAt,
      created_month: monthOf(e.metadata.occurredAt)!,
      status_at: null,
      status_month: null,
      lost_reason: null,
    };
    await trx.insertInto("rm_an_items").values(item).execute();
    await applyContribution(trx, item, 1);
    await openStay(trx, e, d.boardType, d.columnId, d.columnTitle);
  },

  async ItemMoved(trx, e) {
    const d = e.data;
    if (d.fromColumnId === d.toColumnId) return; // a reorder inside the column
    // Close the open stay and open the next one: 2 statements (moves are the most frequent event).
    // Only an item in the funnel has an open stay; finished items keep none.
    const closed = await trx
      .updateTable("rm_an_column_stays")
      .set({ left_at: e.metadata.occurredAt })
      .where("item_id", "=", itemIdOf(e))
      .where("left_at", "is", null)
      .returning(["seq", "board_type"])
      .executeTakeFirst();
    if (!closed) return;
    await trx
      .insertInto("rm_an_column_stays")
      .values({
        item_id: itemIdOf(e),
        seq: closed.seq + 1,
        company_id: e.metadata.companyId,
        board_type: closed.board_type,
        column_id: d.toColumnId,
        column_title: d.toColumnTitle,
        entered_at: e.metadata.occurredAt,
        left_at: null,
      })
      .execute();
  },

  SaleWon: (trx, e) => leaveFunnel(trx, e, "CLOSED", { power: String(e.data.power), lost_reason: null }),
  SaleLost: (trx, e) => leaveFunnel(trx, e, "LOST", { lost_reason: e.data.reason }),
  LeadQualified: (trx, e) => leaveFunnel(trx, e, "CLOSED", { lost_reason: null }),
  LeadDisqualified: (trx, e) => leaveFunnel(trx, e, "LOST", { lost_reason: e.data.reason }),
  ItemFinished: (trx, e) => leaveFunnel(trx, e, "CLOSED", { lost_reason: null }),

  async ItemReturnedToFunnel(trx, e) {
    const d = e.data;
    await changeItem(trx, e, (item) => ({
      ...item,
      status: "IN_PROGRESS",
      status_at: null,
      status_month: null,
      lost_reason: null,
    }));
    const item = await loadItem(trx, itemIdOf(e));
    if (item) await openStay(trx, e, item.board_type, d.toColumnId, d.toColumnTitle);
  },

  async ItemDetailsChanged(trx, e) {
    const c = e.data.changes;
    if (!c.amount && !c.power && !c.name) return;
    await changeItem(trx, e, (item) => ({
      ...item,
      ...(c.amount ? { amount: String(c.amount.to) } : {}),
      ...(c.power ? { power: c.power.to === null ? null : String(c.power.to) } : {}),
      ...(c.name ? { name: String(c.name.to) } : {}),
    }));
  },

  ItemSent: (trx, e) => changeItem(trx, e, (item) => ({ ...item, owner_id: e.data.toUserId })),
  // The item leaves every list and figure (as it leaves the boards); its history stays in the log.
  ItemDeleted: (trx, e) => changeItem(trx, e, () => null),
  SaleReturnedToPreSale: (trx, e) => changeItem(trx, e, () => null),
};
