// Links that used to end in the catch-all: "Esqueci minha senha" (login), "Falar com a equipe"
// (/contato, from the upgrade notice and /financeiro) and the header's "App Atualizado" icon.
import { expect, test } from "@playwright/test";
import { signIn, signInAs, unique } from "./support/app";
import { registerE2eCompany } from "./support/db";

test("Esqueci minha senha leads to the recovery page and its e-mail form", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page).toHaveURL(/\/recuperacao-de-acesso$/);
  await expect(page.getByRole("heading", { name: "Recuperação de acesso", level: 1 })).toBeVisible();
  // Issue 20: the page asks for the e-mail that gets the link (password-recovery.spec.ts follows it).
  await expect(page.getByLabel("E-mail")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar link" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the header's updates icon opens /atualizacoes", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/inicio$/);
  await page.getByRole("link", { name: "App Atualizado" }).click();
  await expect(page).toHaveURL(/\/atualizacoes$/);
  await expect(page.getByRole("heading", { name: "Atualizações", level: 1 })).toBeVisible();
});

test("/contato answers 200 with the page, signed out too", async ({ request }) => {
  const res = await request.get("/contato");
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain("Contato");
});

test("the upgrade notice's Falar com a equipe leads to /contato (a BASIC company on an ENTERPRISE board)", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "Upg").replace(/\W+/g, "-").toLowerCase();
  const manager = { name: "Gerente Básico", email: `g-${tag}@upgrade.test`, password: "Basico1234" };
  await registerE2eCompany({ name: `Básica ${tag}`, plan: "BASIC", manager });
  await signInAs(page, manager);
  await page.goto("/instalacoes/registro");
  const notice = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "FAÇA O UPGRADE PARA O PLANO EMPRESARIAL" }) });
  await notice.getByRole("link", { name: "Falar com a equipe" }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(page.getByRole("heading", { name: "Contato", level: 1 })).toBeVisible();
});
