// Issue 20: preferences saved on /configuracoes change what the app does (each on a company of its
// own, so the other specs keep the demo's settings). Distribuidora and the residential
// simultaneity factor become the new proposal's defaults; "Usar o funil de pré-venda" off closes
// the pre-sales board (no menu entry, its pages 404).
import { expect, test, type Page } from "@playwright/test";
import { signInAs, submit, unique } from "./support/app";
import { registerE2eCompany } from "./support/db";

async function newCompanyManager(testInfo: Parameters<typeof unique>[0], label: string) {
  const tag = unique(testInfo, label).replace(/\W+/g, "-").toLowerCase();
  const manager = { name: `Gerente ${label}`, email: `g-${tag}@prefs.test`, password: "Prefs123456" };
  await registerE2eCompany({ name: `${label} ${tag}`, plan: "ENTERPRISE", manager });
  return manager;
}

async function savePreferences(page: Page, fill: (form: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await page.goto("/configuracoes?secao=preferencias");
  const form = page.getByRole("form", { name: "Preferências" });
  await fill(form);
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status")).toHaveText("Configurações salvas.");
}

test("powerDistCompany and simultFactorResidential are a new proposal's defaults", async ({ page }, testInfo) => {
  await signInAs(page, await newCompanyManager(testInfo, "Proposta"));
  await savePreferences(page, async (form) => {
    await form.getByLabel("Distribuidora de energia").fill("Energisa Teste");
    await form.getByLabel("Fator de simultaneidade residencial (%)").fill("45");
  });

  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(unique(testInfo, "Cliente preferências"));
  await page.getByLabel("UF").selectOption("SP");
  await page.getByLabel("Cidade").fill("Campinas");
  await submit(page, "Salvar cliente");
  await page.getByRole("link", { name: "Nova proposta" }).click();
  await expect(page.getByRole("heading", { name: "Nova proposta: dados de consumo", level: 1 })).toBeVisible();
  await expect(page.locator('[name="powerDistCompany"]')).toHaveValue("Energisa Teste");
  await expect(page.locator('[name="energyBillData[0].ucType"]')).toHaveValue("Residencial");
  await expect(page.locator('[name="energyBillData[0].finViabilityData.simultaneityFactor"]')).toHaveAttribute("placeholder", "padrão 45");
});

test("usePreSalesKanban off: no Pré-venda in the menu and its pages answer 404", async ({ page }, testInfo) => {
  await signInAs(page, await newCompanyManager(testInfo, "Sem pré-venda"));
  await page.goto("/inicio");
  await expect(page.getByRole("link", { name: "Funil de pré-venda" }).first()).toBeAttached();
  expect((await page.goto("/pre-venda/registro"))?.status()).toBe(200);

  await savePreferences(page, async (form) => {
    await form.getByLabel("Usar o funil de pré-venda").uncheck();
  });
  await page.goto("/inicio");
  await expect(page.getByRole("link", { name: "Funil de pré-venda" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Funil de vendas" }).first()).toBeAttached();
  expect((await page.goto("/pre-venda/registro"))?.status()).toBe(404);
});
