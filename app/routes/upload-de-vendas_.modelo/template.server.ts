import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "../../../domain/customer";
import { SALES_TEMPLATE } from "../../../domain/sales-upload/rows";
import { requireUser } from "~/lib/auth.server";
import { requireBoardFlag } from "~/lib/board-page.server";

export async function salesTemplateLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireBoardFlag(user, "SALES");
  return new Response(toCsv(SALES_TEMPLATE), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="modelo-vendas.csv"' },
  });
}
