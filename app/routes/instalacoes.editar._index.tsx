// /…/editar?saleId=<id> (spec part 2 §2: the edit screens are also reached with a query). The
// loader wraps the factory call: in the browser bundle *.server modules are empty.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { itemByQueryLoader } from "~/lib/item-page.server";

export const loader = (args: LoaderFunctionArgs) => itemByQueryLoader("INSTALLATION")(args);
