// /modulos/registro (issue 15): the catalogue's shared loader and action (app/lib/catalogue.server.ts) bound to this kind.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogueNewLoader, catalogueNewAction } from "~/lib/catalogue.server";

export const moduleNewLoader = (args: LoaderFunctionArgs) => catalogueNewLoader("module", args);
export const moduleNewAction = (args: ActionFunctionArgs) => catalogueNewAction("module", args);
