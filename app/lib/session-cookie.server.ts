// What the company sessions (auth.server) and the admin sessions (admin-auth.server) share: the
// signed HttpOnly cookie holding only a session id, the session's CSRF token, a new session's id
// and expiry, and the hash checked when the e-mail is unknown.
import { createCookie } from "@remix-run/node";
import { createHmac, randomBytes } from "node:crypto";
import { services } from "./services.server";

export const SESSION_TTL_MS = 604_800_000; // 7 days

/** Admin sessions (issue 14): a hard limit of 8 hours and 30 idle minutes. */
export const ADMIN_SESSION_TTL_MS = 8 * 3_600_000;
export const ADMIN_IDLE_MS = 30 * 60_000;
/** last_seen_at is written at most this often. */
export const TOUCH_EVERY_MS = 60_000;

/** The cookie `name`, made once (its secret comes from the services), living `maxAgeMs`. */
export function sessionCookie(name: string, maxAgeMs = SESSION_TTL_MS) {
  let cookie: ReturnType<typeof createCookie> | undefined;
  return async () => {
    if (!cookie) {
      const { sessionSecret } = await services();
      cookie = createCookie(name, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: process.env.COOKIE_SECURE === "1",
        secrets: [sessionSecret],
        maxAge: maxAgeMs / 1000,
      });
    }
    return cookie;
  };
}

/** The session's CSRF token: an HMAC of its id, `scope` keeping admin and company tokens apart. */
export async function csrfFor(scope: "csrf" | "admin-csrf", sessionId: string): Promise<string> {
  const { sessionSecret } = await services();
  return createHmac("sha256", sessionSecret).update(`${scope}:${sessionId}`).digest("base64url");
}

/** A new session's id, creation, last activity and expiry. */
export function newSession(ttlMs = SESSION_TTL_MS) {
  const created_at = new Date();
  return {
    id: randomBytes(32).toString("base64url"),
    created_at,
    last_seen_at: created_at,
    expires_at: new Date(created_at.getTime() + ttlMs),
  };
}

/** Whether a session is over: past its expiry, or idle longer than `idleMs`. */
export function sessionOver(row: { expires_at: Date | string; last_seen_at: Date | string }, idleMs: number, now = Date.now()): boolean {
  return new Date(row.expires_at).getTime() <= now || now - new Date(row.last_seen_at).getTime() > idleMs;
}

/** Whether last_seen_at is old enough to be written again. */
export const needsTouch = (lastSeenAt: Date | string, now = Date.now()) => now - new Date(lastSeenAt).getTime() >= TOUCH_EVERY_MS;

/** Hashed against when the e-mail is unknown, so timing does not reveal which e-mails exist. */
export const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
