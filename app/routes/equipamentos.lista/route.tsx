// /equipamentos/lista as a route folder (docs/decisions/008-route-folders.md): thin; the page is Page.tsx and the
// loader in page.server.ts beside it (*.server modules are empty in the browser bundle).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { equipmentListLoader } from "./page.server";
import { Page } from "./Page";

export const meta: MetaFunction = () => [{ title: "Equipamentos — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => equipmentListLoader(args);
export default Page;
