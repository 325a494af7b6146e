// /configuracoes/precificacao/restricoes (ADR 008 route folder): the pricing restrictions.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { restrictionsLoader } from "./page.server";
import { RestrictionsPage } from "./RestrictionsPage";

export const meta: MetaFunction = () => [{ title: "Restrições de preço — Configurações — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/pricing-settings.css" }];
export const loader = (args: LoaderFunctionArgs) => restrictionsLoader(args);
export default RestrictionsPage;
