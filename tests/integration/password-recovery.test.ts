// Issue 20 on the real server (real PostgreSQL): a recovery link is single use and lives one hour,
// the answer is the same for an unknown e-mail, setting the password ends every session of the
// user, the log records PasswordChanged without the token or the hash, and requests are throttled.
import "../../db/schema-access";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type AppServer } from "../faults/support/app-server";

let app: AppServer;
beforeAll(async () => {
  app = await startApp();
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

const EMAIL = "gerente@girassol.demo";
const form = (fields: Record<string, string>, cookie?: string) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  body: new URLSearchParams(fields),
});
const cookieOf = (r: Response) => r.headers.get("set-cookie")!.split(";")[0]!;

async function signIn(password: string) {
  return fetch(`${app.baseUrl}/login`, form({ email: EMAIL, password }));
}

/** Asks for a link and returns the token of the newest mail to `email` (from the outbox). */
async function requestLink(email: string, ip = "") {
  const r = await fetch(`${app.baseUrl}/recuperacao-de-acesso`, form({ email }));
  expect(r.status, ip).toBe(302);
  expect(r.headers.get("location")).toBe("/recuperacao-de-acesso");
  expect(r.headers.get("set-cookie")).toMatch(/^girassol_aviso=/);
  const mail = await app.database.db
    .selectFrom("mail_outbox")
    .select("body_text")
    .where("to_address", "=", email)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return mail?.body_text.match(/\/recuperacao-de-acesso\/([A-Za-z0-9_-]{43})/)?.[1];
}

it("an unknown e-mail gets the same answer and no mail", async () => {
  const before = await app.database.db
    .selectFrom("mail_outbox")
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  expect(await requestLink("ninguem@exemplo.com")).toBeUndefined();
  const after = await app.database.db
    .selectFrom("mail_outbox")
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  expect(after.n).toBe(before.n);
});

it("an expired link is refused and changes nothing", async () => {
  const token = await requestLink(EMAIL);
  expect(token).toBeDefined();
  await app.database.db
    .updateTable("password_reset_tokens")
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where("used_at", "is", null)
    .execute();
  expect((await fetch(`${app.baseUrl}/recuperacao-de-acesso/${token}`)).status).toBe(410);
  const post = await fetch(`${app.baseUrl}/recuperacao-de-acesso/${token}`, form({ password: "Expirada123", confirm: "Expirada123" }));
  expect(post.status).toBe(410);
  expect((await signIn("Expirada123")).status).toBe(400);
  expect((await signIn("Girassol123")).status).toBe(302);
});

it("a link sets the password once, ends every session and records PasswordChanged without secrets", async () => {
  const session = cookieOf(await signIn("Girassol123"));
  expect((await fetch(`${app.baseUrl}/inicio`, { redirect: "manual", headers: { cookie: session } })).status).toBe(200);
  const token = (await requestLink(EMAIL))!;
  const page = await fetch(`${app.baseUrl}/recuperacao-de-acesso/${token}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Nova senha");
  // The spec's password rule first: nothing is used up by a refused form.
  const weak = await fetch(`${app.baseUrl}/recuperacao-de-acesso/${token}`, form({ password: "fraca", confirm: "fraca" }));
  expect(weak.status).toBe(400);
  const posted = await fetch(`${app.baseUrl}/recuperacao-de-acesso/${token}`, form({ password: "NovaSenha123", confirm: "NovaSenha123" }));
  expect(posted.status).toBe(302);
  expect(posted.headers.get("location")).toBe("/login");
  // The old session is gone.
  const old = await fetch(`${app.baseUrl}/inicio`, { redirect: "manual", headers: { cookie: session } });
  expect(old.status).toBe(302);
  expect(old.headers.get("location")).toMatch(/^\/login/);
  // Single use: the same link again is refused and does not change the password back.
  const again = await fetch(`${app.baseUrl}/recuperacao-de-acesso/${token}`, form({ password: "Outra12345", confirm: "Outra12345" }));
  expect(again.status).toBe(410);
  expect((await signIn("Outra12345")).status).toBe(400);
  expect((await signIn("Girassol123")).status).toBe(400);
  expect((await signIn("NovaSenha123")).status).toBe(302);
  // The log says the password changed; neither the token nor any hash is in it.
  const events = await app.database.db.selectFrom("events").select(["type", "data"]).where("type", "=", "PasswordChanged").execute();
  expect(events.length).toBe(1);
  const log = JSON.stringify(await app.database.db.selectFrom("events").select(["data", "metadata"]).execute());
  expect(log).not.toContain(token);
  const hashes = await app.database.db.selectFrom("password_reset_tokens").select("token_hash").execute();
  for (const h of hashes) expect(log).not.toContain(h.token_hash);
  expect(JSON.stringify(hashes)).not.toContain(token);
  // Put the demo password back for the next test.
  const back = (await requestLink(EMAIL))!;
  expect((await fetch(`${app.baseUrl}/recuperacao-de-acesso/${back}`, form({ password: "Girassol123", confirm: "Girassol123" }))).status).toBe(302);
});

it("too many requests for one e-mail are refused with 429 and no mail", async () => {
  const email = "vendedor.limite@exemplo.com";
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await fetch(`${app.baseUrl}/recuperacao-de-acesso`, form({ email }))).status);
  expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
  const locked = await fetch(`${app.baseUrl}/recuperacao-de-acesso`, form({ email }));
  expect(locked.status).toBe(429);
  expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await locked.text()).toContain("Muitas tentativas");
});
