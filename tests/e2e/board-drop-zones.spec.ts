// While a card is dragged on the sales board (issue 18): the column under it is highlighted and the
// "Ganho" / "Perdido" drop zones appear; dropping on Perdido asks the required loss reason (the
// item page's list and message), on Ganho the power and UC type; the answer is the item page with
// the sale won or lost. JS only (drag and drop); without JS the item page's forms do the same.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, situation, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "arrastar e soltar precisa de JavaScript");

/** Presses on the card's handle, moves until the drag has started, then onto the zone and releases. */
async function dragToZone(page: Page, name: string, zone: "Ganho" | "Perdido", check?: () => Promise<void>) {
  const handle = card(column(page, "Contato"), name).locator(".drag-handle");
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const x0 = from.x + from.width / 2;
  const y0 = from.y + from.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(x0 + i * 5, y0 + i * 3, { steps: 2 });
  await expect(page.locator(".board[data-dragging]")).toBeAttached();
  if (check) await check();
  const target = (await page.locator(".drop-zone", { hasText: zone }).boundingBox())!;
  const x1 = target.x + target.width / 2;
  const y1 = target.y + target.height / 2;
  for (let i = 1; i <= 10; i++) await page.mouse.move(x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10, { steps: 2 });
  await page.mouse.up();
}

test("soltar em Perdido pede o motivo obrigatório e marca a venda como perdida", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Solta perdido");
  await createSale(page, { name, amount: "4.000,00" });
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();
  await expect(page.locator(".drop-zone", { hasText: "Perdido" })).toBeHidden();

  await dragToZone(page, name, "Perdido", async () => {
    // Both zones shown while dragging; the column under the card is highlighted.
    await expect(page.locator(".drop-zone", { hasText: "Ganho" })).toBeVisible();
    await expect(page.locator(".drop-zone", { hasText: "Perdido" })).toBeVisible();
    const outline = await column(page, "Contato").evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe("dashed");
    expect(await column(page, "Negociação").evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("dashed");
  });
  const dialog = page.getByRole("dialog", { name: "Venda Perdida" });
  await expect(dialog).toBeVisible();
  await expect(page.locator(".board[data-dragging]")).toHaveCount(0);
  // The card is still in its column until the reason is given.
  await expect(card(column(page, "Contato"), name)).toHaveCount(1);

  // No reason: the item page's own message beside its field.
  await dialog.getByRole("button", { name: "Marcar como perdida" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Selecione o motivo da perda.")).toBeVisible();
  await expect(situation(page)).not.toHaveText(/Perdida/);

  // Again, with a reason.
  await page.goBack();
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();
  await dragToZone(page, name, "Perdido");
  await dialog.getByLabel("Motivo da perda").selectOption("Concorrência");
  await dialog.getByRole("button", { name: "Marcar como perdida" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(situation(page)).toHaveText(/Perdida/);
  await expect(page.getByText("Concorrência").first()).toBeVisible();
});

test("soltar em Ganho pede potência e tipo de UC e marca a venda como ganha; Cancelar não muda nada", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Solta ganho");
  await createSale(page, { name, amount: "5.000,00" });
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();

  await dragToZone(page, name, "Ganho");
  const dialog = page.getByRole("dialog", { name: "Venda Ganha" });
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(column(page, "Contato"), name)).toHaveCount(1);

  await dragToZone(page, name, "Ganho");
  await dialog.getByLabel("Potência (kWp)").fill("6,5");
  await dialog.getByLabel("Tipo de UC").selectOption("Residencial");
  await dialog.getByRole("button", { name: "Marcar como ganha" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(situation(page)).toHaveText(/Ganha/);
  // Off the board's columns now.
  await page.goBack();
  await page.reload();
  await expect(card(column(page, "Contato"), name)).toHaveCount(0);
});
