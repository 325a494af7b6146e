// /proposta/verificacao (public, signed out or in): upload a PDF → whether it is a proposal PDF
// recorded as sent (ProposalSent's SHA-256). Only the proposal's number, the sending's date and the
// company's name are revealed: the file itself already shows the rest to whoever holds it, and the
// page's job is to confirm who sent it and that not a byte changed. Nothing is written; a
// cross-site post is refused by server.mjs's origin check (the same defence as /login's form).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { createHash } from "node:crypto";
import { formatDateTimeBR, formatNumber5 } from "../../../domain/shared/format";
import { sentPdfBySha } from "../../../projections/read-models/proposal-sends.queries";
import { VERIFY_MSG, verificationSchema } from "~/lib/pdf/verification-form";
import { formReply } from "~/lib/replies.server";
import { services } from "~/lib/services.server";

export type Verdict = { sent: true; message: string } | { sent: false; message: string };

export async function verificationAction({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: verificationSchema });
  const hideFields = ["arquivo"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const bytes = new Uint8Array(await submission.value.arquivo.arrayBuffer());
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-")
    return formReply(submission, { hideFields, problem: { message: VERIFY_MSG.notPdf, field: "arquivo" } });
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const { database } = await services();
  const found = await sentPdfBySha(database.db, sha256);
  const verdict: Verdict = found
    ? { sent: true, message: VERIFY_MSG.sent(formatNumber5(found.count), formatDateTimeBR(found.sentAt.toISOString()), found.companyName) }
    : { sent: false, message: VERIFY_MSG.notSent };
  return data({ result: submission.reply({ hideFields }), verdict });
}
