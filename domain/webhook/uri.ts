// Webhook URI rules (issue 5): http(s) only, and no loopback, private, link-local or otherwise
// internal address unless the installation allows them (tests, local development). Pure: the
// host's DNS answers come in as arguments (the app resolves them, here and again at send time).

/** IPv4 dotted quad → 32-bit number, or null. */
function ipv4(host: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3];
}

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 4], ["240.0.0.0", 4],
];

/** True for addresses a webhook must not reach: loopback, private, link-local, CGNAT, multicast, reserved. */
export function isPrivateAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, "").toLowerCase();
  const n = ipv4(a);
  if (n !== null) {
    return V4_BLOCKED.some(([base, bits]) => {
      const b = ipv4(base)!;
      const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
      return ((n & mask) >>> 0) === ((b & mask) >>> 0);
    });
  }
  if (!a.includes(":")) return false;
  if (a === "::" || a === "::1") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return isPrivateAddress(mapped[1]);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return /^f[cd][0-9a-f]{0,2}:/.test(a) || /^fe[89ab][0-9a-f]?:/.test(a) || /^ff[0-9a-f]{0,2}:/.test(a);
}

export type UriProblem = "invalid" | "scheme" | "private";

/** Checks the text of a URI; `resolved` are the host's addresses (empty when the host is an IP literal or unresolved). */
export function checkWebhookUri(text: string, opts: { allowPrivate: boolean; resolved?: string[] }): { ok: true; uri: string } | { ok: false; problem: UriProblem } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, problem: "scheme" };
  if (!url.hostname || url.username || url.password) return { ok: false, problem: "invalid" };
  if (!opts.allowPrivate) {
    const host = url.hostname.toLowerCase().replace(/\.$/, "");
    if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) {
      return { ok: false, problem: "private" };
    }
    if (isPrivateAddress(host) || (opts.resolved ?? []).some(isPrivateAddress)) return { ok: false, problem: "private" };
  }
  return { ok: true, uri: url.toString() };
}
