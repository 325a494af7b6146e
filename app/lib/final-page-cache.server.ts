// A render cache for the PUBLIC final proposal pages (issue 17; bench/final-proposal.ts measured
// the uncached page at ~2 % of a static copy's requests/s: Remix's route matching, React's render
// and the loader data's serialisation, per request). A customer's reloads and the people they
// forward the link to all see the same bytes, so the page is kept, per URL, with a FINGERPRINT of
// everything it shows: the proposal stream's version (its every event: price, customisation,
// deletion), the company's proposal-defaults stream version (colours, sections), the customer's
// and the company's current names and the manager's e-mail. Every request still looks the proposal
// up by its public key (a changed slug or a deleted proposal falls through to the route's 404) and
// reads the fingerprint (one query), and still counts the visit. The CSP nonce is replaced by a
// fresh one on every hit. Only signed-out requests of known visitors (the cookie set) are served
// from here; a first visit, a signed-in user and a robot go through the route as before.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { isbot } from "isbot";
import { UUID_RE } from "../../domain/shared/ids";
import type { PublicProposalRef } from "../../projections/read-models/proposals-final.queries";
import { recordVisit, visitorInCookies } from "./final-proposal-visits.server";
import { contentSecurityPolicy, newNonce, SECURITY_HEADERS } from "./security-headers.server";
import { services } from "./services.server";

const BY_FRONT_ID = /^\/proposta\/final\/(?:(?:mobile|impressao|financiamento)\/)?([A-Za-z0-9_-]{8,64})$/;
const BY_SLUG = /^\/proposta\/final\/([a-z0-9-]{1,64})\/(\d{1,9})\/([A-Za-z0-9_-]{5})$/;
const SESSION_COOKIE = /(?:^|;\s*)girassol_session=/;
const MAX_ENTRIES = 2_000;
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9_-]+)'/;

interface Entry {
  fingerprint: string;
  /** The page cut at its nonce: every hit joins the parts with a fresh one. */
  parts: string[];
  contentType: string;
}

const entries = new Map<string, Entry>();
let enabled = process.env.GIRASSOL_FINAL_CACHE !== "0";

/** For tests and benchmarks: turn the cache off (or on) in this process. */
export function setFinalPageCache(on: boolean) {
  enabled = on;
  entries.clear();
}

/**
 * The public proposal a path names and a fingerprint of what its page shows besides the URL, in one
 * query; undefined when there is none (then the route answers, with its 404).
 */
async function lookup(path: string): Promise<{ ref: PublicProposalRef; fingerprint: string } | undefined> {
  const { database } = await services();
  const front = BY_FRONT_ID.exec(path);
  const slug = front ? null : BY_SLUG.exec(path);
  if (front && UUID_RE.test(front[1]!)) return undefined;
  if (!front && !slug) return undefined;
  const which = front
    ? sql`p.front_id = ${front[1]!}`
    : sql`p.company_id = (select company_id from rm_proposal_slugs where slug = ${slug![1]!}) and p.count = ${Number(slug![2])}`;
  const r = await sql<{ id: string; company_id: string; front_id: string; v: string }>`
    select p.id, p.company_id, p.front_id, concat_ws('|',
      (select version from streams where stream_id = 'proposal-' || p.id),
      (select version from streams where stream_id = 'proposal-defaults-' || p.company_id),
      p.customer_name, c.name, co.name, u.email) as v
    from rm_proposals p
    left join rm_customers c on c.id = p.customer_id and c.company_id = p.company_id
    join rm_companies co on co.id = p.company_id
    left join rm_users u on u.id = co.manager_id and u.company_id = co.id
    where ${which} and p.deleted_at is null
    limit 1`.execute(database.db);
  const row = r.rows[0];
  // The slug link's code is compared here, as proposalBySlug does (no LIKE: `_` would be a wildcard).
  if (!row || (slug && row.front_id.slice(0, 5) !== slug[3])) return undefined;
  return { ref: { proposalId: row.id, companyId: row.company_id }, fingerprint: createHash("sha256").update(row.v).digest("base64url") };
}

interface Req {
  method: string;
  path: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
}
interface Res {
  statusCode: number;
  setHeader(k: string, v: string): void;
  getHeader(k: string): unknown;
  write: (...args: never[]) => boolean;
  end: (...args: never[]) => unknown;
}

/** Express middleware, before the Remix handler (server.mjs). */
export function finalPageCacheMiddleware(req: Req, res: Res, next: (err?: unknown) => void) {
  if (!enabled || req.method !== "GET" || !req.path.startsWith("/proposta/final/")) return next();
  const query = req.originalUrl.slice(req.path.length);
  if (query !== "" && query !== "?anos=impares") return next();
  if (!BY_FRONT_ID.test(req.path) && !BY_SLUG.test(req.path)) return next();
  const cookies = String(req.headers.cookie ?? "");
  const visitor = visitorInCookies(cookies);
  if (!visitor || SESSION_COOKIE.test(cookies) || isbot(String(req.headers["user-agent"] ?? ""))) return next();
  serve(req, res, visitor, next).catch(next);
}

async function serve(req: Req, res: Res, visitor: string, next: (err?: unknown) => void) {
  const found = await lookup(req.path);
  if (!found) return next();
  const { ref, fingerprint } = found;
  await recordVisit(ref, visitor);
  const key = req.originalUrl;
  const hit = entries.get(key);
  if (hit && hit.fingerprint === fingerprint) {
    const nonce = newNonce();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", hit.contentType);
    res.setHeader("X-Girassol-Cache", "hit");
    res.statusCode = 200;
    (res.end as (b: string) => void)(hit.parts.join(nonce));
    return;
  }
  keepWhatTheRouteSends(res, (page) => {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { ...page, fingerprint });
  });
  next();
}

/** Collects the route's answer; a 200 HTML document without Set-Cookie is handed to `keep`. */
function keepWhatTheRouteSends(res: Res, keep: (page: Omit<Entry, "fingerprint">) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...a: unknown[]) => boolean;
  const end = res.end.bind(res) as (...a: unknown[]) => unknown;
  const add = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  (res as { write: unknown }).write = (chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    return write(chunk, ...rest);
  };
  (res as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    const type = String(res.getHeader("Content-Type") ?? "");
    const nonce = NONCE_IN_CSP.exec(String(res.getHeader("Content-Security-Policy") ?? ""))?.[1];
    if (res.statusCode === 200 && !res.getHeader("Set-Cookie") && type.startsWith("text/html") && nonce)
      keep({ parts: Buffer.concat(chunks).toString("utf8").split(nonce), contentType: type });
    return end(chunk, ...rest);
  };
}
