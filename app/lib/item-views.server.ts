// "Last viewed" items: a plain table written when a user opens an item page. Views are not business
// state, so they are not events (ADR 006): no command, no projection, not rebuilt.
import { sql } from "kysely";
import type { SessionUser } from "./auth.server";
import { visibleOwnerIds, type ScopedArea } from "./access.server";
import { services } from "./services.server";
import { coOwnerIds, ownedWithin } from "../../projections/read-models/item-scope";

const KEEP = 20;

/** Records that `user` opened `itemId` now; keeps the user's newest 20. Never fails the page. */
export async function recordItemView(user: SessionUser, itemId: string): Promise<void> {
  try {
    const { database } = await services();
    const db = database.db;
    await db
      .insertInto("item_views")
      .values({ user_id: user.id, item_id: itemId, company_id: user.companyId, viewed_at: new Date() })
      .onConflict((oc) => oc.columns(["user_id", "item_id"]).doUpdateSet({ viewed_at: new Date() }))
      .execute();
    await sql`delete from item_views where user_id = ${user.id} and item_id not in (
      select item_id from item_views where user_id = ${user.id} order by viewed_at desc limit ${KEEP})`.execute(db);
  } catch (e) {
    console.error("item_views:", e);
  }
}

/** The user's last viewed items that still exist and that they may still open (same company). */
/**
 * Items last viewed by `viewers` (the dashboard's picked user or team; default the user), newest
 * first, each once, keeping only what the signed-in user may see.
 */
export async function recentlyViewed(user: SessionUser, limit: number, viewers: string[] | null = [user.id]) {
  const { database } = await services();
  const all = await database.db
    .selectFrom("item_views")
    .innerJoin("rm_items", "rm_items.id", "item_views.item_id")
    .select(["rm_items.id", "rm_items.number", "rm_items.name", "rm_items.amount", "rm_items.status", "rm_items.board_type", "rm_items.owner_id"])
    .$if(viewers !== null, (q) => q.where("item_views.user_id", "in", viewers!.length ? viewers! : [user.id]))
    .where("rm_items.company_id", "=", user.companyId)
    .orderBy("item_views.viewed_at", "desc")
    .orderBy("rm_items.id")
    .limit(limit * 4)
    .execute();
  const seen = new Set<string>();
  const rows = all.filter((r) => !seen.has(r.id) && seen.add(r.id));
  const coOwners = await coOwnerIds(
    database.db,
    user.companyId,
    rows.map((r) => r.id),
  );
  // An item sent to someone the user may no longer see drops out of the list.
  const scopes = new Map<string, string[] | null>();
  const visible = [];
  for (const r of rows) {
    if (!scopes.has(r.board_type)) scopes.set(r.board_type, await visibleOwnerIds(user, r.board_type as ScopedArea));
    const owners = scopes.get(r.board_type);
    if (ownedWithin({ ownerId: r.owner_id, coOwnerIds: coOwners.get(r.id) ?? [] }, owners ?? null)) visible.push(r);
  }
  return visible.slice(0, limit).map((r) => ({
    id: r.id,
    number: r.number,
    name: r.name,
    amount: String(r.amount),
    status: r.status,
    boardType: r.board_type,
  }));
}
