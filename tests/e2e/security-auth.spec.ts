// Issue 14, findings 1 and 6: sign-in throttling (429 + Retry-After + a Portuguese message, still
// locked with the right password), the TOTP second factor (mandatory for platform admins, optional
// for company users, with recovery codes), the session id kept off the pages, the idle timeout and
// the "Segurança" settings group. Each test has accounts of its own (the lock counts per e-mail).
import { sql } from "kysely";
import { randomUUID } from "node:crypto";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { registerAdmin } from "../../scripts/demo-seed";
import { adminFactor, nextCode } from "./support/admin";
import { signIn } from "./support/app";
import { pollFor, registerE2eCompany, withE2eDatabase } from "./support/db";

const LOCK_MESSAGE = /Muitas tentativas sem sucesso\. Tente novamente em \d+ minutos?\./;

/** A company of its own with a manager who can sign in (the projector has applied the registration). */
async function ownCompany(testInfo: TestInfo, label: string) {
  const tag = `${label}-${testInfo.project.name}-${randomUUID().slice(0, 6)}`;
  const manager = { name: "Gerente Seguro", email: `${tag}@seguranca.demo`, password: "Seguro1234" };
  const c = await registerE2eCompany({ name: `Solar ${tag}`, plan: "ENTERPRISE", manager });
  await withE2eDatabase(({ database }) =>
    pollFor(() => database.db.selectFrom("rm_users").select("id").where("id", "=", c.managerId).executeTakeFirst()),
  );
  return { ...c, manager };
}

const sessionIdsOf = (userId: string) =>
  withE2eDatabase(async ({ database }) =>
    (await database.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).map((r) => r.id),
  );

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Fazer login" }).click();
}

test("senha errada 5 vezes: bloqueio com 429, Retry-After e a mensagem; a senha certa continua bloqueada", async ({ page }, testInfo) => {
  const c = await ownCompany(testInfo, "bloqueio");
  await page.goto("/login");
  for (let i = 1; i <= 4; i++) {
    await fillLogin(page, c.manager.email, `Errada${i}234`);
    await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
  }
  const fifth = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login"));
  await fillLogin(page, c.manager.email, "Errada5234");
  expect((await fifth).status()).toBe(429);
  await expect(page.getByText(LOCK_MESSAGE)).toBeVisible();

  // A form post as a browser without JS sends it, with the right password: still 429, not even checked.
  const res = await page.request.post("/login", { form: { email: c.manager.email, password: c.manager.password }, maxRedirects: 0 });
  expect(res.status()).toBe(429);
  const retryAfter = Number(res.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await res.text()).toContain("Muitas tentativas sem sucesso.");

  await page.goto("/login");
  await fillLogin(page, c.manager.email, c.manager.password);
  await expect(page.getByText(LOCK_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionIdsOf(c.managerId)).toEqual([]);

  // One audit event for the lock.
  const logged = await withE2eDatabase(
    async ({ database }) =>
      (
        await sql<{ scope: string }>`select data->>'scope' as scope from events
        where type = 'SignInLocked' and data->>'subject' = ${c.manager.email}`.execute(database.db)
      ).rows,
  );
  expect(logged).toEqual([{ scope: "account" }]);
});

test("a senha atual de /conta/senha também é limitada", async ({ page }, testInfo) => {
  const c = await ownCompany(testInfo, "senha");
  await signIn(page, c.manager.email, c.manager.password);
  await expect(page).toHaveURL(/\/inicio$/);
  for (let i = 1; i <= 5; i++) {
    await page.goto(`/conta/senha/${c.managerId}`);
    await page.getByLabel("Senha atual").fill(`Errada${i}234`);
    await page.locator('input[name="password"]').fill("NovaSenha123");
    await page.getByLabel("Confirme a nova senha").fill("NovaSenha123");
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByText(i < 5 ? "Senha atual incorreta." : LOCK_MESSAGE)).toBeVisible();
  }
});

test("admin da plataforma: cadastro obrigatório do TOTP, depois senha e código; código repetido é recusado", async ({ page }, testInfo) => {
  const admin = { name: "Admin Teste", email: `admin-${testInfo.project.name}-${randomUUID().slice(0, 6)}@girassol.demo`, password: "Admin12345" };
  await withE2eDatabase((deps) => registerAdmin(deps, admin));

  await page.goto("/admin1");
  await fillLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin1\/verificacao$/);
  // No admin session before the code.
  expect((await page.request.get("/admin/empresas", { maxRedirects: 0 })).headers().location).toBe("/admin1");
  await expect(page.getByRole("img", { name: "QR da chave" }).locator("svg")).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Código").fill("000000");
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  const first = await nextCode(secret);
  await page.getByLabel("Código").fill(first.code);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "CONTINUAR" }).click();
  await expect(page).toHaveURL(/\/admin\/empresas$/);

  // Signed out, in again: password, then a code (the same one again is refused).
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/admin1$/);
  await fillLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin1\/verificacao$/);
  await expect(page.getByTestId("totp-secret")).toHaveCount(0);
  await page.getByLabel("Código").fill(first.code);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  const { lastStep } = await adminFactor(admin.email);
  await page.getByLabel("Código").fill((await nextCode(secret, lastStep)).code);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page).toHaveURL(/\/admin\/empresas$/);
});

test("usuário ativa o TOTP, entra com código e com código de recuperação (uma vez só), e desativa", async ({ page }, testInfo) => {
  test.setTimeout(120_000); // codes of three different time steps: up to a minute of waiting
  const c = await ownCompany(testInfo, "totp");
  await signIn(page, c.manager.email, c.manager.password);
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto(`/conta/info/${c.managerId}`);
  await page.getByRole("link", { name: "Verificação em duas etapas" }).click();
  await expect(page).toHaveURL(new RegExp(`/conta/seguranca/${c.managerId}$`));
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const enrol = page.getByRole("form", { name: "Ativar a verificação em duas etapas" });
  await enrol.getByLabel("Código").fill("123");
  await enrol.getByRole("button", { name: "Ativar" }).click();
  await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  await enrol.getByLabel("Código").fill((await nextCode(secret)).code);
  await enrol.getByRole("button", { name: "Ativar" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  const codes = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByText("Ativada.")).toBeVisible();

  const lastStep = async () =>
    withE2eDatabase(async ({ database }) => {
      const r = await database.db.selectFrom("credentials").select("totp_last_step").where("user_id", "=", c.managerId).executeTakeFirstOrThrow();
      return Number(r.totp_last_step);
    });
  const codeStep = async (code: string) => {
    await page.getByLabel("Código").fill(code);
    await page.getByRole("button", { name: "Confirmar" }).click();
  };

  // Password, then the code: no session until the code is right.
  const sessionsBefore = (await sessionIdsOf(c.managerId)).length;
  await page.context().clearCookies();
  await page.goto("/login");
  await fillLogin(page, c.manager.email, c.manager.password);
  await expect(page).toHaveURL(/\/login\/verificacao$/);
  expect(await sessionIdsOf(c.managerId)).toHaveLength(sessionsBefore);
  await codeStep((await nextCode(secret, await lastStep())).code);
  await expect(page).toHaveURL(/\/inicio$/);

  // A recovery code instead of the app's code, once.
  for (const expectOk of [true, false]) {
    await page.context().clearCookies();
    await page.goto("/login");
    await fillLogin(page, c.manager.email, c.manager.password);
    await expect(page).toHaveURL(/\/login\/verificacao$/);
    await codeStep(codes[0]!.trim());
    if (expectOk) await expect(page).toHaveURL(/\/inicio$/);
    else await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  }

  // Off again: current password and a code (signed in with another recovery code first).
  await codeStep(codes[1]!.trim());
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto(`/conta/seguranca/${c.managerId}`);
  const off = page.getByRole("form", { name: "Desativar a verificação em duas etapas" });
  await off.getByLabel("Senha atual").fill(c.manager.password);
  await off.getByLabel("Código").fill((await nextCode(secret, await lastStep())).code);
  await off.getByRole("button", { name: "Desativar" }).click();
  await expect(page.getByText("Verificação em duas etapas desativada.")).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, c.manager.email, c.manager.password);
  await expect(page).toHaveURL(/\/inicio$/);
});

test("o id da sessão não chega à página (HTML nem .data)", async ({ page }, testInfo) => {
  const c = await ownCompany(testInfo, "sessao");
  await signIn(page, c.manager.email, c.manager.password);
  await expect(page).toHaveURL(/\/inicio$/);
  const [sessionId] = await sessionIdsOf(c.managerId);
  expect(sessionId).toBeTruthy();
  for (const path of ["/inicio", `/conta/info/${c.managerId}`]) {
    const html = await page.request.get(path);
    expect(html.status()).toBe(200);
    expect(await html.text()).not.toContain(sessionId);
    const data = await page.request.get(`${path}.data`);
    expect(data.status()).toBe(200);
    const body = await data.text();
    expect(body).toContain(c.manager.email);
    expect(body).not.toContain(sessionId);
  }
});

test("sessão ociosa além do limite da empresa termina; o gerente ajusta o limite em Configurações › Segurança", async ({ page }, testInfo) => {
  const c = await ownCompany(testInfo, "ociosa");
  await signIn(page, c.manager.email, c.manager.password);
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto("/configuracoes?secao=seguranca");
  const form = page.getByRole("form", { name: "Segurança" });
  await expect(form.getByLabel("Encerrar a sessão após minutos sem atividade")).toHaveValue("240");
  await expect(form.getByLabel("Dias para apagar de vez os arquivos excluídos")).toHaveValue("30");
  await form.getByLabel("Encerrar a sessão após minutos sem atividade").fill("3");
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Informe um número inteiro de minutos entre 5 e 10080 (7 dias).")).toBeVisible();
  await form.getByLabel("Encerrar a sessão após minutos sem atividade").fill("15");
  await form.getByLabel("Dias para apagar de vez os arquivos excluídos").fill("90");
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Configurações salvas.")).toBeVisible();
  await expect(form.getByLabel("Encerrar a sessão após minutos sem atividade")).toHaveValue("15");
  await expect(form.getByLabel("Dias para apagar de vez os arquivos excluídos")).toHaveValue("90");

  // 10 idle minutes: still in. 20: over, back to /login.
  const idle = (minutes: number) =>
    withE2eDatabase(({ database }) =>
      database.db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(Date.now() - minutes * 60_000) })
        .where("user_id", "=", c.managerId)
        .execute(),
    );
  await idle(10);
  await page.goto("/inicio");
  await expect(page).toHaveURL(/\/inicio$/);
  await idle(20);
  await page.goto("/inicio");
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionIdsOf(c.managerId)).toEqual([]);
});

test("sem a configuração, o limite padrão de 240 minutos vale", async ({ page }, testInfo) => {
  const c = await ownCompany(testInfo, "padrao");
  await signIn(page, c.manager.email, c.manager.password);
  await expect(page).toHaveURL(/\/inicio$/);
  await withE2eDatabase(({ database }) =>
    database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 241 * 60_000) })
      .where("user_id", "=", c.managerId)
      .execute(),
  );
  await page.goto("/inicio");
  await expect(page).toHaveURL(/\/login$/);
});
