// Boards and items for the signed-in user: the access rules (company, data scope, board flags of
// access.server) decide the scope; the queries are the board read model's (board.queries).
import { isBoardType, type BoardType } from "../../domain/shared";
import { boardAccess, canSeeItem, visibleOwnerIds } from "./access.server";
import { generateKeyBetween } from "fractional-indexing";
import { services } from "./services.server";
import { UUID_RE } from "../../eventstore/ids";
import type { SessionUser } from "./auth.server";
import * as board from "../../projections/read-models/board.queries";
import type { BoardFilters, BoardScope } from "../../projections/read-models/board.queries";
import { cardActivities, ownerNames } from "../../projections/read-models/board-cards.queries";
import { itemHistoryRows } from "../../projections/read-models/history.queries";
import { salesLostReasons, userOfCompany } from "../../projections/read-models/companies.queries";
import { pickableCustomer } from "../../projections/read-models/customers.queries";
import { coOwnerIds } from "../../projections/read-models/item-scope";

export { CARDS_PER_COLUMN, FINISHED_PAGE_SIZE, type BoardFilters, type BoardScope, type Card } from "../../projections/read-models/board.queries";

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
  const other = await userOfCompany(database.db, user.companyId, uid);
  return other ? { companyId: user.companyId, ownerIds: [uid] } : null;
}

export async function listColumns(companyId: string, boardType: string) {
  const { database } = await services();
  return board.listColumns(database.db, companyId, boardType);
}

/**
 * The board's columns and cards, each card with its owner's and co-owners' names and its next activity (the
 * agenda's scheduled notes `readerId` may see, around `today`, YYYY-MM-DD).
 */
export async function loadBoard(scope: BoardScope, boardType: string, filters: BoardFilters, pages: number, reader: { id: string; today: string }) {
  const { database } = await services();
  const columns = await board.loadBoard(database.db, scope, boardType, filters, pages);
  const cards = columns.flatMap((c) => c.cards);
  const [names, activities] = await Promise.all([
    ownerNames(database.db, scope.companyId, [...new Set(cards.flatMap((k) => [k.ownerId, ...k.coOwnerIds]))]),
    cardActivities(
      database.db,
      scope.companyId,
      reader.id,
      cards.map((k) => k.id),
      reader.today,
    ),
  ]);
  return columns.map((c) => ({
    ...c,
    cards: c.cards.map((k) => ({
      ...k,
      power: k.power === null ? null : String(k.power),
      ownerName: names.get(k.ownerId) ?? "",
      coOwnerNames: k.coOwnerIds.map((id) => names.get(id) ?? ""),
      nextActivity: activities.get(k.id) ?? { upcoming: null, overdue: null },
    })),
  }));
}

/**
 * The fractional key that puts an item at 1-based `position` of a column, between the neighbours
 * the read model shows (the moving item itself excluded). Only the moving item's key changes.
 */
export async function sortKeyAt(companyId: string, boardType: string, columnId: string, position: number, excludeId?: string) {
  const { database } = await services();
  const [before, after] = await board.neighbourKeys(database.db, companyId, boardType, columnId, position, excludeId);
  return generateKeyBetween(before, after);
}

export async function loadItem(user: SessionUser, itemId: string) {
  if (!UUID_RE.test(itemId)) return undefined; // malformed id: not found (never a failed uuid cast)
  const { database } = await services();
  const row = await board.itemRow(database.db, user.companyId, itemId);
  // Outside the user's data scope or a board they may not open: as if it did not exist (404, no IDOR).
  if (!row || !isBoardType(row.board_type) || boardAccess(user, row.board_type) !== "ok") return undefined;
  // Its owner or a co-owner (ADR 028) within the user's scope.
  const item = { ...row, co_owner_ids: (await coOwnerIds(database.db, user.companyId, [row.id])).get(row.id) ?? [] };
  return (await canSeeItem(user, item)) ? item : undefined;
}

export async function itemHistory(companyId: string, itemId: string, limit: number) {
  const { database } = await services();
  return itemHistoryRows(database.db, companyId, itemId, limit);
}

/**
 * One customer of the company that the user may pick: one the user may see (data scope CUSTOMERS),
 * or the item's current one (`keepId`), so editing an item never silently drops its customer.
 */
export async function findCustomer(user: SessionUser, id: string, keepId?: string | null) {
  if (!UUID_RE.test(id)) return undefined;
  const { database } = await services();
  const owners = id !== keepId ? await visibleOwnerIds(user, "CUSTOMERS") : null;
  return pickableCustomer(database.db, user.companyId, id, ownersOrSelf(user, owners));
}

/** A data scope that is an empty list means "only the user's own". */
export const ownersOrSelf = (user: SessionUser, owners: string[] | null) => (owners === null ? null : owners.length ? owners : [user.id]);

export async function lostReasons(companyId: string): Promise<string[]> {
  const { database } = await services();
  return (await salesLostReasons(database.db, companyId)) ?? [];
}

/** /…/finalizadas: items that left IN_PROGRESS, newest first; `pages` pages of FINISHED_PAGE_SIZE. */
export async function listFinished(user: SessionUser, boardType: string, opts: { status: "ALL" | "CLOSED" | "LOST"; search: string; pages: number }) {
  const { database } = await services();
  const owners = isBoardType(boardType) ? await visibleOwnerIds(user, boardType) : [user.id];
  return board.listFinished(database.db, user.companyId, boardType, owners, opts);
}
