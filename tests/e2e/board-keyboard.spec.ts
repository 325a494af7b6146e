// Moving a card with the keyboard (issue 18, "Drag and drop that survives"): the card is one tab
// stop; Space picks it up, the arrows choose the column and the position, Space drops it, Esc puts
// it back; each step is read out by the board's aria-live region, and the drop sends the same move
// command as the "Mover" form (the next page has the card in its new column). JS only: without JS
// the card's "Mover" form is the keyboard path (item-move.spec.ts, drag-and-drop.spec.ts).
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "o teclado move cartões com JavaScript; sem JS o formulário Mover do cartão é o caminho");

test("Espaço pega o cartão, as setas escolhem a coluna, Espaço solta e a mudança fica", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Teclado move");
  await createSale(page, { name, amount: "3.300,00" });
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();
  const live = page.locator("[data-board-live]");

  const own = card(column(page, "Contato"), name);
  // One tab stop per card: the card itself.
  await expect(own).toHaveAttribute("tabindex", "0");
  await own.focus();
  await expect(own).toBeFocused();
  await page.keyboard.press("Space");
  await expect(live).toHaveText(new RegExp(`Cartão ${name} levantado em Contato`));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  // Drawn in its target column while lifted, focus kept on it; nothing sent yet.
  await expect(live).toHaveText(/^Negociação, posição \d+\.$/);
  const lifted = card(column(page, "Negociação"), name);
  await expect(lifted).toHaveClass(/lifted/);
  await expect(lifted).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(live).toHaveText("Negociação, posição 1.");

  const answered = page.waitForResponse((r) => r.request().method() === "POST" && /\/vendas\/funil\//.test(r.url()));
  await page.keyboard.press("Space");
  expect((await answered).ok()).toBe(true);
  await expect(live).toHaveText(`Cartão ${name} movido para Negociação, posição 1.`);
  await expect(card(column(page, "Negociação"), name)).not.toHaveClass(/lifted|pending/);
  await expect(card(column(page, "Negociação"), name)).toBeFocused();

  // The next page: the card stays in its new column, first.
  await page.reload();
  await expect(card(column(page, "Negociação"), name)).toHaveCount(1);
  await expect(card(column(page, "Contato"), name)).toHaveCount(0);
  await expect(column(page, "Negociação").locator("li.kcard").first()).toContainText(name);
});

test("Esc devolve o cartão levantado sem enviar nada", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Teclado cancela");
  await createSale(page, { name, amount: "1.200,00" });
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await card(column(page, "Contato"), name).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(card(column(page, "Proposta"), name)).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-board-live]")).toHaveText(`Movimento cancelado. Cartão ${name} de volta em Contato.`);
  await expect(card(column(page, "Contato"), name)).toBeFocused();
  await expect(card(column(page, "Proposta"), name)).toHaveCount(0);
  await page.reload();
  await expect(card(column(page, "Contato"), name)).toHaveCount(1);
  expect(posts).toEqual([]);
});
