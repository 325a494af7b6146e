// POST /menu goes back to `back` only when it is a path of this site (issue 14, finding 10).
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "../../../app/lib/menu";

describe("safeReturnPath", () => {
  it.each(["/inicio", "/vendas/funil/0192f0c4-1234-7abc-8def-0123456789ab", "/clientes/lista/x?pagina=2#topo", "/a%20b"])(
    "keeps the local path %j",
    (p) => {
      expect(safeReturnPath(p)).toBe(p);
    },
  );

  it.each([
    "/\\evil.com",
    "//evil.com",
    "/%5Cevil.com",
    "/%2F/evil.com",
    "\\\\evil",
    "\\/evil.com",
    "javascript:alert(1)",
    "https://evil.com",
    "evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\n/evil.com",
    "/%09/evil.com",
    "/inicio\u0000",
    "/%E0%A4%A",
    "",
    " /inicio",
  ])("falls back to /inicio for %j", (p) => {
    expect(safeReturnPath(p)).toBe("/inicio");
  });

  it("falls back when there is no string", () => {
    expect(safeReturnPath(null)).toBe("/inicio");
    expect(safeReturnPath(undefined, "/x")).toBe("/x");
  });
});
