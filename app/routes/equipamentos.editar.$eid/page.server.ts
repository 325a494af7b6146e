// /equipamentos/editar/:eid (issue 15): the catalogue's shared loader and action (app/lib/catalogue.server.ts) bound to this kind.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogueEditLoader, catalogueEditAction } from "~/lib/catalogue.server";

export const equipmentEditLoader = (args: LoaderFunctionArgs) => catalogueEditLoader("equipment", args);
export const equipmentEditAction = (args: ActionFunctionArgs) => catalogueEditAction("equipment", args);
