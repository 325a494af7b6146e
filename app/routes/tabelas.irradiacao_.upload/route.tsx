// /tabelas/irradiacao/upload (ADR 008 route folder): import an irradiation table.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { irradiationUploadAction, irradiationUploadLoader } from "./page.server";
import { IrradiationUploadPage } from "./IrradiationUploadPage";

export const meta: MetaFunction = () => [{ title: "Importar irradiação — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/tables.css" }];
export const loader = (args: LoaderFunctionArgs) => irradiationUploadLoader(args);
export const action = (args: ActionFunctionArgs) => irradiationUploadAction(args);
export default IrradiationUploadPage;
