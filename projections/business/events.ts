// The business events automation subscribers receive (spec part 2 §9, DESIGN §6), derived from
// the domain events of the log. Pure: the NATS forwarder and the webhook dispatcher both use it.
import type { ItemEvent } from "../../domain/item";
import type { NoteEvent } from "../../domain/note";
import { WEBHOOK_ACTIONS, type WebhookAction } from "../../domain/webhook";
import type { RecordedEvent } from "../../eventstore/types";
import { asEventOf } from "../types";

/** The actions a webhook subscribes to are exactly the business events' actions. */
export const BUSINESS_ACTIONS = WEBHOOK_ACTIONS;
export type BusinessAction = WebhookAction;

export interface BusinessEvent {
  action: BusinessAction;
  /** The domain event's id: subscribers de-duplicate on it (it is also the NATS msgID). */
  eventId: string;
  occurredAt: string;
  companyId: string;
  actorId: string;
  /** The item (sale, lead, project, ...) concerned. */
  itemId: string;
  from?: { columnId: string; columnTitle: string };
  to?: { columnId: string; columnTitle: string };
  reason?: string;
  power?: string;
  ucType?: string;
  note?: { noteId: string; type: string | null; date: string; timeStart: string | null; timeEnd: string | null };
}

const itemIdOf = (streamId: string) => (streamId.startsWith("item-") ? streamId.slice(5) : streamId);

/** The fields every business event has, built only for an event that is one (a rebuild calls this for every event of the log). */
function business(e: RecordedEvent, action: BusinessAction, itemId = itemIdOf(e.streamId)): BusinessEvent {
  const m = e.metadata;
  return { eventId: e.id, occurredAt: m.occurredAt, companyId: m.companyId, actorId: m.actorId, itemId, action };
}

/** The business event a domain event stands for, or null when it is not one. */
export function toBusinessEvent(event: RecordedEvent): BusinessEvent | null {
  const e = asEventOf<ItemEvent | NoteEvent>(event);
  let b: BusinessEvent;
  switch (e.type) {
    case "ItemMoved":
      // A reorder inside a column is not a change of stage.
      if (e.data.fromColumnId === e.data.toColumnId) return null;
      b = business(e, "MOVING_BUSINESS_BETWEEN_STAGES");
      b.from = { columnId: e.data.fromColumnId, columnTitle: e.data.fromColumnTitle };
      b.to = { columnId: e.data.toColumnId, columnTitle: e.data.toColumnTitle };
      return b;
    case "SaleWon":
      b = business(e, "BUSINESS_GAIN");
      b.power = e.data.power;
      b.ucType = e.data.ucType;
      return b;
    case "SaleLost":
      b = business(e, "BUSINESS_LOST");
      b.reason = e.data.reason;
      return b;
    case "ItemReturnedToFunnel":
      b = business(e, "BUSINESS_RETURN_TO_FUNNEL");
      b.to = { columnId: e.data.toColumnId, columnTitle: e.data.toColumnTitle };
      return b;
    case "NoteCreated":
      // Only a note with a schedule is a business event, and never a private note (it exists
      // only for its author: no webhook, no NATS business message; see private-notes.ts).
      if (!e.data.schedule || e.data.isPrivate === true) return null;
      return {
        ...business(e, "SCHEDULED_NOTE_CREATION", e.data.itemId ?? itemIdOf(e.streamId)),
        note: {
          noteId: e.data.noteId,
          type: e.data.noteType ?? null,
          date: e.data.schedule.date,
          timeStart: e.data.schedule.timeStart ?? null,
          timeEnd: e.data.schedule.timeEnd ?? null,
        },
      };
    default:
      return null;
  }
}

/** NATS subjects (DESIGN §6): every event, and the business event when there is one. */
export function subjectsFor(e: RecordedEvent): string[] {
  const subjects = [`girassol.${e.metadata.companyId}.${e.streamType}.${e.type}`];
  const b = toBusinessEvent(e);
  if (b) subjects.push(`girassol.${e.metadata.companyId}.business.${b.action}`);
  return subjects;
}
