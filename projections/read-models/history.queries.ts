// The reader of rm_item_history (written by history.ts): an item's lines, newest first.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

export function itemHistoryRows(db: Kysely<DB>, companyId: string, itemId: string, limit: number) {
  return db
    .selectFrom("rm_item_history")
    .select(["stream_position", "event_type", "actor_name", "occurred_at", "text"])
    .where("company_id", "=", companyId)
    .where("item_id", "=", itemId)
    .orderBy("stream_position", "desc")
    .limit(limit)
    .execute();
}
