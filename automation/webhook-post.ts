// One webhook POST (DESIGN §6): the signed JSON with a timeout, no redirects followed; the answer
// as the delivery log records it (status, error text in pt-BR, duration).
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPrivateAddress } from "../domain/webhook/uri";
import { signWebhook } from "./webhook-signature";

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
}

export interface WebhookAnswer {
  status: number | null;
  /** null when the receiver answered 2xx. */
  error: string | null;
  duration: number;
}

export async function postWebhook(p: WebhookPost): Promise<WebhookAnswer> {
  const timestamp = String(Math.floor(p.startedAt / 1000));
  let status: number | null = null;
  let error: string | null = null;
  const t0 = performance.now();
  try {
    if (!p.allowPrivate) await refusePrivateHost(p.uri);
    const res = await fetch(p.uri, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(p.timeoutMs),
      headers: {
        "content-type": "application/json",
        "user-agent": "Girassol-Webhooks/1",
        "x-girassol-event": p.action,
        "x-girassol-delivery": p.eventId,
        "x-girassol-timestamp": timestamp,
        "x-girassol-signature": signWebhook(p.secret, timestamp, p.body),
      },
      body: p.body,
    });
    status = res.status;
    await res.body?.cancel().catch(() => {});
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (e) {
    error = describeError(e, p.timeoutMs);
  }
  return { status, error, duration: Math.round(performance.now() - t0) };
}

/** DNS answers checked at send time too (a name may start pointing inside after it was saved). */
async function refusePrivateHost(uri: string) {
  const host = new URL(uri).hostname.replace(/^\[|\]$/g, "");
  const addrs = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addrs.some(isPrivateAddress)) throw new Error("Endereço privado recusado.");
}

function describeError(e: unknown, timeoutMs: number): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `Tempo esgotado (${timeoutMs / 1000} s).`;
  const cause = err?.cause?.code ?? err?.cause?.message;
  return cause ? `${err.message} (${cause})` : String(err?.message ?? e);
}
