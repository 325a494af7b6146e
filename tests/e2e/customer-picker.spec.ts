// The new-item forms' type-ahead customer picker (issue 18): a sale made by typing part of a
// customer's name (without JS: "Buscar" and a radio button; with JS: the combobox), "+ Criar
// cliente" and back with the customer chosen, and a name typed but not chosen is refused.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createCustomerFromPicker, createSale, pickCustomer, submit, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

async function newCustomer(page: import("@playwright/test").Page, name: string) {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\//);
}

test("venda com cliente escolhido digitando parte do nome", async ({ page }, testInfo) => {
  const customer = unique(testInfo, "Cliente Ipê Amarelo");
  const sale = unique(testInfo, "Venda Picker");
  await newCustomer(page, customer);
  await page.goto("/vendas/registro");
  await expect(page.getByLabel("Cliente", { exact: true })).toHaveCount(0); // no select of every customer
  await page.getByLabel("Nome da venda").fill(sale);
  await page.getByLabel("Valor (R$)").fill("8.000,00");
  // Part of the name, without its accent and in lower case.
  await pickCustomer(page, customer, customer.slice(8).replace("Ipê", "ipe"));
  // Without JS "Buscar" posted the form: the typed values stayed.
  await expect(page.getByLabel("Nome da venda")).toHaveValue(sale);
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/funil\//);
  await expect(card(column(page, "Contato"), sale)).toContainText(`Cliente: ${customer}`);
});

test("+ Criar cliente e de volta à venda com o cliente escolhido", async ({ page }, testInfo) => {
  const customer = unique(testInfo, "Cliente Novo Picker");
  const sale = unique(testInfo, "Venda Cliente Novo");
  await page.goto("/vendas/registro");
  await createCustomerFromPicker(page, customer);
  await expect(page.getByRole("status")).toHaveText("Cliente salvo com sucesso.");
  await page.getByLabel("Nome da venda").fill(sale);
  await page.getByLabel("Valor (R$)").fill("1.000,00");
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/funil\//);
  await expect(card(column(page, "Contato"), sale).getByRole("link", { name: customer, exact: true })).toHaveAttribute(
    "href",
    /^\/cliente\/editar\/[0-9a-f-]{36}$/,
  );
});

test("nome digitado sem escolher um cliente é recusado; nada é criado", async ({ page }, testInfo) => {
  const sale = unique(testInfo, "Venda Sem Escolha");
  await page.goto("/vendas/registro");
  const search = page.getByLabel("Buscar cliente");
  if (testInfo.project.use.javaScriptEnabled !== false) await expect(search).toHaveAttribute("role", "combobox");
  await page.getByLabel("Nome da venda").fill(sale);
  await page.getByLabel("Valor (R$)").fill("1.000,00");
  await search.fill("Ninguém com este nome zzz");
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page.getByText("Escolha um cliente da lista ou limpe a busca.")).toBeVisible();
  await expect(page.getByLabel("Nome da venda")).toHaveValue(sale);
  await page.goto("/vendas/registro");
  await expect(page.getByRole("link", { name: sale })).toHaveCount(0);
});

test("combobox: setas e Enter escolhem; só clientes da empresa", async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "the combobox needs JS");
  const a = unique(testInfo, "Cliente Jacarandá Um");
  const b = unique(testInfo, "Cliente Jacarandá Dois");
  await newCustomer(page, a);
  await newCustomer(page, b);
  await page.goto("/vendas/registro");
  const search = page.getByRole("combobox", { name: "Buscar cliente" });
  await search.fill("jacaranda");
  const list = page.getByRole("listbox", { name: "Clientes encontrados" });
  await expect(list.getByRole("option", { name: b, exact: true })).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  // Options by name: "... Dois ..." before "... Um ...". The first is active; ArrowDown moves on.
  await expect(list.getByRole("option", { selected: true })).toHaveText(b);
  await search.press("ArrowDown");
  await expect(list.getByRole("option", { selected: true })).toHaveText(a);
  const active = await search.getAttribute("aria-activedescendant");
  expect(active).toBe(await list.getByRole("option", { name: a, exact: true }).getAttribute("id"));
  await search.press("Enter");
  await expect(page).toHaveURL(/\/vendas\/registro$/); // Enter picked, it did not submit
  await expect(page.getByRole("radio", { name: a, exact: true })).toBeChecked();
  await expect(search).toHaveAttribute("aria-expanded", "false");
  // The resource route answers within the company only.
  const res = await page.request.get(`/clientes/busca?q=${encodeURIComponent("jacaranda")}`);
  const names = ((await res.json()) as { customers: { name: string }[] }).customers.map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining([a, b]));
});

test("editar a venda: o cliente se troca pelo seletor (sem lista de todos) e + Criar cliente volta ao item", async ({ page }, testInfo) => {
  const first = unique(testInfo, "Cliente Aroeira");
  const second = unique(testInfo, "Cliente Sibipiruna");
  const third = unique(testInfo, "Cliente Quaresmeira");
  const sale = unique(testInfo, "Venda Troca Cliente");
  await newCustomer(page, second);
  await createSale(page, { name: sale, amount: "2.000,00", customerName: first });
  await card(column(page, "Contato"), sale).getByRole("link", { name: sale, exact: true }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}$/);
  const info = page.locator("dt", { hasText: /^Cliente$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(info).toHaveText(first);

  await page.locator("summary", { hasText: "Editar venda" }).click();
  await expect(page.getByLabel("Cliente", { exact: true })).toHaveCount(0); // no select of every customer
  await expect(page.getByLabel("Novo cliente (nome)")).toHaveCount(0);
  await expect(page.getByRole("radio", { name: first, exact: true })).toBeChecked();
  // No customer ticked and a name typed but not chosen: refused, and the item keeps its customer.
  await page.getByRole("radio", { name: "Nenhum cliente", exact: true }).check();
  await page.getByLabel("Buscar cliente").fill("Ninguém com este nome zzz");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Escolha um cliente da lista ou limpe a busca.")).toBeVisible();
  await expect(info).toHaveText(first);
  await page.getByLabel("Buscar cliente").fill("");

  await pickCustomer(page, second, second.slice(8).replace("Sibipiruna", "sibipiruna"));
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Alterações do item salvas.")).toBeVisible();
  await expect(info).toHaveText(second);

  // "+ Criar cliente" from the edit form: back on the item, the form open with the new customer chosen.
  await page.locator("summary", { hasText: "Editar venda" }).click();
  await createCustomerFromPicker(page, third);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Alterações do item salvas.")).toBeVisible();
  await expect(info).toHaveText(third);
});
