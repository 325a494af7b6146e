// /configuracoes/precificacao/componentes (ADR 008 route folder): the DETAILED pricing components.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { componentsLoader } from "./page.server";
import { ComponentsPage } from "./ComponentsPage";

export const meta: MetaFunction = () => [{ title: "Componentes de preço — Configurações — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/pricing-settings.css" }];
export const loader = (args: LoaderFunctionArgs) => componentsLoader(args);
export default ComponentsPage;
