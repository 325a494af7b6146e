// /inversores/editar/:iid (issue 15): the catalogue's shared loader and action (app/lib/catalogue.server.ts) bound to this kind.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogueEditLoader, catalogueEditAction } from "~/lib/catalogue.server";

export const inverterEditLoader = (args: LoaderFunctionArgs) => catalogueEditLoader("inverter", args);
export const inverterEditAction = (args: ActionFunctionArgs) => catalogueEditAction("inverter", args);
