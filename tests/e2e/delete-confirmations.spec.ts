// Permanent deletes ask first (issue 18 #3): an item, the selected items, a column and a webhook.
// One click deletes nothing: without JS the question is a checkbox the form needs (the browser's
// `required`, and the action refuses a post without it); with JS a dialog asks, "Cancelar" keeps
// everything. Answered "yes", the delete happens and the next page says so.
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, deleteConfirmed, enterBoardMode, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

const Q = {
  item: "Deseja excluir permanentemente este item?",
  selected: "Deseja excluir permanentemente os itens selecionados?",
  column: "Deseja excluir permanentemente esta coluna? Os itens dela vão para a coluna escolhida.",
  webhook: "Deseja excluir permanentemente este webhook?",
};

/** One click on the delete button: JS off, the unticked checkbox stops it; JS on, the dialog asks and is cancelled. */
async function clickOnceAndCancel(page: Page, form: Locator, button: string, question: string) {
  const js = test.info().project.use.javaScriptEnabled !== false;
  if (js) await expect(form.locator('input[type="hidden"][name="confirm"]')).toBeAttached();
  const url = page.url();
  await form.getByRole("button", { name: button }).click();
  if (js) {
    const dialog = page.getByRole("dialog", { name: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
  } else {
    await expect(form.getByRole("checkbox", { name: question })).toHaveJSProperty("validity.valueMissing", true);
  }
  expect(page.url()).toBe(url);
}

test("excluir um item pede confirmação e avisa depois", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Excluir item");
  await createSale(page, { name, amount: "900,00" });
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);
  const itemPath = new URL(page.url()).pathname;
  const form = page.getByRole("form", { name: "Excluir" });

  await clickOnceAndCancel(page, form, "Excluir item", Q.item);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

  // A post without the confirmation (a stale page, a script) deletes nothing either.
  const csrf = await page.locator("input[name=csrf]").first().inputValue();
  const bare = await page.request.post(itemPath, { form: { intent: "delete", csrf, commandId: randomUUID() }, maxRedirects: 0 });
  expect(bare.status()).toBe(400);
  expect((await page.request.get(itemPath)).status()).toBe(200);

  await deleteConfirmed(form, "Excluir item", Q.item);
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status")).toHaveText("1 item excluído · Desfazer");
  await expect(card(page, name)).toHaveCount(0);
  expect((await page.request.get(itemPath)).status()).toBe(404);
});

test("excluir selecionados pede confirmação e avisa depois", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Excluir lote");
  await createSale(page, { name, amount: "800,00" });
  await enterBoardMode(page, "Selecionar");
  const bulk = page.getByRole("form", { name: "Itens selecionados" });
  await page.getByLabel(`Selecionar ${name}`).check();
  const js = test.info().project.use.javaScriptEnabled !== false;
  if (js) {
    await clickOnceAndCancel(page, bulk, "Excluir selecionados", Q.selected);
  } else {
    // The bulk form also sends (ENVIAR), so its checkbox is not `required`: the action refuses instead.
    await bulk.getByRole("button", { name: "Excluir selecionados" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Marque a confirmação para excluir." })).toBeVisible();
    await page.getByLabel(`Selecionar ${name}`).check();
  }
  await expect(card(column(page, "Contato"), name)).toHaveCount(1);

  await deleteConfirmed(bulk, "Excluir selecionados", Q.selected);
  await expect(page.getByRole("status")).toHaveText("1 item excluído · Desfazer");
  await expect(card(page, name)).toHaveCount(0);
});

test("excluir uma coluna pede confirmação e avisa depois", async ({ page }, testInfo) => {
  // A company board everyone shares: the pós-venda board, a column of this test's own.
  const title = unique(testInfo, "Temp").slice(0, 30);
  await page.goto("/inicio");
  await page.getByRole("link", { name: "Quadro de pós-venda" }).click();
  await enterBoardMode(page, "Editar funil");
  await page.getByText("Adicionar coluna", { exact: true }).first().click();
  const add = page.getByRole("form", { name: "Adicionar coluna" });
  await add.getByLabel("Título").fill(title);
  await add.getByRole("button", { name: "Adicionar coluna" }).click();
  await expect(column(page, title)).toBeVisible();

  await column(page, title).locator("details.column-options summary").click();
  const del = page.getByRole("form", { name: `Excluir coluna ${title}` });
  await clickOnceAndCancel(page, del, "Excluir coluna", Q.column);
  await expect(column(page, title)).toBeVisible();

  await deleteConfirmed(del, "Excluir coluna", Q.column);
  await expect(page.getByRole("status")).toHaveText("Coluna excluída; os itens dela foram movidos.");
  await expect(column(page, title)).toHaveCount(0);
});

test("excluir um webhook pede confirmação e avisa depois", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Hook");
  await page.goto("/configuracoes/webhooks");
  const form = page.getByRole("form", { name: "Novo webhook" });
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("URL").fill("https://93.184.215.14/girassol");
  await form.getByLabel(/Negócio ganho/).check();
  await form.getByLabel(/Segredo/).fill("segredo-e2e-123");
  await form.getByRole("button", { name: "Adicionar webhook" }).click();
  const section = page.getByRole("region", { name });
  await expect(section).toBeVisible();

  const del = section.getByRole("form", { name: `Excluir webhook ${name}` });
  await clickOnceAndCancel(page, del, "Excluir webhook", Q.webhook);
  await expect(section).toBeVisible();

  await deleteConfirmed(del, "Excluir webhook", Q.webhook);
  await expect(page.getByRole("status")).toHaveText("Webhook excluído permanentemente.");
  await expect(page.getByRole("region", { name })).toHaveCount(0);
});
