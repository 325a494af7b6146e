// /inicio (spec part 1 §2.4): the user picker and the cards, read from the dashboard projection's
// tables (never from the event log). A team's figures are sums over its members' rows, with the
// members given by visibleOwnerIds (the lead's access rules).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "./http.server";
import {
  conversionRate,
  dashboardMonths,
  dealStatusLabel,
  formatKwp,
  monthLabel,
  monthOf,
  addMonths,
  percentChange,
  formatDelta,
  formatPercent,
} from "../../domain/dashboard";
import { formatBRL, formatDateBR } from "../../domain/shared";
import { boardAccess, can, isEnterprise, visibleOwnerIds } from "./access.server";
import { monthlyFigures, openDeals, type OwnerScope } from "../../projections/read-models/analytics.queries";
import { activeUsersAmong } from "../../projections/read-models/companies.queries";
import { activeCustomerCount } from "../../projections/read-models/customer-profiles.queries";
import { requireUser, type SessionUser } from "./auth.server";
import { overdueSchedules, upcomingSchedules } from "./agenda.server";
import { banners } from "./banners";
import { BOARD_TYPE_INFO, itemPath } from "./board-types";
import { barChart, doughnut } from "./charts.server";
import { recentlyViewed } from "./item-views.server";
import { dashboardProposals } from "./dashboard-proposals.server";
import { services } from "./services.server";
import { BOARD_TYPES, type BoardType } from "../../domain/shared";
import { effectivePermissions, type PermissionSet } from "../../domain/shared/permissions";
import { countOf } from "./plural";

export type FilterType = "INDIVIDUAL" | "EQUIPE";

export const PROFIT_HINT = "Este dado só é disponibilizado para contas que utilizam a PRECIFICAÇÃO DETALHADA";

interface PickerUser {
  id: string;
  name: string;
  role: string;
}

/**
 * Who the picker offers and what it shows by default (spec §2.4): a vendor without salesManager
 * sees themselves (or teams they lead, through visibleOwnerIds); a manager, or a vendor with
 * salesManager who may see the manager, starts on the manager's data and can switch. On a
 * non-ENTERPRISE plan everything is the user's own (spec §6).
 */
export async function pickerFor(user: SessionUser) {
  const { database } = await services();
  if (!isEnterprise(user))
    return {
      users: [{ id: user.id, name: user.name, role: user.role }],
      team: [user.id] as OwnerScope,
      teamOption: false,
      defaultUser: user.id,
    };
  const visible = await visibleOwnerIds(user, "SALES");
  const among = visible === null ? null : visible.length ? visible : [user.id];
  // The manager and the vendors with sales access (and always the user themself).
  const users: PickerUser[] = (await activeUsersAmong(database.db, user.companyId, among))
    .filter((u) => u.role === "MANAGER" || u.id === user.id || effectivePermissions(parseFlags(u.permissions)).salesKanban)
    .map(({ id, name, role }) => ({ id, name, role }));
  const mayStartOnManager = user.role === "MANAGER" || (can(user, "salesManager") && users.some((u) => u.id === user.managerId));
  return {
    users,
    team: visible,
    teamOption: visible === null || visible.length > 1,
    defaultUser: mayStartOnManager ? user.managerId : user.id,
  };
}

function parseFlags(v: unknown): PermissionSet {
  if (typeof v === "string") {
    try {
      return JSON.parse(v);
    } catch {
      return {};
    }
  }
  return (v ?? {}) as PermissionSet;
}

/** Active customers owned by the picked user or team (null = the whole company). */
async function customersOf(user: SessionUser, owners: OwnerScope): Promise<number> {
  const { database } = await services();
  return activeCustomerCount(database.db, user.companyId, owners === null ? null : owners.length ? owners : [user.id]);
}

/** The board types `user` may open, in menu order: the same rule as the board pages (boardAccess). */
export function openableBoards(user: SessionUser): BoardType[] {
  return BOARD_TYPES.filter((t) => boardAccess(user, t) === "ok");
}

export async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { database } = await services();
  const db = database.db;
  const url = new URL(request.url);
  const picker = await pickerFor(user);
  const tipo: FilterType = url.searchParams.get("tipo") === "EQUIPE" && picker.teamOption ? "EQUIPE" : "INDIVIDUAL";
  const usuario = url.searchParams.get("usuario") || picker.defaultUser;
  if (tipo === "INDIVIDUAL" && !picker.users.some((u) => u.id === usuario)) {
    throw notFound("Usuário não encontrado.");
  }
  const owners: OwnerScope = tipo === "EQUIPE" ? picker.team : [usuario];

  const current = monthOf(new Date().toISOString())!;
  const months = dashboardMonths(current);
  const withPrevious = [addMonths(months[0], -1), ...months];
  const showProfit = user.role === "MANAGER" || can(user, "pricingEdit");
  const [figures, open, viewed, schedules, totalCustomers, proposals, overdue] = await Promise.all([
    monthlyFigures(db, user.companyId, "SALES", owners, withPrevious),
    openDeals(db, user.companyId, "SALES", owners),
    // Both follow the picker, as the spec's viewed-proposals-sales and next-schedules/{scope}/{id} do.
    recentlyViewed(user, 5, owners),
    upcomingSchedules(user, 5, owners),
    customersOf(user, owners),
    dashboardProposals(user, owners, showProfit),
    // The signed-in user's own late activities, whatever the picker shows (issue 18).
    overdueSchedules(user, 5),
  ]);
  const shown = figures.slice(1);

  const conversion = shown.map((m, i) => {
    const rate = conversionRate(m.wonCount, m.generatedCount);
    const prev = figures[i];
    const delta = percentChange(rate, conversionRate(prev.wonCount, prev.generatedCount));
    return {
      label: monthLabel(m.month),
      val: formatPercent(rate),
      delta: formatDelta(delta),
      deltaIsPositive: delta >= 0,
      detail: `${countOf(m.wonCount, "ganho", "ganhos")} de ${countOf(m.generatedCount, "gerado", "gerados")}`,
    };
  });
  const series = (pick: (m: (typeof shown)[number]) => number, text: (n: number) => string) =>
    shown.map((m) => ({ label: monthLabel(m.month), value: pick(m), valueText: text(pick(m)) }));
  const generated = series((m) => m.generatedAmount, formatBRL);
  const won = series((m) => m.wonAmount, formatBRL);
  const power = series((m) => m.wonPower, formatKwp);

  return {
    user,
    // "Seus quadros": only the boards this user may open (plan, pre-sales preference and the board's view flag), never a link that answers 403.
    boards: openableBoards(user),
    picker: { users: picker.users, teamOption: picker.teamOption, tipo, usuario: tipo === "INDIVIDUAL" ? usuario : "" },
    conversion,
    monthly: shown.map((m) => ({
      label: monthLabel(m.month),
      sales: m.generatedCount,
      val: formatBRL(m.generatedAmount),
      wonSales: m.wonCount,
      wonVal: formatBRL(m.wonAmount),
      power: formatKwp(m.wonPower),
    })),
    open: {
      totalSales: open.count,
      totalAmount: formatBRL(open.amount),
      showProfit,
      // DETAILED pricing only (dashboard-proposals.server says how it is summed); null shows the dash and the hint.
      totalPotProfit: proposals.totalPotProfit,
      profitHint: PROFIT_HINT,
    },
    charts: {
      generated: doughnut(generated),
      won: doughnut(won),
      wonBars: barChart(won),
      powerBars: barChart(power),
    },
    totals: { won: formatBRL(shown[2].wonAmount), power: formatKwp(shown[2].wonPower), wonCount: shown[2].wonCount },
    viewed: viewed.map((v) => ({
      id: v.id,
      number: v.number,
      name: v.name,
      amount: formatBRL(v.amount),
      href: itemPath(v.boardType as BoardType, v.id),
      status: dealStatusLabel(v.status),
    })),
    // Next agenda items (from today on, of the picked user or team, within the user's scope).
    schedules: schedules.map((s) => ({
      id: s.noteId,
      title: `#${String(s.itemNumber).padStart(5, "0")} ${s.itemName}`,
      type: s.type,
      text: s.noteText,
      when: `${formatDateBR(s.date)}${s.timeStart ? ` ${s.timeStart}` : ""}`,
      href: s.href,
    })),
    overdue: {
      total: overdue.total,
      rows: overdue.rows.map((s) => ({
        id: s.noteId,
        title: `#${String(s.itemNumber).padStart(5, "0")} ${s.itemName}`,
        text: s.noteText,
        when: `${formatDateBR(s.date)}${s.timeStart ? ` ${s.timeStart}` : ""}`,
        href: s.href,
      })),
      // The agenda of the oldest one's board (Atrasadas is at its top).
      agenda: overdue.rows[0] ? `${BOARD_TYPE_INFO[overdue.rows[0].boardType].base}/agenda/${user.id}` : null,
    },
    // Summary data of part 1 §2.4: proposals of the picked user or team that the user may see, not deleted.
    summary: { totalCustomers, totalProposals: proposals.totalProposals },
    // The public links visited last (rm_proposals.last_viewed_at), 5 newest.
    viewedProposals: proposals.viewedProposals,
    banners: banners(user),
  };
}
