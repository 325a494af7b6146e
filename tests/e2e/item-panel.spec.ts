// The item panel (spec part 2 §2): info block (number, deadline colour, owner shown (the manager as GERENTE),
// id) and the tabs by board type, each an honest empty state until its feature exists.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

test("bloco de informações e abas de uma venda", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Painel");
  await createSale(page, { name, amount: "2.000,00", validity: "31/12/2099" });
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();

  const info = page.locator("dl.info");
  // The manager is shown as GERENTE (spec part 2 §2), full name in the title.
  await expect(info.locator("dt:text-is('Responsável') + dd")).toHaveText("GERENTE");
  await expect(info.locator("dd.deadline.future")).toHaveText("31/12/2099");
  // No raw UUID on the screen (issue 18): the item is known by its name and number.
  await expect(info.locator("dt:text-is('ID')")).toHaveCount(0);
  await expect(info).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);

  const tabs = page.getByRole("navigation", { name: "Abas do item" });
  // The proposal's tabs (UCs, Kit, Projeto, Precificação: a manager has the pricing permission) follow Propostas.
  await expect(tabs.getByRole("link")).toHaveText([
    "Notas",
    "Propostas",
    "UCs",
    "Kit",
    "Projeto",
    "Precificação",
    "Contratos",
    "Arquivos",
    "Financiamentos",
    "Histórico",
    "Conversas",
  ]);
  await expect(tabs.getByRole("link", { name: "Histórico" })).toHaveAttribute("aria-current", "page");
  // No finished proposal on this sale: the spec's notices.
  await tabs.getByRole("link", { name: "Projeto" }).click();
  await expect(page.getByText("Esta proposta não possui dados do projeto")).toBeVisible();
  await tabs.getByRole("link", { name: "UCs" }).click();
  await expect(page.getByText("Esta proposta não possui unidades consumidoras cadastradas")).toBeVisible();
  await tabs.getByRole("link", { name: "Contratos" }).click();
  await expect(page).toHaveURL(/aba=contratos/);
  await expect(page.getByText("Este cliente não possui nenhum contrato gerado")).toBeVisible();
  await tabs.getByRole("link", { name: "Conversas" }).click();
  await expect(page.getByText("Não há conversa ativa")).toBeVisible();
});

test("pré-venda não tem as abas Propostas, UCs, Kit, Projeto, Precificação, Contratos e Financiamentos", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Lead painel");
  await page.goto("/pre-venda/registro");
  await page.getByLabel("Nome (lead)").fill(name);
  await page.getByLabel("Valor (R$)").fill("0");
  await page.getByRole("button", { name: "Salvar lead" }).click();
  await card(column(page, "Novo lead"), name).getByRole("link", { name }).click();
  const tabs = page.getByRole("navigation", { name: "Abas do item" });
  await expect(tabs.getByRole("link")).toHaveText(["Notas", "Arquivos", "Histórico", "Conversas"]);
});
