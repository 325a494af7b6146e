// Sign-in and sessions: a signed HttpOnly SameSite=Lax cookie holding only a session id; the
// sessions table allows revocation; 7-day expiry (spec part 1 §4) and an idle timeout (the company's
// security.sessionIdleMinutes, issue 14). Every loader and action starts from requireUser(), and
// every query after it is scoped to user.companyId. The session id never leaves the server: it is
// not a field of SessionUser (which loaders hand to pages) but kept beside it in a WeakMap.
import { redirect } from "@remix-run/node";
import { timingSafeEqual } from "node:crypto";
import { services } from "./services.server";
import { verifyPassword } from "../../db/password";
import { allowedWhenIrregular } from "./route-sets";
import { badRequest, forbidden } from "./http.server";
import { PERMISSION_FLAGS, effectivePermissions, type PermissionFlag } from "../../domain/shared/permissions";

import { DEFAULT_SECURITY } from "../../domain/settings/defaults";
import { csrfFor, DUMMY_HASH, needsTouch, newSession, sessionCookie as sessionCookieNamed, sessionOver } from "./session-cookie.server";
import { lockedFor, recordFailure, recordSuccess } from "./throttle.server";
import { pendingSignIn } from "./second-factor.server";

export { SESSION_TTL_MS } from "./session-cookie.server";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: "MANAGER" | "VENDOR";
  companyId: string;
  companyName: string;
  plan: string;
  statusOk: boolean;
  managerId: string;
  csrf: string;
  /** Flags in effect (part 1 §3/§6); every flag is true for a MANAGER. Check with can() in access.server. */
  permissions: Record<PermissionFlag, boolean>;
  /** The company's interface.hiddenMenus (permission areas). */
  hiddenMenus: string[];
  /** The company's preferences.useManagerKits (issue 15: whose kits a vendor uses, app/lib/kit-access.ts). */
  useManagerKits?: boolean;
  /** The company's preferences.usePreSalesKanban (false: no pre-sales board, access.server boardAccess). */
  usePreSalesKanban?: boolean;
  /** Side menu state, remembered in a cookie so it works without JS. */
  menu: MenuState;
}

export type MenuState = "normal" | "expandido" | "oculto";
export const MENU_COOKIE = "girassol_menu";
export function menuStateFrom(request: Request): MenuState {
  const m = /(?:^|;\s*)girassol_menu=(normal|expandido|oculto)/.exec(request.headers.get("Cookie") ?? "");
  return (m?.[1] as MenuState) ?? "normal";
}

const sessionCookie = sessionCookieNamed("girassol_session");

/**
 * Vendor seats are an ENTERPRISE feature: after a downgrade the company's vendors cannot sign in
 * (their items stay theirs) until the plan is back.
 */
const seatAllowed = (role: string, plan: string) => role === "MANAGER" || plan === "ENTERPRISE";
export const NO_SEAT_MESSAGE = "O plano da empresa não inclui vendedores. Fale com o seu gerente.";

/** What a password check answered: a session (its Set-Cookie), the code step next (the pending cookie), or why not. */
export type SignInResult =
  | { kind: "signed-in"; cookie: string }
  | { kind: "code"; cookie: string }
  | { kind: "wrong" }
  | { kind: "no-seat" }
  | { kind: "locked"; leftMs: number };

/**
 * Checks e-mail and password under the throttle (issue 14): a locked account or IP is refused
 * before the password is looked at; a failure counts, a success resets the account's count. A user
 * with the second factor on gets the code step instead of a session.
 */
export async function signIn(email: string, password: string, ip: string | undefined): Promise<SignInResult> {
  const subject = { scope: "account" as const, account: email, ip };
  const locked = await lockedFor(subject);
  if (locked) return { kind: "locked", leftMs: locked };
  const { database } = await services();
  const db = database.db;
  const cred = await db
    .selectFrom("credentials")
    .innerJoin("rm_users", "rm_users.id", "credentials.user_id")
    .innerJoin("rm_companies", "rm_companies.id", "credentials.company_id")
    .select([
      "credentials.user_id",
      "credentials.company_id",
      "credentials.password_hash",
      "credentials.totp_secret",
      "rm_users.active",
      "rm_users.role",
      "rm_companies.plan",
    ])
    .where("credentials.email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  // Hash even when the e-mail is unknown, so timing does not reveal which e-mails exist.
  const ok = await verifyPassword(password, cred?.password_hash ?? DUMMY_HASH);
  if (!cred || !ok || !cred.active) {
    const left = await recordFailure(subject);
    return left ? { kind: "locked", leftMs: left } : { kind: "wrong" };
  }
  await recordSuccess(subject);
  if (!seatAllowed(cred.role, cred.plan)) return { kind: "no-seat" };
  if (cred.totp_secret) return { kind: "code", cookie: await pendingSignIn({ kind: "user", id: cred.user_id }) };
  return { kind: "signed-in", cookie: await startSession(cred.user_id, cred.company_id) };
}

/** A new session for the user: its Set-Cookie header. */
export async function startSession(userId: string, companyId: string): Promise<string> {
  const { database } = await services();
  const session = newSession();
  await database.db
    .insertInto("sessions")
    .values({ ...session, user_id: userId, company_id: companyId })
    .execute();
  return (await sessionCookie()).serialize(session.id);
}

export async function signOut(request: Request): Promise<string> {
  const cookie = await sessionCookie();
  const id = await cookie.parse(request.headers.get("Cookie"));
  if (typeof id === "string") {
    const { database } = await services();
    await database.db.deleteFrom("sessions").where("id", "=", id).execute();
  }
  return cookie.serialize("", { maxAge: 0 });
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  const id = await (await sessionCookie()).parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || !id) return null;
  const { database } = await services();
  const row = await database.db
    .selectFrom("sessions")
    .innerJoin("rm_users", "rm_users.id", "sessions.user_id")
    .innerJoin("rm_companies", "rm_companies.id", "sessions.company_id")
    .leftJoin("rm_company_settings", "rm_company_settings.company_id", "sessions.company_id")
    .select([
      "sessions.id as sessionId",
      "sessions.expires_at",
      "sessions.last_seen_at",
      "rm_users.id",
      "rm_users.name",
      "rm_users.email",
      "rm_users.role",
      "rm_users.active",
      "rm_users.company_id",
      "rm_companies.name as companyName",
      "rm_companies.plan",
      "rm_companies.status_ok",
      "rm_companies.manager_id",
      "rm_users.permissions",
      "rm_company_settings.settings",
    ])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row || !row.active) return null;
  const now = Date.now();
  if (sessionOver(row, idleMinutesOf(row.settings) * 60_000, now)) {
    await database.db.deleteFrom("sessions").where("id", "=", row.sessionId).execute();
    return null;
  }
  if (!seatAllowed(row.role, row.plan)) return null;
  if (needsTouch(row.last_seen_at, now))
    await database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now) })
      .where("id", "=", row.sessionId)
      .execute();
  const user: SessionUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as SessionUser["role"],
    companyId: row.company_id,
    companyName: row.companyName,
    plan: row.plan,
    statusOk: row.status_ok,
    managerId: row.manager_id,
    csrf: await csrfFor("csrf", row.sessionId),
    permissions:
      row.role === "MANAGER"
        ? (Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])) as Record<PermissionFlag, boolean>)
        : effectivePermissions((row.permissions ?? {}) as Record<string, boolean>),
    hiddenMenus: hiddenMenusOf(row.settings),
    useManagerKits: useManagerKitsOf(row.settings),
    usePreSalesKanban: usePreSalesKanbanOf(row.settings),
    menu: menuStateFrom(request),
  };
  sessionIds.set(user, row.sessionId);
  settingsDocuments.set(user, { document: row.settings });
  return user;
}

/**
 * The company's settings document as the session's query read it (it joins rm_company_settings
 * for the menus and the idle time), kept for the server only like the session id: a wizard step's
 * POST reads its preferences from here instead of a second query (docs/performance.md, "Proposal
 * wizard"). undefined for a user object not made by getUser.
 */
const settingsDocuments = new WeakMap<SessionUser, { document: unknown }>();
export function sessionSettingsDocument(user: SessionUser): { document: unknown } | undefined {
  return settingsDocuments.get(user);
}

/** The session id of a signed-in user, for the server only (never a field a loader could serialize). */
const sessionIds = new WeakMap<SessionUser, string>();
export function sessionIdOf(user: SessionUser): string {
  const id = sessionIds.get(user);
  if (!id) throw new Error("no session for this user object");
  return id;
}

function settingsObject(settings: unknown): Record<string, unknown> | null {
  return (typeof settings === "string" ? JSON.parse(settings) : settings) as Record<string, unknown> | null;
}

function hiddenMenusOf(settings: unknown): string[] {
  const s = settingsObject(settings) as { hiddenMenus?: unknown } | null;
  return Array.isArray(s?.hiddenMenus) ? s!.hiddenMenus.map(String) : [];
}

/** The company's security.sessionIdleMinutes, or the default. */
function useManagerKitsOf(settings: unknown): boolean {
  const s = settingsObject(settings) as { preferences?: { useManagerKits?: unknown } } | null;
  return s?.preferences?.useManagerKits === true;
}

/** Absent (a company that never saved its preferences) counts as on: the board it always had. */
function usePreSalesKanbanOf(settings: unknown): boolean {
  const s = settingsObject(settings) as { preferences?: { usePreSalesKanban?: unknown } } | null;
  return s?.preferences?.usePreSalesKanban !== false;
}

function idleMinutesOf(settings: unknown): number {
  const s = settingsObject(settings) as { security?: { sessionIdleMinutes?: unknown } } | null;
  const n = s?.security?.sessionIdleMinutes;
  return typeof n === "number" && n > 0 ? n : DEFAULT_SECURITY.sessionIdleMinutes;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect("/login");
  // Payment irregular: only route set B (part 1 §2.1); checked here so no route can forget it.
  if (!user.statusOk && !allowedWhenIrregular(new URL(request.url).pathname)) throw redirect("/iniciando");
  return user;
}

/** Rejects a POST whose `csrf` field is not the session's token (compared in constant time). */
export function requireToken(form: FormData, token: string): void {
  const a = Buffer.from(String(form.get("csrf") ?? "")),
    b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw forbidden("Sessão expirada ou formulário inválido. Recarregue a página.");
  // Every form passes here (parseIntent checks it too): no field of ours takes a NUL, a browser never
  // types one, and PostgreSQL cannot keep it in an event (the form fuzz found a 500 on /conta/info).
  for (const [, value] of form) if (typeof value === "string" && value.includes("\u0000")) throw badRequest("Caractere inválido no formulário.");
}

/** Rejects a POST whose CSRF token does not match the session (forms carry it as `csrf`). */
export async function requireCsrf(form: FormData, user: SessionUser): Promise<void> {
  requireToken(form, user.csrf);
}
