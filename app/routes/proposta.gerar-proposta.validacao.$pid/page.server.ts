// /proposta/gerar-proposta/validacao/:pid: the validation step. The validity date (dd/mm/aaaa),
// prefilled with the saved one or today + preferences.validity days; SetValidity with the company's
// today; a past date comes back on its field ("Data inválida.") with what was typed. Then the
// customisation step. One form, so no intent (ADR 007 §6). A proposal outside the scope is a 404.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { proposalDecider, proposalStreamId, type ProposalCommand } from "../../../domain/proposal";
import { formatDateBR } from "../../../domain/shared/format";
import { requireCsrf, requireUser } from "~/lib/auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { replyKit } from "~/lib/intents.server";
import { requireProposal, PROPOSAL_READ_MODELS } from "~/lib/proposal-access.server";
import { companyToday, customizationPath, defaultValidityDate, presentationOf, pricingChoicePath } from "~/lib/proposal-presentation.server";
import { validitySchema } from "~/lib/proposal-presentation-forms";
import { proposalHeader } from "~/lib/proposal-header";
import { finalProposalPath } from "~/lib/final-proposal-paths";

export async function validityLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const p = await requireProposal(user, params.pid);
  const { validityDate } = await presentationOf(user, p.id);
  const today = companyToday();
  return {
    user,
    proposal: {
      ...proposalHeader(p),
      validityDate,
      power: p.powerKwp,
      // Only a price in force: after a later change the row keeps the old one, which no longer holds (the notice says so).
      finalPriceCentavos: p.finished ? p.finalPrice : null,
    },
    pricingHref: pricingChoicePath(p.id),
    validityDate: formatDateBR(validityDate ?? (await defaultValidityDate(user, today))),
    today: formatDateBR(today),
    /** The final proposal, once its price is in force. */
    finalHref: p.finished ? finalProposalPath(p.id) : null,
    commandId: newCommandId(),
  };
}

export async function validityAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const p = await requireProposal(user, params.pid);
  const submission = parseWithZod(form, { schema: validitySchema });
  const kit = replyKit(submission, { intent: "validity" });
  if (submission.status !== "success") return kit.invalid();
  const command: ProposalCommand = { type: "SetValidity", validityDate: submission.value.validityDate, today: companyToday() };
  // The customisation step reads the proposal through requireProposal, which waits for its read model.
  const outcome = await sendCommand(user, proposalStreamId(p.id), proposalDecider, command, commandIdFrom(form), {
    nextPageWaits: PROPOSAL_READ_MODELS,
  });
  return kit.after(outcome, () => redirect(customizationPath(p.id)));
}
