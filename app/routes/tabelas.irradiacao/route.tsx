// /tabelas/irradiacao (ADR 008 route folder): the company's irradiation table, one city at a time.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { irradiationLoader } from "./page.server";
import { IrradiationPage } from "./IrradiationPage";

export const meta: MetaFunction = () => [{ title: "Irradiação — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/tables.css" }];
export const loader = (args: LoaderFunctionArgs) => irradiationLoader(args);
export default IrradiationPage;
