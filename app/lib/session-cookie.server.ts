// What the company sessions (auth.server) and the admin sessions (admin-auth.server) share: the
// signed HttpOnly cookie holding only a session id, the session's CSRF token, a new session's id
// and expiry, and the hash checked when the e-mail is unknown.
import { createCookie } from "@remix-run/node";
import { createHmac, randomBytes } from "node:crypto";
import { services } from "./services.server";

export const SESSION_TTL_MS = 604_800_000; // 7 days

/** The cookie `name`, made once (its secret comes from the services). */
export function sessionCookie(name: string) {
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
        maxAge: SESSION_TTL_MS / 1000,
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

/** A new session's id, creation and expiry. */
export function newSession() {
  const created_at = new Date();
  return {
    id: randomBytes(32).toString("base64url"),
    created_at,
    expires_at: new Date(created_at.getTime() + SESSION_TTL_MS),
  };
}

/** Hashed against when the e-mail is unknown, so timing does not reveal which e-mails exist. */
export const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
