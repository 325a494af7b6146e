// The Content-Security-Policy with JavaScript on (issue 14, finding 7): the main pages, opened as a
// user does (sign-in, home, a board with drag and drop ready, an item, customers, the customer form,
// the agenda, the dashboard, settings), raise no `securitypolicyviolation` and log no error or
// warning; the enhancement still works under the policy (the board's "Mover" form goes through a
// single-fetch `.data` POST, whose answer carries the security headers and no-store).
import { expect, test, type Page } from "@playwright/test";
import { card, column, createSale, openMoveForm, signIn, unique } from "./support/app";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a política vale para os scripts: só com JavaScript");

/** Every violation and every console error/warning of the page, as text. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${page.url()} console.${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  // Before any script of the page: a listener no policy can block (init scripts are the browser's).
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`securitypolicyviolation ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  return problems;
}

test("as páginas principais cumprem a CSP e o JavaScript continua funcionando", async ({ page }, testInfo) => {
  const problems = watch(page);

  // Signed out: the login page, its enhanced validation (the button enables as the fields fill).
  await page.goto("/login");
  const csp = (await page.request.get("/login")).headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}'/);
  await signIn(page);
  await expect(page).toHaveURL(/\/inicio$/);

  // A board, reached by a client-side navigation; SortableJS is set up (data-dnd="ready").
  await page.getByRole("link", { name: "Funil de vendas" }).first().click();
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
  const uid = /\/vendas\/funil\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();

  // The enhanced "Mover" form: a fetcher POST to the board's .data URL, answered with the headers.
  const name = unique(testInfo, "CSP");
  await createSale(page, { name, amount: "2.000,00" });
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();
  const form = await openMoveForm(card(column(page, "Contato"), name));
  await form.getByLabel("Mover para").selectOption({ label: "Negociação" });
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && /\/vendas\/funil\/[0-9a-f-]{36}\.data/.test(r.url()));
  await form.getByRole("button", { name: "Mover" }).click();
  const data = await answered;
  expect(data.headers()["cache-control"]).toBe("no-store");
  expect(data.headers()["x-frame-options"]).toBe("DENY");
  expect(data.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(card(column(page, "Negociação"), name)).toHaveCount(1);

  // The item page, by its link (client-side again).
  await card(column(page, "Negociação"), name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The other main pages, each loaded as a document.
  for (const path of [
    `/clientes/lista/${uid}`,
    "/cliente/cadastro",
    `/vendas/agenda/${uid}`,
    `/vendas/dados/${uid}`,
    "/configuracoes",
    `/colaboradores/${uid}`,
    "/upload-de-clientes",
    "/inicio",
  ]) {
    const r = await page.goto(path);
    expect(r?.status(), path).toBe(200);
    expect(r?.headers()["cache-control"], path).toBe("no-store");
    await page.waitForLoadState("networkidle");
  }
  // Hydrated: a client-side navigation from the home page still works.
  await page.getByRole("link", { name: "Funil de vendas" }).first().click();
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
  await expect(page.locator('.board[data-dnd="ready"]')).toBeAttached();

  expect(problems).toEqual([]);
});
