// Retention of the mail port's plain tables (ADR 023's "a retention job can come"): recovery links
// a day past their expiry (used ones included: every link expires within the hour, and a deleted
// one answers the same 410 as a used one), and outbox mail older than MAIL_OUTBOX_DAYS. Run on each
// recovery request, as the uploads' staging purges itself on each upload: no scheduler needed.
import "../../../db/schema-access";
import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";

export const TOKEN_GRACE_MS = 24 * 60 * 60_000;
export const MAIL_OUTBOX_DAYS = 90;

export async function purgeMailLeftovers(db: Kysely<DB>, now: Date = new Date()): Promise<{ tokens: number; mails: number }> {
  const [tokens, mails] = await Promise.all([
    db
      .deleteFrom("password_reset_tokens")
      .where("expires_at", "<", new Date(now.getTime() - TOKEN_GRACE_MS))
      .executeTakeFirst(),
    db
      .deleteFrom("mail_outbox")
      .where("created_at", "<", new Date(now.getTime() - MAIL_OUTBOX_DAYS * 86_400_000))
      .executeTakeFirst(),
  ]);
  return { tokens: Number(tokens.numDeletedRows), mails: Number(mails.numDeletedRows) };
}
