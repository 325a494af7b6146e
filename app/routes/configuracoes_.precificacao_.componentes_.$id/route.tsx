// /configuracoes/precificacao/componentes/:id (ADR 008 route folder; "novo" = a new component).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { componentAction, componentLoader } from "./page.server";
import { ComponentPage } from "./ComponentPage";

export const meta: MetaFunction = () => [{ title: "Componente de preço — Configurações — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/pricing-settings.css" }];
export const loader = (args: LoaderFunctionArgs) => componentLoader(args);
export const action = (args: ActionFunctionArgs) => componentAction(args);
export default ComponentPage;
