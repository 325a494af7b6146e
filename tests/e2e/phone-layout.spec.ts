// The phone layout of issue 18 at 390×844, JavaScript off and on: the side menu folds behind "Menu"
// (a link to #menu: :target, no script needed), the pages' content comes first and nothing is wider
// than the screen (tables read as lists, the board shows one column at a time). Screenshots of the
// main pages at 390 and 1366 px are saved to test-results/screenshots/ as e2e artefacts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { pickCustomer, submit, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE, viewport: { width: 390, height: 844 } });

const SCREEN = { width: 390, height: 844 };

/** The main pages, each with what must be on the first screen. */
const PAGES: { name: string; open: (page: Page) => Promise<void>; first: (page: Page) => Locator }[] = [
  { name: "inicio", open: (p) => go(p, "/inicio"), first: (p) => p.locator("main .card-panel, main section").first() },
  { name: "quadro", open: (p) => openFromMenu(p, "Vendas", "Funil"), first: (p) => p.locator("li.kcard").first() },
  { name: "clientes", open: (p) => openFromMenu(p, "Clientes", "Lista de clientes"), first: (p) => p.locator("main tbody tr").first() },
  { name: "item", open: openFirstItem, first: (p) => p.getByRole("button", { name: "Marcar como ganha" }) },
  { name: "configuracoes", open: (p) => go(p, "/configuracoes"), first: (p) => p.locator("main form, main .card-panel").first() },
  { name: "finalizadas", open: (p) => go(p, "/vendas/finalizadas"), first: (p) => p.locator("main h1").first() },
  { name: "dados", open: (p) => openFromMenu(p, "Vendas", "Dados"), first: (p) => p.locator("main h1").first() },
];

async function go(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible();
}

/** Through the folded menu, as a phone user does: "Menu", the group, the link. */
async function openFromMenu(page: Page, group: string, link: string) {
  await page.goto("/inicio");
  await openMenu(page);
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  const details = menu.locator("details").filter({ has: page.locator(`summary:text-is("${group}")`) });
  if (!(await details.getAttribute("open").then((v) => v !== null))) await details.locator("summary").click();
  await details.getByRole("link", { name: link, exact: true }).click();
  await expect(page).not.toHaveURL(/\/inicio/);
  await expect(page.locator("main h1").first()).toBeVisible();
}

async function openMenu(page: Page) {
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
  await page.getByRole("link", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
}

async function openFirstItem(page: Page) {
  await openFromMenu(page, "Vendas", "Funil");
  await page.locator("li.kcard a.name").first().click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}/);
  await expect(page.locator("main h1").first()).toBeVisible();
}

/** Nothing sideways: the page is no wider than the screen, and neither is anything inside the content. */
async function expectNoSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
  const inner = await page.evaluate(() => {
    const main = document.querySelector("main.content")!;
    return main.scrollWidth - main.clientWidth;
  });
  expect(inner).toBeLessThanOrEqual(0);
}

test("o menu fica atrás do botão Menu, abre e navega", async ({ page }) => {
  await page.goto("/inicio");
  // Content first: the page's title is near the top, not under the menu.
  const title = await page.locator("main h1").first().boundingBox();
  expect(title!.y).toBeLessThan(150);
  await openFromMenu(page, "Clientes", "Lista de clientes");
  await expect(page).toHaveURL(/\/clientes\/lista\//);
  // After navigating the menu is folded again.
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
  // The top bar is one line.
  const bar = await page.locator("header.topbar").boundingBox();
  expect(bar!.height).toBeLessThan(60);
});

test("Ocultar menu não deixa uma faixa vazia ao lado do conteúdo", async ({ page }) => {
  // The menu state is a cookie of this browser context only (set by /menu), so other tests keep their menu.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/inicio");
  await page.getByRole("button", { name: "Ocultar menu" }).click();
  await expect(page.getByRole("button", { name: "Mostrar menu" })).toBeVisible();
  const main = await page.locator("main.content").boundingBox();
  expect(main!.x).toBeLessThan(5);
  expect(main!.width).toBeGreaterThan(1300);
});

for (const p of PAGES) {
  test(`${p.name}: nada mais largo que a tela e o conteúdo na primeira tela`, async ({ page }) => {
    await p.open(page);
    await expectNoSidewaysOverflow(page);
    const first = p.first(page);
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.y).toBeLessThan(SCREEN.height);
  });
}

test("quadro: filtros dobrados, uma coluna por tela com cabeçalho fixo", async ({ page }) => {
  await PAGES[1].open(page);
  const filters = page.locator("details.board-filters");
  await expect(page.getByLabel("Buscar")).toBeHidden();
  await filters.locator("> summary").click();
  await expect(page.getByLabel("Buscar")).toBeVisible();
  const col = await page.locator(".board .column").first().boundingBox();
  expect(col!.width).toBeLessThanOrEqual(SCREEN.width);
  expect(col!.width).toBeGreaterThan(SCREEN.width * 0.8);
  const snap = await page.locator(".board").evaluate((el) => getComputedStyle(el).scrollSnapType);
  expect(snap).toContain("x");
  const header = page.locator(".board .column header").first();
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  await expect(header.locator(".totals")).toContainText(/\d+ ite[mn]s? · R\$/);
});

test("item: etapa, Ganho/Perdido no alto, detalhes dobrados, botões Ligar e WhatsApp", async ({ page }, testInfo) => {
  const customer = unique(testInfo, "Cliente Fone");
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(customer);
  await page.getByLabel("Telefone").fill("(19) 98765-4321");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\//);
  const sale = unique(testInfo, "Venda Fone");
  await page.goto("/vendas/registro");
  await page.getByLabel("Nome da venda").fill(sale);
  await page.getByLabel("Valor (R$)").fill("10.000,00");
  await pickCustomer(page, customer);
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/funil\//);
  await page.getByRole("link", { name: sale, exact: true }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);

  await expectNoSidewaysOverflow(page);
  const stage = page.getByRole("navigation", { name: "Etapa" });
  await expect(stage.locator('[aria-current="step"]')).toHaveText("Contato");
  for (const name of ["Marcar como ganha", "Marcar como perdida"]) {
    const box = await page.getByRole("button", { name }).boundingBox();
    expect(box!.y + box!.height).toBeLessThan(SCREEN.height);
  }
  await expect(page.getByRole("link", { name: `Ligar para ${customer}` })).toHaveAttribute("href", "tel:+5519987654321");
  await expect(page.getByRole("link", { name: `WhatsApp de ${customer}` })).toHaveAttribute("href", "https://wa.me/5519987654321");
  // The details are folded on a phone and open on demand.
  const info = page.locator("details.phone-fold").filter({ has: page.locator("> summary", { hasText: "Informações" }) });
  await expect(info.locator("dl.info")).toBeHidden();
  await info.locator("> summary").click();
  await expect(info.locator("dl.info")).toBeVisible();
});

test("capturas de tela das páginas principais a 390 e 1366 px", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "one set of screenshots is enough");
  test.setTimeout(120_000);
  for (const size of [SCREEN, { width: 1366, height: 768 }]) {
    await page.setViewportSize(size);
    for (const p of PAGES) {
      if (size.width < 900) await p.open(page);
      else if (p.name === "item") await openFirstItemDesk(page);
      else await openDesk(page, p.name);
      await page.screenshot({ path: `test-results/screenshots/${p.name}-${size.width}.png`, fullPage: true });
    }
  }
});

// At a desk: the same pages by the menu's links (their href: a group's open state is remembered by JS).
async function openDesk(page: Page, name: string) {
  const link = { quadro: ["Vendas", "Funil"], clientes: ["Clientes", "Lista de clientes"], dados: ["Vendas", "Dados"] }[name];
  const path = { inicio: "/inicio", configuracoes: "/configuracoes", finalizadas: "/vendas/finalizadas" }[name];
  if (path) return go(page, path);
  await page.goto("/inicio");
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  const details = menu.locator("details").filter({ has: page.locator(`summary:text-is("${link![0]}")`) });
  const href = await details.getByRole("link", { name: link![1], exact: true, includeHidden: true }).getAttribute("href");
  await go(page, href!);
}

async function openFirstItemDesk(page: Page) {
  await openDesk(page, "quadro");
  await page.locator("li.kcard a.name").first().click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);
}
