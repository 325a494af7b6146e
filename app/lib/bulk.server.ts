// Board bulk actions (spec part 2 §4–§6): send the selected items or a whole column to another
// user, delete the selected items (managers only). One command per item, each with a command id
// derived from the form's, so a resubmitted form applies only what is left.
import { data } from "@remix-run/node";
import { itemDecider } from "../../domain/item";
import { MSG, type BoardType } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import type { SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import { allowedReceivers } from "./item-lifecycle.server";
import { services } from "./services.server";
import { visibleOwnerIds } from "./access.server";

export const BULK_INTENTS = ["send-selected", "send-column", "delete-selected"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];
export const isBulkIntent = (v: unknown): v is BulkIntent => (BULK_INTENTS as readonly unknown[]).includes(v);

const fail = (intent: string, message: string, status = 400) => data({ intent, bulkError: message }, { status });

/** The company's in-progress items of this board among `ids` (or in `columnId`), scoped like the board. */
async function targetItems(user: SessionUser, type: BoardType, sel: { ids?: string[]; columnId?: string }) {
  const { database } = await services();
  let q = database.db
    .selectFrom("rm_items")
    .select(["id", "owner_id"])
    .where("company_id", "=", user.companyId)
    .where("board_type", "=", type)
    .where("status", "=", "IN_PROGRESS");
  const owners = await visibleOwnerIds(user, type);
  if (owners) q = q.where("owner_id", "in", owners);
  if (sel.ids) q = q.where("id", "in", sel.ids.length ? sel.ids : ["00000000-0000-0000-0000-000000000000"]);
  if (sel.columnId) q = q.where("column_id", "=", sel.columnId);
  return q.orderBy("sort_key").orderBy("id").execute();
}

/** Returns null when applied (the caller redirects), or the reply to render. */
export async function runBulkIntent(user: SessionUser, form: FormData, type: BoardType) {
  const intent = form.get("intent") as BulkIntent;
  const commandId = commandIdFrom(form);
  const ids = form
    .getAll("itemIds")
    .map(String)
    .filter((v) => UUID_RE.test(v));

  if (intent === "delete-selected") {
    if (user.role !== "MANAGER") throw new Response("Vendedores não podem excluir itens.", { status: 403 });
    if (!ids.length) return fail(intent, "Selecione ao menos um item.");
    for (const item of await targetItems(user, type, { ids })) {
      await sendCommand(
        user,
        `item-${item.id}`,
        itemDecider,
        { type: "DeleteItem", actorRole: user.role },
        derivedId(commandId, `delete-${item.id}`),
      );
    }
    return null;
  }

  const receivers = await allowedReceivers(user, type);
  const receiver = receivers.find((r) => r.id === String(form.get("receiver") ?? ""));
  if (!receiver) return fail(intent, "Selecione para quem enviar.");
  const columnId = intent === "send-column" ? String(form.get("columnId") ?? "") : undefined;
  if (columnId !== undefined && !UUID_RE.test(columnId)) return fail(intent, MSG.columnNotFound, 404);
  if (intent === "send-selected" && !ids.length) return fail(intent, "Selecione ao menos um item.");
  const items = await targetItems(user, type, intent === "send-column" ? { columnId } : { ids });
  for (const item of items) {
    if (item.owner_id === receiver.id) continue; // already theirs: nothing to send
    const outcome = await sendCommand(
      user,
      `item-${item.id}`,
      itemDecider,
      {
        type: "SendItem",
        toUserId: receiver.id,
        toUserName: receiver.name,
        allowedReceivers: receivers.map((r) => r.id),
      },
      derivedId(commandId, `send-${item.id}`),
    );
    if (!outcome.ok && outcome.error.code !== "conflict")
      return fail(intent, outcome.error.message, outcome.error.code === "forbidden" ? 403 : 400);
  }
  return null;
}
