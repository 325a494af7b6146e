// GET /clientes/busca?q=: the type-ahead customer picker's matches (resource route, JSON).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { customerSearchLoader } from "~/lib/customer-pick.server";

export const loader = (args: LoaderFunctionArgs) => customerSearchLoader(args);
