// /proposta/pos-venda/:pid: an after-sales proposal as it was generated (ADR 026). Company scoped,
// and the user must be able to see its item (the after-sales board's owner scope).
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ServiceLine } from "../../../domain/after-sales";
import { lineTotalCents, priceCompsOf } from "../../../domain/after-sales";
import { centsToDecimal } from "../../../domain/shared";
import { UUID_RE } from "../../../eventstore/ids";
import { proposalRow } from "../../../projections/read-models/after-sales.queries";
import { requireUser } from "~/lib/auth.server";
import { itemPath } from "~/lib/board-types";
import { notFound } from "~/lib/http.server";
import { requireItem } from "~/lib/item-access.server";
import { services } from "~/lib/services.server";

const NOT_FOUND = "Proposta não encontrada.";

export async function afterSalesProposalLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const pid = params.pid ?? "";
  if (!UUID_RE.test(pid)) throw notFound(NOT_FOUND);
  const { database } = await services();
  const row = await proposalRow(database.db, user.companyId, pid);
  if (!row) throw notFound(NOT_FOUND);
  await requireItem(user, row.item_id, "AFTER_SALES");
  const lines = row.services as ServiceLine[];
  const companyName = (await database.db.selectFrom("rm_companies").select("name").where("id", "=", user.companyId).executeTakeFirst())?.name ?? "";
  return {
    user,
    companyName,
    itemHref: `${itemPath("AFTER_SALES", row.item_id)}?aba=servicos`,
    pdfHref: `/proposta/pos-venda/pdf/${row.proposal_id}`,
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
