// /equipamentos/lista (issue 15): the catalogue's shared loader (app/lib/catalogue.server.ts) bound to this kind.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogueListLoader } from "~/lib/catalogue.server";

export const equipmentListLoader = (args: LoaderFunctionArgs) => catalogueListLoader("equipment", args);
