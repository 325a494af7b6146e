// The readers of the board read model (rm_board_columns, rm_items, rm_board_totals kept by
// triggers on rm_items, rm_item_reject_reasons): the tables board.ts writes. Every query is scoped
// to a company; `ownerIds` is the data scope the app computed (null = every owner of the company).
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { DB } from "../../db/schema";
import { itemOwnedBy } from "./item-scope";

/** Cards per column and page; "Carregar mais" (or infinite scroll with JS) shows one page more. */
export const CARDS_PER_COLUMN = 20;

export const FINISHED_PAGE_SIZE = 10;

export interface BoardScope {
  companyId: string;
  /** Only items owned or co-owned by these users (item-scope.ts, ADR 028); null = the whole company. */
  ownerIds: string[] | null;
}

export interface Card {
  id: string;
  number: number;
  name: string;
  amount: string;
  customerName: string | null;
  /** The customer's id (the card links to the customer's page when the reader may open it). */
  customerId: string | null;
  columnId: string;
  ownerId: string;
  /** The co-owners (ADR 028) in the order chosen, the owner left out; read by the cards' one statement. */
  coOwnerIds: string[];
  leadTemperature: number;
  /** kWp (numeric as text), null when the item has none. */
  power: string | null;
  idleSince: string;
  idleReason: string;
}

export interface BoardFilters {
  /** Normalised search text (lowercase, no accents). */
  search: string;
  /** Lead temperature -1..2, or null for any. */
  temperature: number | null;
}

/** A LIKE pattern matching text that contains `search` literally (%, _ and \\ escaped). */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => "\\" + c)}%`;

export function listColumns(db: Kysely<DB>, companyId: string, boardType: string) {
  return db
    .selectFrom("rm_board_columns")
    .select(["column_id as id", "title", "inactivity_window as inactivityWindow"])
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .orderBy("sort_key")
    .orderBy("column_id")
    .execute();
}

/** The board's columns with their sort keys, in board order (column forms, metrics). */
export function columnRows(db: Kysely<DB>, companyId: string, boardType: string) {
  return db
    .selectFrom("rm_board_columns")
    .select(["column_id", "title", "sort_key"])
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .orderBy("sort_key")
    .orderBy("column_id")
    .execute();
}

export async function loadBoard(db: Kysely<DB>, scope: BoardScope, boardType: string, filters: BoardFilters, pages = 1) {
  const { search } = filters;
  const columns = await listColumns(db, scope.companyId, boardType);
  if (!columns.length) return [];
  const filtered = <Q extends SelectQueryBuilder<DB, "rm_items", object>>(q: Q): Q => {
    let r = q
      .where("rm_items.company_id", "=", scope.companyId)
      .where("rm_items.board_type", "=", boardType)
      .where("rm_items.status", "=", "IN_PROGRESS") as Q;
    if (scope.ownerIds) r = r.where(itemOwnedBy("rm_items", scope.ownerIds)) as Q;
    if (search) r = r.where("rm_items.search_text", "like", containsPattern(search)) as Q;
    if (filters.temperature !== null) r = r.where("rm_items.lead_temperature", "=", filters.temperature) as Q;
    return r;
  };

  // Totals: without a text or temperature filter they come from rm_board_totals (kept per column
  // and owner by triggers), so their cost does not grow with the company's items (P4). A filter
  // has to look at the matching items themselves.
  const totals =
    search || filters.temperature !== null
      ? await filtered(db.selectFrom("rm_items"))
          .select(["column_id", sql<string>`count(*)`.as("count"), sql<string>`coalesce(sum(amount), 0)`.as("total")])
          .groupBy("column_id")
          .execute()
      : await (async () => {
          let q = db
            .selectFrom("rm_board_totals")
            .select(["column_id", sql<string>`sum(item_count)`.as("count"), sql<string>`coalesce(sum(amount), 0)`.as("total")])
            .where("company_id", "=", scope.companyId)
            .where("board_type", "=", boardType);
          if (scope.ownerIds) q = q.where("owner_id", "in", scope.ownerIds);
          const owned = await q.groupBy("column_id").execute();
          if (!scope.ownerIds?.length) return owned;
          // Plus the items co-owned within the scope whose owner is outside it (ADR 028): few rows,
          // found from rm_item_owners' (company, user) index.
          const coOwned = await db
            .selectFrom("rm_items")
            .where("rm_items.company_id", "=", scope.companyId)
            .where("rm_items.board_type", "=", boardType)
            .where("rm_items.status", "=", "IN_PROGRESS")
            .where("rm_items.owner_id", "not in", scope.ownerIds)
            .where("rm_items.id", "in", (eb) =>
              eb.selectFrom("rm_item_owners").select("item_id").where("company_id", "=", scope.companyId).where("user_id", "in", scope.ownerIds!),
            )
            .select(["column_id", sql<string>`count(*)`.as("count"), sql<string>`coalesce(sum(amount), 0)`.as("total")])
            .groupBy("column_id")
            .execute();
          return addTotals(owned, coOwned);
        })();

  // Cards: the first pages of each column, one index range scan per column (LATERAL … LIMIT) on
  // rm_items_board (company, board, status, column, sort_key, id), never a sort of the whole board.
  const limit = CARDS_PER_COLUMN * pages;
  // The board's columns as a derived table "c" (a VALUES list: Kysely types it by its alias).
  const ids = sql.join(columns.map((c) => sql`(${c.id}::uuid)`));
  const columnList = sql<{ column_id: string }>`(select v.column_id from (values ${ids}) as v(column_id))`.as("c");
  const rows = await db
    .selectFrom(columnList)
    .innerJoinLateral(
      (eb) =>
        filtered(eb.selectFrom("rm_items"))
          .whereRef("rm_items.column_id", "=", "c.column_id")
          .select([
            "id",
            "number",
            "name",
            "amount",
            "customer_name as customerName",
            "customer_id as customerId",
            "column_id as columnId",
            "owner_id as ownerId",
            // The co-owners aggregated in the same statement (rm_item_owners' primary key), never a query per card.
            sql<string[]>`coalesce((select array_agg(io.user_id::text order by io.position) from rm_item_owners io
              where io.item_id = rm_items.id and io.company_id = rm_items.company_id and io.user_id <> rm_items.owner_id), '{}'::text[])`.as(
              "coOwnerIds",
            ),
            "lead_temperature as leadTemperature",
            "power",
            "idle_since as idleSince",
            "idle_reason as idleReason",
            "sort_key",
          ])
          .orderBy("sort_key")
          .orderBy("id")
          .limit(limit)
          .as("r"),
      (join) => join.onTrue(),
    )
    .selectAll("r")
    .execute();
  const byColumn = new Map<string, Card[]>();
  for (const r of rows) {
    const list = byColumn.get(r.columnId) ?? [];
    list.push({ ...r, idleSince: new Date(r.idleSince).toISOString() } as Card);
    byColumn.set(r.columnId, list);
  }
  const totalMap = new Map(totals.map((t) => [t.column_id, t]));
  return columns.map((c) => ({
    ...c,
    cards: byColumn.get(c.id) ?? [],
    count: Number(totalMap.get(c.id)?.count ?? 0),
    total: String(totalMap.get(c.id)?.total ?? "0"),
  }));
}

/** Column totals of two disjoint sets of items, added per column (numeric kept exact as text by PostgreSQL). */
function addTotals(a: { column_id: string; count: string; total: string }[], b: { column_id: string; count: string; total: string }[]) {
  const out = new Map(a.map((r) => [r.column_id, { ...r }]));
  for (const r of b) {
    const cur = out.get(r.column_id);
    if (!cur) out.set(r.column_id, { ...r });
    else out.set(r.column_id, { column_id: r.column_id, count: String(Number(cur.count) + Number(r.count)), total: addDecimal(cur.total, r.total) });
  }
  return [...out.values()];
}

/** Sum of two non-negative-or-negative decimal strings with at most 2 decimals (amounts), exact. */
function addDecimal(x: string, y: string): string {
  const cents = (v: string) => {
    const [i, f = ""] = String(v).split(".");
    const neg = i.startsWith("-");
    const c = BigInt(i.replace("-", "") || "0") * 100n + BigInt((f + "00").slice(0, 2));
    return neg ? -c : c;
  };
  const t = cents(x) + cents(y);
  const abs = t < 0n ? -t : t;
  return `${t < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/**
 * The sort keys on either side of 1-based `position` of a column (the moving item `excludeId`
 * left out): [before, after], null at an end. Two items sharing a key (concurrent moves to one
 * spot) put `after` past the equal run.
 */
export async function neighbourKeys(
  db: Kysely<DB>,
  companyId: string,
  boardType: string,
  columnId: string,
  position: number,
  excludeId?: string,
): Promise<[string | null, string | null]> {
  let q = db
    .selectFrom("rm_items")
    .select("sort_key")
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .where("column_id", "=", columnId)
    .where("status", "=", "IN_PROGRESS");
  if (excludeId) q = q.where("id", "!=", excludeId);
  const pair = await q
    .orderBy("sort_key")
    .orderBy("id")
    .offset(Math.max(0, position - 2))
    .limit(position >= 2 ? 2 : 1)
    .execute();
  const before = position >= 2 ? (pair[0]?.sort_key ?? null) : null;
  let after: string | null = position >= 2 ? (pair[1]?.sort_key ?? null) : (pair[0]?.sort_key ?? null);
  if (before !== null && after !== null && after <= before) {
    const next = await q.where("sort_key", ">", before).orderBy("sort_key").limit(1).executeTakeFirst();
    after = next?.sort_key ?? null;
  }
  return [before, after];
}

/** One item of the company with its column's title and its owner's name and role. */
export function itemRow(db: Kysely<DB>, companyId: string, itemId: string) {
  return db
    .selectFrom("rm_items")
    .leftJoin("rm_board_columns", (j) =>
      j.onRef("rm_board_columns.column_id", "=", "rm_items.column_id").onRef("rm_board_columns.company_id", "=", "rm_items.company_id"),
    )
    .leftJoin("rm_users", "rm_users.id", "rm_items.owner_id")
    .selectAll("rm_items")
    .select(["rm_board_columns.title as column_title", "rm_users.name as owner_name", "rm_users.role as owner_role"])
    .where("rm_items.id", "=", itemId)
    .where("rm_items.company_id", "=", companyId)
    .executeTakeFirst();
}

/** /…/finalizadas: items that left IN_PROGRESS, newest first; `pages` pages of FINISHED_PAGE_SIZE. */
export async function listFinished(
  db: Kysely<DB>,
  companyId: string,
  boardType: string,
  ownerIds: readonly string[] | null,
  opts: { status: "ALL" | "CLOSED" | "LOST"; search: string; pages: number },
) {
  let q = db
    .selectFrom("rm_items")
    .leftJoin("rm_users", "rm_users.id", "rm_items.owner_id")
    .where("rm_items.company_id", "=", companyId)
    .where("rm_items.board_type", "=", boardType)
    .where("rm_items.status", opts.status === "ALL" ? "in" : "=", opts.status === "ALL" ? ["CLOSED", "LOST"] : opts.status);
  if (ownerIds) q = q.where(itemOwnedBy("rm_items", ownerIds));
  if (opts.search) q = q.where("rm_items.search_text", "like", containsPattern(opts.search));
  const limit = FINISHED_PAGE_SIZE * opts.pages;
  const rows = await q
    .select([
      "rm_items.id",
      "rm_items.number",
      "rm_items.name",
      "rm_items.amount",
      "rm_items.customer_name as customerName",
      "rm_items.status",
      "rm_items.lost_reason as lostReason",
      "rm_items.status_at as statusAt",
      "rm_users.name as ownerName",
    ])
    .orderBy("rm_items.status_at", "desc")
    .orderBy("rm_items.id", "desc")
    .limit(limit + 1)
    .execute();
  return {
    items: rows.slice(0, limit).map((r) => ({
      ...r,
      amount: String(r.amount),
      statusAt: r.statusAt ? new Date(r.statusAt).toISOString() : null,
    })),
    hasMoreItems: rows.length > limit,
  };
}

/** The ids of the items in a column (any status), in board order. */
export function itemIdsInColumn(db: Kysely<DB>, companyId: string, boardType: string, columnId: string) {
  return db
    .selectFrom("rm_items")
    .select("id")
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .where("column_id", "=", columnId)
    .orderBy("sort_key")
    .orderBy("id")
    .execute();
}

/** The largest sort key of a column's items (any status), null when it has none. */
export async function lastSortKey(db: Kysely<DB>, companyId: string, boardType: string, columnId: string) {
  const { last } = await db
    .selectFrom("rm_items")
    .select(sql<string | null>`max(sort_key)`.as("last"))
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .where("column_id", "=", columnId)
    .executeTakeFirstOrThrow();
  return last;
}

/** In-progress items of a board among `ids` (or in `columnId`), within `ownerIds`, in board order. */
export function inProgressItems(
  db: Kysely<DB>,
  companyId: string,
  boardType: string,
  ownerIds: readonly string[] | null,
  sel: { ids?: string[]; columnId?: string },
) {
  let q = db
    .selectFrom("rm_items")
    .select(["id", "owner_id"])
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .where("status", "=", "IN_PROGRESS");
  if (ownerIds) q = q.where(itemOwnedBy("rm_items", ownerIds));
  if (sel.ids) q = q.where("id", "in", sel.ids.length ? sel.ids : ["00000000-0000-0000-0000-000000000000"]);
  if (sel.columnId) q = q.where("column_id", "=", sel.columnId);
  return q.orderBy("sort_key").orderBy("id").execute();
}

/** An item's reject reasons, in order. */
export async function rejectReasons(db: Kysely<DB>, companyId: string, itemId: string) {
  const rows = await db
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
