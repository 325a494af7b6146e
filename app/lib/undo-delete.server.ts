// "Desfazer" after deleting items (ADR 016): one RestoreItem per item of the delete. Scoped to the
// signed-in company: only items its own delete set aside (rm_items_trash) are touched, so no other
// company's id does anything. The decider refuses after RESTORE_WINDOW_MS; the page then says so.
import { itemDecider, itemStreamId, RESTORE_MSG } from "../../domain/item";
import { MSG } from "../../domain/shared";
import "../../db/schema-undo";
import type { SessionUser } from "./auth.server";
import { commandIdFrom, derivedId, sendCommand } from "./commands.server";
import { redirectWithNotice } from "./flash.server";
import { badRequest, forbidden } from "./http.server";
import { services } from "./services.server";
import type { UndoDeleteForm } from "./undo-delete-form";

export async function restoreDeletedItems(user: SessionUser, form: FormData, v: UndoDeleteForm | null): Promise<Response> {
  // Only who may delete may undo (spec part 2 §6).
  if (user.role !== "MANAGER") throw forbidden(MSG.vendorsCannotDelete);
  if (!v) throw badRequest(MSG.itemNotFound);
  const { database } = await services();
  const aside = await database.db
    .selectFrom("rm_items_trash")
    .select("item_id")
    .where("company_id", "=", user.companyId)
    .where("item_id", "in", v.itemIds)
    .execute();
  const commandId = commandIdFrom(form);
  let expired = false;
  for (const { item_id } of aside) {
    const outcome = await sendCommand(
      user,
      itemStreamId(item_id),
      itemDecider,
      { type: "RestoreItem", actorRole: user.role },
      derivedId(commandId, `restore-${item_id}`),
    );
    // "Not deleted" is an undo already done (another tab); the window's end is what the user must hear.
    if (!outcome.ok && outcome.error.message === RESTORE_MSG.expired) expired = true;
  }
  return redirectWithNotice(v.back, expired ? "desfazer-expirou" : "exclusao-desfeita");
}
