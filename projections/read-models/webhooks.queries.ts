// The readers of rm_webhooks (written by webhooks.ts): the company's webhooks. Their secrets are
// not here (webhook_secrets, a plain table) nor their delivery log (webhook_deliveries).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** The company's webhooks, oldest first. */
export function companyWebhooks(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom("rm_webhooks")
    .select(["id", "name", "uri", "actions", "created_at"])
    .where("company_id", "=", companyId)
    .orderBy("created_at")
    .execute();
}

/** The webhook when it is the company's; undefined otherwise. */
export function companyWebhook(db: Kysely<DB>, companyId: string, webhookId: string) {
  return db.selectFrom("rm_webhooks").select(["id"]).where("id", "=", webhookId).where("company_id", "=", companyId).executeTakeFirst();
}
