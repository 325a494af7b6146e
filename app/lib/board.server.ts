// Read-model queries for boards and items. Every query takes the signed-in user and is scoped to
// their company and to the user's data scope and board flags (access.server).
import { sql, type SelectQueryBuilder } from "kysely";
import type { DB } from "../../db/schema";
import { isBoardType, type BoardType } from "../../domain/shared";
import { boardAccess, canSeeOwner, visibleOwnerIds } from "./access.server";
import { generateKeyBetween } from "fractional-indexing";
import { services } from "./services.server";
import { UUID_RE } from "../../eventstore/ids";
import type { SessionUser } from "./auth.server";

/** Cards per column and page; "Carregar mais" (or infinite scroll with JS) shows one page more. */
export const CARDS_PER_COLUMN = 20;

export interface BoardScope {
  companyId: string;
  /** Only items owned by these users; null = the whole company. */
  ownerIds: string[] | null;
}

/**
 * Who may see /…/funil/:uid: your own board shows everything your data scope allows
 * (access.server visibleOwnerIds); another user's board shows only their items, when they are
 * inside your scope (a manager, a vendor with the board's manager flag, a team leader).
 */
export async function boardScope(user: SessionUser, uid: string, type: BoardType): Promise<BoardScope | null> {
  // A malformed id is no board (and must not reach a uuid column: PostgreSQL would fail the query).
  if (!UUID_RE.test(uid)) return null;
  const visible = await visibleOwnerIds(user, type);
  if (uid === user.id) return { companyId: user.companyId, ownerIds: visible };
  if (visible !== null && !visible.includes(uid)) return null;
  const { database } = await services();
  const other = await database.db
    .selectFrom("rm_users")
    .select("id")
    .where("id", "=", uid)
    .where("company_id", "=", user.companyId)
    .executeTakeFirst();
  return other ? { companyId: user.companyId, ownerIds: [uid] } : null;
}

export async function listColumns(companyId: string, boardType: string) {
  const { database } = await services();
  return database.db
    .selectFrom("rm_board_columns")
    .select(["column_id as id", "title", "inactivity_window as inactivityWindow"])
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .orderBy("sort_key")
    .orderBy("column_id")
    .execute();
}

export interface Card {
  id: string;
  number: number;
  name: string;
  amount: string;
  customerName: string | null;
  columnId: string;
  ownerId: string;
  leadTemperature: number;
  idleSince: string;
  idleReason: string;
}

/** A LIKE pattern matching text that contains `search` literally (%, _ and \\ escaped). */
const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => "\\" + c)}%`;

export interface BoardFilters {
  /** Normalised search text (lowercase, no accents). */
  search: string;
  /** Lead temperature -1..2, or null for any. */
  temperature: number | null;
}

export async function loadBoard(scope: BoardScope, boardType: string, filters: BoardFilters, pages = 1) {
  const { search } = filters;
  const { database } = await services();
  const db = database.db;
  const columns = await listColumns(scope.companyId, boardType);
  if (!columns.length) return [];
  const filtered = <Q extends SelectQueryBuilder<DB, "rm_items", object>>(q: Q): Q => {
    let r = q
      .where("rm_items.company_id", "=", scope.companyId)
      .where("rm_items.board_type", "=", boardType)
      .where("rm_items.status", "=", "IN_PROGRESS") as Q;
    if (scope.ownerIds) r = r.where("rm_items.owner_id", "in", scope.ownerIds) as Q;
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
      : await (() => {
          let q = db
            .selectFrom("rm_board_totals")
            .select([
              "column_id",
              sql<string>`sum(item_count)`.as("count"),
              sql<string>`coalesce(sum(amount), 0)`.as("total"),
            ])
            .where("company_id", "=", scope.companyId)
            .where("board_type", "=", boardType);
          if (scope.ownerIds) q = q.where("owner_id", "in", scope.ownerIds);
          return q.groupBy("column_id").execute();
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
            "column_id as columnId",
            "owner_id as ownerId",
            "lead_temperature as leadTemperature",
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

/**
 * The fractional key that puts an item at 1-based `position` of a column, between the neighbours
 * the read model shows (the moving item itself excluded). Only the moving item's key changes.
 */
export async function sortKeyAt(
  companyId: string,
  boardType: string,
  columnId: string,
  position: number,
  excludeId?: string,
) {
  const { database } = await services();
  let q = database.db
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
    // Two items share a key (concurrent moves to one spot): go after the equal run instead.
    const next = await q.where("sort_key", ">", before).orderBy("sort_key").limit(1).executeTakeFirst();
    after = next?.sort_key ?? null;
  }
  return generateKeyBetween(before, after);
}

export async function loadItem(user: SessionUser, itemId: string) {
  if (!UUID_RE.test(itemId)) return undefined; // malformed id: not found (never a failed uuid cast)
  const { database } = await services();
  let q = database.db
    .selectFrom("rm_items")
    .leftJoin("rm_board_columns", (j) =>
      j
        .onRef("rm_board_columns.column_id", "=", "rm_items.column_id")
        .onRef("rm_board_columns.company_id", "=", "rm_items.company_id"),
    )
    .leftJoin("rm_users", "rm_users.id", "rm_items.owner_id")
    .selectAll("rm_items")
    .select(["rm_board_columns.title as column_title", "rm_users.name as owner_name", "rm_users.role as owner_role"])
    .where("rm_items.id", "=", itemId)
    .where("rm_items.company_id", "=", user.companyId);
  const item = await q.executeTakeFirst();
  // Outside the user's data scope or a board they may not open: as if it did not exist (404, no IDOR).
  if (!item || !isBoardType(item.board_type) || boardAccess(user, item.board_type) !== "ok") return undefined;
  return (await canSeeOwner(user, item.board_type, item.owner_id)) ? item : undefined;
}

export async function itemHistory(companyId: string, itemId: string, limit: number) {
  const { database } = await services();
  return database.db
    .selectFrom("rm_item_history")
    .select(["stream_position", "event_type", "actor_name", "occurred_at", "text"])
    .where("company_id", "=", companyId)
    .where("item_id", "=", itemId)
    .orderBy("stream_position", "desc")
    .limit(limit)
    .execute();
}

/**
 * The customers a sale form offers: those the user may see (data scope CUSTOMERS), plus the
 * item's current one (`keepId`), so editing an item never silently drops its customer.
 */
export async function listCustomers(user: SessionUser, keepId?: string | null) {
  const { database } = await services();
  const owners = await visibleOwnerIds(user, "CUSTOMERS");
  return database.db
    .selectFrom("rm_customers as c")
    .select(["c.id", "c.name"])
    .where("c.company_id", "=", user.companyId)
    .$if(owners !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom("rm_customer_owners as o")
              .select("o.owner_id")
              .whereRef("o.customer_id", "=", "c.id")
              .where("o.owner_id", "in", owners!.length ? owners! : [user.id]),
          ),
          ...(keepId ? [eb("c.id", "=", keepId)] : []),
        ]),
      ),
    )
    .orderBy("c.name")
    .orderBy("c.id")
    .limit(500)
    .execute();
}

/** One customer of the company that the user may pick (same rule as listCustomers). */
export async function findCustomer(user: SessionUser, id: string, keepId?: string | null) {
  if (!UUID_RE.test(id)) return undefined;
  const { database } = await services();
  const owners = await visibleOwnerIds(user, "CUSTOMERS");
  return database.db
    .selectFrom("rm_customers as c")
    .select(["c.id", "c.name"])
    .where("c.company_id", "=", user.companyId)
    .where("c.id", "=", id)
    .$if(owners !== null && id !== keepId, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("rm_customer_owners as o")
            .select("o.owner_id")
            .whereRef("o.customer_id", "=", "c.id")
            .where("o.owner_id", "in", owners!.length ? owners! : [user.id]),
        ),
      ),
    )
    .executeTakeFirst();
}

export async function lostReasons(companyId: string): Promise<string[]> {
  const { database } = await services();
  const row = await database.db
    .selectFrom("rm_companies")
    .select("sales_lost_reasons")
    .where("id", "=", companyId)
    .executeTakeFirst();
  return (row?.sales_lost_reasons as string[]) ?? [];
}

export const FINISHED_PAGE_SIZE = 10;

/** /…/finalizadas: items that left IN_PROGRESS, newest first; `pages` pages of FINISHED_PAGE_SIZE. */
export async function listFinished(
  user: SessionUser,
  boardType: string,
  opts: { status: "ALL" | "CLOSED" | "LOST"; search: string; pages: number },
) {
  const { database } = await services();
  let q = database.db
    .selectFrom("rm_items")
    .leftJoin("rm_users", "rm_users.id", "rm_items.owner_id")
    .where("rm_items.company_id", "=", user.companyId)
    .where("rm_items.board_type", "=", boardType)
    .where(
      "rm_items.status",
      opts.status === "ALL" ? "in" : "=",
      opts.status === "ALL" ? ["CLOSED", "LOST"] : opts.status,
    );
  const owners = isBoardType(boardType) ? await visibleOwnerIds(user, boardType) : [user.id];
  if (owners) q = q.where("rm_items.owner_id", "in", owners);
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
