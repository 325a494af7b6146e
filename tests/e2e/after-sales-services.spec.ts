// After-sales services (issue 20, ADR 026), JS off and on: an after-sales item's Serviços tab shows
// its service order (#00042); services are added (a SUPPLY's blank quantity is 1), refused with the
// Portuguese message and the typed values kept, edited and removed; a double submit adds once.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { card, submit, unique } from "./support/app";
import { MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

async function createAfterSalesItem(page: Page, name: string): Promise<string> {
  await page.goto("/pos-venda/registro");
  await page.getByLabel("Nome (atendimento)").fill(name);
  await page.getByLabel("Valor (R$)").fill("0");
  await page.getByRole("button", { name: "Salvar atendimento" }).click();
  await expect(page).toHaveURL(/\/pos-venda\/quadro\/[0-9a-f-]{36}$/);
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/pos-venda\/editar\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

const addForm = (page: Page) => page.getByRole("form", { name: "Adicionar serviço" });

/** Fills and submits "Adicionar serviço"; `refused`: with JS the browser answers without a POST, so no navigation is awaited. */
async function addService(page: Page, s: { name: string; type: "Serviço" | "Fornecimento"; quantity?: string; price: string }, refused = false) {
  const form = addForm(page);
  await form.getByLabel("Nome do serviço").fill(s.name);
  await form.getByLabel("Tipo").selectOption({ label: s.type });
  await form.getByLabel("Quantidade").fill(s.quantity ?? "");
  await form.getByLabel("Valor unitário (R$)").fill(s.price);
  if (refused) await form.getByRole("button", { name: "Adicionar serviço" }).click();
  else await submit(page, "Adicionar serviço");
}

const row = (page: Page, name: string) =>
  page.locator("table.service-lines tbody tr").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

test("serviços de um atendimento de pós-venda: adicionar, recusar, editar, remover", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Manutenção");
  const itemPath = await createAfterSalesItem(page, name);
  await page.getByRole("link", { name: "Serviços", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${itemPath}\\?aba=servicos$`));
  const tab = page.getByRole("region", { name: "Serviços" });
  await expect(tab).toContainText(/Ordem de serviço: #\d{5}/);
  await expect(tab).toContainText("Nenhum serviço.");

  // Bad input: the spec's messages, the typed values kept, nothing added.
  await addService(page, { name: "", type: "Fornecimento", quantity: "0", price: "abc" }, true);
  await expect(addForm(page).getByText("Campo obrigatório.")).toBeVisible();
  await expect(addForm(page).getByText("Insira uma quantidade válida (número inteiro a partir de 1).")).toBeVisible();
  await expect(addForm(page).getByText("Insira um valor válido.")).toBeVisible();
  await expect(addForm(page).getByLabel("Quantidade")).toHaveValue("0");
  await expect(tab).toContainText("Nenhum serviço.");

  await addService(page, { name: "Limpeza de módulos", type: "Serviço", price: "350,00" });
  await expect(page.getByText("Serviço adicionado.")).toBeVisible();
  await addService(page, { name: "Fusível 15 A", type: "Fornecimento", price: "12,50" });
  await addService(page, { name: "Visita extra", type: "Serviço", price: "100,00" });
  await expect(row(page, "Limpeza de módulos")).toContainText("Serviço—R$ 350,00R$ 350,00");
  await expect(row(page, "Fusível 15 A")).toContainText("Fornecimento1R$ 12,50R$ 12,50");
  await expect(page.locator("table.service-lines tfoot")).toContainText("R$ 462,50");

  // Edit the supply: 4 units of R$ 15,00.
  const fuse = page.getByRole("listitem", { name: "Fusível 15 A" });
  await fuse.locator("summary").click();
  const edit = page.getByRole("form", { name: "Editar serviço Fusível 15 A" });
  await edit.getByLabel("Nome do serviço").fill("Fusível 20 A");
  await edit.getByLabel("Quantidade").fill("4");
  await edit.getByLabel("Valor unitário (R$)").fill("15,00");
  await edit.getByRole("button", { name: "Salvar serviço" }).click();
  await expect(page.getByText("Serviço salvo.")).toBeVisible();
  await expect(row(page, "Fusível 20 A")).toContainText("Fornecimento4R$ 15,00R$ 60,00");

  // Remove one.
  await page.getByRole("button", { name: "Remover Visita extra" }).click();
  await expect(page.getByText("Serviço removido.")).toBeVisible();
  await expect(row(page, "Visita extra")).toHaveCount(0);
  await expect(page.locator("table.service-lines tfoot")).toContainText("R$ 410,00");

  // The same form posted twice (double submit): one line.
  const csrf = await page.locator("input[name=csrf]").first().inputValue();
  const commandId = randomUUID();
  const form = { intent: "add-service-line", csrf, commandId, serviceName: "Cabo solar", serviceType: "SUPPLY", quantity: "2", price: "10,00" };
  for (let i = 0; i < 2; i++) expect((await page.request.post(itemPath, { form, maxRedirects: 0 })).status()).toBe(302);
  await page.goto(`${itemPath}?aba=servicos`);
  await expect(row(page, "Cabo solar")).toHaveCount(1);
  await expect(page.locator("table.service-lines tfoot")).toContainText("R$ 430,00");
});

test("templates de pós-venda: criar (recusado sem nome, valores mantidos) e editar", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Modelo OS");
  await page.goto("/pos-venda/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Templates de propostas de pós-venda" })).toBeVisible();
  const create = page.getByRole("form", { name: "Novo template" });
  await create.getByLabel("Texto da proposta").fill("Olá {{cliente}}, segue a OS {{ordem_de_servico}}.");
  if (test.info().project.use.javaScriptEnabled === false) {
    await submit(page, "Criar template");
  } else {
    await create.getByRole("button", { name: "Criar template" }).click();
  }
  await expect(create.getByText("Campo obrigatório.")).toBeVisible();
  await expect(create.getByLabel("Texto da proposta")).toHaveValue("Olá {{cliente}}, segue a OS {{ordem_de_servico}}.");

  await create.getByLabel("Nome do template").fill(name);
  await submit(page, "Criar template");
  await expect(page.getByText("Template salvo.")).toBeVisible();
  const row = page.getByRole("listitem", { name });
  await row.locator("summary").click();
  const edit = page.getByRole("form", { name: `Editar template ${name}` });
  await expect(edit.getByLabel("Texto da proposta")).toHaveValue("Olá {{cliente}}, segue a OS {{ordem_de_servico}}.");
  await edit.getByLabel("Nome do template").fill(`${name} v2`);
  await edit.getByRole("button", { name: "Salvar template" }).click();
  await expect(page.getByText("Template salvo.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: `${name} v2` })).toHaveCount(1);
});

test("gerar a proposta de pós-venda: template obrigatório, validade ≥ 1, abrir o documento", async ({ page }, testInfo) => {
  const template = unique(testInfo, "Modelo proposta");
  await page.goto("/pos-venda/templates");
  const create = page.getByRole("form", { name: "Novo template" });
  await create.getByLabel("Nome do template").fill(template);
  await create.getByLabel("Texto da proposta").fill("Prezado {{cliente}}, total {{valor_total}}.");
  await submit(page, "Criar template");
  await expect(page.getByText("Template salvo.")).toBeVisible();

  const name = unique(testInfo, "Atendimento proposta");
  const itemPath = await createAfterSalesItem(page, name);
  await page.goto(`${itemPath}?aba=servicos`);
  await addService(page, { name: "Troca de inversor", type: "Serviço", price: "1.200,00" });
  const gen = page.getByRole("form", { name: "Gerar proposta de pós-venda" });
  await expect(gen.getByLabel("Validade (dias)")).toHaveValue("15");
  await gen.getByLabel("Validade (dias)").fill("0");
  if (test.info().project.use.javaScriptEnabled === false) await submit(page, "Gerar proposta");
  else await gen.getByRole("button", { name: "Gerar proposta" }).click();
  await expect(gen.getByText("Selecione um template.")).toBeVisible();
  await expect(gen.getByText("A validade deve ser de pelo menos 1 dia.")).toBeVisible();

  await gen.getByLabel("Template").selectOption({ label: template });
  await gen.getByLabel("Validade (dias)").fill("10");
  await submit(page, "Gerar proposta");
  await expect(page.getByText("Proposta de pós-venda gerada.")).toBeVisible();
  await page
    .getByRole("link", { name: /^Proposta #\d{5}$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/proposta\/pos-venda\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Proposta de pós-venda #\d{5}/);
  await expect(page.getByText("Prezado *** DADO NÃO CADASTRADO: nome do cliente ***, total R$ 1.200,00.")).toBeVisible();
  await expect(page.locator("table.service-lines tfoot")).toContainText("R$ 1.200,00");
  await expect(page.locator("dl.info")).toContainText("10 dias");
});
