// rm_notes: every live note of an item, with its schedule (the agenda reads the scheduled ones).
// Deterministic: times come from the event metadata.
import "../../db/schema-notes";
import { normalizeSearch } from "../../domain/shared";
import type { NoteEvent } from "../../domain/note";
import type { TypedHandlers } from "../types";

export const noteHandlers: TypedHandlers<NoteEvent> = {
  async NoteCreated(trx, e) {
    const d = e.data;
    await trx
      .insertInto("rm_notes")
      .values({
        id: d.noteId,
        company_id: e.metadata.companyId,
        item_id: d.itemId,
        author_id: e.metadata.actorId,
        note_text: d.noteText,
        search_text: normalizeSearch(d.noteText),
        note_type: d.noteType ?? null,
        is_private: d.isPrivate === true,
        schedule_date: d.schedule?.date ?? null,
        time_start: d.schedule?.timeStart ?? null,
        time_end: d.schedule?.timeEnd ?? null,
        registered_at: e.metadata.occurredAt,
        updated_at: e.metadata.occurredAt,
      })
      .execute();
  },
  async NoteEdited(trx, e) {
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
    await trx.updateTable("rm_notes").set(set).where("id", "=", e.data.noteId).execute();
  },
  async NoteDeleted(trx, e) {
    await trx.deleteFrom("rm_notes").where("id", "=", e.data.noteId).execute();
  },
};
