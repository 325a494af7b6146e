// /proposta/gerar-proposta/preco-manual/:pid (ADR 008 route folder): the pricing step, mode manual.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PricingPage, type PricingPageReply } from "~/components/proposal/PricingPage";
import { pageAction, pageLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Preço da proposta — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => pageLoader(args);
export const action = (args: ActionFunctionArgs) => pageAction(args);

export default function ProposalPrice() {
  return <PricingPage d={useLoaderData<typeof loader>()} reply={useActionData<typeof action>() as PricingPageReply} />;
}
