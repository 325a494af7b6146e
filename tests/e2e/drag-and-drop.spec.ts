// Drag and drop on the board (JavaScript only): SortableJS, in its native HTML5 mode, moves a card
// from Contato to Negociação with real mouse moves; the page shows the move at once (optimistic,
// from useFetchers) while the fetcher's POST is held back, and the move is persisted.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, drag, history, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "arrastar e soltar precisa de JavaScript");

test("arrastar um cartão de Contato para Negociação", async ({ page }, testInfo) => {
  const sale = { name: unique(testInfo, "Arrasto"), amount: "4.321,00" };
  await createSale(page, sale);
  const contato = column(page, "Contato");
  const negociacao = column(page, "Negociação");
  await expect(card(contato, sale.name)).toHaveCount(1);
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();

  // Hold the fetcher's POST until the optimistic state has been seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let seen!: (form: Record<string, string>) => void;
  const posted = new Promise<Record<string, string>>((r) => (seen = r));
  await page.route(/\/vendas\/funil\/[0-9a-f-]{36}\.data/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    seen(Object.fromEntries(new URLSearchParams(route.request().postData() ?? "")));
    await held;
    await route.continue();
  });

  await drag(page, card(contato, sale.name).locator(".drag-handle"), negociacao.locator("ul.cards"));

  // Optimistic: in Negociação, marked pending, before the server has answered.
  await expect(card(negociacao, sale.name)).toHaveCount(1);
  await expect(card(negociacao, sale.name)).toHaveAttribute("aria-busy", "true");
  await expect(card(contato, sale.name)).toHaveCount(0);
  const form = await posted;
  expect(form).toMatchObject({ intent: "move", column: await negociacao.getAttribute("data-column-id") });
  expect(form.commandId).toMatch(/^[0-9a-f-]{36}$/);

  const answered = page.waitForResponse((r) => r.request().method() === "POST" && /\/vendas\/funil\//.test(r.url()));
  release();
  expect((await answered).ok()).toBe(true);
  await expect(card(negociacao, sale.name)).not.toHaveAttribute("aria-busy", "true");
  await page.unroute(/\/vendas\/funil\/[0-9a-f-]{36}\.data/);

  // Persisted.
  await page.reload();
  await expect(card(negociacao, sale.name)).toHaveCount(1);
  await expect(card(contato, sale.name)).toHaveCount(0);

  await card(negociacao, sale.name).getByRole("link", { name: sale.name }).click();
  await expect(history(page).filter({ hasText: "Movido de" })).toHaveText(/^Movido de Contato para Negociação por Gerente Demo, /);
});
