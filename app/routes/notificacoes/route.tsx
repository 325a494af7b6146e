// /notificacoes as a route folder (docs/decisions/008-route-folders.md): this module is thin; the
// page is NotificationsPage.tsx and the loader/action are in page.server.ts beside it. The loader and
// action wrap the calls: in the browser bundle *.server modules are empty.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { notificationsAction, notificationsLoader } from "./page.server";
import { NotificationsPage } from "./NotificationsPage";

export const meta: MetaFunction = () => [{ title: "Notificações — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/dashboard.css" }];
export const loader = (args: LoaderFunctionArgs) => notificationsLoader(args);
export const action = (args: ActionFunctionArgs) => notificationsAction(args);
export default NotificationsPage;
