// GET /proposta/pos-venda/pdf/:pid (ADR 029): the after-sales proposal as a PDF, through the final
// proposal's machinery (renderer, worker pool, message page). Signed in only: the proposal must be
// the user's company's and its item one the user may see (requireItem on the AFTER_SALES board),
// otherwise the same 404 as the HTML document. Same bytes for the same proposal: its content is
// frozen at generation, the creation date is the generation's instant, the producer fixed.
import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterSalesProposalView, type ServiceLine } from "../../../domain/after-sales";
import { companyDisplay } from "../../../projections/read-models/proposals-final.queries";
import { afterSalesProposalPath, requireAfterSalesProposal } from "../after-sales.server";
import { companyLogoOf } from "../proposal-logo.server";
import { companyProposalDefaults } from "../proposal-presentation.server";
import { PdfBusy, pdfPool } from "./pdf-pool.server";
import { logoOf, messageResponse, NoPdf, PDF_MSG } from "./proposal-pdf.server";

export async function afterSalesPdfLoader({ request, params }: LoaderFunctionArgs) {
  const { user, row, db } = await requireAfterSalesProposal(request, params.pid);
  const [company, defaults, companyLogo] = await Promise.all([
    companyDisplay(db, user.companyId),
    companyProposalDefaults(user),
    companyLogoOf(user.companyId),
  ]);
  const generatedAt = new Date(row.generated_at).toISOString();
  const view = afterSalesProposalView({
    number: row.number,
    company: { name: company?.name ?? "", email: company?.email ?? null, primaryColor: defaults.primaryColor },
    customerName: row.customer_name,
    itemName: row.item_name,
    serviceOrder: row.service_order,
    generatedAt,
    validityDays: row.validity_days,
    validUntil: new Date(row.valid_until).toISOString().slice(0, 10),
    text: row.text,
    services: row.services as ServiceLine[],
    total: String(row.total),
  });
  const back = afterSalesProposalPath(row.proposal_id);
  try {
    const logo = await logoOf(companyLogo ? { sha256: companyLogo.sha256, contentType: companyLogo.contentType } : null);
    let bytes: Buffer;
    try {
      bytes = await pdfPool().render({ kind: "after-sales", view, createdAt: generatedAt, logo });
    } catch (e) {
      if (e instanceof PdfBusy) throw new NoPdf(503, PDF_MSG.busy);
      console.error("PDF da proposta de pós-venda:", e);
      throw new NoPdf(500, PDF_MSG.loadError);
    }
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.length),
        "Content-Disposition": `attachment; filename="${view.fileName}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
        ETag: `"${createHash("sha256").update(bytes).digest("hex")}"`,
      },
    });
  } catch (e) {
    if (e instanceof NoPdf) return messageResponse(e, back);
    throw e;
  }
}
