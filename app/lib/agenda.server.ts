// The agenda (spec part 2 §2 "Schedule" routes, §5 filters; issue 18): the scheduled notes of one
// board type as a list grouped Atrasadas / Hoje / Próximas (by the company's calendar day), or as a
// week (?vista=semana&semana=2026-W48); the "concluída" toggle and "Nova atividade" (agendaAction);
// and upcomingSchedules() / overdueSchedules() for /inicio.
// Scope: the items' owners from visibleOwnerIds(user, boardType); private notes only for their author.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noteDecider, noteStreamId } from "../../domain/note";
import { addDays, BOARD_TYPES, localDate, normalizeSearch, type BoardType } from "../../domain/shared";
import { visibleOwnerIds, requireBoardView } from "./access.server";
import { ownedWithin } from "../../projections/read-models/item-scope";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { itemPath } from "./board-types";
import { planAllows } from "./board-page.server";
import { isoDay } from "./notes.server";
import { parseFormDate, SEM_TIPO } from "./note-forms";
import { services } from "./services.server";
import {
  activityItemChoices,
  agendaGroupRows,
  scheduledNoteInScope,
  scheduleRows,
  type ScheduleQuery as RowsQuery,
} from "../../projections/read-models/notes.queries";
import { userOfCompany } from "../../projections/read-models/companies.queries";
import { getCompanySettings } from "./settings.server";
import { forbidden, notFound } from "./http.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { parseIntent, replyKit, unknownIntent } from "./intents.server";
import { agendaIntents, AGENDA_MSG } from "./agenda-forms";
import { redirectWithNotice } from "./flash.server";
import { NOTICE_PARAM } from "./notices";
import { loadItem } from "./board.server";
import { UUID_RE } from "../../eventstore/ids";
import { shiftWeek, weekDays, weekParam } from "./agenda-week";

/** The note-type filter's "TODOS" (the spec sends it as ALL). */
export const ALL_TYPES = "ALL";
/** Rows shown per group of the list (a longer group says how many more there are). */
export const AGENDA_GROUP_LIMIT = 100;

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
  /** Ticked "concluída". */
  done: boolean;
  href: string;
}

type Scopes = [BoardType, string[] | null][];
type Row = Awaited<ReturnType<typeof scheduleRows>>["rows"][number];

const noteTypeFilter = (tipo: string): RowsQuery["noteType"] => (tipo === SEM_TIPO ? "untyped" : tipo === ALL_TYPES ? "all" : { is: tipo });

function scheduleItem(r: Row): ScheduleItem {
  return {
    noteId: r.noteId,
    itemId: r.itemId,
    itemName: r.itemName,
    itemNumber: r.itemNumber,
    boardType: r.boardType as BoardType,
    customerName: r.customerName,
    type: r.noteType ?? SEM_TIPO,
    noteText: r.noteText,
    date: isoDay(r.date)!,
    timeStart: r.timeStart,
    timeEnd: r.timeEnd,
    done: r.completedAt !== null,
    href: `${itemPath(r.boardType as BoardType, r.itemId)}?aba=notas`,
  };
}

const today = (now = new Date()) => localDate(now.toISOString())!;

/** Every board the user may see, each with its owners (narrowed to `of`, the dashboard's pick). */
async function dashboardScopes(user: SessionUser, of: string[] | null): Promise<Scopes> {
  const scopes: Scopes = [];
  for (const t of BOARD_TYPES) {
    if (!planAllows(user, t)) continue;
    const visible = await visibleOwnerIds(user, t);
    scopes.push([t, of === null ? visible : visible === null ? of : of.filter((o) => visible.includes(o))]);
  }
  return scopes;
}

async function rowsFor(user: SessionUser, q: RowsQuery): Promise<ScheduleItem[]> {
  if (q.scopes.length === 0) return [];
  const { database } = await services();
  return (await scheduleRows(database.db, user.companyId, user.id, q)).rows.map(scheduleItem);
}

/**
 * The next open scheduled notes from today on, in the user's scope; `of` narrows them to the owners
 * picked on the dashboard (null = everyone the user may see).
 */
export async function upcomingSchedules(user: SessionUser, limit: number, of: string[] | null = null): Promise<ScheduleItem[]> {
  const scopes = await dashboardScopes(user, of);
  return rowsFor(user, { scopes, from: today(), to: null, status: "open", noteType: "all", search: "", offset: 0, limit });
}

/**
 * /inicio's "Atividades atrasadas": the user's own open activities before today (on their items, or
 * written by them on items they may see), oldest first, and how many there are.
 */
export async function overdueSchedules(user: SessionUser, limit: number, now = new Date()): Promise<{ rows: ScheduleItem[]; total: number }> {
  const scopes = await dashboardScopes(user, null);
  if (scopes.length === 0) return { rows: [], total: 0 };
  const { database } = await services();
  const to = addDays(today(now), -1);
  const q = { scopes, mine: user.id, from: null, to, status: "open" as const, noteType: "all" as const, search: "", offset: 0, limit };
  const { rows, total } = await scheduleRows(database.db, user.companyId, user.id, q);
  return { rows: rows.map(scheduleItem), total };
}

/** Whose agenda /…/agenda/:uid shows: your own scope, or (managers) one vendor's items. "deny" = 404. */
async function agendaOwners(user: SessionUser, uid: string, type: BoardType): Promise<string[] | null | "deny"> {
  if (uid === user.id) return visibleOwnerIds(user, type);
  // A malformed id is an unknown agenda (404), never a failed uuid cast (500).
  if (user.role !== "MANAGER" || !UUID_RE.test(uid)) return "deny";
  const { database } = await services();
  const other = await userOfCompany(database.db, user.companyId, uid);
  return other ? [uid] : "deny";
}

/** The checks every agenda request makes: signed in, the board visible, the agenda's owner yours to see. */
async function agendaRequest(request: Request, uid: string | undefined, type: BoardType) {
  const user = await requireUser(request);
  requireBoardView(user, type);
  const owners = await agendaOwners(user, uid ?? "", type);
  if (owners === "deny") throw notFound("Agenda não encontrada.");
  return { user, owners };
}

export type AgendaView = "lista" | "semana";

export function agendaLoader(type: BoardType, clock: () => Date = () => new Date()) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const { user, owners } = await agendaRequest(request, params.uid, type);
    const url = new URL(request.url);
    const p = (k: string) => (url.searchParams.get(k) ?? "").trim();
    const now = clock();
    const t0 = today(now);
    const view: AgendaView = p("vista") === "semana" ? "semana" : "lista";
    const raw = {
      de: p("de") || t0,
      ate: p("ate") || addDays(t0, 30),
      tipo: p("tipo") || ALL_TYPES,
      busca: p("busca"),
      concluidas: p("concluidas") === "on",
    };
    const from = parseFormDate(raw.de);
    const to = parseFormDate(raw.ate);
    const errors: Record<string, string> = {};
    if (!from) errors.de = "Data inválida.";
    if (!to || (from && to < from)) errors.ate = "Data inválida.";
    const { database } = await services();
    const [settings, choices] = await Promise.all([
      getCompanySettings(user.companyId),
      activityItemChoices(database.db, user.companyId, type, owners),
    ]);
    const week = weekParam(p("semana"), p("data"), t0);
    const base = {
      user,
      type,
      view,
      today: t0,
      raw,
      errors,
      noteTypes: settings.noteTypes,
      groups: null as null | Record<"overdue" | "todays" | "upcoming" | "done", { rows: ScheduleItem[]; total: number }>,
      week: { week, prev: shiftWeek(week, -1), next: shiftWeek(week, 1), days: [] as { date: string; rows: ScheduleItem[] }[] },
      toggleIds: {} as Record<string, string>,
      newActivity: {
        commandId: newCommandId(),
        items: choices.map((c) => ({
          id: c.id,
          label: `${String(c.number).padStart(5, "0")} · ${c.name}${c.customerName ? ` (${c.customerName})` : ""}`,
        })),
      },
      csrf: user.csrf,
    };
    if (!planAllows(user, type)) return { ...base, state: "upgrade" as const };
    const search = normalizeSearch(raw.busca);
    const noteType = noteTypeFilter(raw.tipo);
    const scopes: Scopes = [[type, owners]];
    const toggles = (rows: ScheduleItem[]) => Object.fromEntries(rows.map((r) => [r.noteId, newCommandId()]));
    if (view === "semana") {
      const days = weekDays(week);
      const q = { scopes, from: days[0], to: days[6], status: "all" as const, noteType, search, offset: 0, limit: 500 };
      const rows = await rowsFor(user, q);
      const byDay = days.map((date) => ({ date, rows: rows.filter((r) => r.date === date) }));
      return { ...base, week: { ...base.week, days: byDay }, toggleIds: toggles(rows), state: "ready" as const };
    }
    if (Object.keys(errors).length) return { ...base, state: "invalid" as const };
    const g = await agendaGroupRows(
      database.db,
      user.companyId,
      user.id,
      { scopes, from: from!, to: to!, showDone: raw.concluidas, noteType, search, limit: AGENDA_GROUP_LIMIT },
      now,
    );
    const group = (x: { rows: Row[]; total: number }) => ({ rows: x.rows.map(scheduleItem), total: x.total });
    const groups = { overdue: group(g.overdue), todays: group(g.todays), upcoming: group(g.upcoming), done: group(g.done) };
    const all = [...groups.overdue.rows, ...groups.todays.rows, ...groups.upcoming.rows, ...groups.done.rows];
    return { ...base, groups, toggleIds: toggles(all), state: "ready" as const };
  };
}

/** The agenda's posts: the "concluída" toggle and "Nova atividade"; back to the same view (POST-redirect-GET). */
export function agendaAction(type: BoardType) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const { user, owners } = await agendaRequest(request, params.uid, type);
    const form = await request.formData();
    await requireCsrf(form, user);
    if (!planAllows(user, type)) throw forbidden("Disponível no plano empresarial.");
    const submission = parseIntent(form, agendaIntents);
    const kit = replyKit(submission, { intent: String(form.get("intent") ?? ""), noteId: String(form.get("noteId") ?? "") });
    if (submission.status !== "success") return kit.invalid();
    const url = new URL(request.url);
    url.searchParams.delete(NOTICE_PARAM);
    url.searchParams.delete("index");
    const back = `${url.pathname}${url.search}`;
    const commandId = commandIdFrom(form);
    const { database } = await services();
    const v = submission.value;
    switch (v.intent) {
      case "concluir":
      case "reabrir": {
        const note = await scheduledNoteInScope(database.db, user.companyId, user.id, v.noteId, [[type, owners]]);
        if (!note) throw notFound("Atividade não encontrada.");
        const command = { type: v.intent === "concluir" ? ("CompleteAgendaItem" as const) : ("ReopenAgendaItem" as const) };
        const outcome = await sendCommand(user, noteStreamId(v.noteId), noteDecider, command, commandId);
        return kit.after(outcome, () => redirectWithNotice(back, v.intent === "concluir" ? "atividade-concluida" : "atividade-reaberta"));
      }
      case "nova-atividade": {
        // Only an open item of this board the user may see (the form's list); anything else is the field's error.
        const item = await loadItem(user, v.itemId);
        const mine =
          item &&
          item.board_type === type &&
          item.status === "IN_PROGRESS" &&
          ownedWithin({ ownerId: item.owner_id, coOwnerIds: item.co_owner_ids }, owners);
        if (!mine) return kit.refuse({ field: "itemId", message: AGENDA_MSG.selectItem });
        const { noteTypes } = await getCompanySettings(user.companyId);
        // Derived from the command id: a resubmitted form targets the same note (idempotent).
        const noteId = derivedId(commandId, "note");
        const { noteText, noteType, isPrivate, schedule } = v;
        const command = {
          type: "CreateNote" as const,
          noteId,
          itemId: item.id,
          allowedNoteTypes: noteTypes,
          noteText,
          noteType,
          isPrivate,
          schedule,
        };
        const outcome = await sendCommand(user, noteStreamId(noteId), noteDecider, command, commandId);
        return kit.after(outcome, () => redirectWithNotice(back, "agenda-criada", `${itemPath(type, item.id)}?aba=notas`));
      }
      default:
        return unknownIntent(v);
    }
  };
}
