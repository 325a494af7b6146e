// A drag and drop whose POST never reaches the server (network cut after the drop): the board
// stays (no error page), the card goes back to its column with "Não foi possível mover · Tentar
// de novo", the scroll is kept, and "Tentar de novo" sends the same move once the network is back.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, drag, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "arrastar e soltar precisa de JavaScript");

const MOVE_POST = /\/vendas\/funil\/[0-9a-f-]{36}\.data/;

test("um arrasto que falha na rede devolve o cartão com Tentar de novo", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Arrasto sem rede");
  await createSale(page, { name, amount: "2.100,00" });
  const contato = column(page, "Contato");
  const negociacao = column(page, "Negociação");
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();

  const aborted: string[] = [];
  await page.route(MOVE_POST, (route) => {
    if (route.request().method() !== "POST") return route.continue();
    aborted.push(route.request().postData() ?? "");
    return route.abort("internetdisconnected");
  });
  await drag(page, card(contato, name).locator(".drag-handle"), negociacao.locator("ul.cards"));
  const scrolled = await page.evaluate(() => ({ y: window.scrollY, x: document.querySelector(".board")?.scrollLeft ?? 0 }));

  // Back in its column with the message and the retry button; the board is still there.
  const failed = card(contato, name);
  await expect(failed.getByRole("alert")).toHaveText(/Não foi possível mover/);
  await expect(failed.getByRole("button", { name: "Tentar de novo" })).toBeVisible();
  await expect(card(negociacao, name)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Funil de vendas", level: 1 })).toBeVisible();
  expect(aborted).toHaveLength(1);
  expect(await page.evaluate(() => ({ y: window.scrollY, x: document.querySelector(".board")?.scrollLeft ?? 0 }))).toEqual(scrolled);

  // Network back: the retry moves it, once.
  await page.unroute(MOVE_POST);
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && MOVE_POST.test(r.url()));
  await failed.getByRole("button", { name: "Tentar de novo" }).click();
  expect((await answered).ok()).toBe(true);
  await expect(card(negociacao, name)).toHaveCount(1);
  await expect(card(negociacao, name).getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(card(negociacao, name)).toHaveCount(1);
  await expect(card(contato, name)).toHaveCount(0);
});

test("o formulário Mover do cartão, com a rede cortada, também devolve o cartão", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Mover sem rede");
  await createSale(page, { name, amount: "1.100,00" });
  const contato = column(page, "Contato");
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();
  await page.route(MOVE_POST, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));

  const own = card(contato, name);
  await own.locator("details summary").click();
  await own.getByLabel("Mover para").selectOption({ label: "Negociação" });
  await own.getByRole("button", { name: "Mover", exact: true }).click();
  await expect(card(contato, name).getByRole("alert")).toHaveText(/Não foi possível mover/);
  await expect(page.getByRole("heading", { name: "Funil de vendas", level: 1 })).toBeVisible();

  await page.unroute(MOVE_POST);
  await card(contato, name).getByRole("button", { name: "Tentar de novo" }).click();
  await expect(card(column(page, "Negociação"), name)).toHaveCount(1);
  await expect(card(column(page, "Negociação"), name).getByRole("alert")).toHaveCount(0);
});

test("um movimento que o servidor não conclui (erro 500) também volta, e Tentar de novo reenvia o mesmo comando", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Arrasto erro 500");
  await createSale(page, { name, amount: "1.300,00" });
  const contato = column(page, "Contato");
  const negociacao = column(page, "Negociação");
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();

  const posted: string[] = [];
  await page.route(MOVE_POST, (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posted.push(new URLSearchParams(route.request().postData() ?? "").get("commandId") ?? "");
    return posted.length === 1 ? route.fulfill({ status: 500, body: "Unexpected Server Error" }) : route.continue();
  });
  await drag(page, card(contato, name).locator(".drag-handle"), negociacao.locator("ul.cards"));
  await expect(card(contato, name).getByRole("alert")).toHaveText(/Não foi possível mover/);
  await expect(page.getByRole("heading", { name: "Funil de vendas", level: 1 })).toBeVisible();

  const answered = page.waitForResponse((r) => r.request().method() === "POST" && MOVE_POST.test(r.url()));
  await card(contato, name).getByRole("button", { name: "Tentar de novo" }).click();
  expect((await answered).ok()).toBe(true);
  await expect(card(negociacao, name)).toHaveCount(1);
  expect(posted).toHaveLength(2);
  expect(posted[1]).toBe(posted[0]);
  expect(posted[0]).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await expect(card(negociacao, name)).toHaveCount(1);
});
