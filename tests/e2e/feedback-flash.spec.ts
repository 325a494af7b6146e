// Feedback after an action (issue 18, spec part 1 §2.6): the next page says what happened, with a
// link where useful, and a reload no longer says it (the flash cookie is read once). Without JS the
// message sits at the top of the page; with JS it is a toast (role=status) that leaves after 5 s.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, openMoveForm, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const flash = (page: Page) => page.locator("main .flash");

/** The message is there once, then gone on a reload; with JS it is a toast gone by itself after 5 s. */
async function saidOnce(page: Page, text: string) {
  const status = page.getByRole("status").filter({ hasText: text });
  await expect(status).toHaveText(text);
  await expect(status).toHaveAttribute("aria-live", "polite");
  if (jsOn()) {
    await expect(status).toHaveClass(/toast/);
    await expect(status).toBeHidden({ timeout: 8_000 });
  }
  await page.reload();
  await expect(flash(page)).toHaveCount(0);
}

test("venda criada · Abrir leva à venda; some ao recarregar", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Aviso criar");
  await createSale(page, { name, amount: "2.000,00" });
  const status = page.getByRole("status").filter({ hasText: "Venda criada." });
  await expect(status).toHaveText("Venda criada. · Abrir");
  const open = status.getByRole("link", { name: "Abrir" });
  await expect(open).toHaveAttribute("href", /^\/vendas\/editar\/[0-9a-f-]{36}$/);
  const href = (await open.getAttribute("href"))!;
  await saidOnce(page, "Venda criada. · Abrir");
  await page.goto(href);
  await expect(page.getByLabel("Nome da venda")).toHaveValue(name);
});

test("mover pelo cartão volta ao cartão (#item-…) e avisa", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Aviso mover");
  await createSale(page, { name, amount: "1.000,00" });
  const board = new URL(page.url()).pathname;
  const id = await card(column(page, "Contato"), name).getAttribute("data-id");
  const form = await openMoveForm(card(column(page, "Contato"), name));
  await form.getByLabel("Mover para").selectOption({ label: "Negociação" });
  await form.getByRole("button", { name: "Mover" }).click();
  await expect(page).toHaveURL(`${board}#item-${id}`);
  await expect(card(column(page, "Negociação"), name)).toHaveCount(1);
  if (jsOn()) await expect(page.locator(`#item-${id}`)).toBeFocused();
  await saidOnce(page, "Item movido.");
});

test("nota adicionada e configurações salvas dizem o que foi feito", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Aviso nota");
  await createSale(page, { name, amount: "3.000,00" });
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await page.getByRole("navigation", { name: "Abas do item" }).getByRole("link", { name: "Notas" }).click();
  const add = page.getByRole("form", { name: "Nova nota" });
  await add.getByLabel("Nota", { exact: true }).fill(unique(testInfo, "Ligou para o cliente"));
  await add.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(page).toHaveURL(/aba=notas$/);
  await saidOnce(page, "Nota adicionada.");

  await page.goto("/configuracoes?secao=preferencias");
  const prefs = page.getByRole("form", { name: "Preferências" });
  await prefs.getByRole("button", { name: "SALVAR" }).click();
  await expect(page).toHaveURL(/\/configuracoes\?secao=preferencias$/);
  await saidOnce(page, "Configurações salvas.");
});

test("um cookie de aviso forjado não diz nada", async ({ page, context }) => {
  const url = test.info().project.use.baseURL!;
  // A well-formed, current payload ("Venda criada.") under a signature the server never made.
  const payload = Buffer.from(JSON.stringify({ c: "venda-criada", t: Date.now() })).toString("base64url");
  await context.addCookies([{ name: "girassol_aviso", value: `${payload}.${"A".repeat(43)}`, url }]);
  await page.goto("/inicio");
  await expect(flash(page)).toHaveCount(0);
});

// Issue 18: the query flags that carried data (?expirado=1, ?importados=12, ?salvo=<pid>, ...) are
// flashes now. An upload that is gone answers on its form with the flash (a neutral notice), and the
// URL carries no flag.
test("um envio que não existe mais: o aviso diz, sem ?expirado=1 na URL", async ({ page }) => {
  const text = "Este envio já foi importado ou expirou. Envie o arquivo de novo.";
  const paths = ["/upload-de-clientes", "/upload-de-vendas", "/tabelas/irradiacao/upload", "/tabelas/tarifas/upload", "/modulos/upload"];
  for (const path of paths) {
    await page.goto(`${path}?envio=${randomUUID()}`);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
    const status = page.getByRole("status").filter({ hasText: text });
    await expect(status, path).toHaveText(text);
    await expect(status).toHaveClass(/\bnotice\b/);
  }
  // Read once, like every flash.
  await saidOnce(page, text);
});

test("links antigos com as bandeiras de antes abrem a página sem dizer nada", async ({ page }) => {
  const home = await (await page.request.get("/inicio")).text();
  const list = home.match(/\/propostas\/lista\/[0-9a-f-]{36}/)![0];
  const old = [
    `${list}?salvo=${randomUUID()}&excluida=42`,
    "/upload-de-clientes?importados=12&repetidos=3&ignoradas=1&expirado=1",
    "/upload-de-vendas?importadas=2&expirado=1",
    "/tabelas/tarifas?importadas=3&iguais=1",
    "/tabelas/irradiacao/upload?importadas=2&ignoradas=1&expirado=1",
    "/configuracoes/webhooks?reenviados=9",
  ];
  for (const path of old) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(flash(page), path).toHaveCount(0);
    await expect(page.getByText(/importad[oa]s\.|Proposta #\d+ (excluída|concluída)|colocadas? na fila|expirou/), path).toHaveCount(0);
  }
});
