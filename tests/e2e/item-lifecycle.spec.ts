// The item page's lifecycle forms (spec part 2 §2, §4–§6), with JS off and on: finish a project
// (execution type, a future date refused), qualify a lead into the sales funnel and send the sale
// back to pre-sales, disqualify a lead, PROJECT reject reasons, send an item to a vendor who then
// sees it, and a vendor cannot delete.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { card, column, createSale, deleteConfirmed, history, openBoard, signIn, situation, unique, JOURNEY, unfoldItem } from "./support/app";
import { MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

const todayBR = () => new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());

/** The value shown for a field of the item page's info block. */
const info = (page: Page, label: string) => page.locator(`dl.info dt:text-is('${label}') + dd`);

/** Registers an item on a non-sales board and opens its page; returns the page's path. */
async function createAndOpen(page: Page, base: string, itemLabel: string, name: string): Promise<string> {
  await page.goto(`${base}/registro`);
  await page.getByLabel(`Nome (${itemLabel.toLowerCase()})`).fill(name);
  await page.getByLabel("Valor (R$)").fill("3.200,00");
  await page.getByRole("button", { name: `Salvar ${itemLabel.toLowerCase()}` }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/(quadro|funil)/[0-9a-f-]{36}$`));
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/editar/[0-9a-f-]{36}$`));
  return new URL(page.url()).pathname;
}

test("finalizar um projeto: data futura recusada, depois some do quadro com o histórico", JOURNEY, async ({ page }, testInfo) => {
  const name = unique(testInfo, "Projeto fim");
  const itemPath = await createAndOpen(page, "/projetos", "Projeto", name);
  const form = page.getByRole("form", { name: "Finalizar" });
  await form.getByLabel("Tipo de execução").selectOption({ label: "Execução Interna" });
  await form.getByLabel("Data de finalização").fill(`15/01/${new Date().getFullYear() + 1}`);
  await form.getByRole("button", { name: "Finalizar" }).click();
  await expect(form.getByText("Data inválida.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));

  await form.getByLabel("Data de finalização").fill(todayBR());
  await form.getByRole("button", { name: "Finalizar" }).click();
  await expect(page).toHaveURL(/\/projetos\/quadro\/[0-9a-f-]{36}$/);
  await expect(column(page, "Levantamento")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);

  await page.goto(itemPath);
  await unfoldItem(page);
  await expect(history(page).first()).toContainText(`Finalizado em ${todayBR()} (Execução Interna) por Gerente Demo`);
  await expect(situation(page)).toHaveText("Finalizado");
  await expect(info(page, "Tipo de execução")).toHaveText("Execução Interna");
  await expect(info(page, "Data de finalização")).toHaveText(todayBR());
  await expect(page.getByRole("form", { name: "Finalizar" })).toHaveCount(0);

  // A stale finish form (another tab) gets the decider's message, not a 500.
  const csrf = await page.locator("input[name=csrf]").first().inputValue();
  const res = await page.request.post(itemPath, {
    form: { intent: "finish", csrf, commandId: randomUUID(), execStatus: "INTERNAL", finishedDate: todayBR() },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(409);
  expect(await res.text()).toContain("Este item não está em andamento.");
});

test("qualificar um lead no funil de vendas e voltar a venda para a pré-venda", JOURNEY, async ({ page }, testInfo) => {
  const name = unique(testInfo, "Lead qualificado");
  const leadPath = await createAndOpen(page, "/pre-venda", "Lead", name);
  const form = page.getByRole("form", { name: "Lead Qualificado" });
  await form.getByLabel("Coluna do funil de vendas").selectOption({ label: "Proposta" });
  await form.getByLabel("Vendedor").selectOption({ label: "Vendedor Demo" });
  await form.getByRole("button", { name: "Qualificar lead" }).click();

  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}$/);
  const salePath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(info(page, "Coluna")).toHaveText("Proposta");
  await expect(info(page, "Responsável")).toHaveText("Vendedor Demo");
  await expect(info(page, "Valor")).toContainText("3.200,00");

  await page.goto(leadPath);
  await expect(situation(page)).toHaveText("Lead Qualificado");
  await unfoldItem(page);
  await expect(history(page).first()).toContainText("Lead qualificado para a coluna Proposta do funil de vendas por Gerente Demo");
  await page.goto(salePath);

  const back = page.getByRole("form", { name: "Voltar para pré-venda" });
  await back.getByLabel("Coluna da pré-venda").selectOption({ label: "Qualificação" });
  await back.getByRole("button", { name: "Voltar para pré-venda" }).click();
  await expect(page).toHaveURL(new RegExp(`${leadPath}$`));
  await expect(situation(page)).toHaveText("Em andamento");
  await expect(info(page, "Coluna")).toHaveText("Qualificação");
  await unfoldItem(page);
  await expect(history(page).first()).toContainText("Retornado ao funil na coluna Qualificação por Gerente Demo");
});

test("desqualificar um lead pede o motivo", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Lead frio");
  await createAndOpen(page, "/pre-venda", "Lead", name);
  const form = page.getByRole("form", { name: "Lead Desqualificado" });
  await form.getByRole("button", { name: "Desqualificar lead" }).click();
  await expect(form.getByText("Informe o motivo da desqualificação.")).toBeVisible();
  await form.getByLabel("Motivo da desqualificação").fill("Sem orçamento este ano");
  await form.getByRole("button", { name: "Desqualificar lead" }).click();
  await expect(situation(page)).toHaveText("Lead Desqualificado");
  await unfoldItem(page);
  await expect(history(page).first()).toContainText("Lead desqualificado (motivo: Sem orçamento este ano) por Gerente Demo");
  await expect(page.getByRole("form", { name: "Lead Qualificado" })).toHaveCount(0);
});

test("reprovas de um projeto: adicionar, editar e excluir", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Projeto reprova");
  await createAndOpen(page, "/projetos", "Projeto", name);
  const section = page.getByRole("region", { name: "Reprovas" });
  await expect(section).toContainText("Nenhuma reprova registrada.");

  await section.getByLabel("Motivo da reprova").fill("Telhado inadequado");
  await section.getByRole("button", { name: "Adicionar Reprova" }).click();
  const row = section.getByRole("listitem", { name: "Telhado inadequado" });
  await expect(row).toContainText(todayBR());

  await row.getByLabel("Texto da reprova").fill("Telhado frágil");
  await row.getByRole("button", { name: "Salvar reprova" }).click();
  const edited = section.getByRole("listitem", { name: "Telhado frágil" });
  await expect(edited).toBeVisible();
  await unfoldItem(page);
  await expect(history(page).first()).toContainText("Reprova editada: Telhado inadequado → Telhado frágil");

  await edited.getByRole("button", { name: "Excluir reprova" }).click();
  await expect(section).toContainText("Nenhuma reprova registrada.");
  await unfoldItem(page);
  await expect(history(page).first()).toContainText("Reprova excluída: Telhado frágil");
});

test("enviar uma venda ao vendedor, que a vê no seu funil e não pode excluí-la", JOURNEY, async ({ page }, testInfo) => {
  const name = unique(testInfo, "Venda enviada");
  await createSale(page, { name, amount: "9.900,00" });
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}$/);
  const itemPath = new URL(page.url()).pathname;
  await expect(page.getByRole("button", { name: "Excluir item" })).toBeVisible();

  const send = page.getByRole("form", { name: "Enviar" });
  await send.getByLabel("Enviar para").selectOption({ label: "Vendedor Demo" });
  await send.getByRole("button", { name: "Enviar" }).click();
  await expect(info(page, "Responsável")).toHaveText("Vendedor Demo");
  await unfoldItem(page);
  await expect(history(page).first()).toContainText("Enviado para Vendedor Demo por Gerente Demo");

  await page.context().clearCookies();
  await signIn(page, "vendedor@girassol.demo", "Girassol123");
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByText("Olá, Vendedor Demo")).toBeVisible();
  await openBoard(page);
  await expect(card(page, name)).toBeVisible();
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
  await expect(page.getByRole("form", { name: "Excluir" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Excluir item" })).toHaveCount(0);
  // A vendor may only send to themselves, and they already own it.
  await expect(page.getByRole("form", { name: "Enviar" }).getByRole("button", { name: "Enviar" })).toBeDisabled();

  const csrf = await page.locator("input[name=csrf]").first().inputValue();
  const res = await page.request.post(itemPath, {
    form: { intent: "delete", csrf, commandId: randomUUID(), confirm: "yes" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  await page.goto(itemPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
});

test("pós-venda: finalizar pede só a confirmação e a data", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Atendimento fim");
  const itemPath = await createAndOpen(page, "/pos-venda", "Atendimento", name);
  const form = page.getByRole("form", { name: "Finalizar" });
  await expect(form).toContainText("Deseja marcar este item como finalizado?");
  await expect(form.getByLabel("Tipo de execução")).toHaveCount(0);
  await form.getByRole("button", { name: "Finalizar" }).click();
  await expect(page).toHaveURL(/\/pos-venda\/quadro\/[0-9a-f-]{36}$/);
  await expect(card(page, name)).toHaveCount(0);
  await page.goto(itemPath);
  await unfoldItem(page);
  await expect(history(page).first()).toContainText(`Finalizado em ${todayBR()} por Gerente Demo`);
});

test("o gerente exclui um item com confirmação", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Projeto excluído");
  const itemPath = await createAndOpen(page, "/projetos", "Projeto", name);
  const form = page.getByRole("form", { name: "Excluir" });
  await expect(form).toContainText("Deseja excluir permanentemente este item?");
  await deleteConfirmed(form, "Excluir item", "Deseja excluir permanentemente este item?");
  await expect(page).toHaveURL(/\/projetos\/quadro\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status")).toHaveText("1 item excluído · Desfazer");
  await expect(column(page, "Levantamento")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  const res = await page.request.get(itemPath);
  expect(res.status()).toBe(404);
});
