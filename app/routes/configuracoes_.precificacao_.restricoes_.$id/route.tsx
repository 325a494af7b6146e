// /configuracoes/precificacao/restricoes/:id (ADR 008 route folder; "nova" = a new restriction).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { restrictionAction, restrictionLoader } from "./page.server";
import { RestrictionPage } from "./RestrictionPage";

export const meta: MetaFunction = () => [{ title: "Restrição de preço — Configurações — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/pricing-settings.css" }];
export const loader = (args: LoaderFunctionArgs) => restrictionLoader(args);
export const action = (args: ActionFunctionArgs) => restrictionAction(args);
export default RestrictionPage;
