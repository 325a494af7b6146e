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

/** The business event a domain event stands for, or null when it is not one. */
export function toBusinessEvent(event: RecordedEvent): BusinessEvent | null {
  const e = asEventOf<ItemEvent | NoteEvent>(event);
  const base = {
    eventId: e.id,
    occurredAt: e.metadata.occurredAt,
    companyId: e.metadata.companyId,
    actorId: e.metadata.actorId,
    itemId: itemIdOf(e.streamId),
  };
  switch (e.type) {
    case "ItemMoved":
      // A reorder inside a column is not a change of stage.
      if (e.data.fromColumnId === e.data.toColumnId) return null;
      return {
        ...base,
        action: "MOVING_BUSINESS_BETWEEN_STAGES",
        from: { columnId: e.data.fromColumnId, columnTitle: e.data.fromColumnTitle },
        to: { columnId: e.data.toColumnId, columnTitle: e.data.toColumnTitle },
      };
    case "SaleWon":
      return { ...base, action: "BUSINESS_GAIN", power: e.data.power, ucType: e.data.ucType };
    case "SaleLost":
      return { ...base, action: "BUSINESS_LOST", reason: e.data.reason };
    case "ItemReturnedToFunnel":
      return {
        ...base,
        action: "BUSINESS_RETURN_TO_FUNNEL",
        to: { columnId: e.data.toColumnId, columnTitle: e.data.toColumnTitle },
      };
    case "NoteCreated":
      // Only a note with a schedule is a business event, and never a private note (it exists
      // only for its author: no webhook, no NATS business message; see private-notes.ts).
      if (!e.data.schedule || e.data.isPrivate === true) return null;
      return {
        ...base,
        itemId: e.data.itemId ?? base.itemId,
        action: "SCHEDULED_NOTE_CREATION",
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
