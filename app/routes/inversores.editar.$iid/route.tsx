// /inversores/editar/:iid as a route folder (docs/decisions/008-route-folders.md): thin; the page is Page.tsx and the
// loader/action in page.server.ts beside it (*.server modules are empty in the browser bundle).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { inverterEditLoader, inverterEditAction } from "./page.server";
import { Page } from "./Page";

export const meta: MetaFunction = () => [{ title: "Editar inversor — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => inverterEditLoader(args);
export const action = (args: ActionFunctionArgs) => inverterEditAction(args);
export default Page;
