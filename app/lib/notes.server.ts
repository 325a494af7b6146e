// The item panel's notes tab: list (with the TODAS / NÃO AGENDADAS / AGENDADAS filter) and the
// addNote / editNote / deleteNote intents. A private note exists only for its author (docs/notes-agenda-files.md).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import "../../db/schema-notes";
import { noteDecider, noteStreamId } from "../../domain/note";
import type { BoardType } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import { loadItem } from "./board.server";
import { itemPath } from "./board-types";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { addNoteSchema, deleteNoteSchema, editNoteSchema, noteFilterFrom, type NoteFilter } from "./note-forms";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

export const NOTE_INTENTS = ["addNote", "editNote", "deleteNote"] as const;
export type NoteIntent = (typeof NOTE_INTENTS)[number];
export const isNoteIntent = (v: unknown): v is NoteIntent =>
  typeof v === "string" && (NOTE_INTENTS as readonly string[]).includes(v);

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
  let q = database.db
    .selectFrom("rm_notes")
    .leftJoin("rm_users", "rm_users.id", "rm_notes.author_id")
    .select([
      "rm_notes.id",
      "note_text",
      "note_type",
      "is_private",
      "author_id",
      "rm_users.name as author_name",
      "schedule_date",
      "time_start",
      "time_end",
      "registered_at",
    ])
    .where("rm_notes.company_id", "=", user.companyId)
    .where("item_id", "=", itemId)
    .where((eb) => eb.or([eb("is_private", "=", false), eb("author_id", "=", user.id)]));
  if (filter === "agendadas") q = q.where("schedule_date", "is not", null);
  if (filter === "nao-agendadas") q = q.where("schedule_date", "is", null);
  const rows = await q.orderBy("registered_at", "desc").orderBy("rm_notes.id", "desc").limit(200).execute();
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

/** Runs one note intent on an item of `boardType`; a redirect back to the notes tab, or the reply. */
export async function runNoteIntent(user: SessionUser, form: FormData, itemId: string, boardType: BoardType) {
  const intent = form.get("intent") as NoteIntent;
  const item = await loadItem(user, itemId);
  if (!item || item.board_type !== boardType) throw new Response("Item não encontrado.", { status: 404 });
  const schema = intent === "addNote" ? addNoteSchema : intent === "editNote" ? editNoteSchema : deleteNoteSchema;
  const submission = parseWithZod(form, { schema });
  const noteIdField = String(form.get("noteId") ?? "");
  if (submission.status !== "success")
    return data({ intent, noteId: noteIdField, result: submission.reply() }, { status: 400 });
  const commandId = commandIdFrom(form);
  const back = redirect(`${itemPath(boardType, itemId)}?aba=notas`);

  let noteId: string;
  let command: Parameters<typeof noteDecider.decide>[0];
  if (intent === "addNote") {
    const v = submission.value as any;
    // Derived from the command id: a resubmitted form targets the same note (idempotent).
    noteId = derivedId(commandId, "note");
    const { noteTypes } = await getCompanySettings(user.companyId);
    command = { type: "CreateNote", noteId, itemId, allowedNoteTypes: noteTypes, ...v };
  } else {
    const v = submission.value as any;
    noteId = v.noteId;
    // The note must belong to this item (and so to the user's company): else 404, never a write.
    const { database } = await services();
    const row = await database.db
      .selectFrom("rm_notes")
      .select("id")
      .where("id", "=", noteId)
      .where("item_id", "=", itemId)
      .where("company_id", "=", user.companyId)
      .executeTakeFirst();
    if (!row) throw new Response("Nota não encontrada.", { status: 404 });
    if (intent === "editNote") {
      const { noteTypes } = await getCompanySettings(user.companyId);
      command = {
        type: "EditNote",
        allowedNoteTypes: noteTypes,
        noteText: v.noteText,
        noteType: v.noteType,
        isPrivate: v.isPrivate,
        schedule: v.schedule,
      };
    } else {
      command = { type: "DeleteNote", actorRole: user.role };
    }
  }
  const outcome = await sendCommand(user, noteStreamId(noteId), noteDecider, command, commandId);
  if (!outcome.ok) {
    const e = outcome.error;
    if (e.code === "not_found") throw new Response(e.message, { status: 404 });
    const reply = e.field
      ? submission.reply({ fieldErrors: { [e.field]: [e.message] } })
      : submission.reply({ formErrors: [e.message] });
    return data({ intent, noteId: noteIdField, result: reply }, { status: e.code === "forbidden" ? 403 : 400 });
  }
  return back;
}
