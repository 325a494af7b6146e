// Issue 20: "Esqueci minha senha" with JavaScript off and on. A vendor asks for a link, the platform
// admin reads the mail in the outbox (/caixa-de-saida: no SMTP server in e2e), the vendor follows the
// link, sets a new password (the spec's rule first), signs in with it; the session opened before ends;
// the used link and an unknown one say so.
import { expect, test, type Browser } from "@playwright/test";
import { signInAdmin } from "./support/admin";
import { signIn, unique } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { addVendor } from "../../scripts/demo-seed";

const SENT = "Se o e-mail estiver cadastrado, enviaremos um link para criar uma nova senha.";

async function newVendor(email: string, password: string) {
  await withE2eDatabase(async ({ database, store }) => {
    const demo = await database.db.selectFrom("rm_companies").select(["id", "manager_id"]).where("name", "=", "Demo Solar").executeTakeFirstOrThrow();
    await addVendor({ database, store }, demo.id, demo.manager_id, { name: "Vendedora Recuperação", email, password });
    await pollFor(() => database.db.selectFrom("rm_users").select("id").where("email", "=", email).executeTakeFirst());
  });
}

/** The link of the newest recovery mail to `email`, as the platform admin reads it in the outbox. */
async function linkFromOutbox(browser: Browser, javaScriptEnabled: boolean, email: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled });
  const admin = await context.newPage();
  await signInAdmin(admin);
  await admin.goto("/caixa-de-saida");
  await expect(admin.getByRole("heading", { name: "Caixa de saída", level: 1 })).toBeVisible();
  const mail = admin.getByRole("article", { name: `E-mail para ${email}: Girassol: criar uma nova senha` }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole("link").first().getAttribute("href");
  await context.close();
  expect(href).toMatch(/\/recuperacao-de-acesso\/[A-Za-z0-9_-]{43}$/);
  return new URL(href!).pathname;
}

test("a password is recovered from the e-mail, the old session ends and the link works once", async ({ browser }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const email = `recupera.${unique(testInfo, "v").replace(/\s+/g, ".").toLowerCase()}@exemplo.com`;
  await newVendor(email, "Antiga1234");

  // A session opened before the recovery, in another browser.
  const otherContext = await browser.newContext({ javaScriptEnabled: js });
  const other = await otherContext.newPage();
  await signIn(other, email, "Antiga1234");
  await expect(other).toHaveURL(/\/inicio$/);

  const context = await browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page).toHaveURL(/\/recuperacao-de-acesso$/);
  // An e-mail without an account gets the same answer.
  await page.getByLabel("E-mail").fill("ninguem.aqui@exemplo.com");
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status")).toContainText(SENT);
  // The flash says it (issue 18), not a ?enviado=1 flag in the URL.
  await expect(page).toHaveURL(/\/recuperacao-de-acesso$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Enviar outro link" }).click();
  await expect(page.getByRole("status")).toContainText(SENT);

  const link = await linkFromOutbox(browser, js, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Criar nova senha" })).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("NovaSenha123");
  await page.getByLabel("Confirme a nova senha").fill("Diferente123");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("As senhas não conferem.")).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("curta");
  await page.getByLabel("Confirme a nova senha").fill("curta");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("A senha deve ter ao menos 8 caracteres, com letra minúscula, letra maiúscula e número.")).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("NovaSenha123");
  await page.getByLabel("Confirme a nova senha").fill("NovaSenha123");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toContainText("Senha alterada. Entre com a nova senha.");

  // The old password no longer opens; the new one does.
  await signIn(page, email, "Antiga1234");
  await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
  await signIn(page, email, "NovaSenha123");
  await expect(page).toHaveURL(/\/inicio$/);

  // The session opened before the change has ended.
  await other.goto("/inicio");
  await expect(other).toHaveURL(/\/login/);

  // The link works once; an unknown one says the same.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("Este link de recuperação expirou ou já foi usado.");
  await expect(page.getByLabel("Nova senha", { exact: true })).toHaveCount(0);
  await page.goto(`/recuperacao-de-acesso/${"x".repeat(43)}`);
  await expect(page.getByRole("alert")).toContainText("Este link de recuperação expirou ou já foi usado.");
  await page.getByRole("link", { name: "Pedir um novo link" }).click();
  await expect(page).toHaveURL(/\/recuperacao-de-acesso$/);
  await context.close();
  await otherContext.close();
});
