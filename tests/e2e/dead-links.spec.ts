// Links that used to end in the catch-all: "Esqueci minha senha" (login), "Falar com a equipe"
// (/contato, from the upgrade notice and /financeiro) and the header's "App Atualizado" icon.
import { expect, test } from "@playwright/test";
import { signIn } from "./support/app";

test("Esqueci minha senha leads to a recovery page that says who can help", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page).toHaveURL(/\/recuperacao-de-acesso$/);
  await expect(page.getByRole("heading", { name: "Recuperação de acesso", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "contato" }).click();
  await expect(page.getByRole("heading", { name: "Contato", level: 1 })).toBeVisible();
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
