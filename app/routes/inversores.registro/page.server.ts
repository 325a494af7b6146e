// /inversores/registro (issue 15): the catalogue's shared loader and action (app/lib/catalogue.server.ts) bound to this kind.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogueNewLoader, catalogueNewAction } from "~/lib/catalogue.server";

export const inverterNewLoader = (args: LoaderFunctionArgs) => catalogueNewLoader("inverter", args);
export const inverterNewAction = (args: ActionFunctionArgs) => catalogueNewAction("inverter", args);
