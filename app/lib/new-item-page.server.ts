// /…/registro of every board type: the item form, its customer picker, CreateItem. One form, so no
// intent table: the page shape of docs/decisions/007-page-shape.md with one schema. The picker's
// "Buscar" button (without JS) posts the same form with `buscarCliente`: the action answers with the
// matches and the typed values, and creates nothing.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { itemDecider, itemStreamId } from "../../domain/item";
import { MSG, type BoardType } from "../../domain/shared";
import { requireCsrf, requireUser } from "./auth.server";
import { findCustomer, listColumns, sortKeyAt } from "./board.server";
import { forbidden } from "./http.server";
import { replyKit } from "./intents.server";
import { planAllows, requireBoardFlag } from "./board-page.server";
import { boardPath, itemPath } from "./board-types";
import { redirectWithNotice } from "./flash.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "./commands.server";
import { customerSearchReply, pickCustomer, PICK_FROM_LIST, typedButNotPicked } from "./customer-pick.server";
import { createSaleSchema } from "./forms";
import { saleFieldsCommand } from "./sale-field-forms";

export function newItemLoader(type: BoardType) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardFlag(user, type);
    if (!planAllows(user, type)) return { user, type, upgrade: true, columns: [], chosen: null, commandId: "", enterprise: false };
    // ?cliente=<id>: back from "+ Criar cliente", the customer just created (one the user may pick).
    const cid = new URL(request.url).searchParams.get("cliente");
    const [columns, chosen] = await Promise.all([listColumns(user.companyId, type), cid ? findCustomer(user, cid) : undefined]);
    return { user, type, upgrade: false, columns, chosen: chosen ?? null, commandId: newCommandId(), enterprise: user.plan === "ENTERPRISE" };
  };
}

export function newItemAction(type: BoardType) {
  return async ({ request }: ActionFunctionArgs) => {
    const user = await requireUser(request);
    requireBoardFlag(user, type);
    const form = await request.formData();
    await requireCsrf(form, user);
    if (!planAllows(user, type)) throw forbidden("Disponível no plano empresarial.");
    if (form.has("buscarCliente")) return customerSearchReply(user, form);
    const submission = parseWithZod(form, { schema: createSaleSchema });
    // The customer picked before, by name, so the page shown again still offers it.
    const pickedId = String(form.get("customer") ?? "");
    const chosen = (pickedId && (await findCustomer(user, pickedId))) || null;
    const { invalid, refuse, after } = replyKit(submission, { chosen });
    if (submission.status !== "success") return invalid();
    const v = submission.value;

    const columns = await listColumns(user.companyId, type);
    const column = v.column ? columns.find((c) => c.id === v.column) : columns[0];
    if (!column) return refuse({ field: "column", message: MSG.selectColumn });

    // A name typed in the picker but no customer chosen: say so rather than save the deal without one.
    if (!v.customerName && typedButNotPicked(form, v.customer)) return refuse({ field: "customer", message: PICK_FROM_LIST });
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
        ...saleFieldsCommand(v, user.plan === "ENTERPRISE"),
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
