// rm_item_history: one row per item event, with the actor's name as it was at that moment.
// Bulk: a run holds no user events (they are not bulk), so one lookup of the run's actors gives
// each row the name it would have got one event at a time.
import type { ItemEvent } from "../../domain/item";
import { insertRows } from "../bulk-sql";
import { bulkHandler, type Recorded, type TypedHandlers } from "../types";
import { historyText } from "./history-text";

const historyRows = bulkHandler<Recorded<ItemEvent>>(async (trx, events) => {
  const rows = events.map((e) => ({ e, text: historyText(e) })).filter((r) => r.text !== null);
  if (!rows.length) return;
  const actorIds = [...new Set(rows.map((r) => r.e.metadata.actorId))];
  const actors = await trx.selectFrom("rm_users").select(["id", "name"]).where("id", "in", actorIds).execute();
  const names = new Map(actors.map((a) => [a.id, a.name]));
  await insertRows(
    trx,
    "rm_item_history",
    rows.map(({ e, text }) => ({
      item_id: e.streamId.slice("item-".length),
      stream_position: e.streamPosition,
      company_id: e.metadata.companyId,
      event_type: e.type,
      actor_id: e.metadata.actorId,
      actor_name: names.get(e.metadata.actorId) ?? "Sistema",
      occurred_at: e.metadata.occurredAt,
      text,
    })),
  );
});

export const historyHandlers: TypedHandlers<ItemEvent> = {
  ItemCreated: historyRows,
  ItemMoved: historyRows,
  SaleWon: historyRows,
  SaleLost: historyRows,
  ItemReturnedToFunnel: historyRows,
  ItemDetailsChanged: historyRows,
  LeadQualified: historyRows,
  LeadDisqualified: historyRows,
  ItemFinished: historyRows,
  SaleReturnedToPreSale: historyRows,
  RejectReasonAdded: historyRows,
  RejectReasonEdited: historyRows,
  RejectReasonDeleted: historyRows,
  ItemSent: historyRows,
  ItemOwnersChanged: historyRows,
  ItemDeleted: historyRows,
  ItemRestored: historyRows,
};
