// One final (or after-sales, ADR 029) proposal's PDF bytes, rendered in this thread (the pool in pdf-pool.server.ts runs this
// in worker threads). Deterministic: react-pdf writes no random id and no clock once the creation
// date and producer are given (the file /ID is a hash of the info dictionary), so the same view and
// date give the same bytes, which is what lets a sent PDF's SHA-256 be checked later.
import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import type { AfterSalesProposalView } from "../../../domain/after-sales/proposal-view";
import type { FinalProposalView } from "../../../domain/proposal";
import { AfterSalesProposalPdf } from "./AfterSalesProposalPdf";
import { ProposalPdf } from "./ProposalPdf";

export interface ProposalPdfJob {
  kind?: "final";
  view: FinalProposalView;
  /** ISO instant: the proposal's last change of content (never "now"). */
  createdAt: string;
  /** The company's logo (PNG or JPEG bytes, checked against its SHA-256 by the caller), or none. */
  logo?: PdfLogo | null;
}

export interface PdfLogo {
  data: Uint8Array;
  format: "png" | "jpg";
}

export async function renderProposalPdf(job: ProposalPdfJob): Promise<Buffer> {
  const element = createElement(ProposalPdf, { view: job.view, createdAt: new Date(job.createdAt), logo: job.logo ?? null });
  // renderToBuffer's type wants a <Document> element; ProposalPdf returns one.
  return renderToBuffer(element as unknown as Parameters<typeof renderToBuffer>[0]);
}

/** An after-sales proposal (ADR 029): its view, the generation's instant, the company's logo. */
export interface AfterSalesPdfJob {
  kind: "after-sales";
  view: AfterSalesProposalView;
  /** ISO instant: the proposal's generation (it never changes afterwards). */
  createdAt: string;
  logo?: PdfLogo | null;
}

/** What the PDF pool renders: a final proposal or an after-sales proposal. */
export type PdfJob = ProposalPdfJob | AfterSalesPdfJob;

export async function renderPdf(job: PdfJob): Promise<Buffer> {
  if (job.kind !== "after-sales") return renderProposalPdf(job);
  const element = createElement(AfterSalesProposalPdf, { view: job.view, createdAt: new Date(job.createdAt), logo: job.logo ?? null });
  return renderToBuffer(element as unknown as Parameters<typeof renderToBuffer>[0]);
}
