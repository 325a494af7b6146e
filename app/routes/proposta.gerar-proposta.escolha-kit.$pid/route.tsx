// /proposta/gerar-proposta/escolha-kit/:pid (ADR 008 route folder): the wizard's kit step.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { KitStepPage } from "./KitStepPage";
import { kitStepLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Escolha do kit — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => kitStepLoader(args);
export default KitStepPage;
