// The final proposal's pages (issue 17, spec part 3 §2), JavaScript off and on: a proposal finished
// through the wizard opens in every final view (page, mobile, print, financing) without the side
// menu, in the company's colours, with the customer, the final price and the charts and no notice;
// the cash-flow chart switches to odd years by a plain link; the company user gets the public link
// (slug rule) to copy — with JS a button and the toast "Link da Proposta Copiado!" — and the views;
// the link opens signed out, reloads the same day count once (the third load comes from the render cache), the company then sees
// "Visualizações: 1"; a wrong code, count or slug, another company's user and a deleted proposal all
// get the same 404, which names nothing.
import { expect, request, test, type Browser, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { submit, unique } from "./support/app";
import { registerE2eCompany, withE2eDatabase } from "./support/db";
import { MANAGER_STATE } from "./support/paths";
import { DEMO_FINAL_PRICE, finishProposal } from "./support/proposal";

test.use({ storageState: MANAGER_STATE });

const SLUG = "demo-solar";
/** A customer's browser: link-preview robots (and headless browsers, by their user agent) are not counted as visits. */
const CUSTOMER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NOT_FOUND = "Página não encontrada.";
/** No cookies: a context made inside a test would otherwise take the file's storageState (the manager's session). */
const SIGNED_OUT = { cookies: [], origins: [] };

/** The demo company's proposal address, through the settings form (both projects save the same one: the second changes nothing). */
async function setSlug(page: Page) {
  await page.goto("/configuracoes?secao=endereco-da-proposta");
  const box = page.getByLabel("Endereço (letras minúsculas, números e hífen)");
  if ((await box.inputValue()) === SLUG) return;
  await box.fill(SLUG);
  await page.getByRole("form", { name: "Endereço das propostas" }).getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByLabel("Endereço (letras minúsculas, números e hífen)")).toHaveValue(SLUG);
}

/** CSP violations, console errors and page errors (with JS): the final pages must raise none, cached or not. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${page.url()} console.error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`securitypolicyviolation ${e.violatedDirective} ${e.blockedURI}`));
  });
  return problems;
}

async function customerContext(browser: Browser, js: boolean) {
  return browser.newContext({
    storageState: SIGNED_OUT,
    javaScriptEnabled: js,
    userAgent: CUSTOMER_UA,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
}

/** What every final view shows for the finished demo proposal. */
async function expectFinalPage(page: Page, customer: string, count: string) {
  await expect(page.getByRole("heading", { level: 1 })).toContainText(count);
  await expect(page.getByText(customer).first()).toBeVisible();
  await expect(page.locator(".fp-price-value")).toHaveText(DEMO_FINAL_PRICE);
  await expect(page.getByRole("img", { name: /Consumo e geração mensal/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Fluxo de caixa acumulado/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Avisos" })).toHaveCount(0);
  await expect(page.getByText(/Esta proposta não possui/)).toHaveCount(0);
  // No side layout: the app's menu is not there.
  await expect(page.locator('a[href^="/propostas/lista/"]')).toHaveCount(0);
}

test("proposta final: todas as versões, cores da empresa, link público sem sessão, visualização contada uma vez", async ({
  page,
  browser,
}, testInfo) => {
  const js = testInfo.project.name === "js-on";
  await setSlug(page);
  const customer = unique(testInfo, "Cliente Final");
  const { pid, count } = await finishProposal(page, customer);
  const problems = watch(page);

  for (const path of [
    `/proposta/final/${pid}`,
    `/proposta/final/mobile/${pid}`,
    `/proposta/final/impressao/${pid}`,
    `/proposta/final/financiamento/${pid}`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expectFinalPage(page, customer, count);
  }
  // The financing variant: until the financing issue, a clear empty section.
  await expect(page.getByRole("region", { name: "Financiamento" })).toContainText("Sem opções de financiamento");

  // Printing: the company's tools stay off the paper.
  await page.goto(`/proposta/final/impressao/${pid}`);
  await expect(page.getByRole("complementary", { name: "Ferramentas da proposta" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("complementary", { name: "Ferramentas da proposta" })).toBeHidden();
  await expect(page.locator(".fp-price-value")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // The company's colours reach the page (from the theme sheet; the CSP allows no inline style).
  await page.goto(`/proposta/final/${pid}`);
  const theme = await page.locator('link[rel="stylesheet"][href^="/proposta/final/tema.css"]').getAttribute("href");
  const sheet = await (await page.request.get(theme!)).text();
  const colour = (name: string) => {
    const hex = new RegExp(`--fp-${name}:#([0-9a-f]{6})`).exec(sheet)![1];
    return `rgb(${[0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
  };
  await expect(page.locator(".fp-cover")).toHaveCSS("background-color", colour("primary"));
  await expect(page.locator(".fp-validity")).toHaveCSS("background-color", colour("secondary"));
  // The text on the secondary colour comes from the sheet too (for the demo's light blue, near-black: the page's own fallback is white).
  await expect(page.locator(".fp-validity")).toHaveCSS("color", colour("on-secondary"));

  // 25 years, or the odd ones by a plain link.
  const cashFlow = page.getByRole("img", { name: /Fluxo de caixa acumulado/ });
  await expect(cashFlow.locator("rect")).toHaveCount(25);
  await page.getByRole("link", { name: "Anos ímpares" }).click();
  await expect(page).toHaveURL(/\?anos=impares/);
  await expect(page.getByRole("img", { name: /anos ímpares/ }).locator("rect")).toHaveCount(13);
  await page.getByRole("link", { name: "Todos os anos" }).click();
  await expect(page.getByRole("img", { name: /Fluxo de caixa acumulado/ }).locator("rect")).toHaveCount(25);

  // The public link (slug rule), to copy; no visit yet.
  await expect(page.getByText("Visualizações: 0")).toBeVisible();
  await expect(page.getByText("Última visualização: nenhuma")).toBeVisible();
  const link = await page.getByLabel("Link da proposta").inputValue();
  expect(link).toMatch(new RegExp(`^https?://[^/]+/proposta/final/${SLUG}/${Number(count.slice(1))}/[A-Za-z0-9_-]{5}$`));
  if (js) {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copiar link" }).click();
    await expect(page.getByRole("status")).toHaveText("Link da Proposta Copiado!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page.getByRole("status")).toHaveText("", { timeout: 8_000 }); // gone after 5 s
  } else {
    await expect(page.getByRole("button", { name: "Copiar link" })).toHaveCount(0);
    await expect(page.getByLabel("Link da proposta")).toHaveAttribute("readonly", "");
  }

  // The customer, signed out: the link opens (no login), twice the same day.
  const ctx = await customerContext(browser, js);
  const visitor = await ctx.newPage();
  const visitorProblems = watch(visitor);
  expect((await visitor.goto(link))?.status()).toBe(200);
  expect(visitor.url()).toBe(link);
  await expectFinalPage(visitor, customer, count);
  await expect(visitor.getByLabel("Link da proposta")).toHaveCount(0);
  await expect(visitor.getByText(/Visualizações/)).toHaveCount(0);
  const cookie = (await ctx.cookies()).find((c) => c.name === "girassol_visitante");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/proposta/final" });
  expect((await visitor.reload())?.status()).toBe(200);
  // Once more: now from the render cache (app/lib/final-page-cache.server.ts), the same page.
  const cached = await visitor.reload();
  expect(cached?.status()).toBe(200);
  expect(cached?.headers()["x-girassol-cache"]).toBe("hit");
  await expectFinalPage(visitor, customer, count);

  // Wrong code, count or slug: the same 404 that names nothing.
  const parts = new URL(link).pathname.split("/"); // ["", "proposta", "final", slug, count, code]
  const code = parts[5];
  const wrongCode = code[0] === "A" ? `B${code.slice(1)}` : `A${code.slice(1)}`;
  for (const wrong of [
    `/proposta/final/${SLUG}/${parts[4]}/${wrongCode}`,
    `/proposta/final/${SLUG}/${Number(parts[4]) + 100000}/${code}`,
    `/proposta/final/outra-empresa-${Date.now()}/${parts[4]}/${code}`,
  ]) {
    expect((await visitor.goto(wrong))?.status(), wrong).toBe(404);
    await expect(visitor.getByText(NOT_FOUND)).toBeVisible();
    await expect(visitor.getByText(customer)).toHaveCount(0);
    await expect(visitor.getByText("Demo Solar")).toHaveCount(0);
  }
  await ctx.close();
  // With JS the 404s log their status as console errors (the browser's own "Failed to load resource"): only CSP and script errors count.
  expect([...problems, ...visitorProblems].filter((p) => !/Failed to load resource/.test(p))).toEqual([]);

  // The company sees the one visit.
  await page.goto(`/proposta/final/${pid}`);
  await expect(page.getByText("Visualizações: 1")).toBeVisible();
  await expect(page.getByText(/^Última visualização: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
});

test("proposta final: seções desligadas ficam de fora; outra empresa e proposta excluída dão 404; o assistente liga para a proposta", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "HTTP-level checks: run once");
  const customer = unique(testInfo, "Cliente Final Excluída");
  const { pid, count, customerId } = await finishProposal(page, customer);

  // The customisation step's page links to the final proposal.
  await page.goto(`/proposta/gerar-proposta/personalizacao/${pid}`);
  await expect(page.getByRole("link", { name: "Ver proposta" })).toHaveAttribute("href", `/proposta/final/${pid}`);

  // Sections switched off in the customisation are left out of the final page; texts show as typed (escaped).
  await page.getByLabel("Viabilidade financeira", { exact: true }).uncheck();
  await page.getByLabel("Preço", { exact: true }).uncheck();
  await page.getByLabel("Observações").fill("Instalação em até 30 dias <b>após</b> a assinatura.");
  await submit(page, "Salvar e concluir");
  await page.goto(`/proposta/final/${pid}`);
  await expect(page.getByRole("region", { name: "Seu consumo" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sua economia" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Investimento" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Fluxo de caixa/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Observações" })).toHaveText(/Instalação em até 30 dias <b>após<\/b> a assinatura\./);

  const link = await page.getByLabel("Link da proposta").inputValue();
  const anon = await request.newContext({ baseURL, userAgent: CUSTOMER_UA, storageState: SIGNED_OUT });
  expect((await anon.get(link)).status()).toBe(200);
  // A company without a slug would send /proposta/final/{frontId}: it opens signed out too, in every variant.
  const frontId = await withE2eDatabase(
    async ({ database }) =>
      (await database.db.selectFrom("rm_proposals").select("front_id").where("id", "=", pid).executeTakeFirstOrThrow()).front_id,
  );
  for (const path of [
    `/proposta/final/${frontId}`,
    `/proposta/final/mobile/${frontId}`,
    `/proposta/final/impressao/${frontId}`,
    `/proposta/final/financiamento/${frontId}`,
  ]) {
    const res = await anon.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).toContain(customer);
  }
  // Signed out, the uuid address is the company's own view: the login.
  const signedOut = await anon.get(`/proposta/final/${pid}`, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers()["location"]).toMatch(/^\/login/);

  // Another company's manager: the demo proposal does not exist for him.
  const other = { name: "Gerente Outra Final", email: `final-${randomUUID().slice(0, 8)}@outra.demo`, password: "Outra12345" };
  await registerE2eCompany({ name: "Outra Final Solar", plan: "BASIC", manager: other });
  const otherApi = await request.newContext({ baseURL, storageState: SIGNED_OUT });
  expect((await otherApi.post("/login", { form: { email: other.email, password: other.password }, maxRedirects: 0 })).status()).toBe(302);
  for (const path of [
    `/proposta/final/${pid}`,
    `/proposta/final/mobile/${pid}`,
    `/proposta/final/impressao/${pid}`,
    `/proposta/final/financiamento/${pid}`,
  ]) {
    const res = await otherApi.get(path);
    expect(res.status(), path).toBe(404);
    const body = await res.text();
    expect(body).toContain(NOT_FOUND);
    expect(body).not.toContain(customer);
  }
  await otherApi.dispose();

  // Deleted (from the customer's list, as a manager): every address is the same 404.
  await page.goto(`/propostas/cliente/${customerId}`);
  await submit(page, `Excluir a proposta ${count}`);
  await expect(page.getByRole("status")).toHaveText(`Proposta ${count} excluída.`);
  for (const path of [link, `/proposta/final/${frontId}`, `/proposta/final/${pid}`]) {
    const res = path === `/proposta/final/${pid}` ? await page.request.get(path) : await anon.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text()).not.toContain(customer);
  }
  await anon.dispose();
});
