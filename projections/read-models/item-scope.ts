// The one rule of an item's data scope (ADR 028): a user list `owners` (the app's visibleOwnerIds)
// sees the items one of them owns (rm_items.owner_id) OR co-owns (rm_item_owners). Every query
// that scopes items by owner uses itemOwnedBy; the app's checks on a loaded row use ownedWithin.
import "../../db/schema-item-owners";
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema";

/**
 * The condition "owned or co-owned by one of `owners`" on the rm_items row aliased `ref` ("rm_items",
 * "i"…); an empty list matches nothing. `ref` comes from our code, never from input.
 */
export function itemOwnedBy(ref: string, owners: readonly string[]): RawBuilder<boolean> {
  if (!owners.length) return sql<boolean>`false`;
  const ids = sql.join([...owners]);
  return sql<boolean>`(${sql.ref(`${ref}.owner_id`)} in (${ids}) or exists (select 1 from rm_item_owners io
    where io.item_id = ${sql.ref(`${ref}.id`)} and io.company_id = ${sql.ref(`${ref}.company_id`)} and io.user_id in (${ids})))`;
}

/** Whether an item (its owner and co-owners) is within `owners` (null: the whole company). */
export function ownedWithin(item: { ownerId: string; coOwnerIds: readonly string[] }, owners: readonly string[] | null): boolean {
  return owners === null || owners.includes(item.ownerId) || item.coOwnerIds.some((id) => owners.includes(id));
}

/** The co-owners of each item among `itemIds` (company-scoped), in the order chosen. */
export async function coOwnerIds(db: Kysely<DB>, companyId: string, itemIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(itemIds.map((id) => [id, []]));
  if (!itemIds.length) return out;
  const rows = await db
    .selectFrom("rm_item_owners")
    .select(["item_id", "user_id"])
    .where("company_id", "=", companyId)
    .where("item_id", "in", [...itemIds])
    .orderBy("item_id")
    .orderBy("position")
    .execute();
  for (const r of rows) out.get(r.item_id)?.push(r.user_id);
  return out;
}

/** The co-owners of one item with their names and roles (the info block), in the order chosen. */
export function itemCoOwners(db: Kysely<DB>, companyId: string, itemId: string) {
  return db
    .selectFrom("rm_item_owners as o")
    .innerJoin("rm_users as u", (j) => j.onRef("u.id", "=", "o.user_id").onRef("u.company_id", "=", "o.company_id"))
    .select(["o.user_id as id", "u.name", "u.role"])
    .where("o.company_id", "=", companyId)
    .where("o.item_id", "=", itemId)
    .orderBy("o.position")
    .execute();
}
