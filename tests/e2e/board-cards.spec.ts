// Board cards like a CRM's (issue 18): a card shows its owner's initials, kWp, temperature, next
// activity (Hoje / Atrasada / Sem atividade) and the idle badge; checkboxes and the selection bar
// only in "Selecionar" mode, column settings only in "Editar funil" mode; the board's empty states.
// JS off and on (plain links and forms either way).
import { randomUUID } from "node:crypto";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { card, column, createSale, deleteConfirmed, enterBoardMode, openBoard, signInAs, unique } from "./support/app";
import { registerE2eCompany } from "./support/db";

/** YYYY-MM-DD `days` from today in São Paulo (the app's calendar). */
function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + days * 86_400_000));
}

async function company(page: Page, testInfo: TestInfo) {
  const tag = randomUUID().slice(0, 8);
  const manager = { name: "Marta Lima Souza", email: `cards-${tag}@cards.demo`, password: "Cards12345" };
  const vendor = { name: "Vitor Cardoso", email: `cardsv-${tag}@cards.demo`, password: "Cards12345" };
  await registerE2eCompany({ name: `Solar Cards ${testInfo.project.name}`, plan: "ENTERPRISE", manager, vendor });
  await signInAs(page, manager);
  return { manager, vendor };
}

/** A scheduled note ("Agendar") on the item page; the date field may be a date input or a dd/mm/aaaa text field. */
async function schedule(page: Page, saleName: string, isoDay: string) {
  await card(page, saleName).getByRole("link", { name: saleName }).click();
  await page.getByRole("navigation", { name: "Abas do item" }).getByRole("link", { name: "Notas" }).click();
  const add = page.getByRole("form", { name: "Nova nota" });
  await add.getByLabel("Nota", { exact: true }).fill(`Visita ${saleName}`);
  await add.getByLabel("Agendar").check();
  const date = add.getByLabel("Data");
  await date.fill((await date.getAttribute("type")) === "date" ? isoDay : isoDay.split("-").reverse().join("/"));
  await add.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(page.getByText(`Visita ${saleName}`).first()).toBeVisible();
}

test("o card mostra iniciais do responsável, kWp, temperatura, próxima atividade e dias parado", async ({ page }, testInfo) => {
  await company(page, testInfo);
  await page.goto("/vendas/registro");
  await page.getByLabel("Nome da venda").fill("Galpão Norte");
  await page.getByLabel("Valor (R$)").fill("98.500,00");
  await page.getByLabel("Temperatura").selectOption({ label: "Quente" });
  await page.getByLabel("Potência (kWp)").fill("12,5");
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
  await createSale(page, { name: "Sítio Sul", amount: "20.000,00" });
  await createSale(page, { name: "Casa Leste", amount: "10.000,00" });

  const galpao = card(page, "Galpão Norte");
  await expect(galpao.getByRole("img", { name: "Responsável: Marta Lima Souza" })).toHaveText("MS");
  await expect(galpao).toContainText("R$ 98.500,00");
  await expect(galpao.locator(".kwp")).toHaveText("12,5 kWp");
  await expect(galpao.locator(".badge.temp")).toContainText("Quente");
  await expect(galpao.locator(".badge.activity")).toContainText("Sem atividade");
  await expect(galpao.locator(".badge.idle")).toContainText("0 d");
  await expect(galpao.locator(".badge.idle")).toHaveAttribute("title", "Parado há 0 dias (limite da coluna: 7)");
  // No temperature ("Nenhuma") and no power: no badge, no kWp.
  await expect(card(page, "Sítio Sul").locator(".badge.temp")).toHaveCount(0);
  await expect(card(page, "Sítio Sul").locator(".kwp")).toHaveCount(0);

  await schedule(page, "Sítio Sul", dayFromToday(0));
  await openBoard(page);
  await expect(card(page, "Sítio Sul").locator(".badge.activity")).toContainText("Hoje");
  await schedule(page, "Casa Leste", dayFromToday(-2));
  await openBoard(page);
  const late = card(page, "Casa Leste").locator(".badge.activity.activity-late");
  await expect(late).toContainText("Atrasada");
  await expect(late).toHaveAttribute("title", `Atividade atrasada desde ${dayFromToday(-2).split("-").reverse().join("/")}`);
});

test("Selecionar mostra as caixas e a barra de seleção; enviar e excluir selecionados", async ({ page }, testInfo) => {
  const { vendor } = await company(page, testInfo);
  for (const name of ["Sel A", "Sel B", "Sel C"]) await createSale(page, { name, amount: "100" });
  // Outside the mode: no checkbox, no selection bar.
  await expect(page.getByLabel("Selecionar Sel A")).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Itens selecionados" })).toHaveCount(0);

  await enterBoardMode(page, "Selecionar");
  await expect(page).toHaveURL(/modo=selecionar/);
  const bulk = page.getByRole("form", { name: "Itens selecionados" });
  await page.getByLabel("Selecionar Sel A").check();
  await bulk.getByLabel("Enviar selecionados para").selectOption({ label: vendor.name });
  await bulk.getByRole("button", { name: "Enviar" }).click();
  // Still in the mode after the action (the redirect keeps ?modo=).
  await expect(page).toHaveURL(/modo=selecionar/);
  // The manager still sees the item, now with the vendor's initials, and its mark is gone (with JS
  // too: the next action must not apply to it again).
  await expect(card(page, "Sel A").getByRole("img", { name: `Responsável: ${vendor.name}` })).toHaveText("VC");
  await expect(page.getByLabel("Selecionar Sel A")).not.toBeChecked();
  await page.getByLabel("Selecionar Sel B").check();
  await deleteConfirmed(bulk, "Excluir selecionados", "Deseja excluir permanentemente os itens selecionados?");
  await expect(card(page, "Sel B")).toHaveCount(0);
  await expect(card(page, "Sel A")).toHaveCount(1);
  await expect(card(page, "Sel C")).toHaveCount(1);

  await page.getByRole("link", { name: "Concluir seleção" }).click();
  await expect(page).not.toHaveURL(/modo=/);
  await expect(page.getByLabel("Selecionar Sel C")).toHaveCount(0);

  // The sent item is on the vendor's board, with the vendor's initials.
  await signInAs(page, vendor);
  await openBoard(page);
  await expect(card(page, "Sel A").getByRole("img", { name: `Responsável: ${vendor.name}` })).toHaveText("VC");
});

test("Editar funil mostra as opções das colunas e renomeia uma coluna", async ({ page }, testInfo) => {
  await company(page, testInfo);
  await createSale(page, { name: "Funil A", amount: "100" });
  await expect(page.getByText("Opções da coluna")).toHaveCount(0);
  await expect(page.getByText("Adicionar coluna", { exact: true })).toHaveCount(0);

  await enterBoardMode(page, "Editar funil");
  await column(page, "Contato").locator("details.column-options summary").click();
  const form = page.getByRole("form", { name: "Editar coluna Contato" });
  await form.getByLabel("Título").fill("Primeiro contato");
  await form.getByRole("button", { name: "Salvar coluna" }).click();
  await expect(column(page, "Primeiro contato")).toBeVisible();
  await expect(card(column(page, "Primeiro contato"), "Funil A")).toHaveCount(1);
  await expect(page).toHaveURL(/modo=editar-funil/);

  await page.getByRole("link", { name: "Concluir edição" }).click();
  await expect(page.getByText("Opções da coluna")).toHaveCount(0);
});

test("estados vazios: quadro sem itens, busca sem resultado e 'Limpar busca'", async ({ page }, testInfo) => {
  await company(page, testInfo);
  await openBoard(page);
  const empty = page.getByText("Nenhum item neste quadro");
  await expect(empty).toBeVisible();
  await page.getByRole("link", { name: "Criar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/registro$/);

  const name = unique(testInfo, "Busca vazia");
  await createSale(page, { name, amount: "100" });
  await expect(page.getByText("Nenhum item neste quadro")).toHaveCount(0);
  // An empty column says how cards get there.
  await expect(column(page, "Proposta").locator(".empty-column")).toContainText("Nenhum item");

  await page.getByLabel("Buscar", { exact: true }).fill("nada-assim-zzz");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nenhum resultado para 'nada-assim-zzz'" })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await page.getByRole("link", { name: "Limpar busca" }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(card(page, name)).toHaveCount(1);
});
