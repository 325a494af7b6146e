// /conta/seguranca/:uid: the signed-in user's optional second factor (issue 14). Off: the QR code
// and the secret, confirmed with a code, then the 10 recovery codes shown once. On: the current
// password and a code turn it off. Both checks go through the sign-in throttle.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireCsrf } from "~/lib/auth.server";
import { requireSelf } from "~/lib/account.server";
import { parseIntent, unknownIntent } from "~/lib/intents.server";
import { formReply } from "~/lib/replies.server";
import { checkCode, confirmEnrolment, disableFactor, enrolmentSecret, qrSvg, readFactor } from "~/lib/second-factor.server";
import { CODE_WRONG, securityAccountSchema } from "~/lib/second-factor-forms";
import { services } from "~/lib/services.server";
import { lockedReply, throttled } from "~/lib/throttle.server";
import { verifyPassword } from "../../../db/password";
import { MSG } from "../../../domain/shared";
import { redirectWithNotice } from "~/lib/flash.server";

export async function securityLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSelf(request, params.uid);
  const who = { kind: "user" as const, id: user.id };
  const factor = await readFactor(who);
  const enabled = !!factor?.secret;
  const secret = enabled ? null : await enrolmentSecret(who);
  return {
    user,
    enabled,
    recoveryLeft: factor?.recoveryLeft ?? 0,
    enrol: secret ? { secret, svg: await qrSvg(secret, user.email) } : null,
    saved: new URL(request.url).searchParams.get("salvo"),
  };
}

export async function securityAction({ request, params }: ActionFunctionArgs) {
  const user = await requireSelf(request, params.uid);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseIntent(form, securityAccountSchema);
  const hideFields = ["code", "current"];
  if (submission.status !== "success") return formReply(submission, { hideFields, with: { intent: String(form.get("intent")) } });
  const v = submission.value;
  const who = { kind: "user" as const, id: user.id };
  const subject = { scope: "signed-in" as const, account: user.email, ip: undefined };
  switch (v.intent) {
    case "enable": {
      let codes: string[] | null = null;
      const r = await throttled(subject, async () => !!(codes = await confirmEnrolment(who, v.code)));
      if (r === "wrong") return formReply(submission, { hideFields, with: { intent: v.intent }, problem: { message: CODE_WRONG, field: "code" } });
      if (r !== "ok") return lockedReply(submission, r.leftMs, hideFields);
      return data({ intent: v.intent, result: undefined, recoveryCodes: codes as string[] | null });
    }
    case "disable": {
      const { database } = await services();
      let passwordOk = false;
      const r = await throttled(subject, async () => {
        const cred = await database.db.selectFrom("credentials").select("password_hash").where("user_id", "=", user.id).executeTakeFirst();
        passwordOk = !!cred && (await verifyPassword(v.current, cred.password_hash));
        return passwordOk && (await checkCode(who, v.code));
      });
      if (r === "wrong") {
        const problem = passwordOk ? { message: CODE_WRONG, field: "code" } : { message: MSG.wrongPassword, field: "current" };
        return formReply(submission, { hideFields, with: { intent: v.intent }, problem });
      }
      if (r !== "ok") return lockedReply(submission, r.leftMs, hideFields);
      await disableFactor(who);
      return redirectWithNotice(`/conta/seguranca/${user.id}`, "dois-fatores-desativado");
    }
    default:
      return unknownIntent(v);
  }
}
