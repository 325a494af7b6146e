// "Desfazer" after a delete (ADR 016), core projection: ItemDeleted sets the item's rm_items row
// and reject reasons aside in rm_items_trash (JSON copies), ItemRestored puts them back as they
// were. Only deletes that carry deletedAt are restorable, so only those are set aside.
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import "../../db/schema-undo";
import type { ItemEvent } from "../../domain/item";
import type { Recorded } from "../types";

const itemId = (streamId: string) => streamId.slice("item-".length);

export async function setItemAside(trx: Transaction<DB>, e: Recorded<ItemEvent, "ItemDeleted">): Promise<void> {
  if (!e.data.deletedAt) return;
  await sql`
    insert into rm_items_trash (item_id, company_id, item, reject_reasons)
    select i.id, i.company_id, to_jsonb(i),
      coalesce((select jsonb_agg(to_jsonb(r) order by r.position) from rm_item_reject_reasons r where r.item_id = i.id), '[]'::jsonb)
    from rm_items i where i.id = ${itemId(e.streamId)}
    on conflict (item_id) do update set company_id = excluded.company_id, item = excluded.item, reject_reasons = excluded.reject_reasons`.execute(
    trx,
  );
}

/**
 * The row back with its number, column and sort key, touched by this event. Its number is given
 * again only if still free: an item created meanwhile may have taken it (numbers are max + 1 over
 * the live items, ADR 002); then it takes the next one, as the automation copy does.
 */
export async function restoreItemRow(trx: Transaction<DB>, e: Recorded<ItemEvent, "ItemRestored">): Promise<void> {
  const id = itemId(e.streamId);
  await sql`
    insert into rm_items
    select r.* from rm_items_trash t,
      jsonb_populate_record(null::rm_items, t.item
        || jsonb_build_object('version', ${e.streamPosition}::int, 'updated_at', ${e.metadata.occurredAt}::text)
        || case when exists (select 1 from rm_items n where n.company_id = t.company_id and n.number = (t.item->>'number')::int)
             then jsonb_build_object('number', (select coalesce(max(n.number), 0) + 1 from rm_items n where n.company_id = t.company_id))
             else '{}'::jsonb end) r
    where t.item_id = ${id}`.execute(trx);
  await sql`
    insert into rm_item_reject_reasons
    select r.* from rm_items_trash t, jsonb_populate_recordset(null::rm_item_reject_reasons, t.reject_reasons) r
    where t.item_id = ${id}`.execute(trx);
  await trx.deleteFrom("rm_items_trash").where("item_id", "=", id).execute();
}
