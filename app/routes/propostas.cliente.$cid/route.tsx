// /propostas/cliente/:cid (ADR 008 route folder).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CustomerProposalsPage } from "./CustomerProposalsPage";
import { customerProposalsAction, customerProposalsLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Propostas do cliente — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => customerProposalsLoader(args);
export const action = (args: ActionFunctionArgs) => customerProposalsAction(args);
export default CustomerProposalsPage;
