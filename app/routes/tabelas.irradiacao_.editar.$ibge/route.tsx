// /tabelas/irradiacao/editar/:ibge (ADR 008 route folder): type one city's 12 monthly means.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { typeIrradiationAction, typeIrradiationLoader } from "./page.server";
import { TypeIrradiationPage } from "./TypeIrradiationPage";

export const meta: MetaFunction = () => [{ title: "Digitar irradiação — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/tables.css" }];
export const loader = (args: LoaderFunctionArgs) => typeIrradiationLoader(args);
export const action = (args: ActionFunctionArgs) => typeIrradiationAction(args);
export default TypeIrradiationPage;
