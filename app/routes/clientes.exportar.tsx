// GET /clientes/exportar: the customers CSV download (resource route, no UI).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { customerExportLoader } from "~/lib/customer-export.server";

export const loader = (args: LoaderFunctionArgs) => customerExportLoader(args);
