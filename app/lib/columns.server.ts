// Column management of a board (spec part 2 §4): add, rename (title, inactivity window), move
// left/right, and delete moving the column's items into another column. Managers only for now
// (the per-type manager flags come with the permissions issue).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";
import { sql } from "kysely";
import { z } from "zod";
import { boardDecider } from "../../domain/board";
import { itemDecider } from "../../domain/item";
import { MSG, type BoardType } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import { services } from "./services.server";

const title = z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });
const windowDays = z.coerce
  .number({ error: MSG.invalidInactivityWindow })
  .int({ error: MSG.invalidInactivityWindow })
  .min(0, { error: MSG.invalidInactivityWindow });

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
  }),
} as const;
export type ColumnIntent = keyof typeof columnSchemas;
export const isColumnIntent = (v: unknown): v is ColumnIntent => typeof v === "string" && v in columnSchemas;

async function columnRows(companyId: string, type: BoardType) {
  const { database } = await services();
  return database.db
    .selectFrom("rm_board_columns")
    .select(["column_id", "title", "sort_key"])
    .where("company_id", "=", companyId)
    .where("board_type", "=", type)
    .orderBy("sort_key")
    .orderBy("column_id")
    .execute();
}

/** Returns null when applied (the caller redirects), or the reply to render. */
export async function runColumnIntent(user: SessionUser, form: FormData, type: BoardType) {
  const intent = form.get("intent") as ColumnIntent;
  if (user.role !== "MANAGER") throw new Response("Apenas o gerente pode alterar as colunas.", { status: 403 });
  const submission = parseWithZod(form, { schema: columnSchemas[intent] });
  const columnId = String(form.get("columnId") ?? "");
  if (submission.status !== "success") return data({ intent, columnId, result: submission.reply() }, { status: 400 });
  const v = submission.value as any;
  const cols = await columnRows(user.companyId, type);
  const idx = cols.findIndex((c) => c.column_id === v.columnId);
  if (intent !== "add-column" && idx < 0) throw new Response(MSG.columnNotFound, { status: 404 });
  const commandId = commandIdFrom(form);
  const stream = `board-${user.companyId}-${type}`;

  let command: any;
  if (intent === "add-column") {
    command = {
      type: "AddColumn",
      columnId: derivedId(commandId, "column"),
      title: v.title,
      inactivityWindow: v.inactivityWindow,
      sortKey: generateKeyBetween(cols.at(-1)?.sort_key ?? null, null),
    };
  } else if (intent === "rename-column") {
    command = { type: "RenameColumn", columnId: v.columnId, title: v.title, inactivityWindow: v.inactivityWindow };
  } else if (intent === "reorder-column") {
    const to = v.direction === "left" ? idx - 1 : idx + 1;
    if (to < 0 || to >= cols.length) return null;
    // Among the other columns, the new place is index `to` in both directions.
    const others = cols.filter((_, i) => i !== idx);
    const before = others[to - 1]?.sort_key ?? null,
      after = others[to]?.sort_key ?? null;
    command = { type: "ReorderColumn", columnId: v.columnId, sortKey: generateKeyBetween(before, after) };
  } else {
    command = { type: "DeleteColumn", columnId: v.columnId, moveTo: v.moveTo };
  }
  const outcome = await sendCommand(user, stream, boardDecider, command, commandId);
  if (!outcome.ok) {
    const e = outcome.error;
    const reply = e.field
      ? submission.reply({ fieldErrors: { [e.field]: [e.message] } })
      : submission.reply({ formErrors: [e.message] });
    return data({ intent, columnId, result: reply }, { status: 400 });
  }
  if (intent === "delete-column")
    await moveItemsOut(
      user,
      type,
      v.columnId,
      cols.find((c) => c.column_id === v.moveTo)!,
      commandId,
    );
  return null;
}

/**
 * After DeleteColumn: every item still in the deleted column (any status) goes to the end of the
 * target column, each by its own event. The command ids derive from the form's, so submitting the
 * same form again (after a crash half-way) moves only what is left.
 */
async function moveItemsOut(
  user: SessionUser,
  type: BoardType,
  fromColumnId: string,
  to: { column_id: string; title: string },
  commandId: string,
) {
  const { database } = await services();
  const db = database.db;
  const items = await db
    .selectFrom("rm_items")
    .select("id")
    .where("company_id", "=", user.companyId)
    .where("board_type", "=", type)
    .where("column_id", "=", fromColumnId)
    .orderBy("sort_key")
    .orderBy("id")
    .execute();
  if (!items.length) return;
  const { last } = await db
    .selectFrom("rm_items")
    .select(sql<string | null>`max(sort_key)`.as("last"))
    .where("company_id", "=", user.companyId)
    .where("board_type", "=", type)
    .where("column_id", "=", to.column_id)
    .executeTakeFirstOrThrow();
  const keys = generateNKeysBetween(last, null, items.length);
  for (const [i, item] of items.entries()) {
    await sendCommand(
      user,
      `item-${item.id}`,
      itemDecider,
      { type: "MoveItemOutOfDeletedColumn", fromColumnId, to: { id: to.column_id, title: to.title }, sortKey: keys[i] },
      derivedId(commandId, `move-${item.id}`),
    );
  }
}
