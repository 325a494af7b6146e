// /proposta/gerar-proposta/dados-consumo/nova?cid=&uid=(&sid=): start a proposal from a customer (StartProposal) (ADR 008 route folder).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsumptionPage, type ConsumptionReply } from "~/components/proposal/ConsumptionPage";
import { pageAction, pageLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Nova proposta — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => pageLoader(args);
export const action = (args: ActionFunctionArgs) => pageAction(args);

export default function ProposalConsumption() {
  return <ConsumptionPage d={useLoaderData<typeof loader>()} reply={useActionData<typeof action>() as ConsumptionReply} />;
}
