// Issue 18's leftover looks, JavaScript off (the layout is the server's): the dashboard's numbers
// come before the banners on /inicio, the webhook form's event checkboxes sit beside their labels,
// and the item page shows the item's number, not its raw UUID.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "server-rendered layout: run once");

test("início: os números do painel vêm antes dos banners", async ({ page }) => {
  await page.goto("/inicio");
  const conversion = await page.getByTestId("conversion").boundingBox();
  const banners = await page.getByRole("region", { name: "Novidades" }).boundingBox();
  expect(conversion && banners).toBeTruthy();
  expect(conversion!.y).toBeLessThan(banners!.y);
});

test("webhooks: cada caixa de evento fica ao lado do seu rótulo", async ({ page }) => {
  await page.goto("/configuracoes/webhooks");
  const form = page.getByRole("form", { name: "Novo webhook" });
  const box = await form.getByRole("checkbox", { name: "Negócio ganho" }).boundingBox();
  const label = await form.locator("label", { hasText: "Negócio ganho" }).boundingBox();
  expect(box && label).toBeTruthy();
  // A box of its own size that starts the label's line (not stretched over the form, pushing the text away).
  expect(box!.width).toBeLessThan(40);
  expect(Math.abs(box!.x - label!.x)).toBeLessThan(8);
  expect(Math.abs(box!.y + box!.height / 2 - (label!.y + label!.height / 2))).toBeLessThan(8);
});

test("página do item: mostra o número, não o identificador interno", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Sem UUID");
  await createSale(page, { name, amount: "1.000,00" });
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/#\d{5}/);
  const url = new URL(page.url());
  const id = url.pathname.split("/").pop()!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.locator("main")).not.toContainText(id);
});
