// rm_notes: every live note of an item, with its schedule (the agenda reads the scheduled ones).
// Deterministic: times come from the event metadata.
import "../../db/schema-notes";
import { normalizeSearch } from "../../domain/shared";
import type { NoteEvent } from "../../domain/note";
import { deleteRow, insertRow, updateRow } from "../row-handlers";
import type { TypedHandlers } from "../types";

export const noteHandlers: TypedHandlers<NoteEvent> = {
  NoteCreated: insertRow("rm_notes", ({ data: d, metadata }) => ({
    id: d.noteId,
    item_id: d.itemId,
    author_id: metadata.actorId,
    note_text: d.noteText,
    search_text: normalizeSearch(d.noteText),
    note_type: d.noteType ?? null,
    is_private: d.isPrivate === true,
    schedule_date: d.schedule?.date ?? null,
    time_start: d.schedule?.timeStart ?? null,
    time_end: d.schedule?.timeEnd ?? null,
    registered_at: metadata.occurredAt,
    updated_at: metadata.occurredAt,
  })),
  NoteEdited: updateRow(
    "rm_notes",
    (d) => d.noteId,
    (e) => {
      const c = e.data.changes ?? {};
      const set: Record<string, unknown> = { updated_at: e.metadata.occurredAt };
      if (c.noteText) Object.assign(set, { note_text: c.noteText.to, search_text: normalizeSearch(c.noteText.to) });
      if (c.noteType) set.note_type = c.noteType.to ?? null;
      if (c.isPrivate) set.is_private = c.isPrivate.to === true;
      if (c.schedule) {
        const s = c.schedule.to;
        Object.assign(set, {
          schedule_date: s?.date ?? null,
          time_start: s?.timeStart ?? null,
          time_end: s?.timeEnd ?? null,
        });
      }
      return set;
    },
  ),
  NoteDeleted: deleteRow("rm_notes", (d) => d.noteId),
};
