// GET /clientes/cidades?uf=SP: the municipalities of a state, for the customer form's city list.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { citiesLoader } from "~/lib/customer-page.server";

export const loader = (args: LoaderFunctionArgs) => citiesLoader(args);
