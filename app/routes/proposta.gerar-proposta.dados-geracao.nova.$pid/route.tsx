// /proposta/gerar-proposta/dados-geracao/nova/:pid (ADR 008 route folder): the wizard's generation step (SetGeneration).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GenerationPage, type GenerationReply } from "~/components/proposal/GenerationPage";
import { pageAction, pageLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Dados de geração — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => pageLoader(args);
export const action = (args: ActionFunctionArgs) => pageAction(args);

export default function ProposalGeneration() {
  return <GenerationPage d={useLoaderData<typeof loader>()} reply={useActionData<typeof action>() as GenerationReply} />;
}
