// Issue 14 on the real server (real PostgreSQL): the same TOTP code posted twice at once signs in
// once; an admin session is one of 8 hours that ends after 30 idle minutes; 50 failed sign-ins from
// one IP lock that IP for every account (429, Retry-After, a security_log row).
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type AppServer } from "../faults/support/app-server";
import { newSecret, totpFor } from "../../app/lib/totp";

let app: AppServer;
beforeAll(async () => {
  app = await startApp();
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});
const cookieOf = (r: Response) => r.headers.get("set-cookie")!.split(";")[0]!;

it("the same code posted twice at once signs in once (the used time step is stored)", async () => {
  const secret = newSecret();
  await app.database.db.updateTable("credentials").set({ totp_secret: secret }).where("email", "=", "gerente@girassol.demo").execute();
  const password = await fetch(`${app.baseUrl}/login`, form({ email: "gerente@girassol.demo", password: "Girassol123" }));
  expect(password.status).toBe(302);
  expect(password.headers.get("location")).toBe("/login/verificacao");
  const pending = cookieOf(password);
  const code = totpFor(secret).generate();
  const post = () =>
    fetch(`${app.baseUrl}/login/verificacao`, { ...form({ intent: "verify", code }), headers: { ...form({}).headers, cookie: pending } });
  const answers = await Promise.all([post(), post(), post()]);
  expect(answers.map((r) => r.status).sort()).toEqual([302, 400, 400]);
  expect(answers.find((r) => r.status === 302)!.headers.get("location")).toBe("/iniciando");
  await app.database.db
    .updateTable("credentials")
    .set({ totp_secret: null, totp_last_step: null })
    .where("email", "=", "gerente@girassol.demo")
    .execute();
});

it("an admin session lasts at most 8 hours (cookie and row) and ends after 30 idle minutes", async () => {
  const secret = newSecret();
  await app.database.db.updateTable("admin_credentials").set({ totp_secret: secret }).where("email", "=", "admin@girassol.demo").execute();
  const password = await fetch(`${app.baseUrl}/admin1`, form({ email: "admin@girassol.demo", password: "Girassol123" }));
  expect(password.headers.get("location")).toBe("/admin1/verificacao");
  // No admin session yet: the pending cookie does not open admin pages.
  const early = await fetch(`${app.baseUrl}/admin/empresas`, { redirect: "manual", headers: { cookie: cookieOf(password) } });
  expect(early.headers.get("location")).toBe("/admin1");
  const code = await fetch(`${app.baseUrl}/admin1/verificacao`, {
    ...form({ intent: "verify", code: totpFor(secret).generate() }),
    headers: { ...form({}).headers, cookie: cookieOf(password) },
  });
  expect(code.status).toBe(302);
  const setCookies = code.headers.getSetCookie();
  const admin = setCookies.find((c) => c.startsWith("girassol_admin="))!;
  expect(admin).toMatch(/Max-Age=28800/);
  const cookie = admin.split(";")[0]!;
  const ok = await fetch(`${app.baseUrl}/admin/empresas`, { redirect: "manual", headers: { cookie } });
  expect(ok.status).toBe(200);
  const row = await app.database.db.selectFrom("admin_sessions").select(["id", "created_at", "expires_at"]).executeTakeFirstOrThrow();
  expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(8 * 3_600_000);
  await app.database.db
    .updateTable("admin_sessions")
    .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
    .where("id", "=", row.id)
    .execute();
  const idle = await fetch(`${app.baseUrl}/admin/empresas`, { redirect: "manual", headers: { cookie } });
  expect(idle.headers.get("location")).toBe("/admin1");
});

it("50 failures from one IP lock it for every account, the right password included", async () => {
  // The wrong codes of the first test counted for this IP already.
  const ip = await app.database.db.selectFrom("auth_throttle").select("failures").where("scope", "=", "ip").executeTakeFirst();
  const before = ip?.failures ?? 0;
  for (let i = before + 1; i <= 50; i++) {
    const r = await fetch(`${app.baseUrl}/login`, form({ email: `ninguem${i}@exemplo.com`, password: "Errada1234" }));
    expect(r.status).toBe(i < 50 ? 400 : 429);
  }
  const right = await fetch(`${app.baseUrl}/login`, form({ email: "gerente@girassol.demo", password: "Girassol123" }));
  expect(right.status).toBe(429);
  expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await right.text()).toContain("Muitas tentativas sem sucesso. Tente novamente em 1 minuto.");
  const log = await sql<{ scope: string }>`select data->>'scope' as scope from events where type = 'SignInLocked' and data->>'scope' = 'ip'`.execute(
    app.database.db,
  );
  expect(log.rows).toHaveLength(1);
}, 120_000);
