// The agenda (spec part 2 §2 "Schedule" routes, §5 filters): scheduled notes of one board type,
// period (default today → today + 30 days), note type (default TODOS, sent as ALL), search and
// paging; and upcomingSchedules() for the dashboard's "next agenda items".
// Scope: the items' owners from visibleOwnerIds(user, boardType); private notes only for their author.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { addDays, BOARD_TYPES, localDate, normalizeSearch, type BoardType } from "../../domain/shared";
import { visibleOwnerIds, requireBoardView } from "./access.server";
import { requireUser, type SessionUser } from "./auth.server";
import { itemPath } from "./board-types";
import { planAllows } from "./board-page.server";
import { isoDay } from "./notes.server";
import { parseFormDate, SEM_TIPO } from "./note-forms";
import { services } from "./services.server";
import { pageParam } from "./paging";
import { scheduleRows } from "../../projections/read-models/notes.queries";
import { userOfCompany } from "../../projections/read-models/companies.queries";
import { getCompanySettings } from "./settings.server";
import { notFound } from "./http.server";

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
  const noteType = q.noteType === SEM_TIPO ? "untyped" : q.noteType === ALL_TYPES ? "all" : { is: q.noteType };
  const { total, rows } = await scheduleRows(database.db, user.companyId, user.id, { ...q, noteType });
  return {
    total,
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
export async function upcomingSchedules(user: SessionUser, limit: number, of: string[] | null = null): Promise<ScheduleItem[]> {
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
  const other = await userOfCompany(database.db, user.companyId, uid);
  return other ? [uid] : "deny";
}

export function agendaLoader(type: BoardType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardView(user, type);
    const owners = await agendaOwners(user, params.uid ?? "", type);
    if (owners === "deny") throw notFound("Agenda não encontrada.");
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
    const page = pageParam(p("pagina"));
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
