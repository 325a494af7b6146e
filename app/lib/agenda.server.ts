// The agenda (spec part 2 §2 "Schedule" routes, §5 filters): scheduled notes of one board type,
// period (default today → today + 30 days), note type (default TODOS, sent as ALL), search and
// paging; and upcomingSchedules() for the dashboard's "next agenda items".
// Scope: the items' owners from visibleOwnerIds(user, boardType); private notes only for their author.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import "../../db/schema-notes";
import { addDays, BOARD_TYPES, localDate, normalizeSearch, type BoardType } from "../../domain/shared";
import { visibleOwnerIds, requireBoardView } from "./access.server";
import { requireUser, type SessionUser } from "./auth.server";
import { itemPath } from "./board-types";
import { planAllows } from "./board-page.server";
import { isoDay } from "./notes.server";
import { parseFormDate, SEM_TIPO } from "./note-forms";
import { services } from "./services.server";
import { getCompanySettings } from "./settings.server";

export const AGENDA_PAGE_SIZES = [2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50] as const;
export const AGENDA_DEFAULT_PAGE_SIZE = 10;
/** The note-type filter's "TODOS" (the spec sends it as ALL). */
export const ALL_TYPES = "ALL";

export interface ScheduleItem {
  noteId: string;
  itemId: string;
  itemName: string;
  itemNumber: number;
  boardType: BoardType;
  customerName: string | null;
  /** The note's type, or "Sem Tipo". */
  type: string;
  noteText: string;
  date: string;
  timeStart: string | null;
  timeEnd: string | null;
  href: string;
}

interface ScheduleQuery {
  /** Board type → owners whose items the user may see (null = the whole company). */
  scopes: [BoardType, string[] | null][];
  from: string;
  to: string | null;
  noteType: string;
  search: string;
  offset: number;
  limit: number;
}

async function querySchedules(user: SessionUser, q: ScheduleQuery): Promise<{ rows: ScheduleItem[]; total: number }> {
  if (q.scopes.length === 0) return { rows: [], total: 0 };
  const { database } = await services();
  let base = database.db
    .selectFrom("rm_notes as n")
    .innerJoin("rm_items as i", (j) => j.onRef("i.id", "=", "n.item_id").onRef("i.company_id", "=", "n.company_id"))
    .where("n.company_id", "=", user.companyId)
    .where("n.schedule_date", "is not", null)
    .where("n.schedule_date", ">=", q.from)
    .where((eb) => eb.or([eb("n.is_private", "=", false), eb("n.author_id", "=", user.id)]))
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
  if (q.noteType === SEM_TIPO) base = base.where("n.note_type", "is", null);
  else if (q.noteType !== ALL_TYPES) base = base.where("n.note_type", "=", q.noteType);
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
  return {
    total: Number(count?.c ?? 0),
    rows: rows.map((r) => ({
      ...r,
      boardType: r.boardType as BoardType,
      type: r.noteType ?? SEM_TIPO,
      date: isoDay(r.date)!,
      href: `${itemPath(r.boardType as BoardType, r.itemId)}?aba=notas`,
    })),
  };
}

const today = () => localDate(new Date().toISOString())!;

/** The next `limit` scheduled notes (from today on) in every board the user may see: the dashboard's list. */
/**
 * The next scheduled notes from today on, in the user's scope; `of` narrows them to the owners
 * picked on the dashboard (null = everyone the user may see).
 */
export async function upcomingSchedules(
  user: SessionUser,
  limit: number,
  of: string[] | null = null,
): Promise<ScheduleItem[]> {
  const scopes: [BoardType, string[] | null][] = [];
  for (const t of BOARD_TYPES) {
    if (!planAllows(user, t)) continue;
    const visible = await visibleOwnerIds(user, t);
    scopes.push([t, of === null ? visible : visible === null ? of : of.filter((o) => visible.includes(o))]);
  }
  const { rows } = await querySchedules(user, {
    scopes,
    from: today(),
    to: null,
    noteType: ALL_TYPES,
    search: "",
    offset: 0,
    limit,
  });
  return rows;
}

/** Whose agenda /…/agenda/:uid shows: your own scope, or (managers) one vendor's items. null = 404. */
async function agendaOwners(user: SessionUser, uid: string, type: BoardType): Promise<string[] | null | "deny"> {
  if (uid === user.id) return visibleOwnerIds(user, type);
  if (user.role !== "MANAGER") return "deny";
  const { database } = await services();
  const other = await database.db
    .selectFrom("rm_users")
    .select("id")
    .where("id", "=", uid)
    .where("company_id", "=", user.companyId)
    .executeTakeFirst();
  return other ? [uid] : "deny";
}

export function agendaLoader(type: BoardType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardView(user, type);
    const owners = await agendaOwners(user, params.uid ?? "", type);
    if (owners === "deny") throw new Response("Agenda não encontrada.", { status: 404 });
    const url = new URL(request.url);
    const p = (k: string) => (url.searchParams.get(k) ?? "").trim();
    const t0 = today();
    const raw = {
      de: p("de") || t0,
      ate: p("ate") || addDays(t0, 30),
      tipo: p("tipo") || ALL_TYPES,
      busca: p("busca"),
    };
    const from = parseFormDate(raw.de);
    const to = parseFormDate(raw.ate);
    const errors: Record<string, string> = {};
    if (!from) errors.de = "Data inválida.";
    if (!to || (from && to < from)) errors.ate = "Data inválida.";
    const size = Number(p("porPagina"));
    const pageSize = (AGENDA_PAGE_SIZES as readonly number[]).includes(size) ? size : AGENDA_DEFAULT_PAGE_SIZE;
    const page = Math.max(1, Number.parseInt(p("pagina"), 10) || 1);
    const settings = await getCompanySettings(user.companyId);
    const base = {
      user,
      type,
      raw,
      errors,
      pageSize,
      page,
      noteTypes: settings.noteTypes,
      rows: [] as ScheduleItem[],
      total: 0,
    };
    if (!planAllows(user, type)) return { ...base, state: "upgrade" as const };
    if (Object.keys(errors).length) return { ...base, state: "invalid" as const };
    const { rows, total } = await querySchedules(user, {
      scopes: [[type, owners]],
      from: from!,
      to: to!,
      noteType: raw.tipo,
      search: normalizeSearch(raw.busca),
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { ...base, rows, total, state: "ready" as const };
  };
}
