// /equipamentos/registro (issue 15): the catalogue's shared loader and action (app/lib/catalogue.server.ts) bound to this kind.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogueNewLoader, catalogueNewAction } from "~/lib/catalogue.server";

export const equipmentNewLoader = (args: LoaderFunctionArgs) => catalogueNewLoader("equipment", args);
export const equipmentNewAction = (args: ActionFunctionArgs) => catalogueNewAction("equipment", args);
