// The JSON payload automation subscribers receive for a business event (docs/automation.md):
// the base mapping of events.ts plus what a subscriber needs without calling us back
// (the item summary and the actor's name). Pure: the values come from the "automation"
// enrichment read model as it stood right after the event (projections/read-models/automation.ts).
import type { BusinessAction, BusinessEvent } from "./events";

export const BUSINESS_PAYLOAD_SCHEMA = "girassol.business.v1";

export interface ItemSummary {
  id: string;
  /** The number shown as #00042; null for an item the log never created (should not happen). */
  number: number | null;
  numberLabel: string | null;
  name: string;
  boardType: string;
  /** Decimal string with two decimals, in BRL: "1234.56". */
  amount: string;
  customer: { id: string; name: string } | null;
  owner: { id: string; name: string | null };
}

export interface BusinessEventPayload {
  schema: typeof BUSINESS_PAYLOAD_SCHEMA;
  /** Id of the domain event: de-duplicate on it (NATS Nats-Msg-Id, webhook X-Girassol-Delivery). */
  eventId: string;
  action: BusinessAction;
  occurredAt: string;
  company: { id: string };
  actor: { id: string; name: string | null };
  item: ItemSummary | null;
  from?: { columnId: string; columnTitle: string };
  to?: { columnId: string; columnTitle: string };
  reason?: string;
  power?: string;
  ucType?: string;
  note?: BusinessEvent["note"];
}

export const numberLabel = (n: number) => `#${String(n).padStart(5, "0")}`;

export function businessPayload(b: BusinessEvent, item: ItemSummary | null, actorName: string | null): BusinessEventPayload {
  const p: BusinessEventPayload = {
    schema: BUSINESS_PAYLOAD_SCHEMA,
    eventId: b.eventId,
    action: b.action,
    occurredAt: b.occurredAt,
    company: { id: b.companyId },
    actor: { id: b.actorId, name: actorName },
    item,
  };
  if (b.from) p.from = b.from;
  if (b.to) p.to = b.to;
  if (b.reason !== undefined) p.reason = b.reason;
  if (b.power !== undefined) p.power = b.power;
  if (b.ucType !== undefined) p.ucType = b.ucType;
  if (b.note) p.note = b.note;
  return p;
}
