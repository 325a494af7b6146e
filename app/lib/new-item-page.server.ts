// /…/registro of every board type: the item form, an optional inline customer, CreateItem. One
// form, so no intent table: the page shape of docs/decisions/007-page-shape.md with one schema.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { itemDecider, itemStreamId } from "../../domain/item";
import { MSG, type BoardType } from "../../domain/shared";
import { requireCsrf, requireUser } from "./auth.server";
import { listColumns, listCustomers, sortKeyAt } from "./board.server";
import { forbidden } from "./http.server";
import { replyKit } from "./intents.server";
import { planAllows, requireBoardFlag } from "./board-page.server";
import { boardPath, itemPath } from "./board-types";
import { redirectWithNotice } from "./flash.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { pickCustomer } from "./customer-pick.server";
import { createSaleSchema } from "./forms";

export function newItemLoader(type: BoardType) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardFlag(user, type);
    if (!planAllows(user, type)) return { user, type, upgrade: true, columns: [], customers: [], commandId: "" };
    const [columns, customers] = await Promise.all([listColumns(user.companyId, type), listCustomers(user)]);
    return { user, type, upgrade: false, columns, customers, commandId: newCommandId() };
  };
}

export function newItemAction(type: BoardType) {
  return async ({ request }: ActionFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardFlag(user, type);
    const form = await request.formData();
    await requireCsrf(form, user);
    if (!planAllows(user, type)) throw forbidden("Disponível no plano empresarial.");
    const submission = parseWithZod(form, { schema: createSaleSchema });
    const { invalid, refuse, after } = replyKit(submission, {});
    if (submission.status !== "success") return invalid();
    const v = submission.value;

    const columns = await listColumns(user.companyId, type);
    const column = v.column ? columns.find((c) => c.id === v.column) : columns[0];
    if (!column) return refuse({ field: "column", message: MSG.selectColumn });

    const commandId = commandIdFrom(form);
    const pick = await pickCustomer(user, v, commandId);
    if (!pick.ok) return refuse({ field: pick.field, message: pick.message });

    const itemId = derivedId(commandId, "item");
    const outcome = await sendCommand(
      user,
      itemStreamId(itemId),
      itemDecider,
      {
        type: "CreateItem",
        itemId,
        boardType: type,
        name: v.name,
        amount: v.amount,
        customer: pick.customer,
        leadTemperature: v.leadTemperature,
        validityDate: v.validityDate,
        power: v.power,
        ucType: v.ucType,
        ownerId: user.id,
        column: { id: column.id, title: column.title },
        sortKey: await sortKeyAt(user.companyId, type, column.id, 1),
      },
      commandId,
    );
    // "Venda criada · Abrir": the board, and a link to the new item.
    return after(outcome, () =>
      redirectWithNotice(boardPath(type, user.id), type === "SALES" ? "venda-criada" : "item-criado", itemPath(type, itemId)),
    );
  };
}
