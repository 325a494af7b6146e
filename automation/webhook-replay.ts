// "Reenviar" and "Reenviar desde" (settings screen): put deliveries back in the dispatcher's
// queue. Deliveries are outbound machinery (like checkpoints), not business state, so these are
// plain updates of webhook_deliveries, scoped to the company; the events themselves never change.
import { sql } from "kysely";
import type { Database } from "../db/connect";
import { uuidv7 } from "../eventstore/ids";

/** A failed delivery goes back to the queue for one more attempt now. False when not found/not failed. */
export async function resendDelivery(database: Database, companyId: string, deliveryId: string, now = Date.now()): Promise<boolean> {
  const r = await database.db
    .updateTable("webhook_deliveries")
    .set({
      status: "pending",
      next_attempt_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    })
    .where("id", "=", deliveryId)
    .where("company_id", "=", companyId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Replays every business event of the webhook's company that matches its actions and occurred at
 * or after `since`: new deliveries for events it never had, already-sent ones queued again.
 * Returns how many deliveries were queued.
 */
export async function replaySince(database: Database, companyId: string, webhookId: string, since: Date, now = Date.now()): Promise<number> {
  // A date the database cannot hold (year 10000 once in UTC, an invalid Date) is the caller's bug: refused before any query.
  if (!Number.isFinite(since.getTime()) || since.getUTCFullYear() > 9999 || since.getUTCFullYear() < 1)
    throw new RangeError(`replaySince: data fora do intervalo (${String(since)})`);
  const db = database.db;
  const hook = await db
    .selectFrom("rm_webhooks")
    .select(["id", "actions"])
    .where("id", "=", webhookId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!hook) return 0;
  const actions = (typeof hook.actions === "string" ? JSON.parse(hook.actions) : hook.actions) as string[];
  const nowIso = new Date(now).toISOString();
  const events = await db
    .selectFrom("rm_business_events")
    .select(["event_id", "action"])
    .where("company_id", "=", companyId)
    .where("occurred_at", ">=", since)
    .where("action", "in", actions)
    .orderBy("tx")
    .orderBy("pos")
    .execute();
  let queued = 0;
  for (let i = 0; i < events.length; i += 500) {
    const chunk = events.slice(i, i + 500);
    const r = await db
      .insertInto("webhook_deliveries")
      .values(
        chunk.map((e) => ({
          id: uuidv7(),
          webhook_id: webhookId,
          company_id: companyId,
          event_id: e.event_id,
          action: e.action,
          status: "pending",
          next_attempt_at: nowIso,
          created_at: nowIso,
          updated_at: nowIso,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["webhook_id", "event_id"]).doUpdateSet({
          status: "pending",
          next_attempt_at: sql`excluded.next_attempt_at`,
          updated_at: sql`excluded.updated_at`,
        }),
      )
      .executeTakeFirst();
    queued += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}
