// /proposta/gerar-proposta/personalizacao/:pid (ADR 008 route folder): the wizard's customisation step.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { customizationAction, customizationLoader } from "./page.server";
import { CustomizationPage } from "./CustomizationPage";

export const meta: MetaFunction = () => [{ title: "Personalização da proposta — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => customizationLoader(args);
export const action = (args: ActionFunctionArgs) => customizationAction(args);
export default CustomizationPage;
