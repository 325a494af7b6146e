// rm_notes: every live note of an item, with its schedule (the agenda reads the scheduled ones) and,
// for an agenda activity ticked "concluída", when and by whom. Deterministic: times come from the
// event metadata. One bulk handler folds a run of note events per note in log order (docs/projections.md).
import "../../db/schema-notes";
import { normalizeSearch } from "../../domain/shared";
import type { NoteEvent } from "../../domain/note";
import { insertRows, updateRows } from "../bulk-sql";
import { bulkHandler, type BulkHandler, type Recorded, type TypedHandlers } from "../types";

type Row = Record<string, unknown>;

/** The columns a NoteEdited sets (only those that changed). */
function editedColumns(e: Recorded<NoteEvent, "NoteEdited">): Row {
  const c = e.data.changes ?? {};
  const set: Row = { updated_at: e.metadata.occurredAt };
  if (c.noteText) Object.assign(set, { note_text: c.noteText.to, search_text: normalizeSearch(c.noteText.to) });
  if (c.noteType) set.note_type = c.noteType.to ?? null;
  if (c.isPrivate) set.is_private = c.isPrivate.to === true;
  if (c.schedule) {
    const s = c.schedule.to;
    Object.assign(set, { schedule_date: s?.date ?? null, time_start: s?.timeStart ?? null, time_end: s?.timeEnd ?? null });
  }
  return set;
}

const notesBulk: BulkHandler<Recorded<NoteEvent>> = async (trx, events) => {
  const inserts = new Map<string, Row>();
  const updates = new Map<string, Row>();
  const deletes = new Set<string>();
  const change = (id: string, set: Row) => {
    if (deletes.has(id)) return; // an update of a deleted row touches nothing
    const created = inserts.get(id);
    if (created) Object.assign(created, set);
    else updates.set(id, { ...(updates.get(id) ?? {}), ...set });
  };
  for (const e of events) {
    const { occurredAt: at, actorId } = e.metadata;
    const id = e.data.noteId;
    switch (e.type) {
      case "NoteCreated": {
        const d = e.data;
        inserts.set(id, {
          id,
          company_id: e.metadata.companyId,
          item_id: d.itemId,
          author_id: actorId,
          note_text: d.noteText,
          search_text: normalizeSearch(d.noteText),
          note_type: d.noteType ?? null,
          is_private: d.isPrivate === true,
          schedule_date: d.schedule?.date ?? null,
          time_start: d.schedule?.timeStart ?? null,
          time_end: d.schedule?.timeEnd ?? null,
          completed_at: null,
          completed_by: null,
          registered_at: at,
          updated_at: at,
        });
        break;
      }
      case "NoteEdited":
        change(id, editedColumns(e));
        break;
      case "AgendaItemCompleted":
        change(id, { completed_at: at, completed_by: actorId, updated_at: at });
        break;
      case "AgendaItemReopened":
        change(id, { completed_at: null, completed_by: null, updated_at: at });
        break;
      case "NoteDeleted":
        inserts.delete(id);
        updates.delete(id);
        deletes.add(id);
        break;
    }
  }
  if (deletes.size)
    await trx
      .deleteFrom("rm_notes")
      .where("id", "in", [...deletes])
      .execute();
  await insertRows(trx, "rm_notes", [...inserts.values()]);
  await updateRows(
    trx,
    "rm_notes",
    ["id"],
    [...updates].map(([id, set]) => ({ id, ...set })),
  );
};

const notes = bulkHandler(notesBulk);

export const noteHandlers: TypedHandlers<NoteEvent> = {
  NoteCreated: notes,
  NoteEdited: notes,
  NoteDeleted: notes,
  AgendaItemCompleted: notes,
  AgendaItemReopened: notes,
};
