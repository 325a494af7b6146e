// /conta/info/:uid and /conta/senha/:uid: the signed-in user's own data and password.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { companyDecider, companyStreamId } from "../../domain/company";
import { MSG } from "../../domain/shared";
import { accountInfoSchema, passwordSchema } from "./admin-forms";
import { requireCsrf, requireUser } from "./auth.server";
import { commandIdFrom, newCommandId, sendCommand } from "./commands.server";
import { hashPassword, verifyPassword } from "../../db/password";
import { services } from "./services.server";

/** Only your own account: another user's id is 404. */
async function requireSelf(request: Request, uid: string | undefined) {
  const user = await requireUser(request);
  if (uid !== user.id) throw new Response("Página não encontrada.", { status: 404 });
  return user;
}

export async function accountLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSelf(request, params.uid);
  return { user, commandId: newCommandId(), saved: new URL(request.url).searchParams.get("salvo") === "1" };
}

export async function accountInfoAction({ request, params }: ActionFunctionArgs) {
  const user = await requireSelf(request, params.uid);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: accountInfoSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const email = submission.value.email.trim().toLowerCase();
  const { database } = await services();
  const taken = await database.db
    .selectFrom("credentials")
    .select("user_id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (taken && taken.user_id !== user.id)
    return data(submission.reply({ fieldErrors: { email: [MSG.emailTaken] } }), { status: 400 });
  const outcome = await sendCommand(
    user,
    companyStreamId(user.companyId),
    companyDecider,
    { type: "EditUser", userId: user.id, name: submission.value.name, email },
    commandIdFrom(form),
  );
  if (!outcome.ok) {
    const f = outcome.error.field;
    return data(
      submission.reply(f ? { fieldErrors: { [f]: [outcome.error.message] } } : { formErrors: [outcome.error.message] }),
      { status: 400 },
    );
  }
  await database.db.updateTable("credentials").set({ email }).where("user_id", "=", user.id).execute();
  return redirect(`/conta/info/${user.id}?salvo=1`);
}

export async function accountPasswordAction({ request, params }: ActionFunctionArgs) {
  const user = await requireSelf(request, params.uid);
  const form = await request.formData();
  await requireCsrf(form, user);
  const submission = parseWithZod(form, { schema: passwordSchema });
  const hide = { hideFields: ["current", "password", "confirm"] };
  if (submission.status !== "success") return data(submission.reply(hide), { status: 400 });
  const { database } = await services();
  const cred = await database.db
    .selectFrom("credentials")
    .select("password_hash")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!cred || !(await verifyPassword(submission.value.current, cred.password_hash))) {
    return data(submission.reply({ ...hide, fieldErrors: { current: [MSG.wrongPassword] } }), { status: 400 });
  }
  // The hash goes to the credentials table; the log only records that the password changed.
  await database.db
    .updateTable("credentials")
    .set({ password_hash: await hashPassword(submission.value.password) })
    .where("user_id", "=", user.id)
    .execute();
  await sendCommand(
    user,
    companyStreamId(user.companyId),
    companyDecider,
    { type: "RecordPasswordChange", userId: user.id },
    commandIdFrom(form),
  );
  // Other sessions of this user end; this one stays.
  await database.db.deleteFrom("sessions").where("user_id", "=", user.id).where("id", "!=", user.sessionId).execute();
  return redirect(`/conta/senha/${user.id}?salvo=1`);
}
