// Board metrics /…/dados/:uid (ENTERPRISE): funnel, time in column, outcomes, vendors, for a
// period chosen with a plain GET form; a bad date is a field error; other plans see the upgrade.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { registerE2eCompany } from "./support/db";
import { MANAGER_STATE } from "./support/paths";

test.describe("dados do funil (demo, ENTERPRISE)", () => {
  test.use({ storageState: MANAGER_STATE });

  test("funil por coluna, ganhos e perdidos, por vendedor; período inválido", async ({ page }) => {
    await page.goto("/inicio");
    // The side menu's "Dados" entry (inside a closed group without JS): follow its address.
    const href = await page.getByRole("navigation", { name: "Menu principal" }).locator('a[href^="/vendas/dados/"]').first().getAttribute("href");
    await page.goto(href!);
    await expect(page).toHaveURL(/\/vendas\/dados\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Dados — Funil de vendas", level: 1 })).toBeVisible();
    const funnel = page.getByRole("region", { name: "Funil por coluna" });
    await expect(funnel.getByRole("rowheader", { name: "Contato", exact: true })).toBeVisible();
    await expect(funnel.getByRole("img")).toHaveAttribute("aria-label", /^Itens por coluna no período: 1\. Contato: \d+ (item|itens)/);
    // The demo won and lost a sale five days ago: a period over the last 30 days shows them.
    const day = 86_400_000;
    // dd/mm/aaaa text fields (ADR 019), whatever the browser's language.
    const br = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10).split("-").reverse().join("/");
    await expect(page.getByLabel("Até", { exact: true })).toHaveValue(br(Date.now()));
    await expect(page.getByLabel("De", { exact: true })).toHaveAttribute("placeholder", "dd/mm/aaaa");
    await page.getByLabel("De", { exact: true }).fill(br(Date.now() - 30 * day));
    await page.getByLabel("Até", { exact: true }).fill(br(Date.now()));
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page.getByLabel("De", { exact: true })).toHaveValue(br(Date.now() - 30 * day));
    const outcomes = page.getByRole("region", { name: "Ganhos e perdidos" });
    await expect(outcomes.getByRole("row").filter({ hasText: "PERDIDO" }).filter({ hasText: "Preço" }).first()).toBeVisible();
    await expect(outcomes.getByRole("row").filter({ hasText: "GANHO" }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Por vendedor" }).getByRole("rowheader", { name: "Gerente Demo" })).toBeVisible();

    await page.goto(`${new URL(page.url()).pathname}?de=2026-02-30&ate=2026-01-01`);
    await expect(page.getByText("Data inválida.").first()).toBeVisible();
    await expect(page.getByLabel("De", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("o id de outra empresa não é encontrado", async ({ page }) => {
    const res = await page.request.get(`/projetos/dados/${randomUUID()}`);
    expect(res.status()).toBe(404);
  });
});

test("plano BASIC vê o aviso de upgrade", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-off", "server-rendered notice: run once");
  const tag = randomUUID().slice(0, 8);
  const manager = { name: "Gerente Básico", email: `basico-${tag}@basico.demo`, password: "Basico123" };
  const { managerId } = await registerE2eCompany({ name: "Solar Básico", plan: "BASIC", manager });
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(manager.email);
  await page.getByLabel("Senha").fill(manager.password);
  await page.getByRole("button", { name: "Fazer login" }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  // BASIC: the upgrade banner is in the carousel.
  await expect(page.getByRole("img", { name: "Faça o upgrade para o plano empresarial" })).toBeAttached();
  await page.goto(`/vendas/dados/${managerId}`);
  await expect(page.getByRole("heading", { name: "FAÇA O UPGRADE PARA O PLANO EMPRESARIAL" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Funil por coluna" })).toHaveCount(0);
});
