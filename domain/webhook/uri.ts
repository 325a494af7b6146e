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
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/** True for addresses a webhook must not reach: loopback, private, link-local, CGNAT, multicast, reserved. */
export function isPrivateAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, "").toLowerCase();
  const n = ipv4(a);
  if (n !== null) {
    return V4_BLOCKED.some(([base, bits]) => {
      const b = ipv4(base)!;
      const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
      return (n & mask) >>> 0 === (b & mask) >>> 0;
    });
  }
  if (!a.includes(":")) return false;
  const g = ipv6Groups(a);
  if (!g) return true; // not a parseable address: refuse rather than guess
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(8)) return true; // ::
  if (zeros(7) && g[7] === 1) return true; // ::1
  // An IPv4 address inside IPv6 (mapped ::ffff:a.b.c.d, whatever form the URL parser wrote it in;
  // compatible ::a.b.c.d; NAT64 64:ff9b::a.b.c.d) is judged as that IPv4 address.
  if (zeros(5) && g[5] === 0xffff) return isPrivateAddress(v4(g[6], g[7]));
  if (zeros(6)) return isPrivateAddress(v4(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPrivateAddress(v4(g[6], g[7]));
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return (g[0] & 0xfe00) === 0xfc00 || (g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xff00) === 0xff00;
}

/** An IPv6 text (with "::" and an optional dotted IPv4 tail) as its eight 16-bit groups, or null. */
function ipv6Groups(text: string): number[] | null {
  let t = text.replace(/%.*$/, ""); // zone id
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(t);
  if (tail) {
    const n = ipv4(tail[1]);
    if (n === null) return null;
    t = `${t.slice(0, -tail[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = t.split("::");
  if (halves.length > 2) return null;
  const part = (h: string) => (h === "" ? [] : h.split(":"));
  const head = part(halves[0]);
  const rest = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (all.some((x) => !/^[0-9a-f]{1,4}$/.test(x))) return null;
  return all.map((x) => parseInt(x, 16));
}

export type UriProblem = "invalid" | "scheme" | "private";

/** Checks the text of a URI; `resolved` are the host's addresses (empty when the host is an IP literal or unresolved). */
export function checkWebhookUri(
  text: string,
  opts: { allowPrivate: boolean; resolved?: string[] },
): { ok: true; uri: string } | { ok: false; problem: UriProblem } {
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
