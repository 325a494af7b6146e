// Customer form without JS (issue 4): a CPF with a wrong check digit is refused with the spec's
// message and every typed value stays; the corrected CPF saves; the edit page shows the masked
// values, the Histórico (created, then edited with before → after) and archiving.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { submit, unique, JOURNEY } from "./support/app";

test.use({ storageState: MANAGER_STATE });

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the no-JS journey");

test("cadastro com CPF inválido mostra o erro e mantém os dados; com CPF válido salva", JOURNEY, async ({ page }, testInfo) => {
  const name = unique(testInfo, "Cliente Maria");
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("E-mail").fill("maria@exemplo.com");
  await page.getByLabel("Telefone").fill("(19) 98765-4321");
  await page.getByLabel("CPF", { exact: true }).fill("529.982.247-24");
  await page.getByLabel("CEP").fill("13015-001");
  await page.getByLabel("UF", { exact: true }).selectOption("SP");
  await page.getByLabel("Cidade").fill("campinas");
  await page.getByLabel("Origem").selectOption("Internet");
  await page.getByLabel("Renda mensal (R$)").fill("3.500,00");
  await submit(page, "Salvar cliente");

  await expect(page.getByText("Insira um CPF válido.")).toBeVisible();
  await expect(page.getByLabel("CPF", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("E-mail")).toHaveValue("maria@exemplo.com");
  await expect(page.getByLabel("CPF", { exact: true })).toHaveValue("529.982.247-24");
  await expect(page.getByLabel("UF", { exact: true })).toHaveValue("SP");
  await expect(page.getByLabel("Renda mensal (R$)")).toHaveValue("3.500,00");

  await page.getByLabel("CPF", { exact: true }).fill("529.982.247-25");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  await expect(page.getByRole("status")).toHaveText("Cliente salvo com sucesso.");
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("CPF", { exact: true })).toHaveValue("529.982.247-25");
  await expect(page.getByLabel("Cidade")).toHaveValue("Campinas");
  // The masked CPF, as shown, finds the customer in the list (documents are indexed as digits).
  const editUrl = page.url();
  const listHref = await page.locator(`a[href^="/clientes/lista/"]`).first().getAttribute("href");
  await page.goto(`${listHref}?q=${encodeURIComponent(`${name} 529.982.247-25`)}`);
  await expect(page.locator("table.list tbody tr")).toHaveCount(1);
  await page.goto(editUrl);
  const history = page.getByRole("region", { name: "Histórico" }).getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(`Cliente cadastrado: ${name}`);
  await expect(history.first()).toContainText("por Gerente Demo");

  // Edit: another city of the same state; the history shows before → after.
  await page.getByLabel("Cidade").fill("Santos");
  await submit(page, "Salvar alterações");
  await expect(page.getByRole("status")).toHaveText("Cliente salvo com sucesso.");
  await expect(history.first()).toContainText("Cidade: Campinas → Santos");

  // A city of another state is refused.
  await page.getByLabel("UF", { exact: true }).selectOption("RJ");
  await submit(page, "Salvar alterações");
  await expect(page.getByText("Selecione uma cidade do estado escolhido.")).toBeVisible();
  await expect(page.getByLabel("UF", { exact: true })).toHaveValue("RJ");

  await page.goto(page.url().replace(/\?.*$/, "?aba=dados"));
  await submit(page, "Arquivar cliente");
  await expect(page.getByText("Este cliente está arquivado.")).toBeVisible();
  await expect(history.first()).toContainText("Cliente arquivado");
  await submit(page, "Desarquivar cliente");
  await expect(history.first()).toContainText("Cliente desarquivado");
});

test("CNPJ pelo seletor: o rótulo muda e o CNPJ é validado", async ({ page }, testInfo) => {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(unique(testInfo, "Padaria Sol"));
  await page.getByLabel("Pessoa jurídica (CNPJ)").check();
  await page.getByLabel("CPF", { exact: true }).fill("11.222.333/0001-82");
  await submit(page, "Salvar cliente");
  await expect(page.getByText("Insira um CNPJ válido.")).toBeVisible();
  await page.getByLabel("CNPJ", { exact: true }).fill("11.222.333/0001-81");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  await expect(page.getByLabel("CNPJ", { exact: true })).toHaveValue("11.222.333/0001-81");
});

test("cliente de outra empresa ou id inventado: 404", async ({ page }) => {
  const res = await page.goto("/cliente/editar/00000000-0000-7000-8000-000000000000");
  expect(res?.status()).toBe(404);
});

test("Histórico paginado: 10 por vez, 'Carregar mais' mostra os anteriores", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(unique(testInfo, "Cliente Historico"));
  await submit(page, "Salvar cliente");
  for (let n = 1; n <= 11; n++) {
    await page.getByLabel("Número").fill(String(n));
    await submit(page, "Salvar alterações");
  }
  const history = page.getByRole("region", { name: "Histórico" }).getByRole("listitem");
  await expect(history).toHaveCount(10);
  await expect(history.first()).toContainText("Número: 10 → 11");
  await page.getByRole("link", { name: "Carregar mais" }).click();
  await expect(history).toHaveCount(12);
  await expect(history.last()).toContainText("Cliente cadastrado");
  await expect(page.getByRole("link", { name: "Carregar mais" })).toHaveCount(0);
});
