// The flash: what the action that just ran did (a notice code and maybe a link), carried by the
// redirect to the next page in a signed, HttpOnly cookie that lives a minute and is read and
// cleared by the root loader, so a reload does not show it again (issue 18 "Feedback").
// The cookie holds no user text: only a code from NOTICES (or COUNTED_NOTICES with its numbers, integers
// only), a local path and a delete's item ids, all checked on read.
import { redirect } from "@remix-run/node";
import { createHmac, timingSafeEqual } from "node:crypto";
import { isLocalPath, isNoticeCode, isNoticeCounts, isUndoIds, type Notice, type NoticeCode } from "./notices";
import { services } from "./services.server";

export const FLASH_COOKIE = "girassol_aviso";
/** Long enough for the redirect to be followed, short enough that a stale flash never shows later. */
export const FLASH_TTL_MS = 60_000;

const sign = (payload: string, secret: string) => createHmac("sha256", secret).update(`flash:${payload}`).digest("base64url");

/** The cookie value for `notice`, issued at `nowMs`. */
export function encodeFlash(notice: Notice, secret: string, nowMs: number): string {
  const undo = isUndoIds(notice.undo) ? notice.undo : undefined;
  const counts = isNoticeCounts(notice.counts) ? notice.counts : undefined;
  const payload = Buffer.from(JSON.stringify({ c: notice.code, l: notice.link, t: nowMs, u: undo, n: counts })).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The notice in a cookie value, or undefined when it is forged, altered, expired or unknown. */
export function decodeFlash(value: string | undefined, secret: string, nowMs: number): Notice | undefined {
  const [payload, mac, extra] = (value ?? "").split(".");
  if (!payload || !mac || extra !== undefined) return undefined;
  const want = Buffer.from(sign(payload, secret));
  const got = Buffer.from(mac);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return undefined;
  let body: { c?: unknown; l?: unknown; t?: unknown; u?: unknown; n?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof body?.t !== "number" || nowMs - body.t > FLASH_TTL_MS || body.t - nowMs > FLASH_TTL_MS) return undefined;
  if (!isNoticeCode(body.c)) return undefined;
  return {
    code: body.c,
    ...(isLocalPath(body.l) ? { link: body.l } : {}),
    ...(isUndoIds(body.u) ? { undo: body.u } : {}),
    ...(isNoticeCounts(body.n) ? { counts: body.n } : {}),
  };
}

const attributes = (maxAgeS: number) => `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}${process.env.COOKIE_SECURE === "1" ? "; Secure" : ""}`;

/** The Set-Cookie header that carries `notice` to the next page. */
export async function flashCookie(notice: Notice): Promise<string> {
  const { sessionSecret } = await services();
  return `${FLASH_COOKIE}=${encodeFlash(notice, sessionSecret, Date.now())}; ${attributes(FLASH_TTL_MS / 1000)}`;
}

/** A redirect to `to` whose page says what was done (`code`), with an "Abrir" `link` where useful. */
export async function redirectWithNotice(to: string, code: NoticeCode, link?: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await flashCookie({ code, link }) } });
}

/**
 * A redirect to `to` whose page says what was done with numbers (COUNTED_NOTICES: "12 clientes importados",
 * "Proposta #00042 concluída"), and an "Abrir" `link` where useful. Counts that are not non-negative
 * integers are dropped (the text then says 0), never echoed.
 */
export async function redirectWithCounts(to: string, code: NoticeCode, counts: number[], link?: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await flashCookie({ code, counts, link }) } });
}

/** After a delete: the page says how many items went, with "Desfazer" for them (ADR 016) when they fit the cookie. */
export async function redirectAfterDelete(to: string, code: NoticeCode, deleted: string[]): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await flashCookie({ code, undo: isUndoIds(deleted) ? deleted : undefined }) } });
}

/** The request's flash, if any, and the header that clears it (the root loader's part). */
export async function takeFlash(request: Request): Promise<{ notice?: Notice; key?: string; clear?: string }> {
  const raw = cookieValue(request.headers.get("Cookie"), FLASH_COOKIE);
  if (raw === undefined) return {};
  const { sessionSecret } = await services();
  // The key tells two flashes with the same text apart (the toast restarts its 5 s).
  return { notice: decodeFlash(raw, sessionSecret, Date.now()), key: raw.slice(-16), clear: `${FLASH_COOKIE}=; ${attributes(0)}` };
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
