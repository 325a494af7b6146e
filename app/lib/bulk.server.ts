// Board bulk actions (spec part 2 §4–§6): send the selected items or a whole column to another
// user, delete the selected items (managers only). One command per item, each with a command id
// derived from the form's, so a resubmitted form applies only what is left.
import type { z } from "zod";
import { itemDecider, itemStreamId } from "../../domain/item";
import { MSG, type BoardType } from "../../domain/shared";
import { UUID_RE } from "../../eventstore/ids";
import type { SessionUser } from "./auth.server";
import type { BoardRequest } from "./board-actions.server";
import { derivedId, sendCommand } from "./commands.server";
import type { deleteSelectedSchema, sendColumnSchema, sendSelectedSchema } from "./forms";
import { allowedReceivers } from "./item-lifecycle.server";
import { services } from "./services.server";
import { inProgressItems } from "../../projections/read-models/board.queries";
import { visibleOwnerIds } from "./access.server";

const NONE_SELECTED = "Selecione ao menos um item.";

/** The company's in-progress items of this board among `ids` (or in `columnId`), scoped like the board. */
async function targetItems(user: SessionUser, type: BoardType, sel: { ids?: string[]; columnId?: string }) {
  const { database } = await services();
  const owners = await visibleOwnerIds(user, type);
  return inProgressItems(database.db, user.companyId, type, owners, sel);
}

type BulkIntent = z.output<typeof sendSelectedSchema | typeof sendColumnSchema | typeof deleteSelectedSchema>;

/** One bulk form: a command per target item, then the board again; or the form with the problem. */
export async function runBulkIntent(board: BoardRequest, v: BulkIntent) {
  const { user, type, commandId, kit, back } = board;
  const ids = "itemIds" in v ? v.itemIds.filter((id) => UUID_RE.test(id)) : [];

  if (v.intent === "delete-selected") {
    // Managers only: the board action refused anyone else before parsing the form.
    if (!ids.length) return kit.refuse({ message: NONE_SELECTED });
    const deleted: string[] = [];
    for (const item of await targetItems(user, type, { ids })) {
      deleted.push(item.id);
      await sendCommand(
        user,
        itemStreamId(item.id),
        itemDecider,
        { type: "DeleteItem", actorRole: user.role },
        derivedId(commandId, `delete-${item.id}`),
      );
    }
    return board.backAfterDelete(deleted);
  }

  const receivers = await allowedReceivers(user, type);
  const receiver = receivers.find((r) => r.id === v.receiver);
  if (!receiver) return kit.refuse({ message: "Selecione para quem enviar." });
  if (v.intent === "send-column" && !UUID_RE.test(v.columnId)) return kit.refuse({ message: MSG.columnNotFound, code: "not_found" });
  if (v.intent === "send-selected" && !ids.length) return kit.refuse({ message: NONE_SELECTED });
  // Only items whose owner is in the user's scope: a co-owner (ADR 028) does not give an item away.
  const owners = await visibleOwnerIds(user, type);
  const items = (await targetItems(user, type, v.intent === "send-column" ? { columnId: v.columnId } : { ids })).filter(
    (i) => owners === null || owners.includes(i.owner_id),
  );
  for (const item of items) {
    if (item.owner_id === receiver.id) continue; // already theirs: nothing to send
    const outcome = await sendCommand(
      user,
      itemStreamId(item.id),
      itemDecider,
      {
        type: "SendItem",
        toUserId: receiver.id,
        toUserName: receiver.name,
        allowedReceivers: receivers.map((r) => r.id),
      },
      derivedId(commandId, `send-${item.id}`),
    );
    // Conflict: it moved on meanwhile (finished, already theirs); the others still go.
    if (!outcome.ok && outcome.error.code !== "conflict") return kit.refuse(outcome.error);
  }
  return back();
}
