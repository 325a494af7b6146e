// The readers of rm_notes (written by notes.ts): an item's notes and the agenda's scheduled notes.
// A private note is shown only to its author (`readerId`); every query is scoped to a company.
import { sql, type Kysely } from "kysely";
import "../../db/schema-notes";
import type { DB } from "../../db/schema";
import { itemOwnedBy } from "./item-scope";
import { addDays, localDate } from "../../domain/shared";

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
  /** First day (null: no lower bound). */
  from: string | null;
  /** Last day (null: no upper bound). */
  to: string | null;
  /** Activities ticked "concluída", those not ticked, or both (the default). */
  status?: "open" | "done" | "all";
  /** Only the activities of this user: on their items, or written by them. */
  mine?: string;
  /** Latest first (the done ones looked back on). */
  newestFirst?: boolean;
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
    .where((eb) => eb.or([eb("n.is_private", "=", false), eb("n.author_id", "=", readerId)]))
    .where((eb) =>
      eb.or(
        q.scopes.map(([type, owners]) =>
          owners === null
            ? eb("i.board_type", "=", type)
            : owners.length === 0
              ? eb.val(false)
              : eb.and([eb("i.board_type", "=", type), itemOwnedBy("i", owners)]),
        ),
      ),
    );
  if (q.from) base = base.where("n.schedule_date", ">=", q.from);
  if (q.to) base = base.where("n.schedule_date", "<=", q.to);
  if (q.mine) {
    const me = q.mine;
    base = base.where((eb) => eb.or([itemOwnedBy("i", [me]), eb("n.author_id", "=", me)]));
  }
  if (q.status === "open") base = base.where("n.completed_at", "is", null);
  if (q.status === "done") base = base.where("n.completed_at", "is not", null);
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
        "n.completed_at as completedAt",
      ])
      .orderBy("n.schedule_date", q.newestFirst ? "desc" : "asc")
      .orderBy(sql`n.time_start nulls first`)
      .orderBy("n.id")
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
  ]);
  return { total: Number(count?.c ?? 0), rows };
}

/** The agenda's groups (issue 18): a page of rows and how many there are in each. */
export interface AgendaGroupsQuery extends Omit<ScheduleQuery, "from" | "to" | "status" | "offset" | "newestFirst"> {
  /** The period's first and last day (Hoje and Próximas are cut to it; Atrasadas is not). */
  from: string;
  to: string;
  /** Also the activities ticked "concluída" (Hoje, Próximas, and the period's past ones). */
  showDone: boolean;
}

/**
 * The scheduled notes in the agenda's groups, by the company's calendar day at `now` (the clock is
 * passed in): Atrasadas (not done, before today, whatever the period), Hoje, Próximas (after today,
 * up to the period's end) and, when done ones are shown, Concluídas (done, in the period, before today).
 */
export async function agendaGroupRows(db: Kysely<DB>, companyId: string, readerId: string, q: AgendaGroupsQuery, now: Date, timeZone?: string) {
  const today = localDate(now.toISOString(), timeZone)!;
  const base = { scopes: q.scopes, noteType: q.noteType, search: q.search, offset: 0, limit: q.limit };
  const status = q.showDone ? "all" : "open";
  const none = { total: 0, rows: [] };
  const inPeriod = (from: string, to: string) => from <= to;
  const upcomingFrom = addDays(today, 1) > q.from ? addDays(today, 1) : q.from;
  const doneTo = addDays(today, -1) < q.to ? addDays(today, -1) : q.to;
  const [overdue, todays, upcoming, done] = await Promise.all([
    scheduleRows(db, companyId, readerId, { ...base, from: null, to: addDays(today, -1), status: "open" }),
    inPeriod(q.from, today) && today <= q.to ? scheduleRows(db, companyId, readerId, { ...base, from: today, to: today, status }) : none,
    inPeriod(upcomingFrom, q.to) ? scheduleRows(db, companyId, readerId, { ...base, from: upcomingFrom, to: q.to, status }) : none,
    q.showDone && inPeriod(q.from, doneTo)
      ? scheduleRows(db, companyId, readerId, { ...base, from: q.from, to: doneTo, status: "done", newestFirst: true })
      : none,
  ]);
  return { today, overdue, todays, upcoming, done };
}

/** The scheduled note `noteId` when it is on an item in `scopes` and `readerId` may see it; undefined otherwise. */
export function scheduledNoteInScope(db: Kysely<DB>, companyId: string, readerId: string, noteId: string, scopes: ScheduleQuery["scopes"]) {
  return db
    .selectFrom("rm_notes as n")
    .innerJoin("rm_items as i", (j) => j.onRef("i.id", "=", "n.item_id").onRef("i.company_id", "=", "n.company_id"))
    .select(["n.id", "n.item_id as itemId", "n.completed_at as completedAt"])
    .where("n.id", "=", noteId)
    .where("n.company_id", "=", companyId)
    .where("n.schedule_date", "is not", null)
    .where((eb) => eb.or([eb("n.is_private", "=", false), eb("n.author_id", "=", readerId)]))
    .where((eb) =>
      eb.or(
        scopes.map(([type, owners]) =>
          owners === null
            ? eb("i.board_type", "=", type)
            : owners.length === 0
              ? eb.val(false)
              : eb.and([eb("i.board_type", "=", type), itemOwnedBy("i", owners)]),
        ),
      ),
    )
    .executeTakeFirst();
}

/** The open items of a board within `owners` (null: the whole company) a new activity can be on, newest first. */
export function activityItemChoices(db: Kysely<DB>, companyId: string, boardType: string, owners: readonly string[] | null, limit = 300) {
  let q = db
    .selectFrom("rm_items")
    .select(["id", "number", "name", "customer_name as customerName"])
    .where("company_id", "=", companyId)
    .where("board_type", "=", boardType)
    .where("status", "=", "IN_PROGRESS");
  if (owners) q = q.where(itemOwnedBy("rm_items", owners));
  return q.orderBy("number", "desc").limit(limit).execute();
}
