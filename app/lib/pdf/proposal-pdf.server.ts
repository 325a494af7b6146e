// The final proposal's PDF for a request (issue 17): /proposta/final/pdf/:pid (a uuid: signed in and
// in the user's scope; a front id: the public link's proposal, signed out) and the sending
// (/proposta/final/enviar/:pid), which hashes the very bytes a download gives.
//
// Same bytes for the same proposal: the view is the proposal's folded events (finalProposalOf) and
// the company's display data and logo bytes; the creation date is the proposal's last change of content (the
// occurredAt of its last event other than a visit or a sending, so recording a sending does not
// change the file it recorded); the producer is fixed; react-pdf adds nothing random.
import { createHash } from "node:crypto";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithNotice } from "../flash.server";
import { proposalDecider, proposalStreamId, type ProposalCommand } from "../../../domain/proposal";
import { UUID_RE } from "../../../domain/shared/ids";
import { requireCsrf, requireUser } from "../auth.server";
import { commandIdFrom, sendCommand } from "../commands.server";
import { readStored } from "../file-store.server";
import { finalProposalForUser, publicFinalProposal, type FinalProposalData } from "../final-proposal.server";
import { services } from "../services.server";
import { PdfBusy, pdfPool } from "./pdf-pool.server";
import { pdfMessagePage } from "./pdf-message-page";
import type { PdfLogo } from "./render-proposal-pdf";

export const PDF_MSG = {
  loadError: "Erro ao tentar carregar o arquivo.",
  busy: "Muitos arquivos sendo gerados agora. Tente novamente em alguns segundos.",
} as const;

/** Events that do not change what the PDF shows. */
const NOT_CONTENT = new Set(["ProposalViewed", "ProposalSent"]);

/** The proposal's last change of content (ISO instant): the PDF's creation date. */
async function contentDate(proposalId: string): Promise<string> {
  const { store } = await services();
  const events = await store.readStream(proposalStreamId(proposalId));
  for (let i = events.length - 1; i >= 0; i--) if (!NOT_CONTENT.has(events[i]!.type)) return events[i]!.metadata.occurredAt;
  return events[0]?.metadata.occurredAt ?? "2000-01-01T00:00:00.000Z";
}

/** The proposal's logo bytes (stored by SHA-256, so an older logo still reads), only when they hash to what was kept (else no logo). */
export async function logoOf(logo: FinalProposalData["logo"]): Promise<PdfLogo | null> {
  const stream = logo ? readStored(logo.sha256) : null;
  if (!logo || !stream) return null;
  const data = new Uint8Array(await new Response(stream).arrayBuffer());
  if (createHash("sha256").update(data).digest("hex") !== logo.sha256) return null;
  return { data, format: logo.contentType === "image/png" ? "png" : "jpg" };
}

export interface ProposalPdf {
  bytes: Buffer;
  sha256: string;
  fileName: string;
}

/** Why there is no PDF: the proposal has no price in force (the spec's notice), or the renderers are all busy. */
export class NoPdf extends Error {
  constructor(
    readonly status: 409 | 503 | 500,
    message: string,
  ) {
    super(message);
  }
}

/** The PDF of a final proposal already loaded (and scoped) by the caller. */
export async function proposalPdf(data: FinalProposalData): Promise<ProposalPdf> {
  const { view } = data;
  if (!view.finished || !view.price) throw new NoPdf(409, view.notices.find((n) => /preço/.test(n)) ?? "Esta proposta não possui dados do preço");
  const [createdAt, logo] = await Promise.all([contentDate(view.proposalId), logoOf(data.logo)]);
  let bytes: Buffer;
  try {
    bytes = await pdfPool().render({ view, createdAt, logo });
  } catch (e) {
    if (e instanceof PdfBusy) throw new NoPdf(503, PDF_MSG.busy);
    console.error("PDF da proposta:", e);
    throw new NoPdf(500, PDF_MSG.loadError);
  }
  return {
    bytes,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    fileName: view.number ? `proposta-${view.number.replace("#", "")}.pdf` : "proposta.pdf",
  };
}

/** The spec's message page instead of a PDF (409, 503 with Retry-After, 500). */
export function messageResponse(e: NoPdf, back: string) {
  const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  if (e.status === 503) headers["Retry-After"] = "5";
  const detail = e.message === PDF_MSG.loadError ? null : e.message;
  return new Response(pdfMessagePage(PDF_MSG.loadError, detail, back), { status: e.status, headers });
}

/** GET /proposta/final/pdf/:pid: the file, or the spec's message page (409 unfinished, 503 busy), never a 500 for a missing part. */
export async function proposalPdfLoader({ request, params }: LoaderFunctionArgs) {
  const pid = params.pid ?? "";
  const data = UUID_RE.test(pid) ? await finalProposalForUser(await requireUser(request), pid) : await publicFinalProposal({ frontId: pid });
  try {
    const pdf = await proposalPdf(data);
    return new Response(new Uint8Array(pdf.bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(pdf.bytes.length),
        "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
        ETag: `"${pdf.sha256}"`,
      },
    });
  } catch (e) {
    if (e instanceof NoPdf) return messageResponse(e, `/proposta/final/${encodeURIComponent(pid)}`);
    throw e;
  }
}

/**
 * POST /proposta/final/enviar/:pid ("Registrar envio"): renders the PDF, hashes it and records the
 * sending (RecordProposalSent, idempotent by the form's commandId), then back to the final page.
 */
export async function sendProposalAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const data = await finalProposalForUser(user, params.pid);
  const back = `/proposta/final/${data.view.proposalId}`;
  let pdf: ProposalPdf;
  try {
    pdf = await proposalPdf(data);
  } catch (e) {
    if (e instanceof NoPdf) return messageResponse(e, back);
    throw e;
  }
  const command: ProposalCommand = {
    type: "RecordProposalSent",
    sentBy: user.id,
    sentAt: new Date().toISOString(),
    sha256: pdf.sha256,
    bytes: pdf.bytes.length,
  };
  const outcome = await sendCommand(user, proposalStreamId(data.view.proposalId), proposalDecider, command, commandIdFrom(form));
  if (!outcome.ok) return messageResponse(new NoPdf(409, outcome.error.message), back);
  // The final page says so through the flash (it used to be ?enviado=1), with the way to check a file.
  return redirectWithNotice(back, "envio-registrado", "/proposta/verificacao");
}

/** GET on the sending route (a reload after the post): the final page. */
export async function sendProposalLoader({ params }: LoaderFunctionArgs) {
  const pid = params.pid ?? "";
  return redirect(UUID_RE.test(pid) ? `/proposta/final/${pid}` : "/");
}
