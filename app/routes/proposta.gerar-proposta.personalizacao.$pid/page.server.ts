// /proposta/gerar-proposta/personalizacao/:pid: the customisation step. The sections the final
// proposal shows and its texts, prefilled with the proposal's own customisation or, the first time,
// the company's defaults (/personalizar-proposta/:uid). CustomizeProposal, then the user's proposal
// list, whose flash says "Proposta #00042 concluída. · Abrir" (the final proposal). One form, no intent.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { checkPresentation, proposalDecider, proposalStreamId, type ProposalCommand } from "../../../domain/proposal";
import { can } from "~/lib/access.server";
import { requireCsrf, requireUser } from "~/lib/auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { replyKit } from "~/lib/intents.server";
import { companyLogoOf } from "~/lib/proposal-logo.server";
import { PROPOSAL_READ_MODELS, requireProposal } from "~/lib/proposal-access.server";
import { companyProposalDefaults, defaultsPath, finishedPath, presentationOf, validityPath } from "~/lib/proposal-presentation.server";
import { customizationSchema, presentationDefaults } from "~/lib/proposal-presentation-forms";
import { finalProposalPath } from "~/lib/final-proposal-paths";
import { redirectWithCounts } from "~/lib/flash.server";

export async function customizationLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const p = await requireProposal(user, params.pid);
  const { customization } = await presentationOf(user, p.id);
  const initial = customization ? checkPresentation(customization) : await companyProposalDefaults(user);
  return {
    user,
    proposal: { id: p.id, count: p.count, customerName: p.customerName },
    /** Whether these values are the proposal's own or the company's defaults. */
    fromDefaults: customization === null,
    defaultValue: presentationDefaults(initial),
    validityHref: validityPath(p.id),
    defaultsHref: can(user, "configManager") ? defaultsPath(user.id) : null,
    /** The final proposal, once its price is in force. */
    finalHref: p.finished ? finalProposalPath(p.id) : null,
    commandId: newCommandId(),
  };
}

export async function customizationAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  await requireCsrf(form, user);
  const p = await requireProposal(user, params.pid);
  const submission = parseWithZod(form, { schema: customizationSchema });
  const kit = replyKit(submission, { intent: "customize" });
  if (submission.status !== "success") return kit.invalid();
  // The company's colours and logo now go with the customisation: the final views and the PDF keep them.
  const [defaults, logo] = await Promise.all([companyProposalDefaults(user), companyLogoOf(user.companyId)]);
  const branding = {
    primaryColor: defaults.primaryColor,
    secondaryColor: defaults.secondaryColor,
    logo: logo ? { fileId: logo.fileId, sha256: logo.sha256, contentType: logo.contentType } : null,
  };
  const command: ProposalCommand = { type: "CustomizeProposal", customization: submission.value, branding };
  // The list it leads to reads after everything committed (readAfterLog), this step's save included.
  const outcome = await sendCommand(user, proposalStreamId(p.id), proposalDecider, command, commandIdFrom(form), {
    nextPageWaits: PROPOSAL_READ_MODELS,
  });
  return kit.after(outcome, () => redirectWithCounts(finishedPath(user), "proposta-concluida", [p.count], finalProposalPath(p.id)));
}
