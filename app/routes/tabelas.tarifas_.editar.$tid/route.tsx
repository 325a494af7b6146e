// /tabelas/tarifas/editar/:tid (ADR 008 route folder): edit or delete one tariff.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editTariffAction, editTariffLoader } from "./page.server";
import { EditTariffPage } from "./EditTariffPage";

export const meta: MetaFunction = () => [{ title: "Editar tarifa — Girassol" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/tables.css" }];
export const loader = (args: LoaderFunctionArgs) => editTariffLoader(args);
export const action = (args: ActionFunctionArgs) => editTariffAction(args);
export default EditTariffPage;
