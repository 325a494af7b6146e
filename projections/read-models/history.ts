// rm_item_history: one row per item event, with the actor's name as it was at that moment.
import type { ProjectionHandler } from "../types";
import { historyText } from "./history-text";

const historyRow: ProjectionHandler = async (trx, e) => {
  const text = historyText(e);
  if (text === null) return;
  const actor = await trx.selectFrom("rm_users").select("name").where("id", "=", e.metadata.actorId).executeTakeFirst();
  await trx
    .insertInto("rm_item_history")
    .values({
      item_id: e.streamId.slice("item-".length), stream_position: e.streamPosition, company_id: e.metadata.companyId,
      event_type: e.type, actor_id: e.metadata.actorId, actor_name: actor?.name ?? "Sistema",
      occurred_at: e.metadata.occurredAt, text,
    })
    .execute();
};

export const historyHandlers: Record<string, ProjectionHandler> = Object.fromEntries(
  [
    "ItemCreated", "ItemMoved", "SaleWon", "SaleLost", "ItemReturnedToFunnel", "ItemDetailsChanged", "LeadQualified",
    "LeadDisqualified", "ItemFinished", "SaleReturnedToPreSale", "RejectReasonAdded", "RejectReasonEdited",
    "RejectReasonDeleted", "ItemSent", "ItemDeleted",
  ].map((t) => [t, historyRow]),
);
