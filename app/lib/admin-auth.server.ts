// Platform admins (part 1 §1, §6): a separate sign-in (/admin1) with its own HttpOnly cookie and
// sessions table, so an admin session is never a company session and the reverse. Issue 14: the
// password check is throttled, the second factor (TOTP) is mandatory — the password leads to
// /admin1/verificacao (enrolment first, if the admin has none), and only the code starts a session,
// which lasts at most 8 hours and ends after 30 idle minutes.
import { redirect } from "@remix-run/node";
import { services } from "./services.server";
import { verifyPassword } from "../../db/password";
import { requireToken } from "./auth.server";
import { pendingSignIn } from "./second-factor.server";
import {
  ADMIN_IDLE_MS,
  ADMIN_SESSION_TTL_MS,
  csrfFor,
  DUMMY_HASH,
  needsTouch,
  newSession,
  sessionCookie,
  sessionOver,
} from "./session-cookie.server";
import { throttled } from "./throttle.server";

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  csrf: string;
}

const adminCookie = sessionCookie("girassol_admin", ADMIN_SESSION_TTL_MS);

/** The password step: the pending cookie for the code step, "wrong", or the lock left. */
export async function adminSignIn(
  email: string,
  password: string,
  ip: string | undefined,
): Promise<{ cookie: string } | "wrong" | { leftMs: number }> {
  const { database } = await services();
  let adminId: string | undefined;
  const r = await throttled({ scope: "admin", account: email, ip }, async () => {
    const cred = await database.db
      .selectFrom("admin_credentials")
      .select(["admin_id", "password_hash"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    const ok = await verifyPassword(password, cred?.password_hash ?? DUMMY_HASH);
    adminId = cred && ok ? cred.admin_id : undefined;
    return !!adminId;
  });
  if (r !== "ok") return r;
  return { cookie: await pendingSignIn({ kind: "admin", id: adminId! }) };
}

/** An admin session (after the second factor): its Set-Cookie header. */
export async function startAdminSession(adminId: string): Promise<string> {
  const { database } = await services();
  const session = newSession(ADMIN_SESSION_TTL_MS);
  await database.db
    .insertInto("admin_sessions")
    .values({ ...session, admin_id: adminId })
    .execute();
  return (await adminCookie()).serialize(session.id);
}

export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const id = await (await adminCookie()).parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || !id) return null;
  const { database } = await services();
  const row = await database.db
    .selectFrom("admin_sessions")
    .innerJoin("admin_credentials", "admin_credentials.admin_id", "admin_sessions.admin_id")
    .leftJoin("rm_admins", "rm_admins.id", "admin_sessions.admin_id")
    .select([
      "admin_sessions.id as sessionId",
      "admin_sessions.expires_at",
      "admin_sessions.last_seen_at",
      "admin_credentials.admin_id",
      "admin_credentials.email",
      "rm_admins.name",
    ])
    .where("admin_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (sessionOver(row, ADMIN_IDLE_MS, now)) {
    await database.db.deleteFrom("admin_sessions").where("id", "=", row.sessionId).execute();
    return null;
  }
  if (needsTouch(row.last_seen_at, now))
    await database.db
      .updateTable("admin_sessions")
      .set({ last_seen_at: new Date(now) })
      .where("id", "=", row.sessionId)
      .execute();
  return {
    id: row.admin_id,
    name: row.name ?? row.email,
    email: row.email,
    csrf: await csrfFor("admin-csrf", row.sessionId),
  };
}

export async function requireAdmin(request: Request): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (!admin) throw redirect("/admin1");
  return admin;
}

export async function requireAdminCsrf(form: FormData, admin: AdminUser) {
  requireToken(form, admin.csrf);
}

export async function adminSignOut(request: Request): Promise<string> {
  const cookie = await adminCookie();
  const id = await cookie.parse(request.headers.get("Cookie"));
  if (typeof id === "string") {
    const { database } = await services();
    await database.db.deleteFrom("admin_sessions").where("id", "=", id).execute();
  }
  return cookie.serialize("", { maxAge: 0 });
}
