// X-Girassol-Signature: sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)> (DESIGN §6).
// verifyWebhookSignature is what a receiver runs (docs/automation.md shows it).
import { createHmac, timingSafeEqual } from "node:crypto";

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Constant-time check; `toleranceSeconds` refuses replays of old requests (0 = no check). */
export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp: string; signature: string },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  if (toleranceSeconds > 0 && Math.abs(nowSeconds - Number(headers.timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.timestamp, body));
  const got = Buffer.from(headers.signature ?? "");
  return got.length === expected.length && timingSafeEqual(got, expected);
}
