// Audit pages (issue 5), managers only: an item and a whole board as they were at a chosen
// instant, folded from the log (audit/time-travel.ts), never read from the read models.
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { BOARD_TYPES, type BoardType } from "../../domain/shared";
import { itemDecider, isItemGone, type ItemEvent } from "../../domain/item";
import { companyEvents, countCompanyEvents, type LogEvent } from "../../audit/company-events";
import { boardAt, itemNumbers } from "../../audit/time-travel";
import { exportLines } from "../../audit/export";
import { historyText } from "../../projections/read-models/history-text";
import { UUID_RE } from "../../eventstore/ids";
import { requireUser, type SessionUser } from "./auth.server";
import { requireAdmin } from "./admin-auth.server";
import { BOARD_TYPE_INFO } from "./board-types";
import { forbidden, notFound } from "./http.server";
import { services } from "./services.server";
import { storedCompanyId } from "../../projections/read-models/companies.queries";
import { readLocalDateTime } from "./http-guards-input";
import { readDateInput } from "../../domain/shared";

export function requireManager(user: SessionUser) {
  if (user.role !== "MANAGER") throw forbidden("Acesso negado.");
}

/** The slug of a board type in /auditoria/quadro/:tipo ("vendas", "pre-venda", ...). */
export const boardSlug = (t: BoardType) => BOARD_TYPE_INFO[t].base.slice(1);
const typeOfSlug = (slug: string) => BOARD_TYPES.find((t) => boardSlug(t) === slug);

/**
 * ?em=aaaa-mm-ddThh:mm (São Paulo); absent → now; unreadable, impossible or out of range (year
 * 9999) → an error for the form, and the page (shown at "now") answers 400.
 */
function instantOf(request: Request): { instant: Date; em: string; error: string | null } {
  const em = new URL(request.url).searchParams.get("em") ?? "";
  if (!em) return { instant: new Date(), em: "", error: null };
  const d = readLocalDateTime(em);
  return d.ok ? { instant: d.date, em, error: null } : { instant: new Date(), em, error: d.message };
}

/** A page whose query the user typed wrong answers 400 (with the page and its message). */
const withStatus = <T extends { error: string | null }>(page: T) => data(page, { status: page.error ? 400 : 200 });

async function collect(it: AsyncGenerator<LogEvent>) {
  const out: LogEvent[] = [];
  for await (const e of it) out.push(e);
  return out;
}

/** Users' names as the company stream said at that instant. */
function namesAt(events: LogEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.type === "CompanyRegistered") names.set(e.data.manager.id, e.data.manager.name);
    if (e.type === "VendorAdded") names.set(e.data.vendor.id, e.data.vendor.name);
  }
  return names;
}

export async function itemAtLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireManager(user);
  return withStatus({
    user,
    admin: null,
    base: "/auditoria",
    ...(await itemAt(request, user.companyId, params.sid ?? "", "/auditoria")),
  });
}

/**
 * The platform admin's time travel: any company's boards and items, read-only, from /admin/empresas
 * (issue 5: "for managers (and the admin)"). 404 for a company that does not exist.
 */
export async function adminItemAtLoader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const companyId = await existingCompany(params.companyId ?? "");
  const base = `/admin/empresas/${companyId}/auditoria`;
  return withStatus({ user: null, admin, base, ...(await itemAt(request, companyId, params.sid ?? "", base)) });
}

export async function adminBoardAtLoader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const companyId = await existingCompany(params.companyId ?? "");
  return withStatus({
    user: null,
    admin,
    base: `/admin/empresas/${companyId}/auditoria`,
    ...(await boardAtData(request, companyId, params.tipo ?? "")),
  });
}

async function existingCompany(id: string): Promise<string> {
  const { database } = await services();
  const stored = UUID_RE.test(id) ? await storedCompanyId(database.db, id) : undefined;
  if (!stored) throw notFound("Empresa não encontrada.");
  return stored;
}

async function itemAt(request: Request, companyId: string, id: string, base: string) {
  const { database, store } = await services();
  const stream = UUID_RE.test(id)
    ? await database.db.selectFrom("streams").select(["company_id"]).where("stream_id", "=", `item-${id}`).executeTakeFirst()
    : undefined;
  if (!stream || stream.company_id !== companyId) throw notFound("Item não encontrado.");
  const { instant, em, error } = instantOf(request);
  const events = await store.readStream(`item-${id}`, { until: instant.toISOString() });
  let state = itemDecider.initialState();
  // An item stream holds item events only.
  for (const e of events) state = itemDecider.evolve(state, e as ItemEvent);
  const [numbered, company] = await Promise.all([
    collect(
      companyEvents(database, {
        companyId,
        until: instant,
        streamTypes: ["item"],
        types: ["ItemCreated", "ItemDeleted", "ItemRestored", "SaleReturnedToPreSale"],
      }),
    ),
    collect(companyEvents(database, { companyId, until: instant, streamTypes: ["company"] })),
  ]);
  const names = namesAt(company);
  return {
    em,
    error,
    instant: instant.toISOString(),
    id,
    exists: state.lifecycle !== "none",
    gone: isItemGone(state),
    item:
      state.lifecycle !== "none"
        ? {
            number: itemNumbers(numbered).get(id) ?? null,
            name: state.name,
            boardType: state.boardType,
            status: state.status,
            columnTitle: state.columnTitle,
            amount: state.amount,
            customerName: state.customer?.name ?? null,
            ownerName: names.get(state.ownerId) ?? state.ownerId,
            // The co-owners then (ADR 028), with the names they had then.
            coOwnerNames: state.coOwners.filter((o) => o.userId !== state.ownerId).map((o) => names.get(o.userId) ?? o.name),
            lostReason: state.lostReason,
            power: state.power,
            ucType: state.ucType,
            validityDate: state.validityDate,
            finishedDate: state.finishedDate,
            deleted: state.lifecycle === "deleted",
          }
        : null,
    history: events
      .map((e) => ({
        at: e.metadata.occurredAt,
        text: historyText(e) ?? e.type,
        actor: names.get(e.metadata.actorId) ?? "Sistema",
      }))
      .reverse(),
    boardPath: state.lifecycle !== "none" ? `${base}/quadro/${boardSlug(state.boardType)}` : null,
  };
}

export async function boardAtLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireManager(user);
  return withStatus({ user, admin: null, base: "/auditoria", ...(await boardAtData(request, user.companyId, params.tipo ?? "")) });
}

async function boardAtData(request: Request, companyId: string, slug: string) {
  const type = typeOfSlug(slug);
  if (!type) throw notFound("Quadro não encontrado.");
  const { database } = await services();
  const { instant, em, error } = instantOf(request);
  const events = await collect(companyEvents(database, { companyId, until: instant, streamTypes: ["item", "board", "company"] }));
  const board = boardAt(type, companyId, events);
  const names = namesAt(events);
  return {
    em,
    error,
    instant: instant.toISOString(),
    type,
    title: BOARD_TYPE_INFO[type].title,
    board: {
      ...board,
      columns: board.columns.map((c) => ({
        ...c,
        cards: c.cards.map((x) => ({ ...x, ownerName: names.get(x.ownerId) ?? "—" })),
      })),
    },
  };
}

// ── Audit export ─────────────────────────────────────────────────────────────────────────────
export const EXPORT_PAGE = "/auditoria/exportacao";

function exportParams(url: URL) {
  const de = url.searchParams.get("de") ?? "";
  const ate = url.searchParams.get("ate") ?? "";
  const formato = url.searchParams.get("formato") === "csv" ? ("csv" as const) : ("jsonl" as const);
  // Days only, typed dd/mm/aaaa (the DateField; ISO from older links too), within the years the log can be queried for (not year 9999).
  const readDe = readExportDay(de);
  const readAte = readExportDay(ate);
  const from = readDe.ok ? readDe.date : null;
  const untilStart = readAte.ok ? readAte.date : null;
  const errors: { de?: string; ate?: string } = {};
  if (!readDe.ok) errors.de = readDe.message;
  if (!readAte.ok) errors.ate = readAte.message;
  else if (from && untilStart && untilStart < from) errors.ate = "A data final deve ser igual ou posterior à inicial.";
  const until = untilStart ? new Date(untilStart.getTime() + 86_400_000 - 1) : null;
  return { de, ate, formato, from, until, errors };
}

/** A day of the export's period: readDateInput's shapes, then the instant at its start (São Paulo), range-checked. */
function readExportDay(value: string) {
  const day = readDateInput(value);
  return day.ok ? readLocalDateTime(day.iso, { timeAllowed: false }) : day;
}

export async function exportPageLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireManager(user);
  const url = new URL(request.url);
  const p = exportParams(url);
  // Errors show once a period was asked for (a form sent here, or the file route sent back here).
  const submitted = ["erro", "acao", "de", "ate"].some((k) => url.searchParams.has(k));
  // With a valid period the page says how many events it holds (and the JS progress bar counts to it).
  let total: number | null = null;
  if (p.from && p.until && !Object.keys(p.errors).length) {
    const { database } = await services();
    total = await countCompanyEvents(database, { companyId: user.companyId, from: p.from, until: p.until, viewerId: user.id });
  }
  const errors = submitted ? p.errors : {};
  return data({ user, de: p.de, ate: p.ate, formato: p.formato, errors, total }, { status: Object.keys(errors).length ? 400 : 200 });
}

/** The export file, streamed as it is read from the log (pages of 1,000 events). */
export async function exportFileLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireManager(user);
  const url = new URL(request.url);
  const p = exportParams(url);
  if (!p.from || !p.until || Object.keys(p.errors).length) {
    const back = new URLSearchParams({ de: p.de, ate: p.ate, formato: p.formato, erro: "1" });
    return redirect(`${EXPORT_PAGE}?${back}`, 303);
  }
  const { database } = await services();
  // The total goes in a header so that a client can show progress while the body streams.
  const total = await countCompanyEvents(database, { companyId: user.companyId, from: p.from, until: p.until, viewerId: user.id });
  const lines = exportLines(database, { companyId: user.companyId, from: p.from, until: p.until, format: p.formato, viewerId: user.id });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A few hundred lines per chunk: streamed, never the whole export in memory.
      let chunk = "";
      for (let i = 0; i < 500; i++) {
        const next = await lines.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value + "\n";
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const name = `girassol-auditoria-${p.de}-a-${p.ate}.${p.formato}`;
  return new Response(body, {
    headers: {
      "Content-Type": p.formato === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Girassol-Events": String(total),
    },
  });
}
