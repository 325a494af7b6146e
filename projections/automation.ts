// The "automation" projection: the enrichment read model of business events (payloads in log
// order) and the webhooks read model. Its own checkpoint, so it never slows the boards.
import { composeProjection } from "./compose";
import type { Projection } from "./types";
import { automationHandlers } from "./read-models/automation";
import { webhookHandlers } from "./read-models/webhooks";

export const AUTOMATION_PROJECTION = "automation";

export const automationProjection: Projection = {
  ...composeProjection(
    AUTOMATION_PROJECTION,
    1,
    ["rm_automation_users", "rm_automation_items", "rm_business_events", "rm_webhooks"],
    [automationHandlers, webhookHandlers],
  ),
  // The NATS forwarder publishes every event of the log up to this checkpoint, handled here or not.
  storeEveryMove: true,
};
