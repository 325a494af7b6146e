// The dashboard's analytics (issue 6): rm_an_monthly (per company, board type, owner and month:
// generated, won, lost), rm_an_open (open deals per owner) and rm_an_column_stays (each stay of an
// item in a column). rm_an_items keeps each item's figures so that an event can RETRACT the item's
// contribution, change the item and ADD it again: every aggregate row is then exactly the sum over
// the current items, whatever order the events came in, and a rebuild gives the same rows.
// Teams are not stored: a team's figures are the sum of its members' user rows at query time.
//
// Bulk (docs/performance.md, "Bulk handlers"): a run of item events is folded in memory over the
// run's items as loaded once (rows and open stays), then written with a few set-based statements:
// the monthly and open deltas summed per key in SQL (numeric, exact), items and stays inserted,
// updated or deleted by key. One event is a run of one, so there is a single code path.
import { sql, type Selectable, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { monthOf } from "../../domain/dashboard/months";
import type { ItemEvent } from "../../domain/item";
import { insertRows, updateRows } from "../bulk-sql";
import { restoreAnalytics, setAnalyticsAside } from "./analytics-undo";
import { bulkHandler, type Recorded, type TypedHandlers } from "../types";

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

type Row = Record<string, unknown>;
type Key = { company_id: string; board_type: string; user_id: string };

/** The monthly and open deltas of one item (retracted with -1, added with 1), as rows to sum. */
export function contributionRows(item: AnalyticsItem, sign: 1 | -1, monthly: Row[], open: Row[]) {
  const key: Key = { company_id: item.company_id, board_type: item.board_type, user_id: item.owner_id };
  for (const d of monthlyContribution(item, sign)) monthly.push({ ...key, ...d });
  if (item.status === "IN_PROGRESS") open.push({ ...key, open_count: sign, open_amount: signed(item.amount, sign) });
}

/** Adds the deltas, summed per key in SQL, to the rows (a missing row starts at the sum). */
export async function addDeltas(trx: Transaction<DB>, monthly: Row[], open: Row[]) {
  if (monthly.length)
    await sql`insert into rm_an_monthly (company_id, board_type, user_id, month, generated_count, generated_amount, won_count, won_amount, won_power, lost_count, lost_amount)
      select company_id, board_type, user_id, month, sum(generated_count), sum(generated_amount), sum(won_count), sum(won_amount), sum(won_power), sum(lost_count), sum(lost_amount)
      from jsonb_to_recordset(${JSON.stringify(monthly)}::text::jsonb) as x(company_id uuid, board_type text, user_id uuid, month text,
        generated_count integer, generated_amount numeric, won_count integer, won_amount numeric, won_power numeric, lost_count integer, lost_amount numeric)
      group by company_id, board_type, user_id, month
      on conflict (company_id, board_type, user_id, month) do update set
        generated_count = rm_an_monthly.generated_count + excluded.generated_count,
        generated_amount = rm_an_monthly.generated_amount + excluded.generated_amount,
        won_count = rm_an_monthly.won_count + excluded.won_count,
        won_amount = rm_an_monthly.won_amount + excluded.won_amount,
        won_power = rm_an_monthly.won_power + excluded.won_power,
        lost_count = rm_an_monthly.lost_count + excluded.lost_count,
        lost_amount = rm_an_monthly.lost_amount + excluded.lost_amount`.execute(trx);
  if (open.length)
    await sql`insert into rm_an_open (company_id, board_type, user_id, open_count, open_amount)
      select company_id, board_type, user_id, sum(open_count), sum(open_amount)
      from jsonb_to_recordset(${JSON.stringify(open)}::text::jsonb) as x(company_id uuid, board_type text, user_id uuid, open_count integer, open_amount numeric)
      group by company_id, board_type, user_id
      on conflict (company_id, board_type, user_id) do update set
        open_count = rm_an_open.open_count + excluded.open_count,
        open_amount = rm_an_open.open_amount + excluded.open_amount`.execute(trx);
}

type AnalyticsType =
  | "ItemCreated"
  | "ItemMoved"
  | "SaleWon"
  | "SaleLost"
  | "LeadQualified"
  | "LeadDisqualified"
  | "ItemFinished"
  | "ItemReturnedToFunnel"
  | "ItemDetailsChanged"
  | "ItemSent"
  | "ItemDeleted"
  | "SaleReturnedToPreSale";
type AnalyticsEvent = Recorded<ItemEvent, AnalyticsType>;

/** One item as the run sees it: its row (null once deleted), its stays' last seq and open stays. */
interface ItemState {
  item: AnalyticsItem | null;
  /** The row was in rm_an_items before the run (update or delete it, not insert it). */
  stored: boolean;
  changed: boolean;
  maxSeq: number;
  /** Open stays (normally at most one), first first, as `update … returning` would give them. */
  open: { seq: number; board_type: string }[];
}

/** An rm_an_items row as the handlers compute with it (numbers as exact strings, instants as ISO). */
export function analyticsItemOf(row: Selectable<DB["rm_an_items"]>): AnalyticsItem {
  return {
    ...row,
    amount: String(row.amount),
    power: row.power === null ? null : String(row.power),
    created_at: new Date(row.created_at).toISOString(),
    status_at: row.status_at === null ? null : new Date(row.status_at).toISOString(),
  };
}

function decided(at: string, status: "CLOSED" | "LOST", extra: Partial<AnalyticsItem> = {}) {
  return (item: AnalyticsItem): AnalyticsItem => ({ ...item, status, status_at: at, status_month: monthOf(at), ...extra });
}

const analyticsBulk = bulkHandler<AnalyticsEvent>(async (trx, events) => {
  const ids = [...new Set(events.filter((e) => e.type !== "ItemCreated").map((e) => e.streamId.slice("item-".length)))];
  const states = new Map<string, ItemState>();
  for (const e of events) {
    const id = e.type === "ItemCreated" ? e.data.itemId : e.streamId.slice("item-".length);
    if (!states.has(id)) states.set(id, { item: null, stored: false, changed: false, maxSeq: -1, open: [] });
  }
  if (ids.length) {
    const rows = await trx.selectFrom("rm_an_items").selectAll().where("item_id", "in", ids).execute();
    for (const row of rows)
      Object.assign(states.get(row.item_id)!, {
        stored: true,
        item: analyticsItemOf(row),
      });
    const stays = await trx
      .selectFrom("rm_an_column_stays")
      .select(["item_id", "seq", "board_type", "left_at"])
      .where("item_id", "in", ids)
      .orderBy("item_id")
      .orderBy("seq")
      .execute();
    for (const s of stays) {
      const st = states.get(s.item_id)!;
      st.maxSeq = Math.max(st.maxSeq, s.seq);
      if (s.left_at === null) st.open.push({ seq: s.seq, board_type: s.board_type });
    }
  }

  const monthly: Row[] = [];
  const open: Row[] = [];
  const newStays = new Map<string, Row>();
  const closedStays = new Map<string, Row>();
  const dropped = new Set<string>();

  /** A new stay: after the item's last one, or (a move) right after the stay it closed. */
  const openStay = (st: ItemState, e: AnalyticsEvent, board: string, columnId: string, columnTitle: string, seq = st.maxSeq + 1) => {
    const id = e.type === "ItemCreated" ? e.data.itemId : e.streamId.slice("item-".length);
    st.maxSeq = Math.max(st.maxSeq, seq);
    st.open.push({ seq, board_type: board });
    newStays.set(`${id}:${seq}`, {
      item_id: id,
      seq,
      company_id: e.metadata.companyId,
      board_type: board,
      column_id: columnId,
      column_title: columnTitle,
      entered_at: e.metadata.occurredAt,
      left_at: null,
    });
  };
  const closeStays = (id: string, st: ItemState, at: string) => {
    for (const s of st.open) {
      const key = `${id}:${s.seq}`;
      const fresh = newStays.get(key);
      if (fresh) fresh.left_at = at;
      else closedStays.set(key, { item_id: id, seq: s.seq, left_at: at });
    }
    const first = st.open[0];
    st.open = [];
    return first;
  };
  /** Retract the item's contribution, change it, add it back (or drop it when `change` gives null). */
  const changeItem = (st: ItemState, id: string, change: (item: AnalyticsItem) => AnalyticsItem | null) => {
    if (!st.item) return;
    contributionRows(st.item, -1, monthly, open);
    const next = change(st.item);
    st.item = next;
    st.changed = true;
    if (next === null) {
      dropped.add(id);
      for (const k of [...newStays.keys()]) if (k.startsWith(`${id}:`)) newStays.delete(k);
      for (const k of [...closedStays.keys()]) if (k.startsWith(`${id}:`)) closedStays.delete(k);
      st.open = [];
      return;
    }
    contributionRows(next, 1, monthly, open);
  };

  for (const e of events) {
    const at = e.metadata.occurredAt;
    if (e.type === "ItemCreated") {
      const d = e.data;
      const st = states.get(d.itemId)!;
      st.item = {
        item_id: d.itemId,
        company_id: e.metadata.companyId,
        board_type: d.boardType,
        owner_id: d.ownerId,
        name: d.name,
        amount: String(d.amount),
        power: d.power ?? null,
        status: "IN_PROGRESS",
        created_at: at,
        created_month: monthOf(at)!,
        status_at: null,
        status_month: null,
        lost_reason: null,
      };
      st.changed = true;
      contributionRows(st.item, 1, monthly, open);
      openStay(st, e, d.boardType, d.columnId, d.columnTitle);
      continue;
    }
    const id = e.streamId.slice("item-".length);
    const st = states.get(id)!;
    switch (e.type) {
      case "ItemMoved": {
        const d = e.data;
        if (d.fromColumnId === d.toColumnId) break; // a reorder inside the column
        // Only an item in the funnel has an open stay; finished items keep none.
        const closed = closeStays(id, st, at);
        if (!closed) break;
        openStay(st, e, closed.board_type, d.toColumnId, d.toColumnTitle, closed.seq + 1);
        break;
      }
      case "SaleWon":
        changeItem(st, id, decided(at, "CLOSED", { power: String(e.data.power), lost_reason: null }));
        closeStays(id, st, at);
        break;
      case "SaleLost":
      case "LeadDisqualified":
        changeItem(st, id, decided(at, "LOST", { lost_reason: e.data.reason }));
        closeStays(id, st, at);
        break;
      case "LeadQualified":
      case "ItemFinished":
        changeItem(st, id, decided(at, "CLOSED", { lost_reason: null }));
        closeStays(id, st, at);
        break;
      case "ItemReturnedToFunnel":
        changeItem(st, id, (item) => ({ ...item, status: "IN_PROGRESS", status_at: null, status_month: null, lost_reason: null }));
        if (st.item) openStay(st, e, st.item.board_type, e.data.toColumnId, e.data.toColumnTitle);
        break;
      case "ItemDetailsChanged": {
        const c = e.data.changes;
        if (!c.amount && !c.power && !c.name) break;
        changeItem(st, id, (item) => ({
          ...item,
          ...(c.amount ? { amount: String(c.amount.to) } : {}),
          ...(c.power ? { power: c.power.to === null ? null : String(c.power.to) } : {}),
          ...(c.name ? { name: String(c.name.to) } : {}),
        }));
        break;
      }
      case "ItemSent": {
        const owner = e.data.toUserId;
        changeItem(st, id, (item) => ({ ...item, owner_id: owner }));
        break;
      }
      // The item leaves every list and figure (as it leaves the boards); its history stays in the log.
      case "ItemDeleted":
      case "SaleReturnedToPreSale":
        changeItem(st, id, () => null);
        break;
    }
  }

  await addDeltas(trx, monthly, open);
  const gone = [...dropped].filter((id) => states.get(id)!.stored);
  if (gone.length) {
    await trx.deleteFrom("rm_an_items").where("item_id", "in", gone).execute();
    await trx.deleteFrom("rm_an_column_stays").where("item_id", "in", gone).execute();
  }
  const live = [...states.values()].filter((s) => s.changed && s.item !== null);
  await insertRows(
    trx,
    "rm_an_items",
    live.filter((s) => !s.stored).map((s) => ({ ...s.item })),
  );
  await updateRows(
    trx,
    "rm_an_items",
    ["item_id"],
    live.filter((s) => s.stored).map((s) => ({ ...s.item })),
  );
  await updateRows(trx, "rm_an_column_stays", ["item_id", "seq"], [...closedStays.values()]);
  await insertRows(trx, "rm_an_column_stays", [...newStays.values()]);
});

export const analyticsHandlers: TypedHandlers<ItemEvent> = {
  ItemCreated: analyticsBulk,
  ItemMoved: analyticsBulk,
  SaleWon: analyticsBulk,
  SaleLost: analyticsBulk,
  LeadQualified: analyticsBulk,
  LeadDisqualified: analyticsBulk,
  ItemFinished: analyticsBulk,
  ItemReturnedToFunnel: analyticsBulk,
  ItemDetailsChanged: analyticsBulk,
  ItemSent: analyticsBulk,
  // Not bulk: the item's rows are set aside (as they stand after every earlier event) before they go.
  ItemDeleted: async (trx, e) => {
    await setAnalyticsAside(trx, e);
    await analyticsBulk(trx, e);
  },
  ItemRestored: restoreAnalytics,
  SaleReturnedToPreSale: analyticsBulk,
};
