// /modulos/lista as a route folder (docs/decisions/008-route-folders.md): thin; the page is Page.tsx and the
// loader in page.server.ts beside it (*.server modules are empty in the browser bundle).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { moduleListLoader } from "./page.server";
import { Page } from "./Page";

export const meta: MetaFunction = () => [{ title: "Módulos — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => moduleListLoader(args);
export default Page;
