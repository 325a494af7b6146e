// loader wraps the factory call: in the browser bundle *.server modules are empty.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { finishedLoader } from "~/lib/finished-page.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { FinishedPage } from "~/components/board/FinishedPage";

export const meta: MetaFunction = () => [{ title: `${BOARD_TYPE_INFO.ADMINISTRATIVE.menuLabel}: finalizadas — Girassol` }];
export const loader = (args: LoaderFunctionArgs) => finishedLoader("ADMINISTRATIVE")(args);
export default FinishedPage;
