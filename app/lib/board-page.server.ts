// The loader of every board page (/vendas/funil/:uid, /projetos/quadro/:uid, ...), made per board
// type (its action: board-actions.server), and the plan and flag checks the board's pages share.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { localDate, normalizeSearch, type BoardType } from "../../domain/shared";
import { requireUser, type SessionUser } from "./auth.server";
import { boardScope, loadBoard, lostReasons } from "./board.server";
import { BOARD_TYPE_INFO } from "./board-types";
import { newCommandId } from "./commands.server";
import { forbidden, notFound } from "./http.server";
import { allowedReceivers } from "./item-lifecycle.server";
import { boardAccess, can, PRE_SALES_OFF } from "./access.server";
import { visibleCustomerIds } from "./customers.server";

export interface ColumnFormIds {
  rename: string;
  left: string;
  right: string;
  delete: string;
  send: string;
}

/** The board toolbar's modes (?modo=…): checkboxes and the selection bar, or the column settings. */
export type BoardMode = "selecionar" | "editar-funil" | null;

/** The mode the URL asks for, when this user may use it ("Editar funil" is for managers). */
export function boardMode(param: string | null, user: Pick<SessionUser, "role">): BoardMode {
  if (param === "selecionar") return "selecionar";
  if (param === "editar-funil" && user.role === "MANAGER") return "editar-funil";
  return null;
}

export function planAllows(user: SessionUser, type: BoardType) {
  return !BOARD_TYPE_INFO[type].enterpriseOnly || user.plan === "ENTERPRISE";
}

/** 403 for a vendor without the board's view flag (salesKanban, projectKanban, ...). */
export function requireBoardFlag(user: SessionUser, type: BoardType) {
  if (!planAllows(user, type)) return;
  const access = boardAccess(user, type);
  if (access === "forbidden") throw forbidden("Você não tem permissão para acessar este quadro.");
  // preferences.usePreSalesKanban off: the pre-sales pages are not there (404 with the reason).
  if (access === "off") throw notFound(PRE_SALES_OFF);
}

export function boardLoader(type: BoardType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardFlag(user, type);
    const scope = await boardScope(user, params.uid!, type);
    if (!scope) throw notFound("Quadro não encontrado.");
    const base = {
      user,
      type,
      q: "",
      columns: [] as Awaited<ReturnType<typeof loadBoard>>,
      commandIds: {} as Record<string, string>,
      nowMs: Date.now(),
      today: "",
      mode: boardMode(new URL(request.url).searchParams.get("modo"), user),
    };
    if (!planAllows(user, type)) {
      return {
        ...base,
        receivers: [] as { id: string; label: string }[],
        lostReasons: [] as string[],
        bulkCommandId: "",
        temperature: null as number | null,
        pages: 1,
        state: "upgrade" as const,
        createBoardCommandId: "",
        columnCommandIds: {} as Record<string, ColumnFormIds>,
        addColumnCommandId: "",
      };
    }
    const url = new URL(request.url);
    const q = url.searchParams.get("q") ?? "";
    const pages = Math.min(50, Math.max(1, Number.parseInt(url.searchParams.get("mais") ?? "1", 10) || 1));
    const tempParam = url.searchParams.get("temp");
    const temperature = tempParam !== null && ["-1", "0", "1", "2"].includes(tempParam) ? Number(tempParam) : null;
    const today = localDate(new Date(base.nowMs).toISOString()) ?? new Date(base.nowMs).toISOString().slice(0, 10);
    const columns = await withCustomerLinks(
      user,
      await loadBoard(scope, type, { search: normalizeSearch(q.trim()), temperature }, pages, { id: user.id, today }),
    );
    // One fresh commandId per card form: a double submit of the same form is applied once.
    const commandIds = Object.fromEntries(columns.flatMap((c) => c.cards.map((k) => [k.id, newCommandId()])));
    // Column forms (managers): one id per column form, and one for "add column".
    const columnCommandIds =
      user.role === "MANAGER"
        ? Object.fromEntries(
            columns.map((c) => [
              c.id,
              {
                rename: newCommandId(),
                left: newCommandId(),
                right: newCommandId(),
                delete: newCommandId(),
                send: newCommandId(),
              },
            ]),
          )
        : {};
    return {
      ...base,
      q,
      temperature,
      pages,
      today,
      columns,
      commandIds,
      columnCommandIds,
      addColumnCommandId: newCommandId(),
      receivers: await allowedReceivers(user, type),
      // The sales board's "Perdido" drop zone asks for one of these (the item page's list).
      lostReasons: type === "SALES" ? await lostReasons(user.companyId) : [],
      bulkCommandId: newCommandId(),
      state: columns.length ? ("ready" as const) : ("no_board" as const),
      createBoardCommandId: newCommandId(),
    };
  };
}

/**
 * A card's customer links to the customer's page only when the reader may open that page (the
 * customers list permission and the customer in his scope); other cards keep the name, unlinked.
 */
async function withCustomerLinks(user: SessionUser, columns: Awaited<ReturnType<typeof loadBoard>>) {
  const ids = [...new Set(columns.flatMap((c) => c.cards.map((k) => k.customerId).filter((id): id is string => !!id)))];
  const visible = new Set(can(user, "customersList") && ids.length ? await visibleCustomerIds(user, ids) : []);
  return columns.map((c) => ({
    ...c,
    cards: c.cards.map((k) => ({ ...k, customerId: k.customerId && visible.has(k.customerId) ? k.customerId : null })),
  }));
}
