// One webhook POST (DESIGN §6): the signed JSON with a timeout, no redirects followed; the answer
// as the delivery log records it (status, error text in pt-BR, duration).
//
// The receiver's name is resolved once (every address), every address is checked against the
// special-purpose registries (domain/webhook/uri.ts), and the connection goes to the checked
// address: the HTTP client gets a `lookup` that answers it, so it never asks DNS again (a second
// answer pointing inside — DNS rebinding — is never used). The Host header and the TLS server
// name stay the URL's name, so virtual hosts and certificates work as before.
import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { hostOf, isPrivateAddress } from "../domain/webhook/uri";
import { signWebhook } from "./webhook-signature";

/** A resolver: every address of a name (dns.lookup with all: true). Injectable for tests. */
export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: LookupAll = (host) => dnsLookup(host, { all: true, verbatim: true });

export interface WebhookPost {
  uri: string;
  secret: string;
  action: string;
  eventId: string;
  body: string;
  /** ms since epoch: the signed timestamp. */
  startedAt: number;
  timeoutMs: number;
  allowPrivate: boolean;
  /** The resolver (the system's by default). */
  lookup?: LookupAll;
}

export interface WebhookAnswer {
  status: number | null;
  /** null when the receiver answered 2xx. */
  error: string | null;
  duration: number;
}

export type ResolvedTarget =
  { ok: true; address: string; family: 4 | 6; addresses: string[] } | { ok: false; problem: "unresolved" | "private"; addresses: string[] };

/**
 * Resolves a URL's host once and checks every address (unless private receivers are allowed).
 * An IP literal is its own only address. The target is the first address.
 */
export async function resolveWebhookTarget(
  uri: string,
  opts: { allowPrivate: boolean; lookup?: LookupAll; timeoutMs?: number },
): Promise<ResolvedTarget> {
  const host = hostOf(new URL(uri));
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      const timeoutMs = opts.timeoutMs ?? 5000;
      let timer: NodeJS.Timeout | undefined;
      const answers = await Promise.race([
        (opts.lookup ?? systemLookup)(host),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      addresses = answers.map((a) => a.address).filter((a) => isIP(a) !== 0);
    } catch {
      addresses = [];
    }
  }
  if (!addresses.length) return { ok: false, problem: "unresolved", addresses };
  if (!opts.allowPrivate && addresses.some(isPrivateAddress)) return { ok: false, problem: "private", addresses };
  const address = addresses[0];
  return { ok: true, address, family: isIP(address) === 6 ? 6 : 4, addresses };
}

/** A `lookup` for the HTTP client that answers the pinned address, whatever it is asked. */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options && typeof options === "object" && options.all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** POSTs to the URL, connected to `address` (the Host header and TLS name stay the URL's). */
function pinnedPost(uri: string, address: string, family: 4 | 6, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
  const url = new URL(uri);
  const options: RequestOptions & { servername?: string } = {
    method: "POST",
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
    lookup: pinnedLookup(address, family),
    signal: AbortSignal.timeout(timeoutMs),
    agent: false,
  };
  if (url.protocol === "https:" && !isIP(options.hostname!)) options.servername = options.hostname!;
  return new Promise((resolve, reject) => {
    const req = (url.protocol === "https:" ? httpsRequest : httpRequest)(options, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(body);
  });
}

export async function postWebhook(p: WebhookPost): Promise<WebhookAnswer> {
  const timestamp = String(Math.floor(p.startedAt / 1000));
  let status: number | null = null;
  let error: string | null = null;
  const t0 = performance.now();
  try {
    const target = await resolveWebhookTarget(p.uri, { allowPrivate: p.allowPrivate, lookup: p.lookup, timeoutMs: p.timeoutMs });
    if (!target.ok) {
      error = target.problem === "private" ? "Endereço privado recusado." : "Não foi possível resolver o nome do servidor (DNS).";
    } else {
      status = await pinnedPost(
        p.uri,
        target.address,
        target.family,
        {
          "content-type": "application/json",
          "user-agent": "Girassol-Webhooks/1",
          "x-girassol-event": p.action,
          "x-girassol-delivery": p.eventId,
          "x-girassol-timestamp": timestamp,
          "x-girassol-signature": signWebhook(p.secret, timestamp, p.body),
        },
        p.body,
        p.timeoutMs,
      );
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    }
  } catch (e) {
    error = describeError(e, p.timeoutMs);
  }
  return { status, error, duration: Math.round(performance.now() - t0) };
}

function describeError(e: unknown, timeoutMs: number): string {
  const err = e as Error & { code?: string; cause?: { code?: string; message?: string } };
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `Tempo esgotado (${timeoutMs / 1000} s).`;
  const cause = err?.code ?? err?.cause?.code ?? err?.cause?.message;
  return cause && !String(err?.message).includes(cause) ? `${err.message} (${cause})` : String(err?.message ?? e);
}
