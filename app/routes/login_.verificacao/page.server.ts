// /login/verificacao: the second step of a sign-in with the second factor on (issue 14). The browser
// holds only the signed pending cookie (5 minutes) from /login; the session starts when the code
// (or a recovery code) is right. Wrong codes count in the same throttle as wrong passwords.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser, startSession } from "~/lib/auth.server";
import { parseIntent } from "~/lib/intents.server";
import { formReply } from "~/lib/replies.server";
import { checkCode, clearPending, pendingOf, readFactor } from "~/lib/second-factor.server";
import { CODE_WRONG, codeStepSchema } from "~/lib/second-factor-forms";
import { services } from "~/lib/services.server";
import { lockedReply, throttled } from "~/lib/throttle.server";

export async function codeStepLoader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/iniciando");
  if (!(await pendingOf(request, "user"))) throw redirect("/login");
  return null;
}

export async function codeStepAction({ request, context }: ActionFunctionArgs) {
  const who = await pendingOf(request, "user");
  if (!who) throw redirect("/login");
  const submission = parseIntent(await request.formData(), codeStepSchema);
  const hideFields = ["code"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const factor = await readFactor(who);
  if (!factor?.secret) throw redirect("/login");
  const r = await throttled({ scope: "account", account: factor.email, ip: context.clientIp }, () => checkCode(who, submission.value.code));
  if (r === "wrong") return formReply(submission, { hideFields, problem: { message: CODE_WRONG, field: "code" } });
  if (r !== "ok") return lockedReply(submission, r.leftMs, hideFields);
  const { database } = await services();
  const cred = await database.db.selectFrom("credentials").select(["company_id"]).where("user_id", "=", who.id).executeTakeFirstOrThrow();
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(who.id, cred.company_id));
  headers.append("Set-Cookie", await clearPending());
  return redirect("/iniciando", { headers });
}
