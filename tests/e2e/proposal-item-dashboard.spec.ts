// Issue 17, JavaScript off and on: a proposal started from a sale's "Propostas" tab is linked to it;
// once finished, the tab lists it (opened by the part 3 §2 link rule) and UCs, Kit, Projeto and
// Precificação show it; the sale is won with it and takes its power and UC type, which the
// dashboard's sold power follows; the lists search without accents, filter and keep the filters
// in the pager; the dashboard counts proposals and lists the last viewed ones; a vendor without
// proposalsList sees the proposals of the items whose type he manages (projectManager) and no other.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { history, pickCustomer, signInAs, situation, submit, unique } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { addVendor } from "../../scripts/demo-seed";
import { DEMO_FINAL_PRICE, finishProposal } from "./support/proposal";

test.use({ storageState: MANAGER_STATE });

const info = (page: Page, label: string) => page.locator(`dl.info dt:text-is('${label}') + dd`);
const CUSTOMER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const kwpOf = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));

/** A sale of the customer `customerId` (by name), opened on its Propostas tab; returns the item's path. */
async function saleOf(page: Page, customerName: string, saleName: string): Promise<string> {
  await page.goto("/vendas/registro");
  await page.getByLabel("Nome da venda").fill(saleName);
  await page.getByLabel("Valor (R$)").fill("20000");
  await pickCustomer(page, customerName);
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
  await page.getByRole("link", { name: saleName, exact: true }).first().click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}/);
  return new URL(page.url()).pathname;
}

test("item: proposta do negócio nas abas, venda ganha com a proposta, painel segue", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const customer = unique(testInfo, "Cliente Ação Item");
  const saleName = unique(testInfo, "Venda com proposta");
  let itemPath = "";

  await page.goto("/inicio");
  const soldBefore = kwpOf(await page.getByTestId("sold-power").textContent());
  const totalBefore = Number(await page.getByTestId("total-proposals").textContent());

  const { pid, count } = await finishProposal(page, customer, {
    start: async () => {
      itemPath = await saleOf(page, customer, saleName);
      await page.goto(`${itemPath}?aba=propostas`);
      await expect(page.getByText("Nenhuma proposta finalizada com potência vinculada a este item.")).toBeVisible();
      await page.getByRole("link", { name: "Nova proposta para este item" }).click();
      await expect(page).toHaveURL(/\/dados-consumo\/nova\?cid=[0-9a-f-]{36}&sid=[0-9a-f-]{36}$/);
    },
  });

  // Propostas: the finished proposal, opened by the link rule (slug/count/code or the front id).
  await page.goto(`${itemPath}?aba=propostas`);
  const open = page.getByRole("link", { name: `Abrir a proposta ${count}` });
  await expect(open).toHaveAttribute("href", /^\/proposta\/final\/([^/]+\/\d+\/[^/]{5}|[A-Za-z0-9_-]{8,64})$/);
  const row = page.getByRole("row").filter({ has: open });
  await expect(row).toContainText("4,40 kWp");
  await expect(row).toContainText(DEMO_FINAL_PRICE);

  // UCs, Kit, Projeto, Precificação: the item's newest finished proposal.
  await page.getByRole("link", { name: "UCs", exact: true }).click();
  await expect(page.getByText("Casa: 500 kWh/mês em média")).toBeVisible();
  await expect(page.getByText(`Proposta ${count}, a mais recente finalizada deste item.`)).toBeVisible();
  await page.getByRole("link", { name: "Kit", exact: true }).click();
  await expect(page.getByRole("region", { name: "Kit", exact: true })).toContainText("4,40 kWp");
  await page.getByRole("link", { name: "Projeto", exact: true }).click();
  const project = page.getByTestId("project-figures");
  await expect(project).toContainText("4,40 kWp");
  await expect(project).toContainText("500 kWh");
  await expect(project).toContainText("6.000 kWh");
  await expect(page.getByRole("img", { name: /Consumo e geração estimada por mês/ })).toBeVisible();
  await page.getByRole("link", { name: "Precificação", exact: true }).click();
  await expect(page.getByTestId("final-price")).toHaveText(DEMO_FINAL_PRICE);

  // Win with the approved proposal: its power and UC type, whatever the other form says.
  await page.getByLabel("Proposta aprovada", { exact: true }).selectOption({ value: pid });
  await submit(page, "Marcar como ganha com a proposta");
  await expect(situation(page)).toHaveText("Venda Ganha");
  await expect(info(page, "Potência")).toHaveText("4,40 kWp");
  await expect(info(page, "Tipo de UC")).toHaveText("Residencial");
  await page.goto(`${itemPath}?aba=historico`);
  await expect(history(page).first()).toContainText(new RegExp(`Venda ganha com a proposta ${count} \\(4,40? kWp, Residencial\\)`));

  // The dashboard: one more proposal, the sold power grew by the proposal's (other tests only add to it).
  await page.goto("/inicio");
  expect(Number(await page.getByTestId("total-proposals").textContent())).toBeGreaterThan(totalBefore);
  expect(kwpOf(await page.getByTestId("sold-power").textContent()) - soldBefore).toBeGreaterThanOrEqual(4.4 - 1e-9);
  // Demo pricing is SIMPLE: the manager sees a dash and the hint.
  await expect(page.getByText("Este dado só é disponibilizado para contas que utilizam a PRECIFICAÇÃO DETALHADA")).toBeVisible();
});

test("listas: busca sem acentos, filtros de situação e período, paginação guarda os filtros, Ver proposta", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const customer = unique(testInfo, "Cliente Ótimo Ação");
  const { pid, count } = await finishProposal(page, customer);
  const plain = customer.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(); // "cliente otimo acao …"

  // The user's list: search without accents or case.
  await page.goto("/propostas/lista/" + (await managerId(page)));
  await page.getByLabel("Buscar").fill(plain.toUpperCase());
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/busca=/);
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(count);
  await expect(rows.nth(1).getByRole("link", { name: `Ver proposta ${count}` })).toHaveAttribute("href", `/proposta/final/${pid}`);
  await expect(rows.nth(1).locator("td[data-label='Visualizações']")).toHaveText("0");

  // By number too.
  await page.getByLabel("Buscar").fill(count);
  await page.getByLabel("Situação").selectOption("finalizadas");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(rows.nth(1)).toContainText(customer);

  // Not finished: none of this customer's.
  await page.getByLabel("Buscar").fill(plain);
  await page.getByLabel("Situação").selectOption("nao-finalizadas");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByText("NENHUM RESULTADO: nenhuma proposta foi encontrada para os filtros aplicados.")).toBeVisible();

  // Period: a bad date says so; a period ending before today finds nothing; today finds it.
  await page.getByLabel("Situação").selectOption("");
  await page.getByLabel("De (dd/mm/aaaa)").fill("31/02/2026");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByText("Data inválida.")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByLabel("De (dd/mm/aaaa)").fill("");
  await page.getByLabel("Até (dd/mm/aaaa)").fill("01/01/2000");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByText(/NENHUM RESULTADO/)).toBeVisible();

  // The pager keeps the filters: page 2 of a one-row search links back with them.
  const url = new URL(page.url());
  url.searchParams.delete("ate");
  url.searchParams.set("pagina", "2");
  await page.goto(url.pathname + url.search);
  const back = page.getByRole("navigation", { name: "Páginas" }).getByRole("link", { name: "← Anterior" });
  await expect(back).toHaveAttribute("href", new RegExp(`busca=${encodeURIComponent(plain).replace(/%20/g, "\\+")}.*pagina=1$`));
});

/** The signed-in manager's id, from the side menu's "Propostas" link (/propostas/lista/:uid). */
async function managerId(page: Page): Promise<string> {
  const href = await page.locator('a[href^="/propostas/lista/"]').first().getAttribute("href");
  return /\/propostas\/lista\/([0-9a-f-]{36})/.exec(href ?? "")![1];
}

test("painel: propostas visualizadas pelo link público aparecem em Últimas propostas visualizadas", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const customer = unique(testInfo, "Cliente Visita");
  let itemPath = "";
  const { count } = await finishProposal(page, customer, {
    start: async () => {
      itemPath = await saleOf(page, customer, unique(testInfo, "Venda Visita"));
      await page.goto(`${itemPath}?aba=propostas`);
      await page.getByRole("link", { name: "Nova proposta para este item" }).click();
    },
  });
  await page.goto(`${itemPath}?aba=propostas`);
  const publicLink = await page.getByRole("link", { name: `Abrir a proposta ${count}` }).getAttribute("href");
  // A customer signed out, with a browser's user agent (a headless one is taken for a link-preview robot and not counted).
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, userAgent: CUSTOMER_UA });
  const visit = await visitor.newPage();
  await visit.goto(new URL(publicLink!, page.url()).toString());
  await expect(visit.getByText(customer).first()).toBeVisible();
  await visitor.close();
  // The visit reaches the read model in the background: reload until it shows.
  await expect(async () => {
    await page.goto("/inicio");
    const viewed = page.getByTestId("viewed-proposals").getByRole("listitem").filter({ hasText: count });
    await expect(viewed).toContainText(customer, { timeout: 1000 });
    await expect(viewed).toContainText("1 visualização", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test("lista de um vendedor sem proposalsList: vê as propostas de itens do tipo que ele gerencia (projectManager), não as outras", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const vendor = { name: "Vendedor Projetos", email: `projetos-${tag}@painel.demo`, password: "Painel1234" };
  const vendorId = await withE2eDatabase(async ({ database, store }) => {
    const demo = await database.db.selectFrom("rm_companies").select(["id", "manager_id"]).where("name", "=", "Demo Solar").executeTakeFirstOrThrow();
    await addVendor({ database, store }, demo.id, demo.manager_id, vendor, new Date(), { projectKanban: true, projectManager: true });
    const row = await pollFor(() => database.db.selectFrom("rm_users").select("id").where("email", "=", vendor.email).executeTakeFirst());
    return row!.id;
  });

  // The manager: a proposal started from a project's Propostas tab (linked to it), and one for the same customer that is not.
  const customer = unique(testInfo, "Cliente Projeto");
  const projectName = unique(testInfo, "Projeto com proposta");
  const { count } = await finishProposal(page, customer, {
    start: async () => {
      await page.goto("/projetos/registro");
      await page.getByLabel("Nome (projeto)").fill(projectName);
      await page.getByLabel("Valor (R$)").fill("0");
      await pickCustomer(page, customer);
      await page.getByRole("button", { name: "Salvar projeto" }).click();
      await expect(page).toHaveURL(/\/projetos\/quadro\/[0-9a-f-]{36}$/);
      await page.getByRole("link", { name: projectName, exact: true }).first().click();
      await page.getByRole("link", { name: "Propostas", exact: true }).click();
      await page.getByRole("link", { name: "Nova proposta para este item" }).click();
    },
  });
  await page.goto("/propostas/lista/" + (await managerId(page)) + `?busca=${encodeURIComponent(customer)}`);
  await expect(page.getByRole("row")).toHaveCount(2);
  // A second one for the same customer from the customer's page: not linked to the project.
  await page.goto(`/propostas/lista/${await managerId(page)}?busca=${encodeURIComponent(customer)}`);
  await page.getByRole("link", { name: customer }).first().click();
  await page.getByRole("link", { name: "Nova proposta" }).click();
  await page.locator('[name="powerDistCompany"]').fill("CPFL Paulista");
  await page.locator('[name="energyBillData[0].ucName"]').fill("Casa");
  await page.locator('[name="energyBillData[0].phase"]').selectOption("two");
  await page.locator('[name="energyBillData[0].kwhPrice"]').fill("0,92");
  for (let m = 0; m < 12; m++) await page.locator(`[name="energyBillData[0].monthlyConsumption[${m}]"]`).fill("300");
  await submit(page, "Salvar e escolher o kit");
  await expect(page).toHaveURL(/\/escolha-kit\/[0-9a-f-]{36}$/);
  await page.goto("/propostas/lista/" + (await managerId(page)) + `?busca=${encodeURIComponent(customer)}`);
  await expect(page.getByRole("row")).toHaveCount(3);

  // The vendor (no proposalsList, so no Propostas menu; the list by its address): only the project's proposal.
  await signInAs(page, vendor);
  await page.goto(`/propostas/lista/${vendorId}?busca=${encodeURIComponent(customer)}`);
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(count);
});
