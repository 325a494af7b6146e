// "Desfazer" after deleting items (issue 18, ADR 016), JS off and on: the delete's flash offers a
// small POST form; clicking it brings the card back to its column; a click after the window
// (RESTORE_WINDOW_MS, 15 s) gets a clear message and the card stays deleted, never a 500.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, deleteConfirmed, enterBoardMode, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

const DELETE_Q = "Deseja excluir permanentemente este item?";

test("excluir um item e desfazer: o cartão volta à coluna", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Desfazer item");
  await createSale(page, { name, amount: "700,00" });
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);
  await deleteConfirmed(page.getByRole("form", { name: "Excluir" }), "Excluir item", DELETE_Q);
  const flash = page.getByRole("status");
  await expect(flash).toHaveText("1 item excluído · Desfazer");
  await expect(card(page, name)).toHaveCount(0);

  await flash.getByRole("button", { name: "Desfazer" }).click();
  await expect(page.getByRole("status")).toHaveText("Exclusão desfeita: os itens voltaram ao quadro.");
  await expect(card(column(page, "Contato"), name)).toHaveCount(1);
  // And it stays back after a reload (the read models, not the page, hold it).
  await page.reload();
  await expect(card(column(page, "Contato"), name)).toHaveCount(1);
});

test("excluir selecionados e desfazer: todos voltam", async ({ page }, testInfo) => {
  const a = unique(testInfo, "Desfazer lote A");
  const b = unique(testInfo, "Desfazer lote B");
  await createSale(page, { name: a, amount: "100,00" });
  await createSale(page, { name: b, amount: "200,00" });
  await enterBoardMode(page, "Selecionar");
  await page.getByLabel(`Selecionar ${a}`).check();
  await page.getByLabel(`Selecionar ${b}`).check();
  await deleteConfirmed(
    page.getByRole("form", { name: "Itens selecionados" }),
    "Excluir selecionados",
    "Deseja excluir permanentemente os itens selecionados?",
  );
  const flash = page.getByRole("status");
  await expect(flash).toHaveText("2 itens excluídos · Desfazer");
  await expect(card(page, a)).toHaveCount(0);
  await flash.getByRole("button", { name: "Desfazer" }).click();
  await expect(page.getByRole("status")).toHaveText("Exclusão desfeita: os itens voltaram ao quadro.");
  await expect(card(column(page, "Contato"), a)).toHaveCount(1);
  await expect(card(column(page, "Contato"), b)).toHaveCount(1);
});

test("desfazer depois do prazo responde com uma mensagem clara", async ({ page }, testInfo) => {
  test.slow();
  const name = unique(testInfo, "Desfazer tarde");
  await createSale(page, { name, amount: "300,00" });
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await deleteConfirmed(page.getByRole("form", { name: "Excluir" }), "Excluir item", DELETE_Q);
  const flash = page.getByRole("status");
  await expect(flash).toHaveText("1 item excluído · Desfazer");
  if (test.info().project.use.javaScriptEnabled === false) {
    // Without JS the flash stays on the page: its button, clicked after the window.
    await page.waitForTimeout(16_000);
    await flash.getByRole("button", { name: "Desfazer" }).click();
  } else {
    // With JS the toast leaves after ~10 s: the same form's fields, posted after the window.
    const fields = await flash
      .locator("form input[type=hidden]")
      .evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value]));
    await page.waitForTimeout(16_000);
    const res = await page.request.post("/itens/desfazer-exclusao", { form: Object.fromEntries(fields), maxRedirects: 0 });
    expect(res.status()).toBe(302);
    await page.goto(res.headers()["location"]!);
  }
  await expect(page.getByRole("status")).toHaveText("O prazo para desfazer a exclusão acabou: o item continua excluído.");
  await expect(card(page, name)).toHaveCount(0);
});
