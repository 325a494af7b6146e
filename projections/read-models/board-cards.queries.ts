// What a board card shows beside the item row (issue 18): its owner's name (rm_users) and its
// next activity from the agenda read model (rm_notes' scheduled notes not marked done). One query each for all
// the cards on screen, scoped to the company; a private note counts only for its author.
import { sql, type Kysely } from "kysely";
import "../../db/schema-notes";
import type { DB } from "../../db/schema";

export interface CardActivity {
  /** The first activity scheduled from `today` on (YYYY-MM-DD), null if none. */
  upcoming: string | null;
  /** The oldest activity before `today` not yet marked done (late), null if none. */
  overdue: string | null;
}

/** Item id → its scheduled activities around `today` (YYYY-MM-DD), as `readerId` may see them. */
export async function cardActivities(
  db: Kysely<DB>,
  companyId: string,
  readerId: string,
  itemIds: readonly string[],
  today: string,
): Promise<Map<string, CardActivity>> {
  if (!itemIds.length) return new Map();
  const rows = await db
    .selectFrom("rm_notes")
    .select([
      "item_id",
      sql<string | null>`(min(schedule_date) filter (where schedule_date >= ${today}::date))::text`.as("upcoming"),
      sql<string | null>`(min(schedule_date) filter (where schedule_date < ${today}::date))::text`.as("overdue"),
    ])
    .where("company_id", "=", companyId)
    .where("item_id", "in", itemIds)
    .where("schedule_date", "is not", null)
    .where("completed_at", "is", null) // a done activity is neither next nor late
    .where((eb) => eb.or([eb("is_private", "=", false), eb("author_id", "=", readerId)]))
    .groupBy("item_id")
    .execute();
  return new Map(rows.map((r) => [r.item_id, { upcoming: r.upcoming, overdue: r.overdue }]));
}

/** User id → name, for the owners of the cards on screen (users of the company only). */
export async function ownerNames(db: Kysely<DB>, companyId: string, ownerIds: readonly string[]): Promise<Map<string, string>> {
  if (!ownerIds.length) return new Map();
  const rows = await db.selectFrom("rm_users").select(["id", "name"]).where("company_id", "=", companyId).where("id", "in", ownerIds).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
