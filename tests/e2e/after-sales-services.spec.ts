// After-sales services (issue 20, ADR 026), JS off and on: an after-sales item's Serviços tab shows
// its service order (#00042); services are added (a SUPPLY's blank quantity is 1), refused with the
// Portuguese message and the typed values kept, edited and removed; a double submit adds once.
// ADR 029: a line priced by components, the proposal's PDF (and another company's 404), deleting a
// template with its confirmation.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, request, test, type Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { card, deleteConfirmed, submit, unique } from "./support/app";
import { addVendor } from "../../scripts/demo-seed";
import { pollFor, registerE2eCompany, withE2eDatabase } from "./support/db";
import { DEMO_MANAGER, MANAGER_STATE } from "./support/paths";

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

// ——— ADR 029: price components, the proposal's PDF, deleting a template ———

const servicesTab = (page: Page) => page.getByRole("region", { name: "Serviços" });

test("composição do valor: componentes somam o valor unitário, recusas em português, editar com mais um componente", async ({ page }, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const name = unique(testInfo, "Atendimento componentes");
  const itemPath = await createAfterSalesItem(page, name);
  await page.goto(`${itemPath}?aba=servicos`);
  const form = addForm(page);
  await form.getByLabel("Nome do serviço").fill("Troca de inversor");
  await form.getByLabel("Componente 1", { exact: true }).fill("Mão de obra");
  await form.getByLabel("Componente 2", { exact: true }).fill("Deslocamento");
  await form.getByLabel("Valor do componente 2 (R$)").fill("80,00");
  await form.getByLabel("Valor unitário (R$)").fill("999,00");
  if (js) await form.getByRole("button", { name: "Adicionar serviço" }).click();
  else await submit(page, "Adicionar serviço");
  await expect(form.getByText("Insira um valor válido.")).toBeVisible();
  await expect(form.getByLabel("Componente 1", { exact: true })).toHaveValue("Mão de obra");
  await expect(servicesTab(page)).toContainText("Nenhum serviço.");

  // The value typed: a typed unit price must be the sum (or left blank).
  await form.getByLabel("Valor do componente 1 (R$)").fill("300,00");
  if (js) await form.getByRole("button", { name: "Adicionar serviço" }).click();
  else await submit(page, "Adicionar serviço");
  await expect(form.getByText("O valor unitário deve ser a soma dos componentes (R$ 380,00): deixe-o em branco para usar a soma.")).toBeVisible();
  if (js) await expect(form.getByText("Soma dos componentes: R$ 380,00")).toBeVisible();
  await form.getByLabel("Valor unitário (R$)").fill("");
  await submit(page, "Adicionar serviço");
  await expect(page.getByText("Serviço adicionado.")).toBeVisible();
  // The add form starts empty again (with JS the page is not reloaded).
  await expect(addForm(page).getByLabel("Nome do serviço")).toHaveValue("");
  await expect(addForm(page).getByLabel("Componente 1", { exact: true })).toHaveValue("");
  const inverter = row(page, "Troca de inversor");
  await expect(inverter).toContainText("Serviço—R$ 380,00");
  await expect(inverter.getByRole("list", { name: "Composição do valor de Troca de inversor" })).toContainText(
    "Mão de obra: R$ 300,00Deslocamento: R$ 80,00",
  );

  // Edit: one more component (with JS a row is added; without, the form's blank row is there).
  await page.getByRole("listitem", { name: "Troca de inversor" }).locator("summary").click();
  const edit = page.getByRole("form", { name: "Editar serviço Troca de inversor" });
  await expect(edit.getByLabel("Valor do componente 1 (R$)")).toHaveValue("300,00");
  await expect(edit.getByLabel("Valor unitário (R$)")).toHaveValue("");
  if (js) {
    await expect(edit.getByLabel("Componente 4", { exact: true })).toHaveCount(0);
    await edit.getByRole("button", { name: "Adicionar componente" }).click();
    await edit.getByLabel("Componente 4", { exact: true }).fill("Material");
    await edit.getByLabel("Valor do componente 4 (R$)").fill("20,00");
  } else {
    await edit.getByLabel("Componente 3", { exact: true }).fill("Material");
    await edit.getByLabel("Valor do componente 3 (R$)").fill("20,00");
  }
  await edit.getByRole("button", { name: "Salvar serviço" }).click();
  await expect(page.getByText("Serviço salvo.")).toBeVisible();
  await expect(row(page, "Troca de inversor")).toContainText("Serviço—R$ 400,00");
  await expect(row(page, "Troca de inversor")).toContainText("Material: R$ 20,00");
  await expect(page.locator("table.service-lines tfoot")).toContainText("R$ 400,00");
});

test("proposta de pós-venda em PDF: baixar pelo documento, ler o texto; outra empresa não a vê", async ({ page, browser, baseURL }, testInfo) => {
  const template = unique(testInfo, "Modelo PDF");
  await page.goto("/pos-venda/templates");
  const create = page.getByRole("form", { name: "Novo template" });
  await create.getByLabel("Nome do template").fill(template);
  await create.getByLabel("Texto da proposta").fill("Prezado cliente, segue a manutenção — total {{valor_total}}.");
  await submit(page, "Criar template");
  const name = unique(testInfo, "Atendimento PDF");
  const itemPath = await createAfterSalesItem(page, name);
  await page.goto(`${itemPath}?aba=servicos`);
  const form = addForm(page);
  await form.getByLabel("Nome do serviço").fill("Limpeza de módulos");
  await form.getByLabel("Componente 1", { exact: true }).fill("Mão de obra");
  await form.getByLabel("Valor do componente 1 (R$)").fill("250,00");
  await form.getByLabel("Componente 2", { exact: true }).fill("Deslocamento");
  await form.getByLabel("Valor do componente 2 (R$)").fill("100,00");
  await submit(page, "Adicionar serviço");
  const gen = page.getByRole("form", { name: "Gerar proposta de pós-venda" });
  await gen.getByLabel("Template").selectOption({ label: template });
  await submit(page, "Gerar proposta");
  await page
    .getByRole("link", { name: /^Proposta #\d{5}$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/proposta\/pos-venda\/[0-9a-f-]{36}$/);
  const pid = new URL(page.url()).pathname.split("/").pop()!;
  const number = (await page.getByRole("heading", { level: 1 }).innerText()).match(/#(\d{5})/)![1];
  await expect(page.locator("table.service-lines")).toContainText("Mão de obra: R$ 250,00");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`proposta-pos-venda-${number}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await pdfText(bytes);
  for (const s of [
    `Proposta de pós-venda #${number}`,
    name,
    "Prezado cliente, segue a manutenção — total R$ 350,00.",
    "Limpeza de módulos",
    "Deslocamento: R$ 100,00",
  ]) {
    expect(text).toContain(s);
  }
  // Deterministic: the same proposal, the same bytes.
  const again = await page.request.get(`/proposta/pos-venda/pdf/${pid}`);
  expect(again.status()).toBe(200);
  expect(again.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.compare(await again.body(), bytes)).toBe(0);
  // Not a uuid: 404, not a 500.
  expect((await page.request.get("/proposta/pos-venda/pdf/nao-e-um-id")).status()).toBe(404);

  // Another company's manager: neither the document nor its PDF (404).
  const email = `pos-venda-${randomUUID().slice(0, 8)}@outra.demo`;
  await registerE2eCompany({ name: "Outra Solar", plan: "ENTERPRISE", manager: { name: "Gerente Outra", email, password: "Outra12345" } });
  const other = await request.newContext({ baseURL });
  try {
    await expect.poll(async () => (await other.post("/login", { form: { email, password: "Outra12345" }, maxRedirects: 0 })).status()).toBe(302);
    expect((await other.get(`/proposta/pos-venda/pdf/${pid}`)).status()).toBe(404);
    expect((await other.get(`/proposta/pos-venda/${pid}`)).status()).toBe(404);
  } finally {
    await other.dispose();
  }
  // A sales vendor of the same company (no after-sales board, not the item's owner): 404 as well.
  const vendor = { name: "Vendedor Sem Pós-Venda", email: `vend-pv-${randomUUID().slice(0, 8)}@girassol.demo`, password: "Vendedor123" };
  await withE2eDatabase(async (deps) => {
    const manager = await deps.database.db
      .selectFrom("rm_users")
      .select(["id", "company_id"])
      .where("email", "=", DEMO_MANAGER.email)
      .executeTakeFirstOrThrow();
    const vendorId = await addVendor(deps, manager.company_id, manager.id, vendor);
    expect(
      await pollFor(async () => deps.database.db.selectFrom("rm_users").select("id").where("id", "=", vendorId).executeTakeFirst()),
    ).toBeTruthy();
  });
  const colleague = await request.newContext({ baseURL });
  try {
    expect((await colleague.post("/login", { form: { email: vendor.email, password: vendor.password }, maxRedirects: 0 })).status()).toBe(302);
    expect((await colleague.get(`/proposta/pos-venda/pdf/${pid}`)).status()).toBe(404);
  } finally {
    await colleague.dispose();
  }
  // Signed out: the sign-in page, no file.
  const outsider = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const res = await outsider.request.get(`/proposta/pos-venda/pdf/${pid}`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toMatch(/^\/login/);
  } finally {
    await outsider.close();
  }
});

test("excluir um template de pós-venda pede confirmação e avisa depois", async ({ page }, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const question = "Deseja excluir permanentemente este template?";
  const name = unique(testInfo, "Modelo excluir");
  await page.goto("/pos-venda/templates");
  const create = page.getByRole("form", { name: "Novo template" });
  await create.getByLabel("Nome do template").fill(name);
  await create.getByLabel("Texto da proposta").fill("Texto do modelo.");
  await submit(page, "Criar template");
  await expect(page.getByRole("listitem", { name })).toHaveCount(1);
  const del = page.getByRole("form", { name: `Excluir template ${name}` });

  // One click deletes nothing: without JS the checkbox is required; with JS the dialog is cancelled.
  if (js) await expect(del.locator('input[type="hidden"][name="confirm"]')).toBeAttached();
  await del.getByRole("button", { name: "Excluir template" }).click();
  if (js) {
    const dialog = page.getByRole("dialog", { name: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
  } else {
    await expect(del.getByRole("checkbox", { name: question })).toHaveJSProperty("validity.valueMissing", true);
  }
  await expect(page.getByRole("listitem", { name })).toHaveCount(1);

  // A post without the confirmation deletes nothing either.
  const csrf = await del.locator("input[name=csrf]").inputValue();
  const templateId = await del.locator("input[name=templateId]").inputValue();
  const bare = await page.request.post("/pos-venda/templates", {
    form: { intent: "delete-template", csrf, commandId: randomUUID(), templateId },
    maxRedirects: 0,
  });
  expect(bare.status()).toBe(400);

  await deleteConfirmed(del, "Excluir template", question);
  await expect(page).toHaveURL(/\/pos-venda\/templates/);
  await expect(page.getByText("Template excluído.")).toBeVisible();
  await expect(page.getByRole("listitem", { name })).toHaveCount(0);

  // The same delete posted again (double submit) answers as the first; another id is a 404.
  const commandId = randomUUID();
  const name2 = unique(testInfo, "Modelo duplo");
  await create.getByLabel("Nome do template").fill(name2);
  await create.getByLabel("Texto da proposta").fill("Outro texto.");
  await submit(page, "Criar template");
  const id2 = await page
    .getByRole("form", { name: `Excluir template ${name2}` })
    .locator("input[name=templateId]")
    .inputValue();
  const csrf2 = await page.locator("input[name=csrf]").first().inputValue();
  const twice = { intent: "delete-template", csrf: csrf2, commandId, templateId: id2, confirm: "yes" };
  for (let i = 0; i < 2; i++) expect((await page.request.post("/pos-venda/templates", { form: twice, maxRedirects: 0 })).status()).toBe(302);
  const stranger = { ...twice, commandId: randomUUID(), templateId: randomUUID() };
  expect((await page.request.post("/pos-venda/templates", { form: stranger, maxRedirects: 0 })).status()).toBe(404);
});
