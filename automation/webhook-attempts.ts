// A delivery's attempt, logged (webhook_attempts) and applied to the delivery (webhook_deliveries)
// in one transaction: delivered, failed for good, or pending with the next try after the back-off.
import type { Database } from "../db/connect";
import type { WebhookAnswer } from "./webhook-post";

export interface Attempt {
  attempt: number;
  /** ms since epoch. */
  at: number;
  answer: WebhookAnswer;
  /** No retry whatever the count (the webhook or the event is gone). */
  permanent: boolean;
  maxAttempts: number;
  retryDelaysMs: number[];
}

export async function recordAttempt(database: Database, deliveryId: string, a: Attempt) {
  const { attempt, at, permanent, maxAttempts, retryDelaysMs } = a;
  const { status, duration, error } = a.answer;
  const ok = error === null;
  const giveUp = !ok && (permanent || attempt >= maxAttempts);
  const next = ok || giveUp ? null : at + retryDelaysMs[Math.min(attempt - 1, retryDelaysMs.length - 1)];
  const atIso = new Date(at).toISOString();
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("webhook_attempts")
      .values({
        delivery_id: deliveryId,
        attempt,
        at: atIso,
        status_code: status,
        duration_ms: duration,
        error: error?.slice(0, 500) ?? null,
      })
      .onConflict((oc) => oc.columns(["delivery_id", "attempt"]).doNothing())
      .execute();
    await trx
      .updateTable("webhook_deliveries")
      .set({
        status: ok ? "delivered" : giveUp ? "failed" : "pending",
        attempts: attempt,
        next_attempt_at: next === null ? null : new Date(next).toISOString(),
        last_status_code: status,
        last_duration_ms: duration,
        last_error: error?.slice(0, 500) ?? null,
        updated_at: atIso,
        delivered_at: ok ? atIso : null,
      })
      .where("id", "=", deliveryId)
      .execute();
  });
}
