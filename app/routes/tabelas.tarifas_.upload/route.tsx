// /tabelas/tarifas/upload (ADR 008 route folder): import ANEEL's "tarifas homologadas" CSV.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { tariffUploadAction, tariffUploadLoader } from "./page.server";
import { TariffUploadPage } from "./TariffUploadPage";

export const meta: MetaFunction = () => [{ title: "Importar tarifas — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/tables.css" }];
export const loader = (args: LoaderFunctionArgs) => tariffUploadLoader(args);
export const action = (args: ActionFunctionArgs) => tariffUploadAction(args);
export default TariffUploadPage;
