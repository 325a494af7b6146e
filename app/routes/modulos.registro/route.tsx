// /modulos/registro as a route folder (docs/decisions/008-route-folders.md): thin; the page is Page.tsx and the
// loader/action in page.server.ts beside it (*.server modules are empty in the browser bundle).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { moduleNewLoader, moduleNewAction } from "./page.server";
import { Page } from "./Page";

export const meta: MetaFunction = () => [{ title: "Cadastrar módulo — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => moduleNewLoader(args);
export const action = (args: ActionFunctionArgs) => moduleNewAction(args);
export default Page;
