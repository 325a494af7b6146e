// Platform admins (part 1 §1, §6): a separate sign-in (/admin1) with its own HttpOnly cookie and
// sessions table, so an admin session is never a company session and the reverse.
import { redirect } from "@remix-run/node";
import { services } from "./services.server";
import { verifyPassword } from "../../db/password";
import { requireToken } from "./auth.server";
import { csrfFor, DUMMY_HASH, newSession, sessionCookie } from "./session-cookie.server";

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  sessionId: string;
  csrf: string;
}

const adminCookie = sessionCookie("girassol_admin");

export async function adminSignIn(email: string, password: string): Promise<string | null> {
  const { database } = await services();
  const cred = await database.db
    .selectFrom("admin_credentials")
    .select(["admin_id", "password_hash"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(password, cred?.password_hash ?? DUMMY_HASH);
  if (!cred || !ok) return null;
  const session = newSession();
  await database.db
    .insertInto("admin_sessions")
    .values({ ...session, admin_id: cred.admin_id })
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
      "admin_credentials.admin_id",
      "admin_credentials.email",
      "rm_admins.name",
    ])
    .where("admin_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
  return {
    id: row.admin_id,
    name: row.name ?? row.email,
    email: row.email,
    sessionId: row.sessionId,
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
