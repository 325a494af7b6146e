// Company administration without JS: collaborators and their permission flags, settings groups,
// and the account status set by a platform admin (route set B). Each test has a company of its own.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { uuidv7 } from "../../eventstore/ids";
import { addVendor, registerCompany } from "../../scripts/demo-seed";
import { companyDecider } from "../../domain/company";
import { createItemCommand, sendCommand, sendItemCommand } from "../support/commands";
import { signInAs } from "./support/app";
import { signInAdmin } from "./support/admin";
import { pollFor, withE2eDatabase } from "./support/db";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain forms: run once (the menu and forms are the same with JS)");

async function company(plan: "BASIC" | "ENTERPRISE" = "ENTERPRISE") {
  const tag = randomUUID().slice(0, 8);
  const manager = { name: "Gerente Admin", email: `adm-${tag}@admin.demo`, password: "Admin12345" };
  const name = `Solar Admin ${tag}`;
  return withE2eDatabase(async ({ database, store }) => {
    const { companyId, managerId, columns } = await registerCompany({ database, store }, { name, plan, manager });
    const itemId = uuidv7();
    await sendItemCommand(
      store,
      { actorId: managerId, companyId },
      itemId,
      createItemCommand({
        itemId,
        name: "Venda do Gerente",
        amount: "5000.00",
        ownerId: managerId,
        column: columns[0],
      }),
    );
    // The app's projector applies these events asynchronously: sign in only once they are visible.
    await pollFor(() => database.db.selectFrom("rm_items").select("id").where("id", "=", itemId).executeTakeFirst(), 100);
    return { name, manager, managerId, tag };
  });
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });
/** Opens a side-menu group (a <details>) and follows one of its links. */
async function menuLink(page: Page, group: string, link: string) {
  const details = menu(page).locator("details", { has: page.locator("summary", { hasText: new RegExp(`^${group}`) }) });
  if (!(await details.getAttribute("open").then((v) => v !== null))) await details.locator("summary").click();
  await details.getByRole("link", { name: link, exact: true }).click();
}
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test("o gerente cria um vendedor e dá salesKanban; o vendedor vê só o funil de vendas e os próprios itens", async ({ page }) => {
  const c = await company();
  await signInAs(page, c.manager);
  await menuLink(page, "Colaboradores", "Colaboradores e equipes");
  await expect(page).toHaveURL(new RegExp(`/colaboradores/${c.managerId}$`));

  const form = page.getByRole("form", { name: "Novo colaborador" });
  const vendor = { name: "Vera Vendas", email: `vera-${c.tag}@admin.demo`, password: "Vera12345" };
  await form.getByLabel("Nome").fill(vendor.name);
  await form.getByLabel("E-mail").fill(vendor.email);
  await form.getByLabel("Senha inicial").fill("fraca");
  await form.getByRole("button", { name: "Cadastrar colaborador" }).click();
  await expect(form.getByText("A senha deve ter ao menos 8 caracteres, com letra minúscula, letra maiúscula e número.")).toBeVisible();
  await expect(form.getByLabel("Nome")).toHaveValue(vendor.name);
  await form.getByLabel("Senha inicial").fill(vendor.password);
  await form.getByRole("button", { name: "Cadastrar colaborador" }).click();
  await expect(page.getByRole("heading", { name: `Editar ${vendor.name}` })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(vendor.name) })).toContainText("Ativo");

  const perms = page.getByRole("form", { name: "Permissões" });
  await perms.getByLabel("Funil de vendas").check();
  await perms.getByRole("button", { name: "Salvar permissões" }).click();
  await expect(page.getByRole("form", { name: "Permissões" }).getByLabel("Funil de vendas")).toBeChecked();

  await signInAs(page, vendor);
  const groups = menu(page).locator("summary");
  await expect(groups).toHaveText(["Início", "Vendas", "Agenda", "Kits", "Módulos e inversores"]);
  await menuLink(page, "Vendas", "Funil");
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Venda do Gerente")).toHaveCount(0);
  const vendorId = new URL(page.url()).pathname.split("/").pop();
  expect((await page.request.get(`/projetos/quadro/${vendorId}`)).status()).toBe(403);
  expect((await page.request.get(`/colaboradores/${c.managerId}`)).status()).toBe(403);
  expect((await page.request.get("/configuracoes")).status()).toBe(403);
  expect((await page.request.get(`/vendas/funil/${c.managerId}`)).status()).toBe(404);

  // Deactivated: signed out at once, and cannot sign in again.
  const vendorContext = page.context();
  const managerPage = await vendorContext.browser()!.newPage();
  await signInAs(managerPage, c.manager);
  await managerPage.goto(`/colaboradores/${c.managerId}`);
  await managerPage.getByRole("link", { name: `Editar ${vendor.name}` }).click();
  await managerPage.getByRole("form", { name: "Desativar colaborador" }).getByRole("button", { name: "Desativar" }).click();
  await expect(managerPage.getByRole("row", { name: new RegExp(vendor.name) })).toContainText("Desativado");
  await managerPage.close();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(vendor.email);
  await page.getByLabel("Senha").fill(vendor.password);
  await page.getByRole("button", { name: "Fazer login" }).click();
  await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
});

test("configurações: cada grupo salva o seu; erros em pt-BR mantêm o que foi digitado", async ({ page }) => {
  const c = await company();
  await signInAs(page, c.manager);
  await page.goto("/configuracoes?secao=origens");
  const origins = page.getByRole("form", { name: "Origens de clientes" });
  await box(page, "Origens de clientes").fill("Google\ngoogle");
  await origins.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Linha 2: Valor repetido.")).toBeVisible();
  await expect(box(page, "Origens de clientes")).toHaveValue("Google\ngoogle");
  await box(page, "Origens de clientes").fill("Google\nFeira Solar");
  await page.getByRole("form", { name: "Origens de clientes" }).getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status")).toHaveText("Configurações salvas.");
  await expect(box(page, "Origens de clientes")).toHaveValue("Google\nFeira Solar");

  await page.getByRole("link", { name: "Preferências" }).click();
  await expect(page.getByLabel("Fator de simultaneidade residencial (%)")).toHaveValue("30");
  await expect(page.getByLabel("Desconto padrão do kit (%)")).toHaveValue("0");
  await page.getByLabel("Validade da proposta (dias)").fill("abc");
  await page.getByRole("form", { name: "Preferências" }).getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Insira um número válido.")).toBeVisible();
  await expect(page.getByLabel("Validade da proposta (dias)")).toHaveValue("abc");
  await page.getByLabel("Validade da proposta (dias)").fill("20");
  await page.getByLabel("E-mail do cliente obrigatório").check();
  await page.getByRole("form", { name: "Preferências" }).getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status")).toHaveText("Configurações salvas.");
  await expect(page.getByLabel("Validade da proposta (dias)")).toHaveValue("20");
  await expect(page.getByLabel("E-mail do cliente obrigatório")).toBeChecked();

  await page.getByRole("link", { name: "Interface (menus ocultos)" }).click();
  await page.getByLabel("CLIENTES").check();
  await page.getByRole("form", { name: "Menus ocultos" }).getByRole("button", { name: "Salvar" }).click();
  await expect(menu(page).locator("summary", { hasText: "Clientes" })).toHaveCount(0);
  await page.getByRole("button", { name: "Expandir menu" }).click();
  await expect(menu(page).locator("summary", { hasText: "Clientes (oculto)" })).toBeVisible();
  await page.getByRole("button", { name: "Recolher menu" }).click();

  await page.getByRole("link", { name: "Endereço das propostas" }).click();
  await box(page, "Endereço (letras minúsculas, números e hífen)").fill("Solar Admin!");
  await page.getByRole("form", { name: "Endereço das propostas" }).getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Use apenas letras minúsculas, números e hífen (3 a 50 caracteres).")).toBeVisible();
  await box(page, "Endereço (letras minúsculas, números e hífen)").fill(`solar-${c.tag}`);
  await page.getByRole("form", { name: "Endereço das propostas" }).getByRole("button", { name: "Salvar" }).click();
  await expect(box(page, "Endereço (letras minúsculas, números e hífen)")).toHaveValue(`solar-${c.tag}`);
});

test("equipes: o líder vê os itens dos membros; sem líder é erro", async ({ page }) => {
  const c = await company();
  await signInAs(page, c.manager);
  await page.goto(`/colaboradores/${c.managerId}`);
  const newVendor = async (name: string, email: string) => {
    const form = page.getByRole("form", { name: "Novo colaborador" });
    await form.getByLabel("Nome").fill(name);
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Senha inicial").fill("Equipe1234");
    await form.getByRole("button", { name: "Cadastrar colaborador" }).click();
    await expect(page.getByRole("heading", { name: `Editar ${name}` })).toBeVisible();
    await page.getByRole("form", { name: "Permissões" }).getByLabel("Funil de vendas").check();
    await page.getByRole("form", { name: "Permissões" }).getByRole("button", { name: "Salvar permissões" }).click();
  };
  await newVendor("Lia Lider", `lia-${c.tag}@admin.demo`);
  await newVendor("Mario Membro", `mario-${c.tag}@admin.demo`);
  const team = page.getByRole("form", { name: "Nova equipe" });
  await team.getByLabel("Nome da equipe").fill("Equipe Leste");
  await team.getByRole("button", { name: "CRIAR EQUIPE" }).click();
  await expect(page.getByText("Selecione o líder da equipe.")).toBeVisible();
  await page.getByRole("form", { name: "Nova equipe" }).getByLabel("Líder").selectOption({ label: "Lia Lider" });
  await page.getByRole("form", { name: "Nova equipe" }).getByLabel("Mario Membro").check();
  await page.getByRole("form", { name: "Nova equipe" }).getByRole("button", { name: "CRIAR EQUIPE" }).click();
  await expect(page.getByRole("row", { name: /Equipe Leste/ })).toContainText("Mario Membro");

  // The manager sends their sale to Mario; Lia (leader) sees it on her funnel, Mario too.
  await page.goto("/inicio");
  await menuLink(page, "Vendas", "Funil");
  await page.getByRole("link", { name: "Venda do Gerente", exact: true }).click();
  const send = page.getByRole("form", { name: "Enviar" });
  await send.getByLabel("Enviar para").selectOption({ label: "Mario Membro" });
  await send.getByRole("button", { name: "Enviar" }).click();
  await signInAs(page, { email: `lia-${c.tag}@admin.demo`, password: "Equipe1234" });
  await menuLink(page, "Vendas", "Funil");
  await expect(page.getByText("Venda do Gerente")).toBeVisible();
});

test("empresa irregular: só o conjunto B, com o aviso de pagamento; o admin regulariza", async ({ page, browser }) => {
  const c = await company();
  const admin = await browser.newPage();
  await signInAdmin(admin);
  await box(admin, "Buscar").fill(c.name);
  await admin.getByRole("button", { name: "Buscar" }).click();
  await admin
    .getByRole("form", { name: `Situação de ${c.name}` })
    .getByRole("button", { name: "MARCAR IRREGULAR" })
    .click();
  await expect(admin.getByRole("form", { name: `Situação de ${c.name}` })).toContainText("Irregular");
  // Admins see no customer, proposal or sales menus, and a company session does not open admin pages.
  await expect(admin.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);

  await signInAs(page, c.manager);
  await expect(page.getByRole("alert").filter({ hasText: "A sua situação de pagamento encontra-se irregular" })).toBeVisible();
  await page.goto(`/vendas/funil/${c.managerId}`);
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto(`/colaboradores/${c.managerId}`);
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto("/configuracoes");
  await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
  expect((await page.request.get("/admin/empresas", { maxRedirects: 0 })).headers().location).toBe("/admin1");
  await page.getByRole("link", { name: "Regularizar a situação" }).click();
  await expect(page).toHaveURL(/\/financeiro$/);
  await expect(page.getByText("Irregular", { exact: true })).toBeVisible();

  await admin
    .getByRole("form", { name: `Situação de ${c.name}` })
    .getByRole("button", { name: "MARCAR REGULAR" })
    .click();
  await expect(admin.getByRole("form", { name: `Situação de ${c.name}` })).toContainText("Regular");
  await page.goto(`/vendas/funil/${c.managerId}`);
  await expect(page).toHaveURL(new RegExp(`/vendas/funil/${c.managerId}$`));
  await expect(page.getByText("A sua situação de pagamento encontra-se irregular")).toHaveCount(0);
  await admin.close();
});

test("minha conta: dados e senha (regra de senha, senha atual)", async ({ page }) => {
  const c = await company("BASIC");
  await signInAs(page, c.manager);
  await page.getByText(/Gerente Admin \(Gerente\)/).click();
  await page.getByRole("link", { name: "Alterar senha" }).click();
  await box(page, "Senha atual").fill("errada");
  await box(page, "Nova senha").fill("NovaSenha1");
  await box(page, "Confirme a nova senha").fill("NovaSenha1");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByText("Senha atual incorreta.")).toBeVisible();
  await box(page, "Senha atual").fill(c.manager.password);
  await box(page, "Nova senha").fill("semmaiuscula1");
  await box(page, "Confirme a nova senha").fill("semmaiuscula1");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByText("A senha deve ter ao menos 8 caracteres, com letra minúscula, letra maiúscula e número.")).toBeVisible();
  await box(page, "Senha atual").fill(c.manager.password);
  await box(page, "Nova senha").fill("NovaSenha1");
  await box(page, "Confirme a nova senha").fill("NovaSenha1");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByRole("status")).toHaveText("Senha alterada.");
  await signInAs(page, { email: c.manager.email, password: "NovaSenha1" });

  await page.goto(`/conta/info/${c.managerId}`);
  await box(page, "Nome").fill("Gerente Renomeado");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status")).toHaveText("Dados salvos.");
  await expect(page.getByText("Gerente Renomeado (Gerente)")).toBeVisible();
  // On BASIC, no collaborators can be added.
  await page.goto(`/colaboradores/${c.managerId}`);
  await expect(page.getByRole("heading", { name: "FAÇA O UPGRADE PARA O PLANO EMPRESARIAL" })).toBeVisible();
});

test("sem escalada: só o gerente mexe em equipes; um vendedor não gerencia quem tem mais permissões; sem plano empresarial, vendedor não entra", async ({
  page,
}) => {
  const c = await company();
  const boss = { name: "Vice Gestor", email: `vice-${c.tag}@admin.demo`, password: "Vice12345" };
  const peer = { name: "Par Poderoso", email: `par-${c.tag}@admin.demo`, password: "Par123456" };
  let peerId = "";
  let companyId = "";
  await withE2eDatabase(async ({ database, store }) => {
    companyId = (await database.db.selectFrom("rm_users").select("company_id").where("id", "=", c.managerId).executeTakeFirstOrThrow()).company_id;
    await addVendor({ database, store }, companyId, c.managerId, boss, new Date(), {
      employeesManager: true,
      salesKanban: true,
    });
    peerId = await addVendor({ database, store }, companyId, c.managerId, peer, new Date(), {
      employeesManager: true,
      salesKanban: true,
      configManager: true,
    });
    await pollFor(() => database.db.selectFrom("rm_users").select("id").where("id", "=", peerId).executeTakeFirst(), 100);
  });

  await signInAs(page, boss);
  await page.goto(`/colaboradores/${c.managerId}`);
  await expect(page.getByText("Somente o gerente cria e altera equipes.")).toBeVisible();
  await expect(page.getByRole("button", { name: "CRIAR EQUIPE" })).toHaveCount(0);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const post = (form: Record<string, string>) =>
    page.request.post(`/colaboradores/${c.managerId}`, {
      form: { csrf, commandId: randomUUID(), ...form },
      maxRedirects: 0,
    });
  // A team led by the vendor with everyone in it would widen their data scope: refused.
  expect((await post({ intent: "create-team", name: "Minha equipe", leaderId: c.managerId, memberIds: peerId })).status()).toBe(403);
  // The peer holds configManager, which this vendor lacks: neither deactivated nor renamed by them.
  expect((await post({ intent: "deactivate-vendor", vendorId: peerId })).status()).toBe(403);
  expect((await post({ intent: "edit-vendor", vendorId: peerId, name: "Outro", email: peer.email })).status()).toBe(403);
  await withE2eDatabase(async ({ database, store }) => {
    expect(await database.db.selectFrom("rm_teams").select("id").where("company_id", "=", companyId).execute()).toHaveLength(0);

    // The company goes back to BASIC: vendor seats end (the manager still signs in).
    await sendCommand(
      store,
      { actorId: c.managerId, companyId },
      { streamId: `company-${companyId}`, decider: companyDecider, command: { type: "ChangePlan", plan: "BASIC" } },
    );
    await pollFor(async () => {
      const row = await database.db.selectFrom("rm_companies").select("plan").where("id", "=", companyId).executeTakeFirstOrThrow();
      return row.plan === "BASIC";
    }, 100);
  });
  await page.goto("/inicio");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("E-mail").fill(boss.email);
  await page.getByLabel("Senha").fill(boss.password);
  await page.getByRole("button", { name: "Fazer login" }).click();
  await expect(page.getByText("O plano da empresa não inclui vendedores. Fale com o seu gerente.")).toBeVisible();
  await signInAs(page, c.manager);
});

test("o admin da plataforma vê o quadro e o item de uma empresa como estavam (só leitura); uma sessão de empresa não entra", async ({
  page,
  browser,
}) => {
  const admin = await browser.newPage();
  await signInAdmin(admin);
  await box(admin, "Buscar").fill("Demo Solar");
  await admin.getByRole("button", { name: "Buscar" }).click();
  await admin.getByRole("link", { name: "Ver como estava em … (Demo Solar)" }).click();
  await expect(admin).toHaveURL(/\/admin\/empresas\/[0-9a-f-]{36}\/auditoria\/quadro\/vendas$/);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("como estava em");
  await expect(admin.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
  await admin
    .getByRole("link", { name: /Residência Ana 5 kWp/ })
    .first()
    .click();
  await expect(admin).toHaveURL(/\/admin\/empresas\/[0-9a-f-]{36}\/auditoria\/item\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Item como estava em");
  await expect(admin.getByText("Residência Ana 5 kWp", { exact: true })).toBeVisible();
  const boardUrl = new URL(admin.url()).pathname.replace(/\/item\/.*$/, "/quadro/vendas");
  expect((await admin.request.get("/admin/empresas/00000000-0000-7000-8000-000000000000/auditoria/quadro/vendas")).status()).toBe(404);
  await admin.close();

  const c = await company();
  await signInAs(page, c.manager);
  expect((await page.request.get(boardUrl, { maxRedirects: 0 })).headers().location).toBe("/admin1");
});
