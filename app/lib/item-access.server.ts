// What every item page and board action checks before sending a command to an item: the item is
// the user's to see and on this board (else 404, as if it did not exist: no IDOR), and a column a
// form names is a column of the company's board.
import type { ColumnRef } from "../../domain/item";
import type { BoardType } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import { listColumns, loadItem, sortKeyAt } from "./board.server";
import { notFound } from "./http.server";
import type { ReplyKit } from "./intents.server";

export type ItemRow = NonNullable<Awaited<ReturnType<typeof loadItem>>>;

/** One checked request on an item page: what the intents that need more than one command get. */
export interface ItemRequest {
  user: SessionUser;
  type: BoardType;
  item: ItemRow;
  commandId: string;
  kit: ReplyKit<object>;
}

/** The item `itemId` of board `type`, as the user may see it; otherwise a thrown 404. */
export async function requireItem(user: SessionUser, itemId: string | undefined, type: BoardType): Promise<ItemRow> {
  const item = itemId ? await loadItem(user, itemId) : undefined;
  if (!item || item.board_type !== type) throw notFound("Item não encontrado.");
  return item;
}

/** The company's column `columnId` on board `type` (id and title, as commands carry it), or null. */
export async function findColumn(user: SessionUser, type: BoardType, columnId: string): Promise<ColumnRef | null> {
  const column = (await listColumns(user.companyId, type)).find((c) => c.id === columnId);
  return column ? { id: column.id, title: column.title } : null;
}

/** Where a card lands: the column and the sort key of `position` (1 = top) among its other cards. */
export async function placeIn(
  user: SessionUser,
  type: BoardType,
  columnId: string,
  position = 1,
  itemId?: string,
): Promise<{ to: ColumnRef; sortKey: string } | null> {
  const to = await findColumn(user, type, columnId);
  return to ? { to, sortKey: await sortKeyAt(user.companyId, type, to.id, position, itemId) } : null;
}

/** A date column as aaaa-mm-dd (the driver gives a Date or a string). */
export function isoDate(d: unknown): string {
  if (d instanceof Date) return d.toISOString().slice(0, 10);
  return String(d).slice(0, 10);
}
