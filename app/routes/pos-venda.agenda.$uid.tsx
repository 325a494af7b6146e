// loader wraps the factory call: *.server modules are empty in the browser bundle.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { agendaAction, agendaLoader } from "~/lib/agenda.server";
import { BOARD_TYPE_INFO } from "~/lib/board-types";
import { AgendaPage } from "~/components/agenda/AgendaPage";

export const meta: MetaFunction = () => [{ title: `Agenda · ${BOARD_TYPE_INFO.AFTER_SALES.menuLabel} — Girassol` }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/agenda.css" }];
export const loader = (args: LoaderFunctionArgs) => agendaLoader("AFTER_SALES")(args);
export const action = (args: ActionFunctionArgs) => agendaAction("AFTER_SALES")(args);
export default AgendaPage;
