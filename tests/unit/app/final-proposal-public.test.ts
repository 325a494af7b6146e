// The final proposal's public side (issue 17): the company-colour sheet (CSP-safe: a URL, not an
// inline style) and who counts as a visit, once a day.
import { describe, expect, it } from "vitest";
import { textOn, themeCss, themeHref } from "../../../app/lib/final-theme";
import { visitCommandId, visitCounts, visitorCookie, visitorInCookies } from "../../../app/lib/final-proposal-visits.server";

describe("theme", () => {
  it("carries the colours in the URL and back as custom properties", () => {
    const href = themeHref({ primary: "#05445E", secondary: "#f5a623" });
    expect(href).toBe("/proposta/final/tema.css?p=05445e&s=f5a623");
    const css = themeCss(new URL(href, "http://x").searchParams);
    expect(css).toContain("--fp-primary:#05445e");
    expect(css).toContain("--fp-secondary:#f5a623");
  });

  it("a malformed colour (or an injection attempt) falls back to Girassol's", () => {
    const css = themeCss(new URLSearchParams({ p: "red;}body{display:none", s: "zzzzzz" }));
    expect(css).toBe(":root{--fp-primary:#05445e;--fp-secondary:#189ab4;--fp-on-primary:#ffffff;--fp-on-secondary:#111111}\n");
    expect(themeHref({ primary: "blue", secondary: "#123" })).toBe("/proposta/final/tema.css?p=05445e&s=189ab4");
  });

  it("text on a colour: white on dark, near-black on light", () => {
    expect(textOn("05445e")).toBe("#ffffff");
    expect(textOn("ffd800")).toBe("#111111");
    expect(textOn("000000")).toBe("#ffffff");
    expect(textOn("ffffff")).toBe("#111111");
  });
});

describe("visits", () => {
  const companyId = "0190a000-0000-7000-8000-000000000001";
  const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

  it("a customer's GET counts; the company's own user, a robot and a POST do not", () => {
    expect(visitCounts({ method: "GET", userAgent: chrome }, companyId, null)).toBe(true);
    expect(visitCounts({ method: "GET", userAgent: chrome }, companyId, { companyId: "0190a000-0000-7000-8000-000000000002" })).toBe(true);
    expect(visitCounts({ method: "GET", userAgent: chrome }, companyId, { companyId })).toBe(false);
    expect(visitCounts({ method: "GET", userAgent: "WhatsApp/2.23.20.0 A" }, companyId, null)).toBe(false);
    expect(visitCounts({ method: "HEAD", userAgent: chrome }, companyId, null)).toBe(false);
  });

  it("one command id per proposal, visitor and day: a reload the same day applies once", () => {
    const a = visitCommandId("p1", "visitorAAAAAAAAAAAAAAAA", "2026-11-24");
    expect(visitCommandId("p1", "visitorAAAAAAAAAAAAAAAA", "2026-11-24")).toBe(a);
    expect(visitCommandId("p1", "visitorAAAAAAAAAAAAAAAA", "2026-11-25")).not.toBe(a);
    expect(visitCommandId("p1", "visitorBBBBBBBBBBBBBBBB", "2026-11-24")).not.toBe(a);
    expect(visitCommandId("p2", "visitorAAAAAAAAAAAAAAAA", "2026-11-24")).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the visitor cookie: HttpOnly, SameSite=Lax, only under /proposta/final; a forged value is ignored", () => {
    const v = "AbCdEfGhIjKlMnOpQrSt_-";
    expect(visitorCookie(v)).toBe(`girassol_visitante=${v}; Path=/proposta/final; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    expect(visitorInCookies(`a=1; girassol_visitante=${v}; b=2`)).toBe(v);
    expect(visitorInCookies("girassol_visitante=<script>")).toBeNull();
    expect(visitorInCookies("girassol_visitante=short")).toBeNull();
    expect(visitorInCookies("")).toBeNull();
  });
});
