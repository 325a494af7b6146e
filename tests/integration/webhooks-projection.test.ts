// rm_webhooks (the automation projection's webhooks read model) as specs: given these events,
// these rows. The secret is never in the events nor here.
import { describe, it } from "vitest";
import { automationProjection } from "../../projections/automation";
import { projectionSpec } from "../support/projection-spec";
import { IDS, webhookChanged, webhookCreated, webhookDeleted } from "../support/events";

describe("rm_webhooks", () => {
  const spec = projectionSpec(automationProjection);

  it("a created webhook is a row of its company", async () => {
    await spec.given([webhookCreated({ actions: ["BUSINESS_GAIN", "BUSINESS_LOST"] })]).expectRows("rm_webhooks", [
      {
        id: IDS.webhook,
        company_id: IDS.company,
        name: "CRM",
        uri: "https://crm.example.com/hook",
        actions: ["BUSINESS_GAIN", "BUSINESS_LOST"],
      },
    ]);
  });

  it("a change replaces name, address and actions, and moves updated_at only", async () => {
    const created = "2026-01-05T12:00:00.000Z";
    const changed = "2026-01-06T09:30:00.000Z";
    const stream = `webhook-${IDS.webhook}`;
    await spec
      .given([
        { streamId: stream, events: [webhookCreated()], meta: { occurredAt: created } },
        {
          streamId: stream,
          events: [webhookChanged({ name: "ERP", uri: "https://erp.example.com/in", actions: ["SCHEDULED_NOTE_CREATION"] })],
          meta: { occurredAt: changed },
        },
      ])
      .expectRows("rm_webhooks", [
        {
          id: IDS.webhook,
          name: "ERP",
          uri: "https://erp.example.com/in",
          actions: ["SCHEDULED_NOTE_CREATION"],
          created_at: created,
          updated_at: changed,
        },
      ]);
  });

  it("a deleted webhook leaves no row", async () => {
    await spec.given([webhookCreated(), webhookDeleted()]).expectRows("rm_webhooks", []);
  });
});
