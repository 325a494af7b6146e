// rm_webhooks: the company's webhooks (settings /configuracoes/webhooks) as the log says they
// are. The secret is never here (nor in the events): it lives in webhook_secrets.
import type { WebhookEvent } from "../../domain/webhook";
import { jsonb } from "../bulk-sql";
import type { TypedHandlers } from "../types";

export const webhookHandlers: TypedHandlers<WebhookEvent> = {
  async WebhookCreated(trx, e) {
    const d = e.data;
    await trx
      .insertInto("rm_webhooks")
      .values({
        id: d.webhookId,
        company_id: e.metadata.companyId,
        name: d.name,
        uri: d.uri,
        actions: jsonb(d.actions),
        created_at: e.metadata.occurredAt,
        updated_at: e.metadata.occurredAt,
      })
      .execute();
  },
  async WebhookChanged(trx, e) {
    const d = e.data;
    await trx
      .updateTable("rm_webhooks")
      .set({
        name: d.name,
        uri: d.uri,
        actions: jsonb(d.actions),
        updated_at: e.metadata.occurredAt,
      })
      .where("id", "=", d.webhookId)
      .execute();
  },
  async WebhookDeleted(trx, e) {
    await trx.deleteFrom("rm_webhooks").where("id", "=", e.data.webhookId).execute();
  },
};
