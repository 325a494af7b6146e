// Column management of a board (spec part 2 §4): add, rename (title, inactivity window), move
// left/right, and delete moving the column's items into another column. Managers only for now
// (the per-type manager flags come with the permissions issue).
import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";
import { z } from "zod";
import { MAX_INACTIVITY_WINDOW_DAYS, type BoardCommand } from "../../domain/board";
import { itemDecider } from "../../domain/item";
import { MSG, type BoardType } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import { derivedId, sendCommand } from "./commands.server";
import { notFound } from "./http.server";
import { findColumn } from "./item-access.server";
import { services } from "./services.server";
import * as board from "../../projections/read-models/board.queries";
import { confirmDelete } from "./confirm-delete";

const title = z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });
const windowDays = z.coerce
  .number({ error: MSG.invalidInactivityWindow })
  .int({ error: MSG.invalidInactivityWindow })
  .min(0, { error: MSG.invalidInactivityWindow })
  .max(MAX_INACTIVITY_WINDOW_DAYS, { error: MSG.invalidInactivityWindow });

export const columnSchemas = {
  "add-column": z.object({ intent: z.literal("add-column"), title, inactivityWindow: windowDays }),
  "rename-column": z.object({
    intent: z.literal("rename-column"),
    columnId: z.string(),
    title,
    inactivityWindow: windowDays,
  }),
  "reorder-column": z.object({
    intent: z.literal("reorder-column"),
    columnId: z.string(),
    direction: z.enum(["left", "right"]),
  }),
  "delete-column": z.object({
    intent: z.literal("delete-column"),
    columnId: z.string(),
    moveTo: z.string({ error: MSG.selectColumn }).min(1, { error: MSG.selectColumn }),
    confirm: confirmDelete,
  }),
} as const;

async function columnRows(companyId: string, type: BoardType) {
  const { database } = await services();
  return board.columnRows(database.db, companyId, type);
}

export type ColumnIntent = z.output<(typeof columnSchemas)[keyof typeof columnSchemas]>;

/**
 * The board command a column form asks for; null when there is nothing to do (moving the first
 * column left). A column that is not on the company's board is a thrown 404.
 */
export async function columnCommand(user: SessionUser, type: BoardType, v: ColumnIntent, commandId: string): Promise<BoardCommand | null> {
  const cols = await columnRows(user.companyId, type);
  if (v.intent === "add-column") {
    const sortKey = generateKeyBetween(cols.at(-1)?.sort_key ?? null, null);
    const columnId = derivedId(commandId, "column");
    return { type: "AddColumn", columnId, title: v.title, inactivityWindow: v.inactivityWindow, sortKey };
  }
  const idx = cols.findIndex((c) => c.column_id === v.columnId);
  if (idx < 0) throw notFound(MSG.columnNotFound);
  switch (v.intent) {
    case "rename-column":
      return { type: "RenameColumn", columnId: v.columnId, title: v.title, inactivityWindow: v.inactivityWindow };
    case "reorder-column": {
      const to = v.direction === "left" ? idx - 1 : idx + 1;
      if (to < 0 || to >= cols.length) return null;
      // Among the other columns, the new place is index `to` in both directions.
      const others = cols.filter((_, i) => i !== idx);
      const sortKey = generateKeyBetween(others[to - 1]?.sort_key ?? null, others[to]?.sort_key ?? null);
      return { type: "ReorderColumn", columnId: v.columnId, sortKey };
    }
    case "delete-column":
      return { type: "DeleteColumn", columnId: v.columnId, moveTo: v.moveTo };
  }
}

/**
 * After DeleteColumn: every item still in the deleted column (any status) goes to the end of the
 * target column, each by its own event. The command ids derive from the form's, so submitting the
 * same form again (after a crash half-way) moves only what is left.
 */
export async function moveItemsOut(user: SessionUser, type: BoardType, fromColumnId: string, toColumnId: string, commandId: string) {
  const to = await findColumn(user, type, toColumnId);
  if (!to) return; // the decider checked moveTo: gone only if deleted meanwhile
  const { database } = await services();
  const db = database.db;
  const items = await board.itemIdsInColumn(db, user.companyId, type, fromColumnId);
  if (!items.length) return;
  const last = await board.lastSortKey(db, user.companyId, type, to.id);
  const keys = generateNKeysBetween(last, null, items.length);
  for (const [i, item] of items.entries()) {
    await sendCommand(
      user,
      `item-${item.id}`,
      itemDecider,
      { type: "MoveItemOutOfDeletedColumn", fromColumnId, to, sortKey: keys[i] },
      derivedId(commandId, `move-${item.id}`),
    );
  }
}
