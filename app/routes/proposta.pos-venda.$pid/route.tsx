// /proposta/pos-venda/:pid (ADR 008 route folder, ADR 026): an after-sales proposal document.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { afterSalesProposalLoader } from "./page.server";
import { AfterSalesProposalPage } from "./AfterSalesProposalPage";

export const meta: MetaFunction = () => [{ title: "Proposta de pós-venda — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => afterSalesProposalLoader(args);
export default AfterSalesProposalPage;
