// The customer page's "Linha do tempo" (issue 18): one customer's deals on every board, proposals,
// notes, agenda items and files, newest first. Each source is read within the reader's scope (the
// caller passes it: board types with their visible owners, the proposal scope, whether files show),
// always inside one company; a private note shows only to its author.
import { sql, type Kysely } from "kysely";
import "../../db/schema-notes";
import "../../db/schema-proposals";
import "../../db/schema-proposals-deletion";
import type { DB } from "../../db/schema";
import { itemOwnedBy } from "./item-scope";
import { scopeCondition, type ProposalScope } from "./proposals.queries";

export interface TimelineScope {
  /** Board type → owners whose items the reader may see (null = the whole company); types left out are not shown. */
  boards: [string, readonly string[] | null][];
  /** The reader: private notes show only to their author. */
  readerId: string;
  /** The reader's proposal scope; null = no proposals (no permission). */
  proposals: ProposalScope | null;
  /** Customer files (ENTERPRISE only). */
  files: boolean;
}

export type TimelineEntry =
  | {
      kind: "deal";
      id: string;
      at: string;
      boardType: string;
      number: number;
      name: string;
      status: string;
      columnTitle: string | null;
      amount: string;
    }
  | { kind: "proposal"; id: string; at: string; count: number; finished: boolean; hasKit: boolean; powerKwp: number | null }
  | {
      kind: "note";
      id: string;
      at: string;
      itemId: string;
      boardType: string;
      itemName: string;
      text: string;
      noteType: string | null;
      authorName: string | null;
    }
  | {
      kind: "agenda";
      id: string;
      at: string;
      itemId: string;
      boardType: string;
      itemName: string;
      text: string;
      noteType: string | null;
      date: string;
      timeStart: string | null;
      timeEnd: string | null;
    }
  | { kind: "file"; id: string; at: string; name: string };

/** A Date, or a driver's string, as an ISO instant. */
const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();
/** A date column read back as "YYYY-MM-DD" whatever the driver gives. */
const day = (v: Date | string): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** The items of the customer the scope lets the reader see, as one condition on `i`. */
function itemScope(scope: TimelineScope) {
  if (!scope.boards.length) return sql<boolean>`false`;
  return sql<boolean>`(${sql.join(
    scope.boards.map(([type, owners]) =>
      owners === null
        ? sql`i.board_type = ${type}`
        : owners.length === 0
          ? sql`false`
          : sql`(i.board_type = ${type} and ${itemOwnedBy("i", owners)})`,
    ),
    sql` or `,
  )})`;
}

/**
 * The newest `limit` entries of the customer's timeline and whether there are more. Each source
 * reads `limit + 1` rows, so the merge knows the first `limit` of the whole and whether more exist.
 */
export async function customerTimeline(
  db: Kysely<DB>,
  companyId: string,
  customerId: string,
  scope: TimelineScope,
  limit: number,
): Promise<{ entries: TimelineEntry[]; hasMore: boolean }> {
  const take = limit + 1;
  const items = () =>
    db.selectFrom("rm_items as i").where("i.company_id", "=", companyId).where("i.customer_id", "=", customerId).where(itemScope(scope));

  const deals = items()
    .leftJoin("rm_board_columns as c", (j) =>
      j.onRef("c.company_id", "=", "i.company_id").onRef("c.board_type", "=", "i.board_type").onRef("c.column_id", "=", "i.column_id"),
    )
    .select(["i.id", "i.registered_at", "i.board_type", "i.number", "i.name", "i.status", "i.amount", "c.title as column_title"])
    .orderBy("i.registered_at", "desc")
    .orderBy("i.id", "desc")
    .limit(take)
    .execute();

  const notes = db
    .selectFrom("rm_notes as n")
    .innerJoin("rm_items as i", (j) => j.onRef("i.id", "=", "n.item_id").onRef("i.company_id", "=", "n.company_id"))
    .leftJoin("rm_users as u", (j) => j.onRef("u.id", "=", "n.author_id").onRef("u.company_id", "=", "n.company_id"))
    .where("n.company_id", "=", companyId)
    .where("i.customer_id", "=", customerId)
    .where(itemScope(scope))
    .where((eb) => eb.or([eb("n.is_private", "=", false), eb("n.author_id", "=", scope.readerId)]));
  const plainNotes = notes
    .where("n.schedule_date", "is", null)
    .select(["n.id", "n.registered_at", "n.item_id", "i.board_type", "i.name as item_name", "n.note_text", "n.note_type", "u.name as author_name"])
    .orderBy("n.registered_at", "desc")
    .orderBy("n.id", "desc")
    .limit(take)
    .execute();
  // Agenda items sit at their scheduled moment (São Paulo, UTC-3 all year since 2019).
  const agenda = notes
    .where("n.schedule_date", "is not", null)
    .select([
      "n.id",
      "n.item_id",
      "i.board_type",
      "i.name as item_name",
      "n.note_text",
      "n.note_type",
      "n.schedule_date",
      "n.time_start",
      "n.time_end",
    ])
    .orderBy("n.schedule_date", "desc")
    .orderBy(sql`n.time_start desc nulls last`)
    .orderBy("n.id", "desc")
    .limit(take)
    .execute();

  const proposals = scope.proposals
    ? db
        .selectFrom("rm_proposals as p")
        .where("p.company_id", "=", companyId)
        .where("p.customer_id", "=", customerId)
        .where("p.deleted_at", "is", null)
        .where(scopeCondition(scope.proposals))
        .select(["p.id", "p.created_at", "p.count", "p.finished", "p.kit_name", "p.power_kwp"])
        .orderBy("p.created_at", "desc")
        .orderBy("p.id", "desc")
        .limit(take)
        .execute()
    : Promise.resolve([]);

  const files = scope.files
    ? db
        .selectFrom("rm_archive_files as f")
        .where("f.company_id", "=", companyId)
        .where("f.customer_id", "=", customerId)
        .select(["f.id", "f.name", "f.updated_at"])
        .orderBy("f.updated_at", "desc")
        .orderBy("f.id", "desc")
        .limit(take)
        .execute()
    : Promise.resolve([]);

  const [d, n, a, p, f] = await Promise.all([deals, plainNotes, agenda, proposals, files]);
  const entries: TimelineEntry[] = [
    ...d.map((r) => ({
      kind: "deal" as const,
      id: r.id,
      at: iso(r.registered_at),
      boardType: r.board_type,
      number: r.number,
      name: r.name,
      status: r.status,
      columnTitle: r.column_title,
      amount: String(r.amount),
    })),
    ...n.map((r) => ({
      kind: "note" as const,
      id: r.id,
      at: iso(r.registered_at),
      itemId: r.item_id,
      boardType: r.board_type,
      itemName: r.item_name,
      text: r.note_text,
      noteType: r.note_type,
      authorName: r.author_name,
    })),
    ...a.map((r) => {
      const date = day(r.schedule_date as Date | string);
      return {
        kind: "agenda" as const,
        id: r.id,
        at: new Date(`${date}T${r.time_start ?? "00:00"}:00-03:00`).toISOString(),
        itemId: r.item_id,
        boardType: r.board_type,
        itemName: r.item_name,
        text: r.note_text,
        noteType: r.note_type,
        date,
        timeStart: r.time_start,
        timeEnd: r.time_end,
      };
    }),
    ...p.map((r) => ({
      kind: "proposal" as const,
      id: r.id,
      at: iso(r.created_at),
      count: r.count,
      finished: r.finished,
      hasKit: r.kit_name !== null,
      powerKwp: r.power_kwp,
    })),
    ...f.map((r) => ({ kind: "file" as const, id: r.id, at: iso(r.updated_at), name: r.name })),
  ];
  // Newest first; equal instants in a fixed order (kind, then id) so a page never shuffles.
  entries.sort((x, y) => (x.at !== y.at ? (x.at < y.at ? 1 : -1) : x.kind !== y.kind ? (x.kind < y.kind ? -1 : 1) : x.id < y.id ? 1 : -1));
  return { entries: entries.slice(0, limit), hasMore: entries.length > limit };
}
