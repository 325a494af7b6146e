// A render cache for board pages (P5, docs/performance.md). A board page is a function of the read
// models, the session (user, permissions, CSRF token), the cookies (menu state), the URL and the
// clock (idle days, due notifications) — plus the fresh commandIds its forms carry, one per form,
// so that a double submit applies once. So a rendered page is kept as a TEMPLATE: its commandIds
// are cut out and every hit gets new ones; the key holds the session cookie, the URL, the
// projection runner's progress generation (any projection that moves, here or in another process
// via the checkpoint NOTIFY, changes it) and the current minute. Every hit still checks the session
// against the database (a signed-out or deactivated user falls through to the normal route).
// The document's CSP nonce is cut out the same way: every hit gets a fresh one, in its
// Content-Security-Policy header and in every nonce attribute, so no nonce is ever sent twice.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { uuidv7 } from "../../eventstore/ids";
import { getUser } from "./auth.server";
import { BOARD_PAGE_RE } from "./board-types";
import { contentSecurityPolicy, newNonce } from "./security-headers.server";
import { services } from "./services.server";

const MAX_BYTES = 64 * 1024 * 1024;

interface Template {
  parts: Buffer[]; // text, slot, text, slot, … (a slot holds the index of the id it repeats, or NONCE)
  slots: number[];
  ids: number;
  nonces: number; // how many slots are the nonce
  status: number;
  headers: [string, string][];
  bytes: number;
}

interface Capture {
  key: string;
  commandIds: string[];
}

const capture = new AsyncLocalStorage<Capture>();
const templates = new Map<string, Template>();
let bytes = 0;
let epoch = 0;
let enabled = process.env.GIRASSOL_PAGE_CACHE !== "0";

/** For tests and benchmarks: turn the cache off (or on) in this process. */
export function setPageCache(on: boolean) {
  enabled = on;
  invalidatePageCache();
}

/** Drops every kept page (a write that bypassed the projections: the bench's SQL floor). */
export function invalidatePageCache() {
  epoch++; // a render already under way stores under the old key, which nobody asks for again
  templates.clear();
  bytes = 0;
}

/** Called by newCommandId: remembers the ids a cacheable render hands out. */
export function noteCommandId(id: string) {
  capture.getStore()?.commandIds.push(id);
}

/** The capture of this request, if its render may be stored (entry.server). */
export function currentCapture(): Capture | undefined {
  return capture.getStore();
}

function keyOf(path: string, cookie: string, generation: number): string {
  const minute = Math.floor(Date.now() / 60_000);
  return createHash("sha256").update(`${path}\n${cookie}\n${generation}\n${epoch}\n${minute}`).digest("base64url");
}

const NONCE = -1;
const NONCE_LENGTH = newNonce().length;

/** Keeps a rendered board page; `nonce` is the one its CSP header and script tags carry (base64url: RegExp-safe). */
export function storeTemplate(c: Capture, status: number, headers: Headers, html: string, nonce: string) {
  if (status !== 200 || headers.has("set-cookie") || nonce.length !== NONCE_LENGTH) return;
  const unique = [...new Set(c.commandIds)];
  const index = new Map<string, number>(unique.map((id, i) => [id, i]));
  index.set(nonce, NONCE);
  const parts: Buffer[] = [];
  const slots: number[] = [];
  const re = new RegExp([...index.keys()].join("|"), "g");
  let last = 0;
  for (const m of html.matchAll(re)) {
    parts.push(Buffer.from(html.slice(last, m.index), "utf8"));
    slots.push(index.get(m[0])!);
    last = m.index! + m[0].length;
  }
  parts.push(Buffer.from(html.slice(last), "utf8"));
  const size = parts.reduce((n, p) => n + p.length, 0);
  if (size > MAX_BYTES / 8) return;
  while (bytes + size > MAX_BYTES && templates.size) {
    const [oldest, t] = templates.entries().next().value as [string, Template];
    templates.delete(oldest);
    bytes -= t.bytes;
  }
  const prev = templates.get(c.key);
  if (prev) bytes -= prev.bytes;
  const nonces = slots.filter((s) => s === NONCE).length;
  // The policy is written afresh on every hit, with that hit's nonce.
  const kept = [...headers.entries()].filter(([k]) => k.toLowerCase() !== "content-security-policy");
  templates.set(c.key, { parts, slots, ids: unique.length, nonces, status, headers: kept, bytes: size });
  bytes += size;
}

/** The page with fresh ids and nonce: one buffer, copied part by part (ids are 36 ASCII bytes, the nonce NONCE_LENGTH). */
function fill(t: Template, nonce: string): Buffer {
  const ids = Array.from({ length: t.ids }, () => uuidv7());
  const out = Buffer.allocUnsafe(t.bytes + 36 * (t.slots.length - t.nonces) + NONCE_LENGTH * t.nonces);
  let at = t.parts[0]!.copy(out, 0);
  for (let i = 0; i < t.slots.length; i++) {
    const slot = t.slots[i]!;
    at += out.write(slot === NONCE ? nonce : ids[slot]!, at, "latin1");
    at += t.parts[i + 1]!.copy(out, at);
  }
  return out;
}

interface Req {
  method: string;
  path: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
}
interface Res {
  status(n: number): Res;
  setHeader(k: string, v: string): void;
  end(body: Buffer): void;
}

/** Express middleware, before the Remix handler (server.mjs). */
export function pageCacheMiddleware(req: Req, res: Res, next: () => void) {
  if (!enabled || req.method !== "GET" || !BOARD_PAGE_RE.test(req.path)) return next();
  const cookie = String(req.headers.cookie ?? "");
  if (!cookie) return next();
  serve(req, res, cookie).then(
    (served) => {
      if (served === true) return;
      if (served) capture.run(served, next);
      else next();
    },
    () => next(),
  );
}

async function serve(req: Req, res: Res, cookie: string): Promise<true | Capture | null> {
  const request = new Request(`http://cache.local${req.originalUrl}`, { headers: { cookie } });
  const user = await getUser(request);
  if (!user || !user.statusOk) return null;
  const { runner } = await services();
  const key = keyOf(req.originalUrl, cookie, runner.progressGeneration);
  const t = templates.get(key);
  if (!t) return { key, commandIds: [] };
  res.status(t.status);
  for (const [k, v] of t.headers) res.setHeader(k, v);
  const nonce = newNonce();
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
  res.setHeader("X-Girassol-Cache", "hit");
  const body = fill(t, nonce);
  res.setHeader("Content-Length", String(body.length));
  res.end(body);
  return true;
}
