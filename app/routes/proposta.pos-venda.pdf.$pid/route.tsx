// GET /proposta/pos-venda/pdf/:pid (ADR 029): the after-sales proposal's PDF (resource route, no
// side layout), rendered by the final proposal's PDF machinery; company- and item-scoped.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterSalesPdfLoader } from "~/lib/pdf/after-sales-pdf.server";

export const loader = (args: LoaderFunctionArgs) => afterSalesPdfLoader(args);
