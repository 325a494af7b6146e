// Loader and action of every board page (/vendas/funil/:uid, /projetos/quadro/:uid, ...), made
// per board type. The route files only bind a type.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { generateNKeysBetween } from "fractional-indexing";
import { boardDecider } from "../../domain/board";
import { DEFAULT_COLUMNS, normalizeSearch, type BoardType } from "../../domain/shared";
import { uuidv7 } from "../../eventstore/ids";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { boardScope, listColumns, loadBoard } from "./board.server";
import { BOARD_TYPE_INFO } from "./board-types";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { runItemIntent } from "./item-actions.server";
import { isColumnIntent, runColumnIntent } from "./columns.server";
import { isBulkIntent, runBulkIntent } from "./bulk.server";
import { allowedReceivers } from "./item-lifecycle.server";
import { boardAccess } from "./access.server";

export interface ColumnFormIds {
  rename: string;
  left: string;
  right: string;
  delete: string;
  send: string;
}

export function planAllows(user: SessionUser, type: BoardType) {
  return !BOARD_TYPE_INFO[type].enterpriseOnly || user.plan === "ENTERPRISE";
}

/** 403 for a vendor without the board's view flag (salesKanban, projectKanban, ...). */
export function requireBoardFlag(user: SessionUser, type: BoardType) {
  if (planAllows(user, type) && boardAccess(user, type) === "forbidden") {
    throw new Response("Você não tem permissão para acessar este quadro.", { status: 403 });
  }
}

export function boardLoader(type: BoardType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardFlag(user, type);
    const scope = await boardScope(user, params.uid!, type);
    if (!scope) throw new Response("Quadro não encontrado.", { status: 404 });
    const base = {
      user,
      type,
      q: "",
      columns: [] as Awaited<ReturnType<typeof loadBoard>>,
      commandIds: {} as Record<string, string>,
      nowMs: Date.now(),
    };
    if (!planAllows(user, type)) {
      return {
        ...base,
        receivers: [] as { id: string; label: string }[],
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
    const columns = await loadBoard(scope, type, { search: normalizeSearch(q.trim()), temperature }, pages);
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
      columns,
      commandIds,
      columnCommandIds,
      addColumnCommandId: newCommandId(),
      receivers: await allowedReceivers(user, type),
      bulkCommandId: newCommandId(),
      state: columns.length ? ("ready" as const) : ("no_board" as const),
      createBoardCommandId: newCommandId(),
    };
  };
}

export function boardAction(type: BoardType) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const user = await requireUser(request);
    const form = await request.formData();
    await requireCsrf(form, user);
    requireBoardFlag(user, type);
    if (!(await boardScope(user, params.uid!, type))) throw new Response("Quadro não encontrado.", { status: 404 });
    if (!planAllows(user, type)) throw new Response("Disponível no plano empresarial.", { status: 403 });
    const url = new URL(request.url);
    const back = redirect(`${url.pathname}${url.search}`);
    const intent = form.get("intent");
    if (intent === "create-board") {
      if (user.role !== "MANAGER") throw new Response("Apenas o gerente pode criar o quadro.", { status: 403 });
      if ((await listColumns(user.companyId, type)).length) return back;
      const defaults = DEFAULT_COLUMNS[type];
      const keys = generateNKeysBetween(null, null, defaults.length);
      const columns = defaults.map((c, i) => ({
        columnId: uuidv7(),
        title: c.title,
        inactivityWindow: c.inactivityWindow,
        sortKey: keys[i],
      }));
      const outcome = await sendCommand(
        user,
        `board-${user.companyId}-${type}`,
        boardDecider,
        { type: "CreateBoard", boardType: type, columns },
        commandIdFrom(form),
      );
      // A board created meanwhile by someone else is fine: the page shows it.
      if (!outcome.ok && outcome.error.code !== "conflict") return data(outcome.error.message, { status: 400 });
      return back;
    }
    if (isColumnIntent(intent)) return (await runColumnIntent(user, form, type)) ?? back;
    if (isBulkIntent(intent)) return (await runBulkIntent(user, form, type)) ?? back;
    if (intent !== "move") return data("Ação desconhecida.", { status: 400 });
    const reply = await runItemIntent(user, form, String(form.get("itemId") ?? ""), type);
    return reply ?? back;
  };
}
