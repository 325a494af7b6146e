// Issue 14, finding 4: the webhook address table is the IANA IPv4 and IPv6 special-purpose
// registries; embedded IPv4 addresses (mapped, NAT64, 6to4) are judged as that IPv4 address; a
// name that does not resolve is refused.
import { describe, expect, it } from "vitest";
import { checkWebhookUri, IPV4_SPECIAL, IPV6_SPECIAL, isPrivateAddress, webhookFieldErrors, WEBHOOK_MSG } from "../../../domain/webhook";

describe("IPv4 special-purpose registry", () => {
  it.each([
    ["0.0.0.0", "0.0.0.0/8"],
    ["0.1.2.3", "0.0.0.0/8"],
    ["10.20.30.40", "10/8"],
    ["100.64.0.1", "100.64/10"],
    ["100.127.255.254", "100.64/10"],
    ["127.0.0.1", "127/8"],
    ["127.255.0.9", "127/8"],
    ["169.254.169.254", "169.254/16 (cloud metadata)"],
    ["172.16.0.1", "172.16/12"],
    ["172.31.255.255", "172.16/12"],
    ["192.0.0.9", "192.0.0/24"],
    ["192.0.2.10", "192.0.2/24"],
    ["192.31.196.1", "AS112"],
    ["192.52.193.1", "AMT"],
    ["192.88.99.1", "192.88.99/24"],
    ["192.168.1.1", "192.168/16"],
    ["192.175.48.1", "AS112 direct delegation"],
    ["198.18.0.1", "198.18/15"],
    ["198.19.255.255", "198.18/15"],
    ["198.51.100.7", "198.51.100/24"],
    ["203.0.113.7", "203.0.113/24"],
    ["224.0.0.1", "multicast"],
    ["240.0.0.1", "240/4"],
    ["255.255.255.255", "broadcast"],
  ])("%s is refused (%s)", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "198.17.255.255",
    "198.20.0.0",
    "192.0.3.1",
  ])("%s is public", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it("every registry block's first and last address is refused", () => {
    for (const b of IPV4_SPECIAL) {
      const base = b.prefix.split(".").reduce((a, x) => a * 256 + Number(x), 0);
      const last = base + 2 ** (32 - b.bits) - 1;
      const text = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
      expect(isPrivateAddress(text(base)), b.name).toBe(true);
      expect(isPrivateAddress(text(last)), b.name).toBe(true);
    }
  });
});

describe("IPv6 special-purpose registry", () => {
  it.each([
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["64:ff9b:1::a00:1", "NAT64 local use 64:ff9b:1::/48"],
    ["64:ff9b:1:ffff::1", "NAT64 local use 64:ff9b:1::/48"],
    ["100::1", "discard-only 100::/64"],
    ["2001::1", "Teredo 2001::/32"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["2001:2::1", "benchmarking"],
    ["2001:1ff::1", "IETF protocol assignments 2001::/23"],
    ["2001:db8::1", "documentation 2001:db8::/32"],
    ["3fff::1", "documentation 3fff::/20"],
    ["5f00::1", "SRv6 SIDs"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local"],
    ["fe80::1", "link local"],
    ["fe80::1%eth0", "link local with zone"],
    ["fec0::1", "site local (deprecated)"],
    ["feff::1", "site local (deprecated)"],
    ["ff02::1", "multicast"],
    ["::2", "outside global unicast"],
    ["4000::1", "outside global unicast"],
    ["::7f00:1", "IPv4-compatible (deprecated)"],
    ["not-an-address", "unparseable"],
  ])("%s is refused (%s)", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ["::ffff:127.0.0.1", true],
    ["::ffff:7f00:1", true],
    ["::ffff:10.1.2.3", true],
    ["::ffff:8.8.8.8", false],
    ["64:ff9b::127.0.0.1", true],
    ["64:ff9b::a9fe:a9fe", true],
    ["64:ff9b::808:808", false],
    ["2002:7f00:1::1", true],
    ["2002:c0a8:101::", true],
    ["2002:a00:1:1::1", true],
    ["2002:808:808::1", false],
  ])("embedded IPv4: %s refused = %s", (address, refused) => {
    expect(isPrivateAddress(address)).toBe(refused);
  });

  it.each(["2606:4700::1111", "2a00:1450:4001:81a::200e", "[2800:3f0:4001:80b::200e]"])("%s is public", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it("every registry block's prefix is refused unless it carries a public IPv4", () => {
    for (const b of IPV6_SPECIAL) {
      if (b.rule !== "refuse") continue;
      expect(isPrivateAddress(b.prefix), b.name).toBe(true);
    }
    expect(IPV6_SPECIAL.map((b) => `${b.prefix}/${b.bits}`)).toEqual(
      expect.arrayContaining(["64:ff9b:1::/48", "2002::/16", "fec0::/10", "2001::/23", "2001::/32", "::ffff:0:0/96", "64:ff9b::/96", "100::/64"]),
    );
  });
});

describe("URIs whose name does not resolve", () => {
  it("are refused with a field error", () => {
    expect(checkWebhookUri("http://vm./", { allowPrivate: false, resolved: null })).toEqual({ ok: false, problem: "unresolved" });
    expect(checkWebhookUri("http://vm./", { allowPrivate: false, resolved: [] })).toEqual({ ok: false, problem: "unresolved" });
    expect(checkWebhookUri("https://hooks.example.com/", { allowPrivate: false, resolved: ["8.8.8.8", "::ffff:127.0.0.1"] })).toEqual({
      ok: false,
      problem: "private",
    });
    expect(checkWebhookUri("https://hooks.example.com/", { allowPrivate: false, resolved: ["8.8.8.8", "2606:4700::1111"] })).toMatchObject({
      ok: true,
    });
    expect(webhookFieldErrors({ name: "X", uri: "http://vm./", actions: ["BUSINESS_GAIN"], allowPrivate: false, resolved: null })).toEqual({
      uri: WEBHOOK_MSG.uriUnresolved,
    });
  });
  it("IP literals in the registries are refused without any DNS answer", () => {
    for (const u of ["http://[64:ff9b:1::a00:1]/", "http://[2002:7f00:1::1]/", "http://[fec0::1]/", "http://192.0.0.9/", "http://198.51.100.1/"]) {
      expect(checkWebhookUri(u, { allowPrivate: false }), u).toEqual({ ok: false, problem: "private" });
    }
  });
});
