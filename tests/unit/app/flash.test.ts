// The flash cookie (issue 18 "Feedback"): only what the server signed, recently, with a known code
// and a local link, comes back; anything altered, forged, old or pointing away is ignored.
import { describe, expect, it } from "vitest";
import { decodeFlash, encodeFlash, FLASH_TTL_MS } from "../../../app/lib/flash.server";
import { isLocalPath, NOTICES } from "../../../app/lib/notices";

const SECRET = "segredo-de-teste";
const NOW = 1_800_000_000_000;

describe("the flash cookie", () => {
  it("gives back the notice it carried, with its link", () => {
    const v = encodeFlash({ code: "venda-criada", link: "/vendas/editar/0190-abc" }, SECRET, NOW);
    expect(decodeFlash(v, SECRET, NOW + 1000)).toEqual({ code: "venda-criada", link: "/vendas/editar/0190-abc" });
    expect(decodeFlash(encodeFlash({ code: "item-movido" }, SECRET, NOW), SECRET, NOW)).toEqual({ code: "item-movido" });
  });

  it("holds no text: only the code, so the page's words are the server's (NOTICES)", () => {
    const v = encodeFlash({ code: "cliente-salvo" }, SECRET, NOW);
    const payload = Buffer.from(v.split(".")[0], "base64url").toString("utf8");
    expect(payload).not.toContain(NOTICES["cliente-salvo"]);
  });

  it("ignores a tampered payload, a tampered signature, another secret and junk", () => {
    const v = encodeFlash({ code: "venda-criada" }, SECRET, NOW);
    const [payload, mac] = v.split(".");
    const forged = Buffer.from(JSON.stringify({ c: "item-excluido", t: NOW })).toString("base64url");
    expect(decodeFlash(`${forged}.${mac}`, SECRET, NOW)).toBeUndefined();
    expect(decodeFlash(`${payload}.${mac.slice(0, -2)}AA`, SECRET, NOW)).toBeUndefined();
    expect(decodeFlash(`${payload}.`, SECRET, NOW)).toBeUndefined();
    expect(decodeFlash(v, "outro-segredo", NOW)).toBeUndefined();
    for (const junk of [undefined, "", "abc", "a.b.c", `${v}.x`]) expect(decodeFlash(junk, SECRET, NOW)).toBeUndefined();
  });

  it("ignores a flash older than its life (a stale cookie never speaks later)", () => {
    const v = encodeFlash({ code: "venda-criada" }, SECRET, NOW);
    expect(decodeFlash(v, SECRET, NOW + FLASH_TTL_MS)).toEqual({ code: "venda-criada" });
    expect(decodeFlash(v, SECRET, NOW + FLASH_TTL_MS + 1)).toBeUndefined();
  });

  it("ignores a signed code the table does not know, and drops a link that leaves the app", () => {
    expect(decodeFlash(encodeFlash({ code: "nada" as never }, SECRET, NOW), SECRET, NOW)).toBeUndefined();
    for (const link of ["//evil.example/x", "https://evil.example", "javascript:alert(1)", "/\\evil", '/a"><script>', "/a b"]) {
      expect(isLocalPath(link)).toBe(false);
      expect(decodeFlash(encodeFlash({ code: "venda-criada", link }, SECRET, NOW), SECRET, NOW)).toEqual({ code: "venda-criada" });
    }
    expect(isLocalPath("/vendas/editar/1?aba=notas#item-1")).toBe(true);
  });
});
