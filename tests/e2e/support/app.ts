// Page helpers shared by the specs. They go through the UI exactly as a user would, so they work
// with JavaScript on and off.
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { DEMO_MANAGER } from "./paths";

/** A name no other test (nor the other project, on the same database) uses. */
export function unique(testInfo: TestInfo, label: string): string {
  // The project in the name (js-off, js-on, phone-js-off, phone-js-on): the projects share one database.
  const tags: Record<string, string> = { "js-on": "JS", "phone-js-off": "CelSemJS", "phone-js-on": "CelJS" };
  const tag = tags[testInfo.project.name] ?? "SemJS";
  return `${label} ${tag} ${Date.now().toString(36).slice(-5)}${testInfo.workerIndex}`;
}

export async function signIn(page: Page, email = DEMO_MANAGER.email, password = DEMO_MANAGER.password) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Fazer login" }).click();
}

/** Clears the cookies (whoever was signed in), signs in as `u` and expects the home page. */
export async function signInAs(page: Page, u: { email: string; password: string }) {
  await page.context().clearCookies();
  await signIn(page, u.email, u.password);
  await expect(page).toHaveURL(/\/inicio$/);
}

/** From anywhere signed in: /inicio → "Funil de vendas". Returns the board's path. */
export async function openBoard(page: Page): Promise<string> {
  await page.goto("/inicio");
  await page.getByRole("link", { name: "Funil de vendas" }).first().click();
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Funil de vendas", level: 1 })).toBeVisible();
  return new URL(page.url()).pathname;
}

export interface NewSale {
  name: string;
  amount: string;
  customerName?: string;
  column?: string;
  /** "Validade" (dd/mm/aaaa). */
  validity?: string;
}

/**
 * Fills /vendas/registro and saves; ends on the board. A `customerName` is a new customer, made
 * through the picker's "+ Criar cliente" (the customer form returns to the sale with it chosen).
 */
export async function createSale(page: Page, sale: NewSale) {
  await page.goto("/vendas/registro");
  if (sale.customerName) await createCustomerFromPicker(page, sale.customerName);
  await page.getByLabel("Nome da venda").fill(sale.name);
  await page.getByLabel("Valor (R$)").fill(sale.amount);
  if (sale.column) await page.getByLabel("Coluna").selectOption({ label: sale.column });
  if (sale.validity) await page.getByLabel("Validade").fill(sale.validity);
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
}

/** On a new-item form: "+ Criar cliente", the customer form with `name`, back with it chosen. */
export async function createCustomerFromPicker(page: Page, name: string) {
  const back = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "+ Criar cliente" }).click();
  await expect(page).toHaveURL(/\/cliente\/cadastro\?voltar=/);
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(new RegExp(`${back}\\?cliente=[0-9a-f-]{36}$`));
  await expect(page.getByRole("radio", { name, exact: true })).toBeChecked();
}

/**
 * On a new-item form: picks the customer `name` by typing part of it. Without JS, "Buscar" and
 * the match's radio button; with JS, the combobox's option.
 */
export async function pickCustomer(page: Page, name: string, typed = name) {
  const search = page.getByLabel("Buscar cliente");
  if (test.info().project.use.javaScriptEnabled === false) {
    await search.fill(typed);
    await submit(page, "Buscar");
    await page.getByRole("radio", { name, exact: true }).check();
  } else {
    await expect(search).toHaveAttribute("role", "combobox"); // hydrated
    await search.fill(typed);
    await page.getByRole("option", { name, exact: true }).click();
    await expect(search).toHaveValue("");
  }
  await expect(page.getByRole("radio", { name, exact: true })).toBeChecked();
}

export const column = (page: Page, title: string): Locator => page.getByRole("region", { name: title, exact: true });

export function card(scope: Page | Locator, name: string): Locator {
  const page = "page" in scope && typeof scope.page === "function" ? (scope as Locator).page() : (scope as Page);
  return scope.locator("li.kcard").filter({ has: page.getByRole("link", { name, exact: true }) });
}

/** The card's "Mover" form (inside <details>, opened first). */
export async function openMoveForm(cardLocator: Locator): Promise<Locator> {
  const details = cardLocator.locator("details");
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("summary").click();
  const form = cardLocator.getByRole("form");
  await expect(form).toBeVisible();
  return form;
}

/** The "Histórico" list of the item page. */
export const history = (page: Page): Locator => page.getByRole("region", { name: "Histórico" }).getByRole("listitem");

/** The "Situação" value of the item page. */
export const situation = (page: Page): Locator => page.locator("dl.info dt:text-is('Situação') + dd");

/** Clicks a submit button and waits for the page the POST leads to (the URL may stay the same). */
export async function submit(page: Page, button: string) {
  const navigated = page.waitForEvent("framenavigated");
  await page.getByRole("button", { name: button, exact: true }).click();
  await navigated;
  await page.waitForLoadState("load");
}

/**
 * A permanent delete (issue 18 #3) answered "yes": without JS, tick the question's checkbox and
 * press the button; with JS (once hydrated: the checkbox has become a hidden confirm), press the
 * button and then "Excluir" in the dialog that asks the question.
 */
export async function deleteConfirmed(form: Locator, button: string, question: string) {
  if (test.info().project.use.javaScriptEnabled === false) {
    await form.getByRole("checkbox", { name: question }).check();
    await form.getByRole("button", { name: button }).click();
    return;
  }
  await expect(form.locator('input[type="hidden"][name="confirm"]')).toBeAttached();
  await form.getByRole("button", { name: button }).click();
  const dialog = form.page().getByRole("dialog", { name: question });
  await dialog.getByRole("button", { name: "Excluir" }).click();
}

/**
 * Drags a card by its handle onto `target` as a mouse would: press, move in small steps (SortableJS,
 * in native HTML5 mode, reacts to the dragover events each move produces), release near the
 * target's end (kept inside the viewport).
 */
export async function drag(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  const x0 = from.x + from.width / 2,
    y0 = from.y + from.height / 2;
  const x1 = to.x + to.width / 2,
    y1 = Math.min(to.y + to.height - 8, viewport.height - 8);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12, { steps: 2 });
  await page.mouse.up();
}

/**
 * Board toolbar modes (issue 18): checkboxes and the selection bar appear in "Selecionar", column
 * settings and "Adicionar coluna" in "Editar funil". Follows the mode's link from the board.
 */
export async function enterBoardMode(page: Page, mode: "Selecionar" | "Editar funil") {
  await page.getByRole("navigation", { name: "Modo do quadro" }).getByRole("link", { name: mode, exact: true }).click();
  await expect(page).toHaveURL(mode === "Selecionar" ? /modo=selecionar/ : /modo=editar-funil/);
}

/** The tag of the main journeys: the phone projects (390 px, JS off and on) run only these (issue 18). */
export const JOURNEY = { tag: "@journey" };

/**
 * On a phone the item page folds "Informações" and "Histórico, notas e propostas" behind their
 * summaries (public/phone.css): open them as a phone user taps them. At desktop width the summaries
 * are hidden and the sections always shown, so this does nothing.
 */
export async function unfoldItem(page: Page) {
  // One at a time: the locator is live, so each click removes its fold from the matches.
  const folded = page.locator("details.phone-fold:not([open]) > summary").filter({ visible: true });
  for (let i = 0; i < 5 && (await folded.count()) > 0; i++) await folded.first().click();
}

/** On a phone the side menu is folded behind "Menu" (a link to #menu): open it first, as a phone user does. */
export async function openMainMenu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  const button = page.getByRole("link", { name: "Menu", exact: true });
  if (!(await nav.isVisible()) && (await button.isVisible())) {
    await button.click();
    await expect(nav).toBeVisible();
  }
}
