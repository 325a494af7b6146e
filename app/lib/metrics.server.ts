// Board metrics pages /…/dados/:uid (ENTERPRISE; spec part 2 §2 table, issue 6): funnel by
// column, time in each column (from the column stays the dashboard projection keeps from the move
// events), won and lost by reason, and figures by vendor, for a chosen period (São Paulo dates).
import { notFound } from "./http.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { localInstant } from "../../domain/dashboard";
import { addDays, dateInputValue, formatBRL, localDate, MSG, readDateInput, type BoardType } from "../../domain/shared";
import { isEnterprise, requireBoardView } from "./access.server";
import { requireUser } from "./auth.server";
import { boardScope } from "./board.server";
import { barChart } from "./charts.server";
import { services } from "./services.server";
import { countOf } from "./plural";
import * as analytics from "../../projections/read-models/analytics.queries";
import * as board from "../../projections/read-models/board.queries";

const DAY_MS = 86_400_000;
const days = (ms: number) => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }).format(ms / DAY_MS);

/**
 * The period from ?de=&ate=, typed dd/mm/aaaa (the DateField's shapes; ISO from older links is read
 * too: readDateInput); default: the first of this month to today. `de`/`ate` are as typed, for the fields.
 */
export function periodFrom(url: URL, today: string) {
  const first = `${today.slice(0, 8)}01`;
  const de = url.searchParams.get("de") ?? dateInputValue(first);
  const ate = url.searchParams.get("ate") ?? dateInputValue(today);
  const [readDe, readAte] = [readDateInput(de), readDateInput(ate)];
  const errors: Record<string, string> = {};
  if (!readDe.ok) errors.de = readDe.message;
  if (!readAte.ok) errors.ate = readAte.message;
  if (readDe.ok && readAte.ok && readDe.iso > readAte.iso) errors.ate = MSG.invalidDate;
  const ok = readDe.ok && readAte.ok && !errors.ate;
  return { de, ate, errors, from: ok ? readDe.iso : first, to: ok ? readAte.iso : today };
}

export function metricsLoader(type: BoardType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardView(user, type);
    const scope = await boardScope(user, params.uid ?? "", type);
    if (!scope) throw notFound("Quadro não encontrado.");
    const now = new Date();
    const today = localDate(now.toISOString())!;
    const period = periodFrom(new URL(request.url), today);
    const base = { user, type, uid: params.uid!, period: { de: period.de, ate: period.ate, errors: period.errors } };
    if (!isEnterprise(user)) return { ...base, locked: true as const, metrics: null };
    const owners = scope.ownerIds;
    const from = localInstant(period.from, "00:00")!;
    const to = localInstant(addDays(period.to, 1), "00:00")!;
    return {
      ...base,
      locked: false as const,
      metrics: await boardMetrics(user.companyId, type, owners, from, to, now),
    };
  };
}

async function boardMetrics(companyId: string, type: BoardType, owners: string[] | null, from: string, to: string, now: Date) {
  const { database } = await services();
  const db = database.db;
  const [stays, columns, outcomes, vendors] = await Promise.all([
    analytics.columnStays(db, companyId, type, owners, from, to, now),
    board.columnRows(db, companyId, type),
    analytics.outcomes(db, companyId, type, owners, from, to),
    analytics.vendorFigures(db, companyId, type, owners, from, to),
  ]);
  const byColumn = new Map(stays.map((r) => [r.column_id, r]));
  // Current columns in board order, then columns deleted since (under the title they had).
  const funnel = [
    ...columns.map((c) => ({ id: c.column_id, title: c.title, row: byColumn.get(c.column_id) })),
    ...stays
      .filter((r) => !columns.some((c) => c.column_id === r.column_id))
      .map((r) => ({ id: r.column_id, title: `${r.title} (excluída)`, row: r })),
  ].map(({ id, title, row }) => ({
    id,
    title,
    items: Number(row?.items ?? 0),
    openNow: Number(row?.open_now ?? 0),
    avgTime: row?.avg_ms == null ? "—" : `${days(Number(row.avg_ms))} dia(s)`,
  }));

  return {
    funnel,
    funnelChart: barChart(
      funnel.map((c, i) => ({
        label: `${i + 1}. ${c.title.slice(0, 10)}`,
        value: c.items,
        valueText: countOf(c.items, "item", "itens"),
      })),
      560,
      200,
    ),
    won: outcomes.filter((r) => r.status === "CLOSED").map((r) => ({ n: Number(r.n), amount: formatBRL(r.amount) })),
    lost: outcomes.filter((r) => r.status === "LOST").map((r) => ({ reason: r.reason ?? "Sem motivo", n: Number(r.n), amount: formatBRL(r.amount) })),
    vendors: vendors.map((v) => ({
      id: v.owner_id,
      name: v.name ?? "—",
      generated: Number(v.generated),
      won: Number(v.won),
      wonAmount: formatBRL(v.won_amount),
      lost: Number(v.lost),
    })),
  };
}
