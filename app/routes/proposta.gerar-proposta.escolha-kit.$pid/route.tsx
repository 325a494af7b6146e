// /proposta/gerar-proposta/escolha-kit/:pid (ADR 008 route folder): the wizard's kit step, with "Montar kit".
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { kitAssemblyAction } from "./assembly.server";
import { KitStepPage } from "./KitStepPage";
import { kitStepLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Escolha do kit — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => kitStepLoader(args);
/** "Montar kit": AssembleKit, then the generation step. */
export const action = (args: ActionFunctionArgs) => kitAssemblyAction(args);
export default KitStepPage;
