// "Desfazer" after a delete (ADR 016), dashboard projection: ItemDeleted sets the item's
// rm_an_items row and column stays aside in rm_an_items_trash; ItemRestored puts them back and adds
// the item's contribution to the monthly and open figures again (the delete retracted it).
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema";
import "../../db/schema-undo";
import type { ItemEvent } from "../../domain/item";
import type { Recorded } from "../types";
import { addDeltas, analyticsItemOf, contributionRows } from "./analytics";

const itemId = (streamId: string) => streamId.slice("item-".length);

export async function setAnalyticsAside(trx: Transaction<DB>, e: Recorded<ItemEvent, "ItemDeleted">): Promise<void> {
  if (!e.data.deletedAt) return;
  await sql`
    insert into rm_an_items_trash (item_id, company_id, item, stays)
    select i.item_id, i.company_id, to_jsonb(i),
      coalesce((select jsonb_agg(to_jsonb(s) order by s.seq) from rm_an_column_stays s where s.item_id = i.item_id), '[]'::jsonb)
    from rm_an_items i where i.item_id = ${itemId(e.streamId)}
    on conflict (item_id) do update set company_id = excluded.company_id, item = excluded.item, stays = excluded.stays`.execute(trx);
}

export async function restoreAnalytics(trx: Transaction<DB>, e: Recorded<ItemEvent, "ItemRestored">): Promise<void> {
  const id = itemId(e.streamId);
  await sql`
    insert into rm_an_items
    select r.* from rm_an_items_trash t, jsonb_populate_record(null::rm_an_items, t.item) r
    where t.item_id = ${id}`.execute(trx);
  await sql`
    insert into rm_an_column_stays
    select r.* from rm_an_items_trash t, jsonb_populate_recordset(null::rm_an_column_stays, t.stays) r
    where t.item_id = ${id}`.execute(trx);
  await trx.deleteFrom("rm_an_items_trash").where("item_id", "=", id).execute();
  const row = await trx.selectFrom("rm_an_items").selectAll().where("item_id", "=", id).executeTakeFirst();
  if (!row) return;
  const monthly: Record<string, unknown>[] = [];
  const open: Record<string, unknown>[] = [];
  contributionRows(analyticsItemOf(row), 1, monthly, open);
  await addDeltas(trx, monthly, open);
}
