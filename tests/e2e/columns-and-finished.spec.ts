// Column management on a board (add, rename, move, delete moving its items) and the finished list
// with its filters. Columns change the board for everyone on the shared database, so this runs in
// the js-off project only (the forms are the same with JS).
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, deleteConfirmed, enterBoardMode, openMoveForm, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "shared board state: run once");

test("colunas: adicionar, renomear, mover e excluir levando os itens", async ({ page }, testInfo) => {
  const title = unique(testInfo, "Revisão").slice(0, 30);
  const renamed = `${title} B`;
  const item = unique(testInfo, "Contrato social");
  await page.goto("/inicio");
  await page.getByRole("link", { name: "Quadro administrativo" }).click();

  await enterBoardMode(page, "Editar funil");
  await page.getByText("Adicionar coluna", { exact: true }).first().click();
  const add = page.getByRole("form", { name: "Adicionar coluna" });
  await add.getByLabel("Título").fill(title);
  await add.getByLabel("Dias até inatividade").fill("4");
  await add.getByRole("button", { name: "Adicionar coluna" }).click();
  await expect(column(page, title)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Coluna criada." })).toBeVisible();

  const opts = column(page, title).locator("details.column-options");
  await opts.locator("summary").click();
  const edit = page.getByRole("form", { name: `Editar coluna ${title}` });
  await edit.getByLabel("Título").fill(renamed);
  await edit.getByRole("button", { name: "Salvar coluna" }).click();
  await expect(column(page, renamed)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Coluna renomeada." })).toBeVisible();

  // The new column is last; moving it left puts it before "Aguardando".
  const headings = () => page.locator("section.column h2").allTextContents();
  expect((await headings()).at(-1)).toBe(renamed);
  await column(page, renamed).locator("details.column-options summary").click();
  await page.getByRole("button", { name: `Mover coluna ${renamed} para a esquerda` }).click();
  expect((await headings()).at(-2)).toBe(renamed);

  await page.goto("/administrativo/registro");
  await page.getByLabel("Nome (item)").fill(item);
  await page.getByLabel("Valor (R$)").fill("150");
  await page.getByLabel("Coluna").selectOption({ label: renamed });
  await page.getByRole("button", { name: "Salvar item" }).click();
  await expect(card(column(page, renamed), item)).toBeVisible();
  await enterBoardMode(page, "Editar funil");

  await column(page, renamed).locator("details.column-options summary").click();
  const del = page.getByRole("form", { name: `Excluir coluna ${renamed}` });
  await del.getByLabel("Mover os itens para").selectOption({ label: "A fazer" });
  await deleteConfirmed(del, "Excluir coluna", "Deseja excluir permanentemente esta coluna? Os itens dela vão para a coluna escolhida.");
  await expect(column(page, renamed)).toHaveCount(0);
  await expect(card(column(page, "A fazer"), item)).toBeVisible();
});

test("coluna sem título mostra o erro em pt-BR", async ({ page }) => {
  await page.goto("/inicio");
  await page.getByRole("link", { name: "Quadro de instalações" }).click();
  await enterBoardMode(page, "Editar funil");
  await page.getByText("Adicionar coluna", { exact: true }).first().click();
  const add = page.getByRole("form", { name: "Adicionar coluna" });
  await add.getByLabel("Título").fill("   ");
  await add.getByRole("button", { name: "Adicionar coluna" }).click();
  // ADR 019: the summary names the field; the message is beside it.
  await expect(page.getByRole("alert").filter({ hasText: "Corrija 1 campo:" })).toContainText("Título");
  await expect(page.getByRole("form", { name: "Adicionar coluna" }).getByLabel("Título")).toHaveAccessibleDescription("Campo obrigatório.");
});

test("finalizadas: venda ganha aparece com filtro e busca", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Galpão finalizado");
  await createSale(page, { name, amount: "1.000,00" });
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  const win = page.getByRole("form", { name: "Venda Ganha" });
  await win.getByLabel("Potência (kWp)").fill("3,2");
  await win.getByLabel("Tipo de UC").selectOption("Comercial");
  await win.getByRole("button", { name: "Marcar como ganha" }).click();
  await expect(page.locator("dl.info")).toContainText("Venda Ganha");

  await page.goto("/vendas/finalizadas?status=CLOSED");
  await page.getByLabel("Buscar").fill(name.toUpperCase());
  await page.getByRole("button", { name: "Filtrar" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Venda Ganha");
  await expect(row).toContainText("R$ 1.000,00");

  await page.goto(`/vendas/finalizadas?status=LOST&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("status")).toContainText("NENHUM RESULTADO");
});

test("busca sem acento e maiúsculas, e filtro de temperatura no quadro", async ({ page }) => {
  await page.goto("/inicio");
  await page.getByRole("link", { name: "Funil de vendas" }).click();
  await page.getByLabel("Buscar").fill("RESIDENCIA ana");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.locator("li.kcard a.name", { hasText: "Residência Ana 5 kWp" })).toBeVisible();
  await expect(page.locator("li.kcard a.name", { hasText: "Padaria 30 kWp" })).toHaveCount(0);

  await page.getByLabel("Buscar").fill("");
  await page.getByLabel("Temperatura").selectOption({ label: "Quente" });
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/temp=2/);
  await expect(page.locator("li.kcard a.name", { hasText: "Padaria 30 kWp" })).toBeVisible();
  await expect(page.locator("li.kcard a.name", { hasText: "Residência Ana 5 kWp" })).toHaveCount(0);
});
