// loader/action wrap the factory call: in the browser bundle *.server modules are empty, so
// nothing of them may run when this module loads.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { boardLoader } from "~/lib/board-page.server";
import { boardAction } from "~/lib/board-actions.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { BoardPage } from "~/components/board/BoardPage";
import { boardClientAction, boardShouldRevalidate } from "~/components/board/move-network";

export const meta: MetaFunction = () => [{ title: `${BOARD_TYPE_INFO.SALES.title} — Girassol` }];
export const loader = (args: LoaderFunctionArgs) => boardLoader("SALES")(args);
export const action = (args: ActionFunctionArgs) => boardAction("SALES")(args);
// A move the network never delivered is shown on its card, not as the error page.
export const clientAction = boardClientAction;
export const shouldRevalidate = boardShouldRevalidate;
export default BoardPage;
