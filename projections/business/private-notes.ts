// Private notes (spec part 2 §6): a note marked private exists only for its author. The audit
// export, the NATS copy of each event and the business events (webhooks) must not show it to
// anyone else — the manager and the platform admin included. Pure: callers pass the events.
//
// The rule, per event of a note stream: an event is private when the note was private just
// before it or just after it. So a private note's creation, its edits and schedule changes, its
// deletion, and the edit that makes a public note private or a private note public (its `from`
// values are the private text) are all private; the events of a note while it was public stay
// visible (the manager saw them in the app then). The author of a note is the actor of its
// NoteCreated; their own private events are never hidden from them.

export interface NoteStreamEvent {
  eventId: string;
  type: string;
  data: unknown;
  /** metadata.actorId */
  actorId: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The note's privacy after the event, given the privacy before it. */
function privacyAfter(before: boolean, e: NoteStreamEvent): boolean {
  if (!isRecord(e.data)) return before;
  if (e.type === "NoteCreated") return e.data.isPrivate === true;
  if (e.type === "NoteEdited") {
    const changes = e.data.changes;
    if (isRecord(changes) && isRecord(changes.isPrivate)) return changes.isPrivate.to === true;
  }
  return before;
}

/**
 * For one note stream's events in stream order: the private ones, each with the note's author
 * (eventId → authorId).
 */
export function privateNoteEvents(events: readonly NoteStreamEvent[]): Map<string, string> {
  const out = new Map<string, string>();
  let author = "";
  let isPrivate = false;
  for (const e of events) {
    if (e.type === "NoteCreated") author = e.actorId;
    const after = privacyAfter(isPrivate, e);
    if (isPrivate || after) out.set(e.eventId, author);
    isPrivate = after;
  }
  return out;
}

/** Whether a NoteCreated's data is a private note's (the only note event that says so by itself). */
export const isPrivateNoteCreated = (type: string, data: unknown) => type === "NoteCreated" && isRecord(data) && data.isPrivate === true;
