// /pos-venda/templates (ADR 008 route folder): the after-sales proposal templates. The loader and
// action wrap the calls: in the browser bundle *.server modules are empty.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { templatesAction, templatesLoader } from "./page.server";
import { TemplatesPage } from "./TemplatesPage";

export const meta: MetaFunction = () => [{ title: "Templates de pós-venda — Girassol" }];
export const loader = (args: LoaderFunctionArgs) => templatesLoader(args);
export const action = (args: ActionFunctionArgs) => templatesAction(args);
export default TemplatesPage;
