// /configuracoes/precificacao (ADR 008 route folder; the trailing underscore keeps it out of
// /configuracoes's layout): pricing type, calculation, power bands and the price simulation.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pricingAction, pricingLoader } from "./page.server";
import { PricingPage } from "./PricingPage";

export const meta: MetaFunction = () => [{ title: "Precificação — Configurações — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/pricing-settings.css" }];
export const loader = (args: LoaderFunctionArgs) => pricingLoader(args);
export const action = (args: ActionFunctionArgs) => pricingAction(args);
export default PricingPage;
