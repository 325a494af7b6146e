// /…/registro of every board type: the item form, an optional inline customer, CreateItem.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { itemDecider } from "../../domain/item";
import { MSG, type BoardType } from "../../domain/shared";
import { requireCsrf, requireUser } from "./auth.server";
import { listColumns, listCustomers, sortKeyAt } from "./board.server";
import { planAllows, requireBoardFlag } from "./board-page.server";
import { boardPath } from "./board-types";
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
    if (!planAllows(user, type)) throw new Response("Disponível no plano empresarial.", { status: 403 });
    const submission = parseWithZod(form, { schema: createSaleSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const v = submission.value;
    const fail = (field: string, message: string) =>
      data(submission.reply({ fieldErrors: { [field]: [message] } }), { status: 400 });

    const columns = await listColumns(user.companyId, type);
    const column = v.column ? columns.find((c) => c.id === v.column) : columns[0];
    if (!column) return fail("column", MSG.selectColumn);

    const commandId = commandIdFrom(form);
    const pick = await pickCustomer(user, v, commandId);
    if (!pick.ok) return fail(pick.field, pick.message);

    const itemId = derivedId(commandId, "item");
    const outcome = await sendCommand(
      user,
      `item-${itemId}`,
      itemDecider,
      {
        type: "CreateItem",
        itemId,
        boardType: type,
        name: v.name,
        amount: v.amount,
        customer: pick.customer,
        leadTemperature: v.leadTemperature as -1 | 0 | 1 | 2,
        validityDate: v.validityDate,
        power: v.power,
        ucType: v.ucType,
        ownerId: user.id,
        column: { id: column.id, title: column.title },
        sortKey: await sortKeyAt(user.companyId, type, column.id, 1),
      },
      commandId,
    );
    if (!outcome.ok) {
      const e = outcome.error;
      return e.field ? fail(e.field, e.message) : data(submission.reply({ formErrors: [e.message] }), { status: 400 });
    }
    return redirect(boardPath(type, user.id));
  };
}
