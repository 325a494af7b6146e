// Forms (issue 18), JS off and on: required fields marked; after a failed submit an error summary
// at the top lists every field to fix (links to them) and keeps what was typed; the money field
// reads "1850050" as R$ 1.850.050,00; a dd/mm/aaaa date (a short one too) reaches the item page.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

const info = (page: Page, label: string) => page.locator(`dl.info dt:text-is('${label}') + dd`);

test("dois erros: o resumo no topo lista os dois campos, com links, e os valores ficam", async ({ page, javaScriptEnabled }, testInfo) => {
  await page.goto("/vendas/registro");
  const name = page.getByLabel("Nome da venda");
  const amount = page.getByLabel("Valor (R$)");
  const validity = page.getByLabel("Validade");

  // Required fields: a visible star and aria-required; optional ones neither.
  await expect(name).toHaveAttribute("aria-required", "true");
  await expect(amount).toHaveAttribute("aria-required", "true");
  await expect(page.locator(".label-row", { has: page.locator(".required-mark") })).toContainText(["Nome da venda*", "Valor (R$)*"]);
  await expect(validity).not.toHaveAttribute("aria-required");
  await expect(page.getByLabel("Buscar cliente")).not.toHaveAttribute("aria-required");
  // A date field is text in dd/mm/aaaa, whatever the browser's language.
  await expect(validity).toHaveAttribute("type", "text");
  await expect(validity).toHaveAttribute("placeholder", "dd/mm/aaaa");
  await expect(validity).toHaveAttribute("inputmode", "numeric");

  const typedName = `${unique(testInfo, "Resumo")} <b>`;
  await name.fill(typedName);
  await amount.fill("1850050");
  await validity.fill("31/02/2030");
  await page.getByRole("button", { name: "Salvar venda" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "Corrija 2 campos:" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(["Nome da venda", "Validade"]);
  await expect(validity).toHaveAccessibleDescription("Data inválida.");
  await expect(name).toHaveAccessibleDescription(/Insira um nome válido: o caractere "<" não é permitido\./);
  await expect(page).toHaveURL(/\/vendas\/registro$/);
  // What was typed is kept (with JS the money field shows its canonical form once left).
  await expect(name).toHaveValue(typedName);
  await expect(validity).toHaveValue("31/02/2030");
  await expect(amount).toHaveValue(javaScriptEnabled ? "1.850.050,00" : "1850050");

  if (javaScriptEnabled) {
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: "Validade" }).click();
    await expect(validity).toBeFocused();
  } else {
    await summary.getByRole("link", { name: "Validade" }).click();
    const id = await validity.getAttribute("id");
    expect(new URL(page.url()).hash).toBe(`#${id}`);
  }
});

test("valor 1850050 é R$ 1.850.050,00 e a validade 1/2/99 é 01/02/2099 na página do item", async ({ page, javaScriptEnabled }, testInfo) => {
  const saleName = unique(testInfo, "Valor grande");
  await page.goto("/vendas/registro");
  await page.getByLabel("Nome da venda").fill(saleName);
  const amount = page.getByLabel("Valor (R$)");
  await amount.fill("1850050");
  if (javaScriptEnabled) {
    // The mask groups thousands as typed (reais, never cents) and the reading says how it is read.
    await expect(amount).toHaveValue("1.850.050");
    await expect(page.getByText("= R$ 1.850.050,00")).toBeVisible();
  }
  await page.getByLabel("Validade").fill("1/2/99");
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);

  await card(column(page, "Contato"), saleName).getByRole("link", { name: saleName }).click();
  await expect(info(page, "Valor")).toHaveText("R$ 1.850.050,00");
  await expect(info(page, "Validade")).toHaveText("01/02/2099");

  // The edit form shows them back in the same shapes.
  await page.getByText(/^Editar /).click();
  const edit = page.getByRole("form", { name: "Editar" });
  await expect(edit.getByLabel("Valor (R$)")).toHaveValue("1.850.050,00");
  await expect(edit.getByLabel("Validade")).toHaveValue("01/02/2099");
});
