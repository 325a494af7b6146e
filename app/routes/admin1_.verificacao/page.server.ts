// /admin1/verificacao: the admin's mandatory second factor (issue 14). After the password (the
// pending cookie), an admin without TOTP enrols here — the QR code and the secret in text, then a
// code confirms it and the 10 recovery codes are shown once — and one with TOTP types a code. Only
// then does the admin session start.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getAdmin, startAdminSession } from "~/lib/admin-auth.server";
import { parseIntent } from "~/lib/intents.server";
import { formReply } from "~/lib/replies.server";
import { checkCode, clearPending, confirmEnrolment, enrolmentSecret, pendingOf, qrSvg, readFactor } from "~/lib/second-factor.server";
import { CODE_WRONG, codeStepSchema } from "~/lib/second-factor-forms";
import { lockedReply, throttled } from "~/lib/throttle.server";

export async function adminCodeLoader({ request }: LoaderFunctionArgs) {
  // Signed in already (also right after the enrolment, when the page still shows the recovery codes).
  if (await getAdmin(request)) return { mode: "done" as const, enrol: null };
  const who = await pendingOf(request, "admin");
  if (!who) throw redirect("/admin1");
  const factor = await readFactor(who);
  if (!factor) throw redirect("/admin1");
  if (factor.secret) return { mode: "verify" as const, enrol: null };
  const secret = await enrolmentSecret(who);
  return { mode: "enrol" as const, enrol: { secret, svg: await qrSvg(secret, factor.email) } };
}

export async function adminCodeAction({ request, context }: ActionFunctionArgs) {
  const who = await pendingOf(request, "admin");
  if (!who) throw redirect("/admin1");
  const submission = parseIntent(await request.formData(), codeStepSchema);
  const hideFields = ["code"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const factor = await readFactor(who);
  if (!factor) throw redirect("/admin1");
  const code = submission.value.code;
  let recoveryCodes: string[] | null = null;
  const enrolling = !factor.secret;
  const r = await throttled({ scope: "admin", account: factor.email, ip: context.clientIp }, async () => {
    if (!enrolling) return checkCode(who, code);
    recoveryCodes = await confirmEnrolment(who, code);
    return !!recoveryCodes;
  });
  if (r === "wrong") return formReply(submission, { hideFields, problem: { message: CODE_WRONG, field: "code" } });
  if (r !== "ok") return lockedReply(submission, r.leftMs, hideFields);
  const headers = new Headers();
  headers.append("Set-Cookie", await startAdminSession(who.id));
  headers.append("Set-Cookie", await clearPending());
  // Enrolled: signed in, with the recovery codes shown this once before going on.
  if (enrolling) return data({ result: undefined, recoveryCodes }, { headers });
  return redirect("/admin/empresas", { headers });
}
