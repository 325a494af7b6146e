// Issue 15: the guard's refusals (413 over the size limit and the others) as a browser, a JSON client
// and curl see them: a page with a link back for a browser's form post, JSON or plain text otherwise.
// The pure parts (Accept, Referer, escaping), then the guard itself on a real loopback HTTP server.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUARD_MSG, httpGuards, tooLargeMessage, bodyLimitFor, FORM_BODY_LIMIT } from "../../../app/lib/http-guards.server";
import { backLink, refusalFormat, refusalPage } from "../../../app/lib/http-refusal.server";

const CHROMIUM_NAVIGATION = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";

describe("refusalFormat", () => {
  it.each([
    [CHROMIUM_NAVIGATION, "html"],
    ["application/xhtml+xml", "html"],
    ["application/json", "json"],
    ["application/json, text/html;q=0.5", "json"],
    ["text/html;q=0.9, application/json;q=0.9", "html"],
    ["text/html;q=0, application/json", "json"],
    ["*/*", "text"],
    ["text/plain", "text"],
    ["", "text"],
    [undefined, "text"],
  ] as const)("%j → %s", (accept, format) => expect(refusalFormat(accept)).toBe(format));
});

describe("backLink", () => {
  const host = "127.0.0.1:3000";
  it.each([
    ["http://127.0.0.1:3000/upload-de-kits", "/upload-de-kits"],
    ["http://127.0.0.1:3000/modulos/upload?x=1#frag", "/modulos/upload?x=1"],
    ["https://127.0.0.1:3000/arquivos/abc", "/arquivos/abc"],
    ["http://outro.example/upload-de-kits", "/"],
    ["http://127.0.0.1:3001/upload-de-kits", "/"],
    ["http://127.0.0.1:3000//outro.example/x", "/"],
    ["http://127.0.0.1:3000/\\outro.example", "/"],
    ["javascript:alert(1)", "/"],
    ["não é url", "/"],
    [undefined, "/"],
  ])("%j → %j", (referer, back) => expect(backLink(referer, host)).toBe(back));
  it("no Host: home", () => expect(backLink("http://127.0.0.1:3000/x", undefined)).toBe("/"));
});

describe("refusalPage", () => {
  it("escapes the message and the link, and carries no inline script or style (CSP)", () => {
    const html = refusalPage(413, 'a <b> & "c"', '/x?"><script>alert(1)</script>');
    expect(html).toContain("<p>a &lt;b&gt; &amp; &quot;c&quot;</p>");
    expect(html).toContain('href="/x?&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toMatch(/<script|<style|style=/i);
    expect(html).toContain('<link rel="stylesheet" href="/styles.css">');
  });
});

describe("the upload routes' 413 names the documented file limit", () => {
  it.each([
    ["/upload-de-kits", "O envio passa do limite de 20 MB."],
    ["/upload-de-clientes", "O envio passa do limite de 5 MB."],
    ["/arquivos/abc", "O envio passa do limite de 10 MB."],
  ])("%s: %s", (path, message) => expect(tooLargeMessage(bodyLimitFor(path, true).limit)).toBe(message));
  it("a form: 1 MB", () => expect(tooLargeMessage(FORM_BODY_LIMIT)).toBe("O envio passa do limite de 1 MB."));
});

describe("the guard's refusals on a real server", () => {
  let server: Server;
  let base: URL;
  beforeAll(async () => {
    // The guard first, then a stand-in for Remix that reads the body and answers 200.
    server = createServer((req, res) =>
      httpGuards(req, res, () => {
        req.resume();
        req.on("end", () => res.end("ok"));
      }),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    server.closeAllConnections(); // the refused uploads' connections, still draining
    await new Promise<void>((r) => server.close(() => r()));
  });

  /** A POST that declares a body of `length` bytes and sends it (zeros), as a browser's upload would. */
  const post = (path: string, headers: Record<string, string>, length: number) =>
    new Promise<{ status: number; type: string; connection: string; body: string }>((resolve, reject) => {
      const req = request(new URL(path, base), {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=XyZ", "content-length": String(length), ...headers },
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"]),
            connection: String(res.headers.connection),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      });
      req.on("error", reject);
      // The body is written in pieces, as a browser uploads; the answer may come before its end.
      const piece = Buffer.alloc(1024 * 1024);
      let left = length;
      const write = () => {
        while (left > 0) {
          const n = Math.min(left, piece.length);
          left -= n;
          if (!req.write(piece.subarray(0, n))) return void req.once("drain", write);
        }
        req.end();
      };
      write();
    });
  const big = 21 * 1024 * 1024;

  it("a browser's oversized upload: 413, a page with the message and a link back to where it came from", async () => {
    const r = await post("/upload-de-kits", { accept: CHROMIUM_NAVIGATION, referer: `${base.origin}/upload-de-kits`, host: base.host }, big);
    expect(r.status).toBe(413);
    expect(r.type).toBe("text/html; charset=utf-8");
    expect(r.body).toContain("<p>O envio passa do limite de 20 MB.</p>");
    expect(r.body).toContain('<a href="/upload-de-kits" class="button">Voltar</a>');
    // Answered before the body ended: kept open while the rest is dropped (never a reset that loses the answer).
    expect(r.connection).toBe("keep-alive");
  });

  it("a Referer of another site links home", async () => {
    const r = await post("/upload-de-kits", { accept: CHROMIUM_NAVIGATION, referer: "http://outro.example/upload-de-kits" }, big);
    expect(r.status).toBe(413);
    expect(r.body).toContain('<a href="/" class="button">Voltar</a>');
  });

  it("a JSON client gets JSON; fetch and curl (*/*) the plain message", async () => {
    const json = await post("/upload-de-kits", { accept: "application/json" }, big);
    expect(json.status).toBe(413);
    expect(json.type).toBe("application/json; charset=utf-8");
    expect(JSON.parse(json.body)).toEqual({ status: 413, error: "O envio passa do limite de 20 MB." });
    const plain = await post("/upload-de-kits", { accept: "*/*" }, big);
    expect(plain.status).toBe(413);
    expect(plain.type).toBe("text/plain; charset=utf-8");
    expect(plain.body).toBe("O envio passa do limite de 20 MB.");
  });

  it("the other refusals take the same shape (a malformed form body, 400)", async () => {
    const r = await post("/login", { accept: CHROMIUM_NAVIGATION, referer: `${base.origin}/login` }, 10);
    expect(r.status).toBe(400);
    expect(r.body).toContain(`<p>${GUARD_MSG.malformed}</p>`);
    expect(r.body).toContain('href="/login"');
  });

  it("a body within the limit passes to the app", async () => {
    const r = await post("/login", { "content-type": "application/x-www-form-urlencoded", accept: CHROMIUM_NAVIGATION }, 10);
    expect(r).toMatchObject({ status: 200, body: "ok" });
  });
});
