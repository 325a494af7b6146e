// /personalizar-proposta/:uid: the company's proposal defaults: the sections and texts a new
// proposal's customisation step starts from, the final proposal's colours (#rrggbb) and its logo.
// Managers or vendors with configManager (403 otherwise); :uid must be the signed-in user (404 otherwise).
// Three forms: the defaults (no intent: SetProposalDefaults), "set-logo" (multipart, PNG/JPEG up to
// 2 MB: SetProposalLogo) and "remove-logo" (RemoveProposalLogo), each on `proposal-defaults-<companyId>`,
// then the page again with its notice. The logo's bytes stay in the file store's tmp/ until the
// command is accepted (keepUpload), so a refused upload leaves nothing behind.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  LOGO_MSG,
  MAX_LOGO_BYTES,
  MAX_LOGO_LABEL,
  proposalDefaultsDecider,
  proposalDefaultsStreamId,
  type ProposalDefaultsCommand,
} from "../../../domain/proposal-defaults";
import { requireCsrf, type SessionUser } from "~/lib/auth.server";
import { commandIdFrom, derivedId, newCommandId, sendCommand } from "~/lib/commands.server";
import { discardUpload, keepUpload, parseFileForm, type UploadResult } from "~/lib/file-store.server";
import { parseIntent, replyKit, unknownIntent } from "~/lib/intents.server";
import { companyLogoOf } from "~/lib/proposal-logo.server";
import { companyProposalDefaults, defaultsPath, requireDefaultsUser } from "~/lib/proposal-presentation.server";
import { defaultsFormValues, defaultsSchema } from "~/lib/proposal-presentation-forms";
import { formReply } from "~/lib/replies.server";
import { redirectWithNotice } from "~/lib/flash.server";

export async function defaultsLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireDefaultsUser(request, params.uid);
  return {
    user,
    defaultValue: defaultsFormValues(await companyProposalDefaults(user)),
    logo: await companyLogoOf(user.companyId),
    maxLogo: { bytes: MAX_LOGO_BYTES, label: MAX_LOGO_LABEL },
    commandId: newCommandId(),
    logoCommandId: newCommandId(),
    removeLogoCommandId: newCommandId(),
  };
}

const logoIntents = z.discriminatedUnion("intent", [z.object({ intent: z.literal("set-logo") }), z.object({ intent: z.literal("remove-logo") })]);

export async function defaultsAction({ request, params }: ActionFunctionArgs) {
  const user = await requireDefaultsUser(request, params.uid);
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  if (!multipart) {
    const form = await request.formData();
    await requireCsrf(form, user);
    return form.has("intent") ? logoAction(user, form, { kind: "none" }) : saveDefaults(user, form);
  }
  const { form, upload } = await parseFileForm(request, { maxBytes: MAX_LOGO_BYTES });
  try {
    await requireCsrf(form, user);
    return await logoAction(user, form, upload);
  } finally {
    await discardUpload(upload); // no-op once kept (moved under its hash)
  }
}

async function saveDefaults(user: SessionUser, form: FormData) {
  const submission = parseWithZod(form, { schema: defaultsSchema });
  const kit = replyKit(submission, { intent: "defaults" });
  if (submission.status !== "success") return kit.invalid();
  const command: ProposalDefaultsCommand = { type: "SetProposalDefaults", ...submission.value };
  const outcome = await sendCommand(user, proposalDefaultsStreamId(user.companyId), proposalDefaultsDecider, command, commandIdFrom(form));
  return kit.after(outcome, () => redirectWithNotice(defaultsPath(user.id), "padroes-salvos"));
}

async function logoAction(user: SessionUser, form: FormData, upload: UploadResult) {
  const submission = parseIntent(form, logoIntents);
  if (submission.status !== "success") return formReply(submission, { with: { intent: String(form.get("intent")) } });
  const v = submission.value;
  const answer = { intent: v.intent };
  const commandId = commandIdFrom(form);
  let command: ProposalDefaultsCommand;
  switch (v.intent) {
    case "set-logo": {
      if (upload.kind === "too_large")
        return formReply(submission, { problem: { message: LOGO_MSG.tooLarge, field: "file" }, status: 413, with: answer });
      const file =
        upload.kind === "stored"
          ? { fileId: derivedId(commandId, "logo"), sha256: upload.file.hash, contentType: upload.file.contentType, size: upload.file.size }
          : null;
      command = { type: "SetProposalLogo", file };
      break;
    }
    case "remove-logo":
      command = { type: "RemoveProposalLogo" };
      break;
    default:
      return unknownIntent(v);
  }
  const outcome = await sendCommand(user, proposalDefaultsStreamId(user.companyId), proposalDefaultsDecider, command, commandId);
  if (!outcome.ok) return formReply(submission, { problem: outcome.error, with: answer });
  await keepUpload(upload);
  return redirectWithNotice(defaultsPath(user.id), v.intent === "set-logo" ? "logo-salva" : "logo-removida");
}
