// rm_webhooks: the company's webhooks (settings /configuracoes/webhooks) as the log says they
// are. The secret is never here (nor in the events): it lives in webhook_secrets.
import type { WebhookEvent } from "../../domain/webhook";
import { jsonb } from "../bulk-sql";
import { deleteRow, insertRow, updateRow } from "../row-handlers";
import type { TypedHandlers } from "../types";

export const webhookHandlers: TypedHandlers<WebhookEvent> = {
  WebhookCreated: insertRow("rm_webhooks", ({ data: d, metadata }) => ({
    id: d.webhookId,
    name: d.name,
    uri: d.uri,
    actions: jsonb(d.actions),
    created_at: metadata.occurredAt,
    updated_at: metadata.occurredAt,
  })),
  WebhookChanged: updateRow(
    "rm_webhooks",
    (d) => d.webhookId,
    ({ data: d, metadata }) => ({
      name: d.name,
      uri: d.uri,
      actions: jsonb(d.actions),
      updated_at: metadata.occurredAt,
    }),
  ),
  WebhookDeleted: deleteRow("rm_webhooks", (d) => d.webhookId),
};
