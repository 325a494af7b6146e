// The readers of rm_notes (written by notes.ts): an item's notes and the agenda's scheduled notes.
// A private note is shown only to its author (`readerId`); every query is scoped to a company.
import { sql, type Kysely } from "kysely";
import "../../db/schema-notes";
import type { DB } from "../../db/schema";

/** Which of an item's notes: all, only the scheduled ones, or only those without a schedule. */
export type NoteSchedule = "ALL" | "SCHEDULED" | "UNSCHEDULED";

/** An item's notes that `readerId` may see (200 at most), newest first, with the author's name. */
export function itemNoteRows(db: Kysely<DB>, companyId: string, itemId: string, readerId: string, schedule: NoteSchedule) {
  let q = db
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
    .where("rm_notes.company_id", "=", companyId)
    .where("item_id", "=", itemId)
    .where((eb) => eb.or([eb("is_private", "=", false), eb("author_id", "=", readerId)]));
  if (schedule === "SCHEDULED") q = q.where("schedule_date", "is not", null);
  if (schedule === "UNSCHEDULED") q = q.where("schedule_date", "is", null);
  return q.orderBy("registered_at", "desc").orderBy("rm_notes.id", "desc").limit(200).execute();
}

/** The note when it belongs to this item of the company; undefined otherwise. */
export function noteOfItem(db: Kysely<DB>, companyId: string, itemId: string, noteId: string) {
  return db
    .selectFrom("rm_notes")
    .select("id")
    .where("id", "=", noteId)
    .where("item_id", "=", itemId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

export interface ScheduleQuery {
  /** Board type → owners whose items the reader may see (null = the whole company). */
  scopes: [string, readonly string[] | null][];
  from: string;
  to: string | null;
  /** A note type; `untyped` for the notes without one; `all` for any. */
  noteType: { is: string } | "untyped" | "all";
  /** Normalised search text, matched in the note's text and the item's. */
  search: string;
  offset: number;
  limit: number;
}

/**
 * The scheduled notes from `from` (to `to`) of the items in `scopes` that `readerId` may see, by
 * date and time, one page of them, and how many there are.
 */
export async function scheduleRows(db: Kysely<DB>, companyId: string, readerId: string, q: ScheduleQuery) {
  let base = db
    .selectFrom("rm_notes as n")
    .innerJoin("rm_items as i", (j) => j.onRef("i.id", "=", "n.item_id").onRef("i.company_id", "=", "n.company_id"))
    .where("n.company_id", "=", companyId)
    .where("n.schedule_date", "is not", null)
    .where("n.schedule_date", ">=", q.from)
    .where((eb) => eb.or([eb("n.is_private", "=", false), eb("n.author_id", "=", readerId)]))
    .where((eb) =>
      eb.or(
        q.scopes.map(([type, owners]) =>
          owners === null
            ? eb("i.board_type", "=", type)
            : owners.length === 0
              ? eb.val(false)
              : eb.and([eb("i.board_type", "=", type), eb("i.owner_id", "in", owners)]),
        ),
      ),
    );
  if (q.to) base = base.where("n.schedule_date", "<=", q.to);
  if (q.noteType === "untyped") base = base.where("n.note_type", "is", null);
  else if (q.noteType !== "all") base = base.where("n.note_type", "=", q.noteType.is);
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => "\\" + c)}%`;
    base = base.where((eb) => eb.or([eb("n.search_text", "like", like), eb("i.search_text", "like", like)]));
  }
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as("c")).executeTakeFirst(),
    base
      .select([
        "n.id as noteId",
        "n.item_id as itemId",
        "i.name as itemName",
        "i.number as itemNumber",
        "i.board_type as boardType",
        "i.customer_name as customerName",
        "n.note_type as noteType",
        "n.note_text as noteText",
        "n.schedule_date as date",
        "n.time_start as timeStart",
        "n.time_end as timeEnd",
      ])
      .orderBy("n.schedule_date")
      .orderBy(sql`n.time_start nulls first`)
      .orderBy("n.id")
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
  ]);
  return { total: Number(count?.c ?? 0), rows };
}
