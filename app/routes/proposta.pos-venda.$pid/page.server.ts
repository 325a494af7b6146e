// /proposta/pos-venda/:pid: an after-sales proposal as it was generated (ADR 026). Company scoped,
// and the user must be able to see its item (the after-sales board's owner scope).
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ServiceLine } from "../../../domain/after-sales";
import { lineTotalCents, priceCompsOf } from "../../../domain/after-sales";
import { centsToDecimal } from "../../../domain/shared";
import { afterSalesPdfPath, requireAfterSalesProposal } from "~/lib/after-sales.server";
import { itemPath } from "~/lib/board-types";

export async function afterSalesProposalLoader({ request, params }: LoaderFunctionArgs) {
  const { user, row, db } = await requireAfterSalesProposal(request, params.pid);
  const lines = row.services as ServiceLine[];
  const companyName = (await db.selectFrom("rm_companies").select("name").where("id", "=", user.companyId).executeTakeFirst())?.name ?? "";
  return {
    user,
    companyName,
    itemHref: `${itemPath("AFTER_SALES", row.item_id)}?aba=servicos`,
    pdfHref: afterSalesPdfPath(row.proposal_id),
    proposal: {
      number: row.number,
      templateName: row.template_name,
      text: row.text,
      customerName: row.customer_name,
      itemName: row.item_name,
      serviceOrder: row.service_order,
      validityDays: row.validity_days,
      validUntil: new Date(row.valid_until).toISOString().slice(0, 10),
      generatedAt: new Date(row.generated_at).toISOString(),
      total: String(row.total),
      lines: lines.map((l) => ({ ...l, priceComps: priceCompsOf(l), total: centsToDecimal(lineTotalCents(l)) })),
    },
  };
}
