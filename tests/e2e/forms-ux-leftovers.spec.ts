// Issue 18 leftovers (ADR 019), JS off and on: the forms that were not on the required-field pattern
// yet — the archive's folder and file forms, the board's column forms, the collaborators' team form,
// the admin's company rows and the item's checklist — answer a bad submit with the error summary at
// the top ("Corrija N campo(s):", a link per field), the message beside the field, and what was
// typed kept; required fields carry the red "*" and aria-required, never HTML required.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, enterBoardMode, unique } from "./support/app";
import { signInAdmin } from "./support/admin";

test.use({ storageState: MANAGER_STATE });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** The summary of `scope` after a refusal: its title and its links, in order; with JS it has the focus. */
async function summarySays(scope: Locator | Page, title: string, links: string[]) {
  const summary = scope.getByRole("alert").filter({ hasText: title });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(links);
  if (jsOn()) await expect(summary).toBeFocused();
  return summary;
}

/** A link of the summary leads to its field (the hash without JS, the focus with JS). */
async function linkLeadsTo(summary: Locator, link: string, field: Locator) {
  await summary.getByRole("link", { name: link, exact: true }).click();
  if (jsOn()) await expect(field).toBeFocused();
  else expect(new URL(summary.page().url()).hash).toBe(`#${await field.getAttribute("id")}`);
}

test("arquivos: nome de pasta inválido e arquivo faltando dão o resumo no topo do formulário", async ({ page }, testInfo) => {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(unique(testInfo, "Cliente Resumo"));
  await page.getByRole("button", { name: "Salvar cliente" }).click();
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}/);
  await page.getByRole("link", { name: "Arquivos do cliente" }).click();

  const create = page.getByRole("form", { name: "Nova pasta" });
  const name = create.getByLabel("Nome da Pasta");
  await expect(name).toHaveAttribute("aria-required", "true");
  await expect(name).not.toHaveAttribute("required");
  await expect(create.locator(".label-row .required-mark")).toHaveCount(1);
  await name.fill("Projeto/2026");
  await create.getByRole("button", { name: "Criar pasta" }).click();
  const summary = await summarySays(page.getByRole("form", { name: "Nova pasta" }), "Corrija 1 campo:", ["Nome da Pasta"]);
  const typed = page.getByRole("form", { name: "Nova pasta" }).getByLabel("Nome da Pasta");
  await expect(typed).toHaveValue("Projeto/2026");
  await expect(typed).toHaveAccessibleDescription("Insira um nome válido.");
  await expect(typed).toHaveAttribute("aria-invalid", "true");
  await linkLeadsTo(summary, "Nome da Pasta", typed);

  // A new file without the file: the summary names "Arquivo"; the name typed stays.
  const docs = page.getByRole("region", { name: "Pasta Documentos", exact: true });
  await docs
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "Opções da pasta" }) })
    .locator("summary")
    .click();
  const add = docs.getByRole("form", { name: "Novo Arquivo em Documentos" });
  await expect(add.getByLabel("Arquivo", { exact: true })).toHaveAttribute("aria-required", "true");
  await add.getByLabel("Nome do Arquivo").fill("Conta de março");
  await add.getByRole("button", { name: "Adicionar arquivo" }).click();
  const again = page.getByRole("region", { name: "Pasta Documentos", exact: true }).getByRole("form", { name: "Novo Arquivo em Documentos" });
  await summarySays(again, "Corrija 1 campo:", ["Arquivo"]);
  await expect(again.getByLabel("Arquivo", { exact: true })).toHaveAccessibleDescription("Selecione um arquivo.");
  await expect(again.getByLabel("Nome do Arquivo")).toHaveValue("Conta de março");
});

test("colunas: título vazio e dias inválidos, resumo com os dois campos e valores mantidos", async ({ page }) => {
  await page.goto("/inicio");
  await page.getByRole("link", { name: "Quadro de instalações" }).click();
  await enterBoardMode(page, "Editar funil");
  await page.getByText("Adicionar coluna", { exact: true }).first().click();
  const add = page.getByRole("form", { name: "Adicionar coluna" });
  await expect(add.getByLabel("Título")).toHaveAttribute("aria-required", "true");
  await expect(add.getByLabel("Dias até inatividade")).not.toHaveAttribute("aria-required");
  await add.getByLabel("Título").fill("   ");
  await add.getByLabel("Dias até inatividade").fill("-3");
  await add.getByRole("button", { name: "Adicionar coluna" }).click();

  const form = page.getByRole("form", { name: "Adicionar coluna" });
  const summary = await summarySays(form, "Corrija 2 campos:", ["Título", "Dias até inatividade"]);
  await expect(form.getByLabel("Título")).toHaveAccessibleDescription("Campo obrigatório.");
  await expect(form.getByLabel("Dias até inatividade")).toHaveValue("-3");
  await expect(form.getByLabel("Dias até inatividade")).toHaveAttribute("aria-invalid", "true");
  await linkLeadsTo(summary, "Dias até inatividade", form.getByLabel("Dias até inatividade"));
  await expect(page).toHaveURL(/modo=editar-funil/);
});

test("colaboradores: equipe sem nome e sem líder, resumo e membros marcados mantidos", async ({ page }) => {
  const home = await (await page.request.get("/inicio")).text();
  const uid = home.match(/\/colaboradores\/([0-9a-f-]{36})/)?.[1] ?? home.match(/\/propostas\/lista\/([0-9a-f-]{36})/)![1];
  await page.goto(`/colaboradores/${uid}`);
  const team = page.getByRole("form", { name: "Nova equipe" });
  await expect(team.getByLabel("Nome da equipe")).toHaveAttribute("aria-required", "true");
  await expect(team.getByLabel("Líder")).toHaveAttribute("aria-required", "true");
  await expect(team.getByLabel("Líder")).not.toHaveAttribute("required");
  const member = team.getByRole("checkbox").first();
  await member.check();
  await team.getByRole("button", { name: "CRIAR EQUIPE" }).click();

  const again = page.getByRole("form", { name: "Nova equipe" });
  const summary = await summarySays(again, "Corrija 2 campos:", ["Nome da equipe", "Líder"]);
  await expect(again.getByRole("checkbox").first()).toBeChecked();
  await expect(again.getByLabel("Líder")).toHaveAttribute("aria-invalid", "true");
  await linkLeadsTo(summary, "Líder", again.getByLabel("Líder"));
});

test("checklist: um número inválido diz o campo no resumo da tarefa e mantém o que foi digitado", async ({ page }, testInfo) => {
  const task = `Strings${unique(testInfo, "")}`.replace(/\s+/g, "");
  await page.goto("/configuracoes/checklists?tipo=SALES");
  const entry = page.getByRole("form", { name: "Novo item do checklist" });
  await entry.getByLabel("Tarefa").fill(task);
  await entry.getByLabel("Tipo", { exact: true }).selectOption({ label: "Número" });
  await entry.getByRole("button", { name: "Adicionar item" }).click();
  await expect(page.getByRole("listitem", { name: task })).toBeVisible();

  const sale = unique(testInfo, "Venda checklist resumo");
  await createSale(page, { name: sale, amount: "2.000,00" });
  await card(column(page, "Contato"), sale).getByRole("link", { name: sale }).click();
  const form = page.getByRole("region", { name: "Checklist" }).getByRole("form", { name: `Checklist: ${task}` });
  const field = form.getByLabel(task, { exact: true });
  await expect(field).toHaveAttribute("aria-required", "true");
  await field.fill("doze");
  if (jsOn()) await field.blur();
  else await form.getByRole("button", { name: "Salvar" }).click();

  const summary = form.getByRole("alert").filter({ hasText: "Corrija 1 campo:" });
  await expect(summary.getByRole("link")).toHaveText([task]);
  await expect(field).toHaveAccessibleDescription("Insira um número válido.");
  await expect(field).toHaveValue("doze");
  await linkLeadsTo(summary, task, field);
});

test("admin: um plano inválido (POST adulterado) dá o resumo no topo e a mensagem ao lado do plano", async ({ page }) => {
  test.skip(jsOn(), "the admin's second factor: one sign-in is enough (the page is server-rendered)");
  await signInAdmin(page);
  const row = page.getByRole("form", { name: /^Plano de / }).first();
  const plan = row.getByLabel("Plano");
  await expect(plan).toHaveAttribute("aria-required", "true");
  // The select offers only valid plans: the POST is altered on its way, as a forged one would be.
  await page.route("**/admin/empresas*", async (route) => {
    const body = route.request().postData();
    if (route.request().method() === "POST" && body) await route.continue({ postData: body.replace(/plan=[A-Z]+/, "plan=OURO") });
    else await route.continue();
  });
  await row.getByRole("button", { name: "Salvar plano" }).click();
  const summary = await summarySays(page, "Corrija 1 campo:", ["Plano"]);
  const refused = page.locator("select[aria-invalid=true]");
  await expect(refused).toHaveCount(1);
  await expect(refused).toHaveAccessibleDescription("Plano inválido.");
  await linkLeadsTo(summary, "Plano", refused);
});

test("proposta: o consumo vazio diz no topo o que não é de um campo e liga cada campo pelo nome", async ({ page }, testInfo) => {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(unique(testInfo, "Cliente Consumo Vazio"));
  await page.getByRole("button", { name: "Salvar cliente" }).click();
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}/);
  const cid = new URL(page.url()).pathname.split("/").pop()!;
  await page.goto(`/proposta/gerar-proposta/dados-consumo/nova?cid=${cid}`);
  await page.getByRole("button", { name: "Salvar e escolher o kit" }).click();

  const form = page.getByRole("form", { name: "Dados de consumo" });
  // "No unit" belongs to no field: the form's own line at the top, not a link to nowhere.
  await expect(form.getByRole("alert").filter({ hasText: "Inclua pelo menos uma unidade consumidora." })).toBeVisible();
  const summary = await summarySays(form, "Corrija 2 campos:", ["Distribuidora", "UF"]);
  await expect(form.getByLabel("Distribuidora")).toHaveAccessibleDescription(/Distribuidora: informe o nome da distribuidora de energia\./);
  await linkLeadsTo(summary, "UF", form.getByLabel("UF"));
});
