// /proposta/gerar-proposta/escolha/precificacao/:pid (ADR 008 route folder): the choice of pricing.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PricingChoicePage } from "~/components/proposal/PricingChoicePage";
import { pageLoader } from "./page.server";

export const meta: MetaFunction = () => [{ title: "Precificação da proposta — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/proposal.css" }];
export const loader = (args: LoaderFunctionArgs) => pageLoader(args);
export default PricingChoicePage;
