// Webhook URI rules (issues 5 and 14): http(s) only, and no address that is not a plain public
// unicast one — the IANA IPv4 and IPv6 Special-Purpose Address Registries, as data below — unless
// the installation allows private receivers (tests, local development). Pure: the host's DNS
// answers come in as arguments (the app resolves them once, checks every one and connects to one
// of them: automation/webhook-post.ts).

/** IPv4 dotted quad → 32-bit number, or null. */
export function ipv4(host: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3];
}

export interface SpecialBlock {
  prefix: string;
  bits: number;
  name: string;
  /**
   * "refuse": never a webhook target. "v4@<bit>": the block embeds an IPv4 address starting at
   * that bit (counted from the left of the 128): judged as that IPv4 address.
   */
  rule: "refuse" | "v4@96" | "v4@16";
}

/**
 * IANA IPv4 Special-Purpose Address Registry (iana-ipv4-special-registry, 2024 edition), every
 * entry, plus multicast (224.0.0.0/4, its own registry). All are refused, the globally reachable
 * anycast ones too (AS112, AMT, PCP, TURN): no webhook receiver lives there.
 */
export const IPV4_SPECIAL: readonly SpecialBlock[] = [
  { prefix: "0.0.0.0", bits: 8, name: '"This network"', rule: "refuse" },
  { prefix: "0.0.0.0", bits: 32, name: '"This host on this network"', rule: "refuse" },
  { prefix: "10.0.0.0", bits: 8, name: "Private-Use", rule: "refuse" },
  { prefix: "100.64.0.0", bits: 10, name: "Shared Address Space", rule: "refuse" },
  { prefix: "127.0.0.0", bits: 8, name: "Loopback", rule: "refuse" },
  { prefix: "169.254.0.0", bits: 16, name: "Link Local", rule: "refuse" },
  { prefix: "172.16.0.0", bits: 12, name: "Private-Use", rule: "refuse" },
  { prefix: "192.0.0.0", bits: 24, name: "IETF Protocol Assignments", rule: "refuse" },
  { prefix: "192.0.0.0", bits: 29, name: "IPv4 Service Continuity Prefix", rule: "refuse" },
  { prefix: "192.0.0.8", bits: 32, name: "IPv4 dummy address", rule: "refuse" },
  { prefix: "192.0.0.9", bits: 32, name: "Port Control Protocol Anycast", rule: "refuse" },
  { prefix: "192.0.0.10", bits: 32, name: "Traversal Using Relays around NAT Anycast", rule: "refuse" },
  { prefix: "192.0.0.170", bits: 32, name: "NAT64/DNS64 Discovery", rule: "refuse" },
  { prefix: "192.0.0.171", bits: 32, name: "NAT64/DNS64 Discovery", rule: "refuse" },
  { prefix: "192.0.2.0", bits: 24, name: "Documentation (TEST-NET-1)", rule: "refuse" },
  { prefix: "192.31.196.0", bits: 24, name: "AS112-v4", rule: "refuse" },
  { prefix: "192.52.193.0", bits: 24, name: "AMT", rule: "refuse" },
  { prefix: "192.88.99.0", bits: 24, name: "Deprecated (6to4 Relay Anycast)", rule: "refuse" },
  { prefix: "192.168.0.0", bits: 16, name: "Private-Use", rule: "refuse" },
  { prefix: "192.175.48.0", bits: 24, name: "Direct Delegation AS112 Service", rule: "refuse" },
  { prefix: "198.18.0.0", bits: 15, name: "Benchmarking", rule: "refuse" },
  { prefix: "198.51.100.0", bits: 24, name: "Documentation (TEST-NET-2)", rule: "refuse" },
  { prefix: "203.0.113.0", bits: 24, name: "Documentation (TEST-NET-3)", rule: "refuse" },
  { prefix: "224.0.0.0", bits: 4, name: "Multicast", rule: "refuse" },
  { prefix: "240.0.0.0", bits: 4, name: "Reserved", rule: "refuse" },
  { prefix: "255.255.255.255", bits: 32, name: "Limited Broadcast", rule: "refuse" },
];

/**
 * IANA IPv6 Special-Purpose Address Registry, every entry, plus the deprecated site-local
 * fec0::/10 and multicast ff00::/8. Besides these, any address outside 2000::/3 (global unicast)
 * is refused, so the unassigned and reserved space (the deprecated IPv4-compatible ::/96 too)
 * is never a target. The IPv4-mapped, NAT64 well-known and 6to4 forms are judged by the IPv4
 * address they carry; Teredo (2001::/32, inside 2001::/23) is refused like the rest of 2001::/23.
 */
export const IPV6_SPECIAL: readonly SpecialBlock[] = [
  { prefix: "::", bits: 128, name: "Unspecified Address", rule: "refuse" },
  { prefix: "::1", bits: 128, name: "Loopback Address", rule: "refuse" },
  { prefix: "::ffff:0:0", bits: 96, name: "IPv4-mapped Address", rule: "v4@96" },
  { prefix: "64:ff9b::", bits: 96, name: "IPv4-IPv6 Translat.", rule: "v4@96" },
  { prefix: "64:ff9b:1::", bits: 48, name: "IPv4-IPv6 Translat. (local use)", rule: "refuse" },
  { prefix: "100::", bits: 64, name: "Discard-Only Address Block", rule: "refuse" },
  { prefix: "100:0:0:1::", bits: 64, name: "Dummy IPv6 Prefix", rule: "refuse" },
  { prefix: "2001::", bits: 23, name: "IETF Protocol Assignments", rule: "refuse" },
  { prefix: "2001::", bits: 32, name: "TEREDO", rule: "refuse" },
  { prefix: "2001:1::1", bits: 128, name: "Port Control Protocol Anycast", rule: "refuse" },
  { prefix: "2001:1::2", bits: 128, name: "Traversal Using Relays around NAT Anycast", rule: "refuse" },
  { prefix: "2001:1::3", bits: 128, name: "DNS-SD Service Registration Protocol Anycast", rule: "refuse" },
  { prefix: "2001:2::", bits: 48, name: "Benchmarking", rule: "refuse" },
  { prefix: "2001:3::", bits: 32, name: "AMT", rule: "refuse" },
  { prefix: "2001:4:112::", bits: 48, name: "AS112-v6", rule: "refuse" },
  { prefix: "2001:10::", bits: 28, name: "Deprecated (previously ORCHID)", rule: "refuse" },
  { prefix: "2001:20::", bits: 28, name: "ORCHIDv2", rule: "refuse" },
  { prefix: "2001:30::", bits: 28, name: "Drone Remote ID Protocol Entity Tags (DETs) Prefix", rule: "refuse" },
  { prefix: "2001:db8::", bits: 32, name: "Documentation", rule: "refuse" },
  { prefix: "2002::", bits: 16, name: "6to4", rule: "v4@16" },
  { prefix: "2620:4f:8000::", bits: 48, name: "Direct Delegation AS112 Service", rule: "refuse" },
  { prefix: "3fff::", bits: 20, name: "Documentation", rule: "refuse" },
  { prefix: "5f00::", bits: 16, name: "Segment Routing (SRv6) SIDs", rule: "refuse" },
  { prefix: "fc00::", bits: 7, name: "Unique-Local", rule: "refuse" },
  { prefix: "fe80::", bits: 10, name: "Link-Local Unicast", rule: "refuse" },
  { prefix: "fec0::", bits: 10, name: "Site-Local (deprecated)", rule: "refuse" },
  { prefix: "ff00::", bits: 8, name: "Multicast", rule: "refuse" },
];

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

/** An IPv6 text as a 128-bit number, or null. */
export function ipv6(text: string): bigint | null {
  const g = ipv6Groups(text.toLowerCase());
  return g ? g.reduce((acc, x) => (acc << BigInt(16)) | BigInt(x), BigInt(0)) : null;
}

const V4_TABLE = IPV4_SPECIAL.map((b) => ({ ...b, base: ipv4(b.prefix)! }));
const V6_TABLE = IPV6_SPECIAL.map((b) => ({ ...b, base: ipv6(b.prefix)! }));

const inV4 = (n: number, base: number, bits: number) => {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (n & mask) >>> 0 === (base & mask) >>> 0;
};
const inV6 = (n: bigint, base: bigint, bits: number) => {
  const shift = BigInt(128 - bits);
  return n >> shift === base >> shift;
};
const v4Text = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");

/** The special-purpose blocks an address falls in (most specific last); [] for a public unicast address. */
export function specialBlocksOf(address: string): SpecialBlock[] {
  const a = address.replace(/^\[|\]$/g, "").toLowerCase();
  const n4 = ipv4(a);
  if (n4 !== null) return IPV4_SPECIAL.filter((_, i) => inV4(n4, V4_TABLE[i].base, V4_TABLE[i].bits));
  const n6 = a.includes(":") ? ipv6(a) : null;
  if (n6 === null) return [];
  return IPV6_SPECIAL.filter((_, i) => inV6(n6, V6_TABLE[i].base, V6_TABLE[i].bits));
}

/**
 * True for every address a webhook must not reach: anything in the special-purpose registries
 * (an embedded IPv4 judged as itself), IPv6 outside global unicast 2000::/3, and anything that is
 * not a parseable IP address (refuse rather than guess).
 */
export function isPrivateAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, "").toLowerCase();
  const n4 = ipv4(a);
  if (n4 !== null) return V4_TABLE.some((b) => inV4(n4, b.base, b.bits));
  const n6 = a.includes(":") ? ipv6(a) : null;
  if (n6 === null) return true;
  const blocks = V6_TABLE.filter((b) => inV6(n6, b.base, b.bits));
  if (blocks.some((b) => b.rule === "refuse")) return true;
  const embedded = blocks.find((b) => b.rule !== "refuse");
  if (embedded) {
    const shift = BigInt(embedded.rule === "v4@96" ? 0 : 128 - 16 - 32);
    return isPrivateAddress(v4Text(Number((n6 >> shift) & BigInt(0xffffffff))));
  }
  // Global unicast only: 2000::/3.
  return !inV6(n6, BigInt(0x2000) << BigInt(112), 3);
}

export type UriProblem = "invalid" | "scheme" | "private" | "unresolved";

/** A URL's host without brackets or the final dot of a fully qualified name. */
export const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.$/, "");

/**
 * Checks the text of a URI. `resolved` are the host's DNS answers (unused for an IP literal);
 * null, or an empty list, when the name could not be resolved: refused, since a name that does
 * not resolve here cannot be checked (and may resolve inside later).
 */
export function checkWebhookUri(
  text: string,
  opts: { allowPrivate: boolean; resolved?: string[] | null },
): { ok: true; uri: string } | { ok: false; problem: UriProblem } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, problem: "scheme" };
  if (!url.hostname || url.username || url.password) return { ok: false, problem: "invalid" };
  const host = hostOf(url);
  const literal = ipv4(host) !== null || (host.includes(":") && ipv6(host) !== null);
  if (!opts.allowPrivate) {
    if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) {
      return { ok: false, problem: "private" };
    }
    if (literal && isPrivateAddress(host)) return { ok: false, problem: "private" };
  }
  if (!literal && opts.resolved !== undefined) {
    if (!opts.resolved || opts.resolved.length === 0) return { ok: false, problem: "unresolved" };
    if (!opts.allowPrivate && opts.resolved.some(isPrivateAddress)) return { ok: false, problem: "private" };
  }
  return { ok: true, uri: url.toString() };
}
