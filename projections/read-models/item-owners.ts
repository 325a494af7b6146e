// rm_item_owners: an item's extra owners (co-owners, ADR 028), read by the data scopes
// (item-scope.ts) and the item page's info block. ItemOwnersChanged carries the whole list after the
// change, so a run keeps the last list of each item: the items' rows are replaced by it.
// Rows outlive ItemDeleted (a restored item keeps its co-owners); every reader joins rm_items.
import "../../db/schema-item-owners";
import type { ItemEvent } from "../../domain/item";
import { insertRows } from "../bulk-sql";
import { bulkHandler, type Recorded, type TypedHandlers } from "../types";

const ownersBulk = bulkHandler<Recorded<ItemEvent, "ItemOwnersChanged">>(async (trx, events) => {
  const last = new Map<string, Recorded<ItemEvent, "ItemOwnersChanged">>();
  for (const e of events) last.set(e.streamId.slice("item-".length), e);
  await trx
    .deleteFrom("rm_item_owners")
    .where("item_id", "in", [...last.keys()])
    .execute();
  await insertRows(
    trx,
    "rm_item_owners",
    [...last].flatMap(([itemId, e]) =>
      e.data.to.map((o, position) => ({ item_id: itemId, user_id: o.userId, company_id: e.metadata.companyId, position })),
    ),
  );
});

export const itemOwnerHandlers: TypedHandlers<ItemEvent> = {
  ItemOwnersChanged: ownersBulk,
};
