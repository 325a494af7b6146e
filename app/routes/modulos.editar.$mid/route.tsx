// /modulos/editar/:mid as a route folder (docs/decisions/008-route-folders.md): thin; the page is Page.tsx and the
// loader/action in page.server.ts beside it (*.server modules are empty in the browser bundle).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { moduleEditLoader, moduleEditAction } from "./page.server";
import { Page } from "./Page";

export const meta: MetaFunction = () => [{ title: "Editar módulo — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => moduleEditLoader(args);
export const action = (args: ActionFunctionArgs) => moduleEditAction(args);
export default Page;
