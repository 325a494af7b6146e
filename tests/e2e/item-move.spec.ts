// The item page's "Mover" form (spec part 2 §2): it was broken with JS off and on while the suite
// stayed green, because nothing submitted it. This journey moves a sale from its own page and
// checks the effect where a user sees it: the item's Coluna and the board.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

test("mover uma venda pela página do item", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Mover item");
  await createSale(page, { name, amount: "1.500,00" });
  const board = new URL(page.url()).pathname;
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);
  const itemUrl = new URL(page.url()).pathname;

  const move = page.getByRole("form", { name: "Mover" });
  await move.getByLabel("Mover para").selectOption({ label: "Negociação" });
  await move.getByLabel("Posição").fill("1");
  await move.getByRole("button", { name: "Mover" }).click();

  await expect(page).toHaveURL(new RegExp(`${itemUrl}$`));
  await expect(page.getByRole("status")).toHaveText("Item movido: a coluna nova está em Informações.");
  await expect(page.locator("dl.info dt:text-is('Coluna') + dd")).toHaveText("Negociação");

  await page.goto(board);
  await expect(card(column(page, "Negociação"), name)).toHaveCount(1);
  await expect(card(column(page, "Contato"), name)).toHaveCount(0);

  // And back, from the item page opened on another tab (the form posts to the URL with its query).
  await page.goto(`${itemUrl}?aba=historico`);
  await move.getByLabel("Mover para").selectOption({ label: "Contato" });
  await move.getByRole("button", { name: "Mover" }).click();
  await expect(page).toHaveURL(new RegExp(`${itemUrl}$`));
  await expect(page.locator("dl.info dt:text-is('Coluna') + dd")).toHaveText("Contato");
  await page.goto(board);
  await expect(card(column(page, "Contato"), name)).toHaveCount(1);
  await expect(card(column(page, "Negociação"), name)).toHaveCount(0);
});
