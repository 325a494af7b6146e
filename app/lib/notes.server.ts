// The item panel's notes tab: list (with the TODAS / NÃO AGENDADAS / AGENDADAS filter) and the
// add-note / edit-note / delete-note intents. A private note exists only for its author (docs/notes-agenda-files.md).
import { redirect } from "@remix-run/node";
import type { z } from "zod";
import "../../db/schema-notes";
import { noteDecider, noteStreamId, type NoteCommand } from "../../domain/note";
import type { SessionUser } from "./auth.server";
import { BOARD_TYPE_INFO, itemPath } from "./board-types";
import { derivedId, newCommandId, sendCommand } from "./commands.server";
import { notFound } from "./http.server";
import type { ItemRequest } from "./item-access.server";
import { noteFilterFrom, type addNoteSchema, type deleteNoteSchema, type editNoteSchema, type NoteFilter } from "./note-forms";
import { services } from "./services.server";
import { redirectWithNotice } from "./flash.server";
import { itemNoteRows, noteOfItem } from "../../projections/read-models/notes.queries";
import { getCompanySettings } from "./settings.server";

export const isoDay = (d: unknown): string | null =>
  d === null || d === undefined ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10);

export interface NoteView {
  id: string;
  noteText: string;
  noteType: string | null;
  isPrivate: boolean;
  authorId: string;
  authorName: string;
  date: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  registeredAt: string;
  commandId: string;
}

/** The notes of one item the user may see, newest first. The caller has checked the item itself. */
export async function itemNotes(user: SessionUser, itemId: string, filter: NoteFilter): Promise<NoteView[]> {
  const { database } = await services();
  const schedule = filter === "agendadas" ? "SCHEDULED" : filter === "nao-agendadas" ? "UNSCHEDULED" : "ALL";
  const rows = await itemNoteRows(database.db, user.companyId, itemId, user.id, schedule);
  return rows.map((r) => ({
    id: r.id,
    noteText: r.note_text,
    noteType: r.note_type,
    isPrivate: r.is_private,
    authorId: r.author_id,
    authorName: r.author_name ?? "—",
    date: isoDay(r.schedule_date),
    timeStart: r.time_start,
    timeEnd: r.time_end,
    registeredAt: new Date(r.registered_at).toISOString(),
    commandId: newCommandId(),
  }));
}

/** Everything the notes tab renders. */
export async function notesTab(user: SessionUser, itemId: string, url: URL) {
  const filter = noteFilterFrom(url.searchParams.get("notas"));
  const [notes, settings] = await Promise.all([itemNotes(user, itemId, filter), getCompanySettings(user.companyId)]);
  return {
    filter,
    notes,
    noteTypes: settings.noteTypes,
    canDelete: user.role === "MANAGER",
    addCommandId: newCommandId(),
    deleteCommandIds: Object.fromEntries(notes.map((n) => [n.id, newCommandId()])),
  };
}

type NoteIntent = z.output<typeof addNoteSchema | typeof editNoteSchema | typeof deleteNoteSchema>;

/** One note intent on the page's item: a redirect back to the notes tab, or the form's reply. */
export async function runNoteIntent(page: ItemRequest, v: NoteIntent) {
  const { user, item, commandId, kit } = page;
  const back = () => redirect(`${itemPath(page.type, item.id)}?aba=notas`);
  if (v.intent === "add-note") {
    // Derived from the command id: a resubmitted form targets the same note (idempotent).
    const noteId = derivedId(commandId, "note");
    const { noteTypes } = await getCompanySettings(user.companyId);
    const { noteText, noteType, isPrivate, schedule } = v;
    const command = { noteId, itemId: item.id, allowedNoteTypes: noteTypes, noteText, noteType, isPrivate, schedule };
    const outcome = await sendCommand(user, noteStreamId(noteId), noteDecider, { type: "CreateNote", ...command }, commandId);
    // A scheduled note is the agenda's entry: the message says so and links to the agenda.
    const agenda = `${BOARD_TYPE_INFO[page.type].base}/agenda/${user.id}`;
    const said = () =>
      schedule
        ? redirectWithNotice(`${itemPath(page.type, item.id)}?aba=notas`, "agenda-criada", agenda)
        : redirectWithNotice(`${itemPath(page.type, item.id)}?aba=notas`, "nota-adicionada");
    return kit.after(outcome, said);
  }
  await requireNoteOf(user, item.id, v.noteId);
  const command: NoteCommand =
    v.intent === "edit-note"
      ? {
          type: "EditNote",
          allowedNoteTypes: (await getCompanySettings(user.companyId)).noteTypes,
          noteText: v.noteText,
          noteType: v.noteType,
          isPrivate: v.isPrivate,
          schedule: v.schedule,
        }
      : { type: "DeleteNote", actorRole: user.role };
  return kit.after(await sendCommand(user, noteStreamId(v.noteId), noteDecider, command, commandId), back);
}

/** The note must belong to this item (and so to the user's company): else 404, never a write. */
async function requireNoteOf(user: SessionUser, itemId: string, noteId: string) {
  const { database } = await services();
  const row = await noteOfItem(database.db, user.companyId, itemId, noteId);
  if (!row) throw notFound("Nota não encontrada.");
}
