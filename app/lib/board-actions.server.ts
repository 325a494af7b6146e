// The action of every board page (/vendas/funil/:uid, /projetos/quadro/:uid, ...), made per board
// type, in the page shape of docs/decisions/007-page-shape.md: one intent table, one switch.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { generateNKeysBetween } from "fractional-indexing";
import { z } from "zod";
import { boardDecider, boardStreamId } from "../../domain/board";
import { itemDecider, itemStreamId } from "../../domain/item";
import { DEFAULT_COLUMNS, MSG, type BoardType } from "../../domain/shared";
import { uuidv7 } from "../../eventstore/ids";
import { requireCsrf, requireUser, type SessionUser } from "./auth.server";
import { boardScope, listColumns } from "./board.server";
import { planAllows, requireBoardFlag } from "./board-page.server";
import { runBulkIntent } from "./bulk.server";
import { columnCommand, columnSchemas, moveItemsOut } from "./columns.server";
import { commandIdFrom, sendCommand } from "./commands.server";
import { createBoardSchema, deleteSelectedSchema, moveSchema, sendColumnSchema, sendSelectedSchema } from "./forms";
import { forbidden, notFound } from "./http.server";
import { placeIn, requireItem } from "./item-access.server";
import { intentsOf, parseIntent, replyKit, unknownIntent, type ReplyKit } from "./intents.server";
import { redirectAfterDelete, redirectWithNotice } from "./flash.server";
import { NOTICE_PARAM, type NoticeCode } from "./notices";

/** Every form of the board page, by its hidden `intent`. */
export const boardIntents = z.discriminatedUnion("intent", [
  createBoardSchema,
  moveSchema,
  columnSchemas["add-column"],
  columnSchemas["rename-column"],
  columnSchemas["reorder-column"],
  columnSchemas["delete-column"],
  sendSelectedSchema,
  sendColumnSchema,
  deleteSelectedSchema,
]);

/** Intents only a manager may post, and what anyone else is told (403, before the form is read). */
const MANAGER_ONLY: Partial<Record<string, string>> = {
  "create-board": "Apenas o gerente pode criar o quadro.",
  "add-column": "Apenas o gerente pode alterar as colunas.",
  "rename-column": "Apenas o gerente pode alterar as colunas.",
  "reorder-column": "Apenas o gerente pode alterar as colunas.",
  "delete-column": "Apenas o gerente pode alterar as colunas.",
  "delete-selected": "Vendedores não podem excluir itens.",
};

/** One checked request on a board page: what the bulk intents get. */
export interface BoardRequest {
  user: SessionUser;
  type: BoardType;
  commandId: string;
  kit: ReplyKit<object>;
  /** The board again, with its search and filters (POST-redirect-GET), and a notice of what was done. */
  back: (notice?: NoticeCode, hash?: string) => Response | Promise<Response>;
  /** The board again after a delete of `ids`, its flash offering "Desfazer" (ADR 016). */
  backAfterDelete: (ids: string[]) => Promise<Response>;
}

/** What the page says after each column form. */
const COLUMN_NOTICES = {
  "add-column": "coluna-criada",
  "rename-column": "coluna-renomeada",
  "reorder-column": "coluna-reordenada",
  "delete-column": "coluna-excluida",
} as const satisfies Record<string, NoticeCode>;

export function boardAction(type: BoardType) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const user = await requireUser(request);
    const form = await request.formData();
    await requireCsrf(form, user);
    requireBoardFlag(user, type);
    if (!(await boardScope(user, params.uid ?? "", type))) throw notFound("Quadro não encontrado.");
    if (!planAllows(user, type)) throw forbidden("Disponível no plano empresarial.");
    const intent = String(form.get("intent") ?? "");
    const managerOnly = intentsOf(boardIntents).has(intent) ? MANAGER_ONLY[intent] : undefined;
    if (managerOnly && user.role !== "MANAGER") throw forbidden(managerOnly);
    const submission = parseIntent(form, boardIntents);
    const answer = {
      intent,
      itemId: String(form.get("itemId") ?? ""),
      columnId: String(form.get("columnId") ?? ""),
    };
    const kit = replyKit(submission, answer);
    if (submission.status !== "success") return kit.invalid();
    const url = new URL(request.url);
    // The board again, without an older notice link (?aviso), with this action's flash if it has one,
    // at `hash` (the moved card) when given.
    url.searchParams.delete(NOTICE_PARAM);
    const back = (notice?: NoticeCode, hash = "") => {
      const to = `${url.pathname}${url.search}${hash}`;
      return notice ? redirectWithNotice(to, notice) : redirect(to);
    };
    const backAfterDelete = (ids: string[]) => redirectAfterDelete(`${url.pathname}${url.search}`, "itens-excluidos", ids);
    const commandId = commandIdFrom(form);
    const boardStream = boardStreamId(user.companyId, type);

    const v = submission.value;
    switch (v.intent) {
      case "create-board": {
        if ((await listColumns(user.companyId, type)).length) return back();
        const defaults = DEFAULT_COLUMNS[type];
        const keys = generateNKeysBetween(null, null, defaults.length);
        const columns = defaults.map((c, i) => ({
          columnId: uuidv7(),
          title: c.title,
          inactivityWindow: c.inactivityWindow,
          sortKey: keys[i],
        }));
        const outcome = await sendCommand(user, boardStream, boardDecider, { type: "CreateBoard", boardType: type, columns }, commandId);
        // A board created meanwhile by someone else is fine: the page shows it.
        return outcome.ok || outcome.error.code === "conflict" ? back() : kit.refuse(outcome.error);
      }
      case "move": {
        // Read side by side (the place is only used once the item is found and in scope; a UUID by the schema).
        const [item, place] = await Promise.all([requireItem(user, v.itemId, type), placeIn(user, type, v.column, v.position, v.itemId)]);
        if (!place) return kit.refuse({ field: "column", message: MSG.selectColumn });
        const command = { type: "MoveItem" as const, ...place };
        // Back to the moved card (#item-<id>; focused with JS) and the flash says so (aria-live).
        return kit.after(await sendCommand(user, itemStreamId(item.id), itemDecider, command, commandId), () =>
          back("item-movido-quadro", `#item-${item.id}`),
        );
      }
      case "add-column":
      case "rename-column":
      case "reorder-column":
      case "delete-column": {
        const command = await columnCommand(user, type, v, commandId);
        if (!command) return back();
        const outcome = await sendCommand(user, boardStream, boardDecider, command, commandId);
        // The deleted column's items go to `moveTo`, one command each (ids derived from this form's).
        if (outcome.ok && v.intent === "delete-column") await moveItemsOut(user, type, v.columnId, v.moveTo, commandId);
        return kit.after(outcome, () => back(COLUMN_NOTICES[v.intent]));
      }
      case "send-selected":
      case "send-column":
      case "delete-selected":
        return runBulkIntent({ user, type, commandId, kit, back, backAfterDelete }, v);
      default:
        return unknownIntent(v);
    }
  };
}
