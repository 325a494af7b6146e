// /proposta/gerar-proposta/validacao/:pid (ADR 008 route folder): the wizard's validation step.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { validityAction, validityLoader } from "./page.server";
import { ValidityPage } from "./ValidityPage";

export const meta: MetaFunction = () => [{ title: "Validação da proposta — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => validityLoader(args);
export const action = (args: ActionFunctionArgs) => validityAction(args);
export default ValidityPage;
