// The flash cookie (issue 18 "Feedback"): only what the server signed, recently, with a known code
// and a local link, comes back; anything altered, forged, old or pointing away is ignored.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeFlash, encodeFlash, FLASH_TTL_MS } from "../../../app/lib/flash.server";
import { isLocalPath, isNoticeCounts, noticeLinkLabel, NOTICES, noticeText, noticeTone, noticeWords } from "../../../app/lib/notices";

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

describe("a flash that carries numbers (issue 18: no more ?importados=12 / ?salvo=<pid> flags)", () => {
  it("gives back the counts it carried, and the page's words are the server's", () => {
    const v = encodeFlash({ code: "clientes-importados", counts: [1000, 0, 1, 0], link: "/clientes/lista/u1" }, SECRET, NOW);
    const back = decodeFlash(v, SECRET, NOW);
    expect(back).toEqual({ code: "clientes-importados", counts: [1000, 0, 1, 0], link: "/clientes/lista/u1" });
    expect(noticeWords(back!)).toBe("1.000 clientes importados. 1 linha com erros foi ignorada.");
    // Only numbers ride: not the words.
    expect(Buffer.from(v.split(".")[0], "base64url").toString("utf8")).not.toContain("clientes importados.");
  });

  it("says each counted notice in words, singular and plural", () => {
    expect(noticeWords({ code: "proposta-concluida", counts: [42] })).toBe("Proposta #00042 concluída.");
    expect(noticeWords({ code: "proposta-excluida", counts: [7] })).toBe("Proposta #00007 excluída.");
    expect(noticeWords({ code: "entregas-reenviadas", counts: [1] })).toBe("1 entrega colocada na fila.");
    expect(noticeWords({ code: "entregas-reenviadas", counts: [3] })).toBe("3 entregas colocadas na fila.");
    expect(noticeWords({ code: "clientes-importados", counts: [0, 1000, 0, 2] })).toBe(
      "0 clientes importados. 1.000 já tinham sido importados deste arquivo. 2 não puderam ser importados; envie o arquivo de novo.",
    );
    expect(noticeWords({ code: "vendas-importadas", counts: [2, 1, 1, 2, 0] })).toBe(
      "2 vendas importadas. 1 já tinha sido importada. 2 distribuídas aos vendedores em rodízio. 1 linha com erros foi ignorada.",
    );
    expect(noticeWords({ code: "cidades-importadas", counts: [2, 1] })).toBe("2 cidades importadas. 1 linha ignorada (com erros ou repetidas).");
    expect(noticeWords({ code: "tarifas-importadas", counts: [0, 1] })).toBe("0 tarifas importadas. 1 já estava igual.");
    // Missing counts read as 0; a fixed notice ignores counts.
    expect(noticeWords({ code: "tarifas-importadas" })).toBe("0 tarifas importadas.");
    expect(noticeWords({ code: "cliente-salvo", counts: [5] })).toBe("Cliente salvo com sucesso.");
  });

  it("drops counts that are not a few non-negative integers (the text then says 0), never echoes them", () => {
    for (const counts of [[-1], [1.5], ["12"], [Number.MAX_SAFE_INTEGER + 2], [], [1, 2, 3, 4, 5, 6, 7], "<b>"]) {
      expect(isNoticeCounts(counts)).toBe(false);
      const v = encodeFlash({ code: "entregas-reenviadas", counts: counts as never }, SECRET, NOW);
      expect(decodeFlash(v, SECRET, NOW)).toEqual({ code: "entregas-reenviadas" });
    }
    // A payload signed with the secret but holding junk counts is read without them.
    const payload = Buffer.from(JSON.stringify({ c: "entregas-reenviadas", t: NOW, n: ["<script>"] })).toString("base64url");
    const mac = createHmac("sha256", SECRET).update(`flash:${payload}`).digest("base64url");
    expect(decodeFlash(`${payload}.${mac}`, SECRET, NOW)).toEqual({ code: "entregas-reenviadas" });
  });

  it("a link-only ?aviso= code never says a counted notice (a URL carries no numbers)", () => {
    expect(noticeText("?aviso=clientes-importados")).toBeUndefined();
    expect(noticeText("?aviso=envio-expirado")).toBe("Este envio já foi importado ou expirou. Envie o arquivo de novo.");
  });

  it("tone and link words: an expired upload is a neutral notice; links say where they lead", () => {
    expect(noticeTone("envio-expirado")).toBe("info");
    expect(noticeTone("proposta-concluida")).toBe("success");
    expect(noticeLinkLabel("vendas-importadas")).toBe("Ver o funil");
    expect(noticeLinkLabel("proposta-concluida")).toBe("Abrir");
  });
});
