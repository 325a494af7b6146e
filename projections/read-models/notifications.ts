// rm_notifications: the bell's list. A notification is made by an event that concerns a user:
// an item sent to them (ItemSent), a note they scheduled (NoteCreated with a schedule, kept in step
// by NoteEdited/NoteDeleted; it is due at the scheduled local time and the app shows it only once
// due: the read model stays a function of the log, the clock is read by the loader). NotificationDismissed (inbox stream) hides one.
// Runs in the same projection as analytics (after it), so it may read rm_an_items for item names.
import { localInstant } from "../../domain/dashboard/months";
import { sql, type Selectable, type Transaction } from "kysely";
import "../../db/schema-undo";
import type { DB } from "../../db/schema";
import type { ItemEvent } from "../../domain/item";
import type { NoteEvent } from "../../domain/note";
import type { InboxEvent } from "../../domain/notification";
import type { TypedHandlers } from "../types";

const itemIdOf = (streamId: string) => streamId.slice("item-".length);
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The dashboard's copy of a note's reminder fields. */
type NoteRow = Selectable<DB["rm_ntf_notes"]>;

/**
 * The reminder of a scheduled note, for its author, id `note-<noteId>`: due at the scheduled local
 * time (the loader shows it once due). No schedule → no reminder. `fresh` resets "dismissed".
 */
async function writeReminder(trx: Transaction<DB>, note: NoteRow, at: string, fresh: boolean) {
  const id = `note-${note.note_id}`;
  if (!note.schedule_date) {
    await trx.deleteFrom("rm_notifications").where("id", "=", id).execute();
    return;
  }
  const item = note.item_id
    ? await trx.selectFrom("rm_an_items").select(["board_type", "name"]).where("item_id", "=", note.item_id).executeTakeFirst()
    : undefined;
  const when = `${note.schedule_date.split("-").reverse().join("/")}${note.time_start ? ` ${note.time_start}` : ""}`;
  const row = {
    title: `Nota agendada: ${note.note_type ? cut(note.note_type, 40) : "Sem Tipo"}`,
    content: `${when}${item ? ` — ${cut(item.name, 60)}` : ""}: ${cut(note.note_text, 140)}`,
    item_id: note.item_id,
    board_type: item?.board_type ?? null,
    due_at: localInstant(note.schedule_date, note.time_start) ?? at,
  };
  await trx
    .insertInto("rm_notifications")
    .values({
      id,
      company_id: note.company_id,
      user_id: note.author_id,
      type: "PRIVATE",
      registry_date: at,
      dismissed: false,
      ...row,
    })
    .onConflict((oc) => oc.column("id").doUpdateSet(fresh ? { ...row, registry_date: at, dismissed: false } : row))
    .execute();
}

export const notificationHandlers: TypedHandlers<ItemEvent | NoteEvent | InboxEvent> = {
  async ItemSent(trx, e) {
    const itemId = itemIdOf(e.streamId);
    const item = await trx.selectFrom("rm_an_items").select(["name", "board_type"]).where("item_id", "=", itemId).executeTakeFirst();
    await trx
      .insertInto("rm_notifications")
      .values({
        id: e.id,
        company_id: e.metadata.companyId,
        user_id: e.data.toUserId,
        type: "PRIVATE",
        title: "Negócio recebido",
        content: `"${cut(item?.name ?? "Item", 80)}" foi enviado para você.`,
        item_id: itemId,
        board_type: item?.board_type ?? null,
        registry_date: e.metadata.occurredAt,
        due_at: e.metadata.occurredAt,
        dismissed: false,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  },

  async NoteCreated(trx, e) {
    const d = e.data ?? {};
    const note = {
      note_id: d.noteId,
      company_id: e.metadata.companyId,
      author_id: e.metadata.actorId,
      item_id: typeof d.itemId === "string" ? d.itemId : null,
      note_text: String(d.noteText ?? ""),
      note_type: d.noteType ? String(d.noteType) : null,
      schedule_date: typeof d.schedule?.date === "string" ? d.schedule.date : null,
      time_start: d.schedule?.timeStart ? String(d.schedule.timeStart) : null,
    };
    await trx
      .insertInto("rm_ntf_notes")
      .values(note)
      .onConflict((oc) => oc.column("note_id").doNothing())
      .execute();
    await writeReminder(trx, note, e.metadata.occurredAt, true);
  },

  async NoteEdited(trx, e) {
    const c = e.data?.changes ?? {};
    const note = await trx.selectFrom("rm_ntf_notes").selectAll().where("note_id", "=", e.data.noteId).executeTakeFirst();
    if (!note) return;
    const next = {
      ...note,
      ...(c.noteText ? { note_text: String(c.noteText.to ?? "") } : {}),
      ...(c.noteType ? { note_type: c.noteType.to ? String(c.noteType.to) : null } : {}),
      ...(c.schedule ? { schedule_date: c.schedule.to?.date ?? null, time_start: c.schedule.to?.timeStart ?? null } : {}),
    };
    await trx.updateTable("rm_ntf_notes").set(next).where("note_id", "=", note.note_id).execute();
    // A new schedule is a new reminder (shown again even if the old one was dismissed).
    await writeReminder(trx, next, e.metadata.occurredAt, !!c.schedule);
  },

  async NoteDeleted(trx, e) {
    await trx.deleteFrom("rm_ntf_notes").where("note_id", "=", e.data.noteId).execute();
    await trx.deleteFrom("rm_notifications").where("id", "=", `note-${e.data.noteId}`).execute();
  },

  // A done activity needs no reminder (issue 18): it is put away as if dismissed; reopening keeps it away.
  async AgendaItemCompleted(trx, e) {
    await trx.updateTable("rm_notifications").set({ dismissed: true }).where("id", "=", `note-${e.data.noteId}`).execute();
  },

  async NotificationDismissed(trx, e) {
    const userId = e.streamId.slice("inbox-".length);
    await trx
      .updateTable("rm_notifications")
      .set({ dismissed: true })
      .where("id", "=", e.data.notificationId)
      .where("user_id", "=", userId)
      .execute();
  },

  // Set aside first when the delete can be undone (ADR 016), put back on ItemRestored.
  async ItemDeleted(trx, e) {
    if (e.data.deletedAt)
      await sql`
        insert into rm_notifications_trash (item_id, company_id, notifications)
        select ${itemIdOf(e.streamId)}, ${e.metadata.companyId}, coalesce(jsonb_agg(to_jsonb(n) order by n.id), '[]'::jsonb)
        from rm_notifications n where n.item_id = ${itemIdOf(e.streamId)}
        on conflict (item_id) do update set notifications = excluded.notifications`.execute(trx);
    await trx.deleteFrom("rm_notifications").where("item_id", "=", itemIdOf(e.streamId)).execute();
  },

  async ItemRestored(trx, e) {
    const id = itemIdOf(e.streamId);
    await sql`
      insert into rm_notifications
      select r.* from rm_notifications_trash t, jsonb_populate_recordset(null::rm_notifications, t.notifications) r
      where t.item_id = ${id}
      on conflict (id) do nothing`.execute(trx);
    await trx.deleteFrom("rm_notifications_trash").where("item_id", "=", id).execute();
  },
};
