// The readers of rm_notifications (written by notifications.ts): a user's bell. A notification is
// shown when it is not dismissed and due at `now` (the clock is the caller's).
import type { ExpressionBuilder, Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Whose bell: the user and their company. */
export interface Recipient {
  userId: string;
  companyId: string;
}

/** The recipient's notifications shown at `now`: not dismissed, and due. */
function due(to: Recipient, now: Date) {
  return (eb: ExpressionBuilder<DB, "rm_notifications">) =>
    eb.and([eb("user_id", "=", to.userId), eb("company_id", "=", to.companyId), eb("dismissed", "=", false), eb("due_at", "<=", now)]);
}

export async function dueCount(db: Kysely<DB>, to: Recipient, now: Date): Promise<number> {
  const row = await db
    .selectFrom("rm_notifications")
    .select((eb) => eb.fn.countAll().as("n"))
    .where(due(to, now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The first `limit` notifications due at `now`, newest first. */
export function dueNotifications(db: Kysely<DB>, to: Recipient, now: Date, limit: number) {
  return db
    .selectFrom("rm_notifications")
    .select(["id", "type", "title", "content", "item_id", "board_type", "due_at"])
    .where(due(to, now))
    .orderBy("due_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** One of the recipient's own notifications (dismissed or not, due or not); undefined otherwise. */
export function ownNotification(db: Kysely<DB>, to: Recipient, notificationId: string) {
  return db
    .selectFrom("rm_notifications")
    .select(["id", "type"])
    .where("id", "=", notificationId)
    .where("user_id", "=", to.userId)
    .where("company_id", "=", to.companyId)
    .executeTakeFirst();
}
