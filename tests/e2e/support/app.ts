// Page helpers shared by the specs. They go through the UI exactly as a user would, so they work
// with JavaScript on and off.
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { DEMO_MANAGER } from "./paths";

/** A name no other test (nor the other project, on the same database) uses. */
export function unique(testInfo: TestInfo, label: string): string {
  const tag = testInfo.project.name === "js-on" ? "JS" : "SemJS";
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

/** Fills /vendas/registro and saves; ends on the board. */
export async function createSale(page: Page, sale: NewSale) {
  await page.goto("/vendas/registro");
  await page.getByLabel("Nome da venda").fill(sale.name);
  await page.getByLabel("Valor (R$)").fill(sale.amount);
  if (sale.customerName) await page.getByLabel("Novo cliente (nome)").fill(sale.customerName);
  if (sale.column) await page.getByLabel("Coluna").selectOption({ label: sale.column });
  if (sale.validity) await page.getByLabel("Validade").fill(sale.validity);
  await page.getByRole("button", { name: "Salvar venda" }).click();
  await expect(page).toHaveURL(/\/vendas\/funil\/[0-9a-f-]{36}$/);
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
