// loader/action wrap the factory call: in the browser bundle *.server modules are empty, so
// nothing of them may run when this module loads.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { itemLoader } from "~/lib/item-page.server";
import { itemAction } from "~/lib/item-actions.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { ItemPage } from "~/components/item/ItemPage";

export const meta: MetaFunction = () => [{ title: `${BOARD_TYPE_INFO.AFTER_SALES.itemLabel} — Girassol` }];
export const loader = (args: LoaderFunctionArgs) => itemLoader("AFTER_SALES")(args);
export const action = (args: ActionFunctionArgs) => itemAction("AFTER_SALES")(args);
export default ItemPage;
