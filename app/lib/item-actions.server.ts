// The item intents shared by the board and the item page: parse with zod, check the item and the
// column belong to the user's company, send the command. Unknown intent → 400.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { itemDecider } from "../../domain/item";
import { MSG } from "../../domain/shared";
import type { SessionUser } from "./auth.server";
import { listColumns, loadItem, lostReasons, sortKeyAt } from "./board.server";
import { commandIdFrom, sendCommand } from "./commands.server";
import { loseSchema, moveSchema, returnSchema, winSchema } from "./forms";

const schemas = { move: moveSchema, win: winSchema, lose: loseSchema, return: returnSchema } as const;
export type ItemIntent = keyof typeof schemas;

export function isItemIntent(v: unknown): v is ItemIntent {
  return typeof v === "string" && v in schemas;
}

/** Returns null when the command was applied (the caller redirects), or the reply to render. */
export async function runItemIntent(user: SessionUser, form: FormData, itemId: string, boardType: string) {
  const intent = form.get("intent");
  if (!isItemIntent(intent)) throw new Response("Ação desconhecida.", { status: 400 });
  const submission = parseWithZod(form, { schema: schemas[intent] });
  if (submission.status !== "success") return data({ intent, itemId, result: submission.reply() }, { status: 400 });

  const item = await loadItem(user, itemId);
  if (!item || item.board_type !== boardType) throw new Response("Item não encontrado.", { status: 404 });
  const v = submission.value as any;
  let command: any;
  if (intent === "move" || intent === "return") {
    const columns = await listColumns(user.companyId, boardType);
    const column = columns.find((c) => c.id === v.column);
    if (!column)
      return data(
        { intent, itemId, result: submission.reply({ fieldErrors: { column: [MSG.selectColumn] } }) },
        { status: 400 },
      );
    const sortKey = await sortKeyAt(user.companyId, boardType, column.id, v.position ?? 1, itemId);
    command =
      intent === "move"
        ? { type: "MoveItem", to: { id: column.id, title: column.title }, sortKey }
        : { type: "ReturnItemToFunnel", to: { id: column.id, title: column.title }, sortKey };
  } else if (intent === "win") {
    command = { type: "WinSale", power: v.power, ucType: v.ucType };
  } else {
    const reasons = await lostReasons(user.companyId);
    if (!reasons.includes(v.reason)) {
      return data(
        { intent, itemId, result: submission.reply({ fieldErrors: { reason: [MSG.selectLostReason] } }) },
        { status: 400 },
      );
    }
    command = { type: "LoseSale", reason: v.reason };
  }
  const outcome = await sendCommand(user, `item-${itemId}`, itemDecider, command, commandIdFrom(form));
  if (!outcome.ok) {
    const { error } = outcome;
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.message] } })
      : submission.reply({ formErrors: [error.message] });
    return data({ intent, itemId, result: reply }, { status: error.code === "not_found" ? 404 : 409 });
  }
  return null;
}
