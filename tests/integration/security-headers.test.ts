// Headers on the real server (issue 14, finding 7): every document carries a Content-Security-Policy
// whose nonce is new on every response and is the one on every <script> of the HTML (and no style
// attribute the policy would block); signed-in pages, `.data` responses (loaders and actions),
// resource routes and errors are never stored and carry the security headers the documents carry;
// static files keep their caching.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, WebSession, type AppServer } from "../faults/support/app-server";

let app: AppServer;
let manager: WebSession;
let uid: string;

beforeAll(async () => {
  app = await startApp();
  manager = new WebSession(app.baseUrl);
  await manager.signIn("gerente@girassol.demo", "Girassol123");
  const m = await app.database.db.selectFrom("rm_users").select("id").where("email", "=", "gerente@girassol.demo").executeTakeFirstOrThrow();
  uid = m.id;
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const get = (path: string, cookie = manager.cookie) => fetch(`${app.baseUrl}${path}`, { redirect: "manual", headers: { cookie } });

/** The nonce of a policy's script-src (undefined when there is none). */
const nonceOf = (csp: string | null) => /script-src 'self' 'nonce-([A-Za-z0-9_-]+)'/.exec(csp ?? "")?.[1];

function expectSecurityHeaders(r: Response, what: string) {
  expect(r.headers.get("x-frame-options"), what).toBe("DENY");
  expect(r.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(r.headers.get("referrer-policy"), what).toBe("same-origin");
  const csp = r.headers.get("content-security-policy") ?? "";
  for (const d of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "style-src 'self'", "form-action 'self'"])
    expect(csp, what).toContain(d);
  expect(csp, what).not.toContain("unsafe-inline");
  expect(csp, what).not.toContain("unsafe-eval");
}

describe("documents", () => {
  it("a fresh nonce per response, the one on every script tag; no style attribute; no-store", async () => {
    const pages = ["/login", "/inicio", `/vendas/funil/${uid}`, `/clientes/lista/${uid}`, "/cliente/cadastro", `/vendas/agenda/${uid}`];
    pages.push(`/vendas/dados/${uid}`, "/configuracoes", `/colaboradores/${uid}`, "/upload-de-clientes");
    const seen = new Set<string>();
    for (const path of pages) {
      const r = await get(path, path === "/login" ? "" : manager.cookie);
      expect(r.status, path).toBe(200);
      expectSecurityHeaders(r, path);
      expect(r.headers.get("cache-control"), path).toBe("no-store");
      const nonce = nonceOf(r.headers.get("content-security-policy"));
      expect(nonce, path).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(seen.has(nonce!), `${path}: nonce repeated`).toBe(false);
      seen.add(nonce!);
      const html = await r.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(
        [...html.matchAll(/nonce="([^"]*)"/g)].every((m) => m[1] === nonce),
        path,
      ).toBe(true);
      expect(html, path).not.toMatch(/\sstyle="/);
    }
    // The same page twice: two nonces.
    const a = nonceOf((await get("/inicio")).headers.get("content-security-policy"));
    const b = nonceOf((await get("/inicio")).headers.get("content-security-policy"));
    expect(a).not.toBe(b);
  });

  it("an error page (404) and a signed-out redirect carry the headers too", async () => {
    const missing = await get("/vendas/editar/01890000-0000-7000-8000-000000000000");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, "404");
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const out = await get("/inicio", "");
    expect(out.status).toBe(302);
    expectSecurityHeaders(out, "redirect");
  });
});

describe(".data, actions, resource routes, static files", () => {
  it("a loader's .data answer has the security headers and no-store", async () => {
    for (const path of ["/inicio.data", `/vendas/funil/${uid}.data`, `/clientes/lista/${uid}.data?_routes=root`]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expectSecurityHeaders(r, path);
      expect(r.headers.get("cache-control"), path).toBe("no-store");
      await r.arrayBuffer();
    }
    // Signed out: the loader's redirect, answered as single-fetch data, carries them too.
    const out = await get("/inicio.data", "");
    expect(out.status).toBeLessThan(500);
    expectSecurityHeaders(out, "signed-out .data");
    expect(out.headers.get("cache-control")).toBe("no-store");
    await out.arrayBuffer();
  });

  it("an action's .data answer (here a refused form) has them too", async () => {
    const r = await fetch(`${app.baseUrl}/vendas/registro.data`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: manager.cookie, "content-type": "application/x-www-form-urlencoded", origin: app.baseUrl },
      body: new URLSearchParams({ csrf: manager.csrf, intent: "nao-existe" }),
    });
    expect(r.status).toBeLessThan(500);
    expectSecurityHeaders(r, "action .data");
    expect(r.headers.get("cache-control")).toBe("no-store");
    await r.arrayBuffer();
  });

  it("a CSV download, a cross-origin refusal and a static file", async () => {
    const csv = await get("/clientes/exportar");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment;/);
    expectSecurityHeaders(csv, "csv");
    expect(csv.headers.get("cache-control")).toBe("no-store");
    await csv.arrayBuffer();

    const foreign = await fetch(`${app.baseUrl}/vendas/registro`, {
      method: "POST",
      headers: { cookie: manager.cookie, origin: "https://outro.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=x",
    });
    expect(foreign.status).toBe(403);
    expectSecurityHeaders(foreign, "403");
    expect(foreign.headers.get("cache-control")).toBe("no-store");
    await foreign.arrayBuffer();

    const css = await get("/styles.css", "");
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toBe("public, max-age=3600"); // static files keep their caching
    expect(css.headers.get("x-content-type-options")).toBe("nosniff");
    await css.arrayBuffer();
  });
});
