// Touch screens (issue 18: "a sideways swipe on a card starts a drag"): a card is picked up only
// after a long press (touch-drag.ts, ~400 ms without moving); a swipe that moves at once scrolls
// the columns and moves nothing. Touch is emulated (hasTouch) and driven through the DevTools
// protocol's touch events, which go through the browser's own input path (pointer events, panning).
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE, hasTouch: true });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "arrastar com o dedo precisa de JavaScript");

async function touchPath(page: Page, points: { x: number; y: number }[], holdMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = points;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [first] });
  if (holdMs) await page.waitForTimeout(holdMs);
  for (const p of rest) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [p] });
    await page.waitForTimeout(16);
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const steps = (from: { x: number; y: number }, to: { x: number; y: number }, n: number) =>
  Array.from({ length: n + 1 }, (_, i) => ({ x: from.x + ((to.x - from.x) * i) / n, y: from.y + ((to.y - from.y) * i) / n }));

async function centre(page: Page, name: string) {
  const own = card(column(page, "Contato"), name).locator(".drag-handle");
  await own.scrollIntoViewIfNeeded();
  const box = (await own.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

// Once flaky in the full suite: after the other specs' sales the Proposta list reached below the screen,
// and the drop aimed at its bottom (y 780) fell on the "Perdido" drop zone (fixed at the bottom centre
// while dragging), which opens the loss dialog and posts nothing. The drop now aims near the list's top.
test("um toque longo pega o cartão e o leva a outra coluna (tablet)", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = unique(testInfo, "Toque longo");
  await createSale(page, { name, amount: "2.200,00" });
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();
  const from = await centre(page, name);
  const target = (await column(page, "Proposta").locator("ul.cards").boundingBox())!;
  // Near the top of the list: its bottom (a long column reaches past the screen) would be under the
  // "Ganho"/"Perdido" drop zones, fixed at the bottom centre while a card is dragged (ADR 016).
  const to = { x: target.x + target.width / 2, y: Math.min(target.y + target.height - 8, target.y + 48) };
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && /\/vendas\/funil\//.test(r.url()));
  await touchPath(page, steps(from, to, 15), 600);
  expect((await answered).ok()).toBe(true);
  await page.reload();
  await expect(card(column(page, "Proposta"), name)).toHaveCount(1);
  await expect(card(column(page, "Contato"), name)).toHaveCount(0);
});

test("um deslize lateral rola as colunas e não move o cartão", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Deslize");
  await createSale(page, { name, amount: "2.300,00" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  const scroll = () =>
    page.evaluate(
      () => window.scrollX + (document.querySelector(".board")?.scrollLeft ?? 0) + (document.querySelector(".board")?.parentElement?.scrollLeft ?? 0),
    );
  const before = await scroll();
  const from = await centre(page, name);
  await touchPath(page, steps(from, { x: from.x - 250, y: from.y }, 12), 0);
  await expect(page.locator(".board[data-dragging]")).toHaveCount(0);
  await page.waitForTimeout(700);
  expect(posts).toEqual([]);
  expect(await scroll()).toBeGreaterThan(before);
  await page.reload();
  await expect(card(column(page, "Contato"), name)).toHaveCount(1);
});
