// Board bulk actions without JS: send selected items and a whole column to a vendor (who then sees
// them on their board), delete selected items (managers only). A company of its own, so the
// shared demo board is not disturbed.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { card, column, createSale, deleteConfirmed, enterBoardMode, signInAs } from "./support/app";
import { registerE2eCompany } from "./support/db";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain forms: run once");

async function company() {
  const tag = randomUUID().slice(0, 8);
  const manager = { name: "Gerente Lote", email: `lote-${tag}@lote.demo`, password: "Lote12345" };
  const vendor = { name: "Vendedora Lote", email: `vend-${tag}@lote.demo`, password: "Lote12345" };
  await registerE2eCompany({ name: "Solar Lote", plan: "ENTERPRISE", manager, vendor });
  return { manager, vendor };
}

test("enviar selecionados e uma coluna inteira; excluir selecionados", async ({ page }) => {
  const { manager, vendor } = await company();
  await signInAs(page, manager);
  for (const name of ["Lote A", "Lote B", "Lote C"]) await createSale(page, { name, amount: "100" });
  await createSale(page, { name: "Lote D", amount: "100", column: "Proposta" });
  await createSale(page, { name: "Lote E", amount: "100", column: "Proposta" });

  // Send two selected items (checkboxes and the selection bar belong to the "Selecionar" mode).
  await enterBoardMode(page, "Selecionar");
  await page.getByLabel("Selecionar Lote A").check();
  await page.getByLabel("Selecionar Lote B").check();
  const bulk = page.getByRole("form", { name: "Itens selecionados" });
  await bulk.getByLabel("Enviar selecionados para").selectOption({ label: vendor.name });
  await bulk.getByRole("button", { name: "Enviar" }).click();

  // Send the whole "Proposta" column (a column setting: the "Editar funil" mode).
  await enterBoardMode(page, "Editar funil");
  await column(page, "Proposta").locator("details.column-options summary").click();
  const sendCol = page.getByRole("form", { name: "Enviar coluna Proposta" });
  await sendCol.getByLabel("Enviar todos os itens para").selectOption({ label: vendor.name });
  await sendCol.getByRole("button", { name: "Enviar" }).click();

  // Delete one selected item; nothing selected is a clear error.
  await enterBoardMode(page, "Selecionar");
  await page.getByLabel("Selecionar Lote C").check();
  await deleteConfirmed(bulk, "Excluir selecionados", "Deseja excluir permanentemente os itens selecionados?");
  await expect(card(column(page, "Contato"), "Lote C")).toHaveCount(0);
  await deleteConfirmed(bulk, "Excluir selecionados", "Deseja excluir permanentemente os itens selecionados?");
  await expect(page.getByRole("alert").filter({ hasText: "Selecione ao menos um item." })).toBeVisible();

  // The vendor's own board has exactly the four sent items.
  await signInAs(page, vendor);
  await page.getByRole("link", { name: "Funil de vendas" }).click();
  const names = async () => (await page.locator("li.kcard a.name").allTextContents()).sort();
  await expect.poll(names).toEqual(["Lote A", "Lote B", "Lote D", "Lote E"]);
  // A vendor has "Selecionar" too, but no "Editar funil" (column settings are the manager's).
  await expect(page.getByRole("link", { name: "Editar funil" })).toHaveCount(0);
  await enterBoardMode(page, "Selecionar");
  // A vendor can send only to themselves (no teams yet): ENVIAR is disabled, Excluir is absent.
  await expect(page.getByRole("form", { name: "Itens selecionados" }).getByRole("button", { name: "Enviar" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Excluir selecionados" })).toHaveCount(0);
  const csrf = await page.locator('#bulk-form input[name="csrf"]').inputValue();
  const itemId = await page.locator("li.kcard").first().getAttribute("data-id");
  const res = await page.request.post(page.url(), {
    form: { intent: "delete-selected", csrf, commandId: randomUUID(), itemIds: itemId!, confirm: "yes" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
});
