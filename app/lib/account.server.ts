// /conta/info/:uid and /conta/senha/:uid: the signed-in user's own data and password.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { companyDecider, companyStreamId, type CompanyCommand } from "../../domain/company";
import { MSG } from "../../domain/shared";
import { accountInfoSchema, passwordSchema } from "./admin-forms";
import { requireCsrf, requireUser, sessionIdOf } from "./auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { emailProblem, normalEmail, setEmail } from "./credentials.server";
import { notFound } from "./http.server";
import { formReply } from "./replies.server";
import { hashPassword, verifyPassword } from "../../db/password";
import { services } from "./services.server";
import { lockedReply, throttled } from "./throttle.server";
import type { SessionUser } from "./auth.server";
import { redirectWithNotice } from "./flash.server";

/** The signed-in user's current password, checked under the throttle (issue 14: its own per-account count). */
export async function checkCurrentPassword(user: SessionUser, password: string) {
  const { database } = await services();
  return throttled({ scope: "signed-in", account: user.email, ip: undefined }, async () => {
    const cred = await database.db.selectFrom("credentials").select("password_hash").where("user_id", "=", user.id).executeTakeFirst();
    return !!cred && (await verifyPassword(password, cred.password_hash));
  });
}

/** Only your own account: another user's id is 404. */
export async function requireSelf(request: Request, uid: string | undefined) {
  const user = await requireUser(request);
  if (uid !== user.id) throw notFound("Página não encontrada.");
  return user;
}

export async function accountLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSelf(request, params.uid);
  return { user, commandId: newCommandId() };
}

export async function accountInfoAction({ request, params }: ActionFunctionArgs) {
  const user = await requireSelf(request, params.uid);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: accountInfoSchema });
  if (submission.status !== "success") return formReply(submission);
  const email = normalEmail(submission.value.email);
  const taken = await emailProblem(email, user.id, user.companyId);
  if (taken) return formReply(submission, { problem: { message: taken, field: "email" } });
  const command: CompanyCommand = { type: "EditUser", userId: user.id, name: submission.value.name, email };
  const outcome = await sendCommand(user, companyStreamId(user.companyId), companyDecider, command, commandIdFrom(form));
  if (!outcome.ok) return formReply(submission, { problem: outcome.error });
  await setEmail(user.id, email);
  return redirectWithNotice(`/conta/info/${user.id}`, "dados-salvos");
}

export async function accountPasswordAction({ request, params }: ActionFunctionArgs) {
  const user = await requireSelf(request, params.uid);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: passwordSchema });
  const hideFields = ["current", "password", "confirm"];
  if (submission.status !== "success") return formReply(submission, { hideFields });
  // The current-password check is throttled like the sign-in (issue 14): same account count.
  const check = await checkCurrentPassword(user, submission.value.current);
  if (check !== "ok")
    return check === "wrong"
      ? formReply(submission, { hideFields, problem: { message: MSG.wrongPassword, field: "current" } })
      : lockedReply(submission, check.leftMs, hideFields);
  const { database } = await services();
  // The hash goes to the credentials table; the log only records that the password changed.
  await database.db
    .updateTable("credentials")
    .set({ password_hash: await hashPassword(submission.value.password) })
    .where("user_id", "=", user.id)
    .execute();
  const command: CompanyCommand = { type: "RecordPasswordChange", userId: user.id };
  await sendCommand(user, companyStreamId(user.companyId), companyDecider, command, commandIdFrom(form));
  // Other sessions of this user end; this one stays.
  await database.db.deleteFrom("sessions").where("user_id", "=", user.id).where("id", "!=", sessionIdOf(user)).execute();
  return redirectWithNotice(`/conta/senha/${user.id}`, "senha-alterada");
}
