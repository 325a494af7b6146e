// Names as Brazilians write them (ADR 014): a deal's title follows the general-text rule
// ("Galpão 50 kWp - Fase 2"), a person's name accepts ' and - ("Maria D'Ávila"), and a refused
// name says which character is refused. JavaScript off (the server's answer) and on (the browser's check).
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

test("uma venda com hífen no nome e uma cliente com apóstrofo", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Galpão 50 kWp - Fase 2");
  const customerName = `Maria D'Ávila ${unique(testInfo, "Ana-Clara")}`;
  await createSale(page, { name, amount: "150.000,00", customerName });
  const saved = card(column(page, "Contato"), name);
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(`Cliente: ${customerName}`);
});

test("um nome recusado diz qual caractere", async ({ page }, testInfo) => {
  await page.goto("/vendas/registro");
  await page.getByLabel("Nome da venda").fill(`Galpão <b> ${unique(testInfo, "x")}`);
  await page.getByLabel("Valor (R$)").fill("1.000,00");
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/registro$/);
  await expect(page.getByText('Insira um nome válido: o caractere "<" não é permitido.')).toBeVisible();
  // A customer is made on the customer form now ("+ Criar cliente" of the picker): its person-name rule.
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill("João (pai)");
  await page.getByRole("button", { name: "Salvar cliente" }).click();
  await expect(page.getByText('Insira um nome válido: o caractere "(" não é permitido.')).toBeVisible();
});
