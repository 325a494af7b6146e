// /propostas/lista/:uid (ADR 008 route folder).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ProposalListPage } from "./ProposalListPage";
import { proposalListAction, proposalListLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Propostas — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => proposalListLoader(args);
export const action = (args: ActionFunctionArgs) => proposalListAction(args);
export default ProposalListPage;
