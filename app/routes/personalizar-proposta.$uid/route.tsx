// /personalizar-proposta/:uid (ADR 008 route folder): the company's proposal defaults.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { defaultsAction, defaultsLoader } from "./page.server";
import { DefaultsPage } from "./DefaultsPage";

export const meta: MetaFunction = () => [{ title: "Personalizar proposta — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => defaultsLoader(args);
export const action = (args: ActionFunctionArgs) => defaultsAction(args);
export default DefaultsPage;
