// The agenda at 390 px (issue 18): an activity is a compact row (the "concluída" box, the title with
// its time on one line, the customer and the type, the item's link), not the six "label  value" lines phone.css
// makes of other tables. A screenshot is kept with the test's output for a look.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE, viewport: { width: 390, height: 844 } });

const tomorrow = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" })
    .format(new Date(Date.now() + 86_400_000))
    .split("-")
    .reverse()
    .join("/");

test("agenda no celular: linha compacta com caixa, título, horário e cliente", async ({ page }, testInfo) => {
  const sale = unique(testInfo, "Venda fone");
  const customer = unique(testInfo, "Cliente Fone");
  const title = unique(testInfo, "Visita técnica");
  await createSale(page, { name: sale, amount: "5.000,00", customerName: customer });
  const uid = /\/vendas\/funil\/([0-9a-f-]{36})$/.exec(page.url())![1];
  await page.goto(`/vendas/agenda/${uid}`);
  await page.locator("summary", { hasText: "Nova atividade" }).click();
  const form = page.getByRole("form", { name: "Nova atividade" });
  await form.getByLabel("Título").fill(title);
  await form.getByLabel("Data").fill(tomorrow());
  await form.getByLabel("Horário inicial").fill("08:30");
  const option = form.getByLabel("Venda").locator("option", { hasText: sale });
  await form.getByLabel("Venda").selectOption((await option.getAttribute("value"))!);
  await form.getByRole("button", { name: "Adicionar atividade" }).click();
  await expect(page.getByText("Atividade adicionada à agenda.")).toBeVisible();

  const row = page.getByRole("table", { name: "Próximas" }).getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("agenda-390.png"), fullPage: false });
  await row.screenshot({ path: testInfo.outputPath("agenda-row-390.png") });
  const box = row.getByRole("checkbox", { name: `Concluída: ${title}` });
  const text = row.locator("td.activity-text");
  const when = row.locator("td.agenda-when");
  await expect(box).toBeVisible();
  await expect(when).toHaveText(`${tomorrow()} 08:30`);
  await expect(row.locator("td.agenda-customer")).toHaveText(customer);
  await expect(row.getByRole("link", { name: new RegExp(sale) })).toBeVisible();
  // The type sits right of the customer, on the second line.
  const [c, ty] = await Promise.all([row.locator("td.agenda-customer").boundingBox(), row.locator("td.agenda-type").boundingBox()]);
  expect(Math.abs(c!.y - ty!.y)).toBeLessThan(12);
  expect(ty!.x).toBeGreaterThan(c!.x);
  // No "label  value" lines: the cells' labels are not drawn.
  expect(await text.evaluate((el) => getComputedStyle(el, "::before").content)).toBe("none");
  // The title and its time share the first line, right of the box; the whole row stays short.
  const [b, t, w, r] = await Promise.all([box.boundingBox(), text.boundingBox(), when.boundingBox(), row.boundingBox()]);
  expect(Math.abs(t!.y - w!.y)).toBeLessThan(12);
  expect(t!.x).toBeGreaterThan(b!.x + b!.width - 1);
  expect(w!.x).toBeGreaterThan(t!.x);
  expect(r!.height).toBeLessThan(140); // the label/value list was six lines, about 190 px
  expect(r!.width).toBeLessThanOrEqual(390);
});
