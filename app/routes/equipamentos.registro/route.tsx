// /equipamentos/registro as a route folder (docs/decisions/008-route-folders.md): thin; the page is Page.tsx and the
// loader/action in page.server.ts beside it (*.server modules are empty in the browser bundle).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { equipmentNewLoader, equipmentNewAction } from "./page.server";
import { Page } from "./Page";

export const meta: MetaFunction = () => [{ title: "Cadastrar equipamento — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => equipmentNewLoader(args);
export const action = (args: ActionFunctionArgs) => equipmentNewAction(args);
export default Page;
