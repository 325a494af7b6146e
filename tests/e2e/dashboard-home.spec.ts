// /inicio (spec part 1 §2.4) without JavaScript: a won sale raises the month's won amount and sold
// power; the charts are SVG with their text alternatives; the picker switches to EQUIPE.
// Other spec files win sales in parallel on the same company, so the check is "grew by at least
// what we won", never an exact total.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, signInAs, situation, unique } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { addVendor, registerCompany } from "../../scripts/demo-seed";

test.use({ storageState: MANAGER_STATE });

const brl = (s: string) => Number(s.replace(/[^\d,-]/g, "").replace(",", "."));
const kwp = (s: string) => Number(s.replace(/[^\d,]/g, "").replace(",", "."));

async function figures(page: Page) {
  await page.goto("/inicio");
  return {
    won: brl(await page.getByTestId("won-amount").innerText()),
    power: kwp(await page.getByTestId("sold-power").innerText()),
    open: Number(await page.getByTestId("open-count").innerText()),
  };
}

test("uma venda ganha aumenta o valor ganho e a potência vendida do mês", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-off", "one run is enough: the page is server-rendered");
  const before = await figures(page);
  const name = unique(testInfo, "Usina painel");
  await createSale(page, { name, amount: "987.654,32" });
  const board = page.url();
  // The redirect waits (bounded) for the projections; on a loaded machine a reload may be needed.
  await expect.poll(async () => (await figures(page)).open, { timeout: 20_000 }).toBeGreaterThanOrEqual(before.open + 1);

  await page.goto(board);
  await winSale(page, name);
  await expect.poll(async () => (await figures(page)).won, { timeout: 20_000 }).toBeGreaterThanOrEqual(before.won + 987654.32 - 0.001);
  const after = await figures(page);
  expect(after.power).toBeGreaterThanOrEqual(before.power + 123.45 - 0.001);

  // Charts: SVG on the page (no JS here), titled as the spec says, each with a text alternative.
  for (const title of ["Negócios Gerados (R$)", "Negócios Ganhos (R$)"]) {
    const chart = page.getByRole("figure", { name: title });
    await expect(chart.locator("svg path").first()).toBeAttached();
    await expect(chart.getByRole("img")).toHaveAttribute("aria-label", new RegExp(`^${title.replace(/[()$]/g, "\\$&")}: `));
    await expect(chart.getByRole("table")).toBeVisible();
  }
  // Axis labels abbreviated: the won amount is near a million, so the axis shows "k" or "M".
  await expect(
    page
      .getByRole("figure", { name: "Valores ganhos por mês (R$)" })
      .locator("svg text")
      .filter({ hasText: /\d(k|M)$/ })
      .first(),
  ).toBeAttached();
  // The sale we opened is in "Últimos visualizados" with its status label.
  const viewed = page.getByRole("region", { name: "Últimos visualizados" });
  await expect(viewed.getByRole("listitem").filter({ hasText: name })).toContainText("GANHO");
});

async function winSale(page: Page, name: string) {
  const k = card(column(page, "Contato"), name);
  await k.getByRole("link", { name, exact: true }).click();
  const win = page.getByRole("form", { name: "Venda Ganha" });
  await win.getByLabel("Potência (kWp)").fill("123,45");
  await win.getByLabel("Tipo de UC").selectOption("Residencial");
  await win.getByRole("button", { name: "Marcar como ganha" }).click();
  await expect(situation(page)).toHaveText("Venda Ganha");
}

test("o filtro mostra a EQUIPE e um usuário; o carrossel tem indicadores", async ({ page }) => {
  await page.goto("/inicio");
  const filter = page.getByRole("form", { name: "Filtro do painel" });
  await expect(page.getByRole("heading", { name: "Taxa de conversão" })).toBeVisible();
  await expect(page.getByText("Este dado só é disponibilizado para contas que utilizam a PRECIFICAÇÃO DETALHADA")).toBeVisible();
  await page.getByLabel("EQUIPE").check();
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/tipo=EQUIPE/);
  await expect(page.getByLabel("EQUIPE")).toBeChecked();
  await page.getByLabel("INDIVIDUAL").check();
  await filter.getByLabel("Usuário").selectOption({ label: "Vendedor Demo" });
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(filter.getByLabel("Usuário").locator("option:checked")).toHaveText("Vendedor Demo");
  await expect(page).toHaveURL(/tipo=INDIVIDUAL&usuario=[0-9a-f-]{36}/);
  // ENTERPRISE demo: no upgrade banner; two banners, so indicators show.
  const carousel = page.getByRole("region", { name: "Novidades" });
  await expect(carousel.getByRole("img", { name: "Faça o upgrade para o plano empresarial" })).toHaveCount(0);
  await expect(carousel.getByRole("navigation", { name: "Escolher banner" }).getByRole("link")).toHaveCount(2);
  // Another company's (or a made-up) user id is not found.
  const res = await page.request.get("/inicio?tipo=INDIVIDUAL&usuario=00000000-0000-7000-8000-000000000000");
  expect(res.status()).toBe(404);
});

test("últimos visualizados seguem o filtro: o que o gerente abriu não aparece na visão do vendedor", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-off", "one run is enough: the page is server-rendered");
  const name = unique(testInfo, "Venda vista");
  await page.goto("/inicio");
  const customersBefore = Number(await page.getByTestId("total-customers").innerText());
  await createSale(page, { name, amount: "1.000,00", customerName: `Cliente ${name}` });
  await page.goto("/inicio");
  // The summary counts the customer created with the sale (other tests may add more meanwhile).
  expect(Number(await page.getByTestId("total-customers").innerText())).toBeGreaterThanOrEqual(customersBefore + 1);
  await page.goBack();
  await card(column(page, "Contato"), name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}/);
  await page.goto("/inicio");
  const viewed = page.getByRole("region", { name: "Últimos visualizados" });
  await expect(viewed.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
  const filter = page.getByRole("form", { name: "Filtro do painel" });
  await filter.getByLabel("Usuário").selectOption({ label: "Vendedor Demo" });
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(filter.getByLabel("Usuário").locator("option:checked")).toHaveText("Vendedor Demo");
  await expect(viewed.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

// Issue 18: "Seus quadros" listed every board of the plan, and a vendor without a board's flag got a
// 403 from its link. Now it lists the boards the user may open, each of which answers 200.
test("Seus quadros lista só os quadros que o vendedor pode abrir", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "Quadros").replace(/\W+/g, "-").toLowerCase();
  const manager = { name: "Gerente Quadros", email: `g-${tag}@quadros.test`, password: "Quadros123456" };
  const vendor = { name: "Só Projetos", email: `v-${tag}@quadros.test`, password: "Quadros123456" };
  await withE2eDatabase(async (deps) => {
    const r = await registerCompany(deps, { name: `Quadros ${tag}`, plan: "ENTERPRISE", manager });
    // Projects and installations, not sales (nor pre-sales, after-sales, administrative).
    const id = await addVendor(deps, r.companyId, r.managerId, vendor, new Date(), {
      customersList: true,
      projectKanban: true,
      installationKanban: true,
    });
    expect(await pollFor(async () => deps.database.db.selectFrom("rm_users").select("id").where("id", "=", id).executeTakeFirst())).toBeTruthy();
  });
  await signInAs(page, vendor);
  const boards = page.getByRole("region", { name: "Seus quadros" });
  const links = boards.getByRole("link");
  await expect(links).toHaveText(["Quadro de projetos", "Quadro de instalações"]);
  await expect(boards.getByRole("link", { name: "Funil de vendas" })).toHaveCount(0);
  await expect(boards.getByRole("link", { name: "Registrar nova venda" })).toHaveCount(0);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
  }
  // The sales funnel is still closed to this vendor: the list did not hide a page they could open.
  expect((await page.request.get("/vendas/registro")).status()).toBe(403);

  // The company's manager still sees every board of the plan.
  await signInAs(page, manager);
  await expect(page.getByRole("region", { name: "Seus quadros" }).getByRole("link", { name: "Funil de vendas" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Seus quadros" }).getByRole("link", { name: "Quadro administrativo" })).toHaveCount(1);
});
