// /personalizar-proposta/:uid: the company's proposal defaults: the sections and texts a new
// proposal's customisation step starts from, and the final proposal's colours (#rrggbb). Managers
// or vendors with configManager (403 otherwise); :uid must be the signed-in user (404 otherwise).
// SetProposalDefaults on `proposal-defaults-<companyId>`, then the page again with "Padrões salvos".
// No logo upload yet (the final proposal pages, issue 17, will say where it shows).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { proposalDefaultsDecider, proposalDefaultsStreamId, type ProposalDefaultsCommand } from "../../../domain/proposal-defaults";
import { requireCsrf } from "~/lib/auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "~/lib/commands.server";
import { replyKit } from "~/lib/intents.server";
import { companyProposalDefaults, defaultsPath, requireDefaultsUser } from "~/lib/proposal-presentation.server";
import { defaultsFormValues, defaultsSchema } from "~/lib/proposal-presentation-forms";

export async function defaultsLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireDefaultsUser(request, params.uid);
  return {
    user,
    defaultValue: defaultsFormValues(await companyProposalDefaults(user)),
    saved: new URL(request.url).searchParams.get("salvo") === "1",
    commandId: newCommandId(),
  };
}

export async function defaultsAction({ request, params }: ActionFunctionArgs) {
  const user = await requireDefaultsUser(request, params.uid);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: defaultsSchema });
  const kit = replyKit(submission, { intent: "defaults" });
  if (submission.status !== "success") return kit.invalid();
  const command: ProposalDefaultsCommand = { type: "SetProposalDefaults", ...submission.value };
  const outcome = await sendCommand(user, proposalDefaultsStreamId(user.companyId), proposalDefaultsDecider, command, commandIdFrom(form));
  return kit.after(outcome, () => redirect(`${defaultsPath(user.id)}?salvo=1`));
}
