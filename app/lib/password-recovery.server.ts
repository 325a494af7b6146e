// Password recovery (issue 20): a one-time link by e-mail. The token is 32 random bytes sent only
// in the mail; the table keeps its SHA-256, an expiry (1 hour) and when it was used (single use).
// Requests are throttled with the sign-in throttle (scope "recovery": per e-mail and per IP), and
// every request gets the same answer, so the page does not tell which e-mails have an account.
// Setting the new password is the account page's path: the hash in credentials, a PasswordChanged
// event (no token, no hash), and every session of the user ends.
import "../../db/schema-access";
import { createHash, randomBytes } from "node:crypto";
import { companyDecider, companyStreamId, type CompanyCommand } from "../../domain/company";
import { hashPassword } from "../../db/password";
import { nameUuid } from "../../eventstore/ids";
import { sendCommand } from "./commands.server";
import { normalEmail } from "./credentials.server";
import { sendMail } from "./mail/mail.server";
import { purgeMailLeftovers } from "./mail/retention.server";
import { services } from "./services.server";
import { lockedFor, recordFailure, type ThrottleSubject } from "./throttle.server";

export const RECOVERY_TTL_MS = 60 * 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
/** Tokens are base64url of 32 bytes: anything else is not looked up. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The base of the link: APP_URL when set (a forged Host header must not choose where the link points), else the request's origin. */
export function appOrigin(request: Request): string {
  return (process.env.APP_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}

/**
 * A request for a link. Locked (ms left) when the e-mail or the IP asked too often; otherwise the
 * mail went (when the e-mail has an account) and the caller shows the one answer.
 */
export async function requestRecovery(emailRaw: string, ip: string | undefined, origin: string, nowMs = Date.now()): Promise<{ lockedMs: number }> {
  const email = normalEmail(emailRaw);
  const subject: ThrottleSubject = { scope: "recovery", account: email, ip };
  const locked = await lockedFor(subject);
  if (locked) return { lockedMs: locked };
  // Each request counts: the 5th in 15 minutes for one e-mail locks it (the sign-in's account rule).
  await recordFailure(subject);
  const { database } = await services();
  await purgeMailLeftovers(database.db, new Date(nowMs));
  const cred = await database.db
    .selectFrom("credentials")
    .innerJoin("rm_users", "rm_users.id", "credentials.user_id")
    .select(["credentials.user_id", "credentials.company_id", "rm_users.name"])
    .where("credentials.email", "=", email)
    .where("rm_users.active", "=", true)
    .executeTakeFirst();
  if (!cred) return { lockedMs: 0 };
  const token = randomBytes(32).toString("base64url");
  await database.db
    .insertInto("password_reset_tokens")
    .values({
      token_hash: hashToken(token),
      user_id: cred.user_id,
      company_id: cred.company_id,
      created_at: new Date(nowMs),
      expires_at: new Date(nowMs + RECOVERY_TTL_MS),
    })
    .execute();
  const link = `${origin}/recuperacao-de-acesso/${token}`;
  await sendMail(
    {
      to: email,
      subject: "Girassol: criar uma nova senha",
      text: [
        `Olá, ${cred.name}.`,
        "",
        "Recebemos um pedido para criar uma nova senha de acesso ao Girassol. Para continuar, abra o link abaixo:",
        "",
        link,
        "",
        "O link vale por 1 hora e pode ser usado uma vez. Ao criar a nova senha, os outros acessos abertos com a sua conta são encerrados.",
        "Se não foi você que pediu, ignore este e-mail: a sua senha continua a mesma.",
      ].join("\n"),
    },
    { companyId: cred.company_id, kind: "password-recovery" },
  );
  return { lockedMs: 0 };
}

/** Whether a link can still be used (not unknown, not expired, not used). */
export async function tokenUsable(token: string, nowMs = Date.now()): Promise<boolean> {
  if (!TOKEN_RE.test(token)) return false;
  const { database } = await services();
  const row = await database.db
    .selectFrom("password_reset_tokens")
    .select(["expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return !!row && !row.used_at && new Date(row.expires_at).getTime() > nowMs;
}

/**
 * Uses the link: marks it used (one statement, so two posts of the same link cannot both pass),
 * stores the new hash, ends every session of the user and records PasswordChanged. False when the
 * link cannot be used.
 */
export async function resetPassword(token: string, password: string, nowMs = Date.now()): Promise<boolean> {
  if (!TOKEN_RE.test(token)) return false;
  const { database } = await services();
  const hash = await hashPassword(password);
  const used = await database.db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable("password_reset_tokens")
      .set({ used_at: new Date(nowMs) })
      .where("token_hash", "=", hashToken(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", new Date(nowMs))
      .returning(["user_id", "company_id"])
      .executeTakeFirst();
    if (!row) return null;
    await tx.updateTable("credentials").set({ password_hash: hash }).where("user_id", "=", row.user_id).execute();
    // Every session ends (the person recovering has none here), and the user's other links die too.
    await tx.deleteFrom("sessions").where("user_id", "=", row.user_id).execute();
    await tx
      .updateTable("password_reset_tokens")
      .set({ used_at: new Date(nowMs) })
      .where("user_id", "=", row.user_id)
      .where("used_at", "is", null)
      .execute();
    return row;
  });
  if (!used) return false;
  const command: CompanyCommand = { type: "RecordPasswordChange", userId: used.user_id };
  // The command id comes from the token, so a retry records the change once; the token is not in it.
  await sendCommand(
    { id: used.user_id, companyId: used.company_id },
    companyStreamId(used.company_id),
    companyDecider,
    command,
    nameUuid(`password-recovery:${hashToken(token)}`),
  );
  return true;
}
