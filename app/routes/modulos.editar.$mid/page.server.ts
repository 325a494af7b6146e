// /modulos/editar/:mid (issue 15): the catalogue's shared loader and action (app/lib/catalogue.server.ts) bound to this kind.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogueEditLoader, catalogueEditAction } from "~/lib/catalogue.server";

export const moduleEditLoader = (args: LoaderFunctionArgs) => catalogueEditLoader("module", args);
export const moduleEditAction = (args: ActionFunctionArgs) => catalogueEditAction("module", args);
