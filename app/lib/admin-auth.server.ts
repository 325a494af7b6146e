// Platform admins (part 1 §1, §6): a separate sign-in (/admin1) with its own HttpOnly cookie and
// sessions table, so an admin session is never a company session and the reverse.
import { createCookie, redirect } from "@remix-run/node";
import { createHmac, randomBytes } from "node:crypto";
import { services } from "./services.server";
import { verifyPassword } from "../../db/password";
import { requireToken, SESSION_TTL_MS } from "./auth.server";

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  sessionId: string;
  csrf: string;
}

let cookieCache: ReturnType<typeof createCookie> | undefined;
async function adminCookie() {
  if (!cookieCache) {
    const { sessionSecret } = await services();
    cookieCache = createCookie("girassol_admin", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.COOKIE_SECURE === "1",
      secrets: [sessionSecret],
      maxAge: SESSION_TTL_MS / 1000,
    });
  }
  return cookieCache;
}

async function csrfFor(sessionId: string) {
  const { sessionSecret } = await services();
  return createHmac("sha256", sessionSecret).update(`admin-csrf:${sessionId}`).digest("base64url");
}

const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

export async function adminSignIn(email: string, password: string): Promise<string | null> {
  const { database } = await services();
  const cred = await database.db
    .selectFrom("admin_credentials")
    .select(["admin_id", "password_hash"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(password, cred?.password_hash ?? DUMMY_HASH);
  if (!cred || !ok) return null;
  const id = randomBytes(32).toString("base64url");
  const now = new Date();
  await database.db
    .insertInto("admin_sessions")
    .values({ id, admin_id: cred.admin_id, created_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
    .execute();
  return (await adminCookie()).serialize(id);
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
    csrf: await csrfFor(row.sessionId),
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
