// Issue 20: the sale fields of spec part 2 §3 on the new-sale and edit forms, and the item's info
// block (spec part 2 §2): the customer's e-mail, phone opening WhatsApp, city/UF and address; "Prazo"
// red once past, blue ahead; the delivery date (the demo company is ENTERPRISE). JS off and on.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

/** Clicks a form's submit; without JS the POST answers with the page again (errors) or a redirect. */
async function press(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.waitForLoadState("load");
}

const info = (page: Page, term: string) => page.locator(`dl.info dt:text-is('${term}') + dd`);

test("venda com os campos do sistema e prazos: erro em português, valores mantidos, bloco de informações", async ({ page }, testInfo) => {
  const customer = unique(testInfo, "Cliente Campos");
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(customer);
  await page.getByLabel("E-mail").fill("campos@exemplo.com.br");
  await page.getByLabel("Telefone").fill("(19) 98765-4321");
  await page.getByLabel("UF").selectOption("SP");
  await page.getByLabel("Cidade").fill("Campinas");
  await page.getByLabel("Rua").fill("Rua das Flores");
  await page.getByLabel("Número").fill("120");
  await page.getByLabel("Bairro").fill("Centro");
  await press(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  const customerId = new URL(page.url()).pathname.split("/").pop()!;

  // The new sale with that customer chosen (?cliente=, as "+ Criar cliente" comes back).
  const name = unique(testInfo, "Usina Campos");
  await page.goto(`/vendas/registro?cliente=${customerId}`);
  await expect(page.getByLabel("Tipo de inversor")).toHaveValue("String"); // the spec's default
  await page.getByLabel("Nome da venda").fill(name);
  await page.getByLabel("Valor (R$)").fill("30.000,00");
  await page.getByLabel("Qtd. de módulos").fill("24");
  await page.getByLabel("Qtd. de inversores").fill("2");
  await page.getByLabel("Distância (km)").fill("doze");
  await page.getByLabel("Altura do telhado (m)").fill("4,5");
  await page.getByLabel("Tipo de inversor").selectOption("Micro");
  await page.getByLabel("Prazo").fill("01/01/2020");
  await page.getByLabel("Data de entrega").fill("15/01/2027");
  await press(page, "Salvar venda");

  // A bad distance: the message beside it, nothing saved, every other value kept.
  await expect(page).toHaveURL(/\/vendas\/registro/);
  const distance = page.getByLabel("Distância (km)");
  await expect(distance).toHaveAttribute("aria-invalid", "true");
  const describedBy = await distance.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy!.split(" ")[0]}"]`)).toHaveText("Insira um número válido.");
  await expect(page.getByLabel("Nome da venda")).toHaveValue(name);
  await expect(page.getByLabel("Qtd. de módulos")).toHaveValue("24");
  await expect(page.getByLabel("Altura do telhado (m)")).toHaveValue("4,5");
  await expect(page.getByLabel("Tipo de inversor")).toHaveValue("Micro");
  await expect(page.getByLabel("Prazo")).toHaveValue("01/01/2020");
  await expect(page.getByLabel("Data de entrega")).toHaveValue("15/01/2027");

  await distance.fill("12,5");
  await press(page, "Salvar venda");
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}$/);

  // The info block: contact lines of the customer, the past deadline in red, the sale fields.
  await expect(info(page, "E-mail").getByRole("link")).toHaveAttribute("href", "mailto:campos@exemplo.com.br");
  const phone = info(page, "Telefone").getByRole("link", { name: "(19) 98765-4321" });
  await expect(phone).toHaveAttribute("href", "https://wa.me/5519987654321");
  await expect(info(page, "Cidade")).toHaveText("Campinas/SP");
  await expect(info(page, "Endereço")).toHaveText("Rua das Flores, 120 - Centro");
  await expect(info(page, "Prazo")).toHaveText("01/01/2020");
  await expect(info(page, "Prazo")).toHaveClass(/deadline past/);
  await expect(info(page, "Qtd. de módulos")).toHaveText("24");
  await expect(info(page, "Qtd. de inversores")).toHaveText("2");
  await expect(info(page, "Distância")).toHaveText("12,5 km");
  await expect(info(page, "Altura do telhado")).toHaveText("4,5 m");
  await expect(info(page, "Tipo de inversor")).toHaveText("Micro");
  await expect(info(page, "Data de entrega")).toHaveText("15/01/2027");

  // Edit: a bad module count is refused with the others kept; then saved, the deadline turns blue.
  await page.getByText("Editar venda", { exact: true }).click();
  await expect(page.getByLabel("Qtd. de módulos")).toHaveValue("24");
  await expect(page.getByLabel("Distância (km)")).toHaveValue("12,5");
  await page.getByLabel("Qtd. de módulos").fill("2,5");
  await page.getByLabel("Prazo").fill("31/12/2099");
  await page.getByLabel("Tipo de inversor").selectOption("String");
  await press(page, "Salvar alterações");
  const mods = page.getByLabel("Qtd. de módulos");
  await expect(mods).toHaveAttribute("aria-invalid", "true");
  const modsError = await mods.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${modsError!.split(" ")[0]}"]`)).toHaveText("Insira um número válido.");
  await expect(page.getByLabel("Prazo")).toHaveValue("31/12/2099");
  await expect(page.getByLabel("Tipo de inversor")).toHaveValue("String");
  await expect(info(page, "Qtd. de módulos")).toHaveText("24");

  await mods.fill("30");
  await press(page, "Salvar alterações");
  await expect(page.getByRole("status")).toHaveText("Alterações do item salvas.");
  await expect(info(page, "Qtd. de módulos")).toHaveText("30");
  await expect(info(page, "Tipo de inversor")).toHaveText("String");
  await expect(info(page, "Prazo")).toHaveText("31/12/2099");
  await expect(info(page, "Prazo")).toHaveClass(/deadline future/);
  await expect(info(page, "Distância")).toHaveText("12,5 km");
});
