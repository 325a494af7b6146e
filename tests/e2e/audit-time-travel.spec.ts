// "Ver como estava em …" (issue 5), JavaScript off and on: from the item panel and the board to
// the item/board folded at an instant; an instant before the item existed does not show it.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

test("item e quadro como estavam em um instante", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Auditado");
  await createSale(page, { name, amount: "3.210,00", validity: "31/12/2099" });
  await expect(page.getByRole("link", { name: "Ver como estava em …" })).toBeVisible();
  const boardUrl = page.url();
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);

  await page.getByRole("link", { name: "Ver como estava em …" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Item como estava em");
  await expect(page.locator("dl.info dt:text-is('Valor') + dd")).toHaveText(/3\.210,00/);
  await expect(page.locator("dl.info dt:text-is('Coluna') + dd")).toHaveText("Contato");
  await expect(page.locator("ol.history li").first()).toContainText("Criado na coluna Contato");

  await page.getByRole("link", { name: "Ver o quadro neste instante" }).click();
  await expect(page).toHaveURL(/\/auditoria\/quadro\/vendas/);
  await expect(page.getByRole("region", { name: "Coluna Contato" }).getByRole("link", { name: new RegExp(name) })).toBeVisible();

  // Two days ago (São Paulo time): the board existed (demo seed, 30 days ago), this item did not.
  const local = new Date(Date.now() - 2 * 86_400_000 - 3 * 3600_000).toISOString().slice(0, 16);
  await page.getByLabel("Ver como estava em").fill(local);
  await page.getByRole("button", { name: "Ver", exact: true }).click();
  await expect(page).toHaveURL(/em=/);
  await expect(page.getByRole("region", { name: "Coluna Contato" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);

  // The board page links here too.
  await page.goto(boardUrl);
  await page.getByRole("link", { name: "Ver como estava em …" }).click();
  await expect(page).toHaveURL(/\/auditoria\/quadro\/vendas$/);
});

test("exportação para auditoria: erros por campo e arquivo íntegro", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "a download over HTTP: once is enough");
  await page.goto("/auditoria/exportacao");
  // dd/mm/aaaa text fields (ADR 019), not the browser's date input.
  await expect(page.getByLabel("De", { exact: true })).toHaveAttribute("placeholder", "dd/mm/aaaa");
  await expect(page.getByLabel("De", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Até").fill("01/01/2020");
  await page.getByLabel("De", { exact: true }).fill("01/01/2021");
  await page.getByRole("button", { name: "Exportar" }).click();
  await expect(page.getByText("A data final deve ser igual ou posterior à inicial.")).toBeVisible();
  await expect(page.getByLabel("De", { exact: true })).toHaveValue("01/01/2021");
  await page.getByLabel("De", { exact: true }).fill("31/02/2021");
  await page.getByRole("button", { name: "Exportar" }).click();
  await expect(page.getByText("Data inválida.")).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  const res = await page.request.get(`/auditoria/exportacao-arquivo?de=2000-01-01&ate=${today}&formato=jsonl`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-disposition"]).toContain("attachment");
  const text = await res.text();
  const { verifyLines } = await import("../../audit/verify");
  const lines = text.split("\n").filter((l, i, a) => i < a.length - 1 || l !== "");
  const result = await verifyLines(lines);
  expect(result).toMatchObject({ ok: true, format: "jsonl" });
  expect(result.ok && result.events).toBeGreaterThan(10);
  const flipped = [...lines];
  flipped[3] = flipped[3].replace(/"type":"(\w)/, (_m, c) => `"type":"${c === "X" ? "Y" : "X"}`);
  expect((await verifyLines(flipped)).ok).toBe(false);
});

test("exportação: sem JS conta os eventos do período; com JS mostra o progresso e baixa o arquivo íntegro", async ({ page, javaScriptEnabled }) => {
  const today = new Date().toISOString().slice(0, 10).split("-").reverse().join("/");
  await page.goto("/auditoria/exportacao");
  await page.getByLabel("De", { exact: true }).fill("01/01/2000");
  await page.getByLabel("Até").fill(today);
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Contar eventos" }).click();
    await expect(page).toHaveURL(/\/auditoria\/exportacao\?/);
    await expect(page.getByRole("status")).toHaveText(/^[\d.]+ eventos no período\.$/);
    const n = Number((await page.getByRole("status").innerText()).replace(/\D/g, ""));
    expect(n).toBeGreaterThan(10);
    return;
  }
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar" }).click();
  const file = await download;
  await expect(page.getByText("Exportação concluída")).toBeVisible();
  await expect(page.locator("#export-progress")).toHaveAttribute("max", /^\d+$/);
  const { readFileSync } = await import("node:fs");
  const text = readFileSync((await file.path())!, "utf8");
  const { verifyLines } = await import("../../audit/verify");
  const result = await verifyLines(text.split("\n").filter((l, i, a) => i < a.length - 1 || l !== ""));
  expect(result).toMatchObject({ ok: true, format: "jsonl" });
});
