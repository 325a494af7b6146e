// loader/action wrap the factory call: in the browser bundle *.server modules are empty, so
// nothing of them may run when this module loads.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { newItemAction, newItemLoader } from "~/lib/new-item-page.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { NewItemPage } from "~/components/item/NewItemPage";

export const meta: MetaFunction = () => [{ title: `${BOARD_TYPE_INFO.AFTER_SALES.newLabel} — Girassol` }];
export const loader = (args: LoaderFunctionArgs) => newItemLoader("AFTER_SALES")(args);
export const action = (args: ActionFunctionArgs) => newItemAction("AFTER_SALES")(args);
export default NewItemPage;
