// /tabelas/tarifas (ADR 008 route folder): the tariff table, list and new tariff.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { tariffsAction, tariffsLoader } from "./page.server";
import { TariffsPage } from "./TariffsPage";

export const meta: MetaFunction = () => [{ title: "Tarifas — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/tables.css" }];
export const loader = (args: LoaderFunctionArgs) => tariffsLoader(args);
export const action = (args: ActionFunctionArgs) => tariffsAction(args);
export default TariffsPage;
