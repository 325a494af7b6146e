// The agenda people use (issue 18), with JS off and on: "Nova atividade" for yesterday lands under
// Atrasadas and on /inicio's "Atividades atrasadas"; ticking "concluída" takes it out of both and
// "Mostrar concluídas" shows it ticked; the week view shows it on its day.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

/** YYYY-MM-DD `days` from today in São Paulo (the app's calendar). */
function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + days * 86_400_000));
}
const br = (iso: string) => iso.split("-").reverse().join("/");

/** Creates a sale and returns the manager's sales agenda path. */
async function saleAndAgenda(page: Page, sale: string): Promise<string> {
  await createSale(page, { name: sale, amount: "9.000,00" });
  const uid = /\/vendas\/funil\/([0-9a-f-]{36})$/.exec(page.url())![1];
  return `/vendas/agenda/${uid}`;
}

async function openNewActivity(page: Page) {
  await page.locator("summary", { hasText: "Nova atividade" }).click();
  const form = page.getByRole("form", { name: "Nova atividade" });
  await expect(form).toBeVisible();
  return form;
}

test("atividade de ontem: Atrasadas e /inicio; concluída sai; semana mostra no dia", async ({ page }, testInfo) => {
  const sale = unique(testInfo, "Venda atividade");
  const title = unique(testInfo, "Ligar para o cliente");
  const agenda = await saleAndAgenda(page, sale);
  const yesterday = dayFromToday(-1);

  // A missing item is refused beside the field, keeping what was typed.
  await page.goto(agenda);
  let form = await openNewActivity(page);
  await form.getByLabel("Título").fill(title);
  await form.getByLabel("Data").fill(br(yesterday));
  await form.getByRole("button", { name: "Adicionar atividade" }).click();
  form = page.getByRole("form", { name: "Nova atividade" });
  await expect(form.getByText("Selecione um item.")).toBeVisible();
  // The error summary at the top of the form (ADR 019) links the refused field by its label.
  await expect(form.locator(".error-summary").getByRole("link", { name: "Venda" })).toBeVisible();
  await expect(form.getByLabel("Título")).toHaveValue(title);

  await form.getByLabel("Data").fill(br(yesterday));
  await form.getByLabel("Horário inicial").fill("08:30");
  const option = form.getByLabel("Venda").locator("option", { hasText: sale });
  await form.getByLabel("Venda").selectOption((await option.getAttribute("value"))!);
  await form.getByRole("button", { name: "Adicionar atividade" }).click();
  await expect(page.getByText("Atividade adicionada à agenda.")).toBeVisible();

  const late = page.getByRole("table", { name: "Atrasadas" });
  const row = late.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText(`${br(yesterday)} 08:30`);
  await expect(row.getByRole("link", { name: new RegExp(sale) })).toBeVisible();
  await expect(page.getByRole("table", { name: "Hoje" })).toHaveCount(0);

  // /inicio lists it, linked to the item.
  await page.goto("/inicio");
  const overdue = page.getByRole("region", { name: /Atividades atrasadas/ });
  await expect(overdue.getByText(title)).toBeVisible();
  await overdue.getByRole("link", { name: new RegExp(sale) }).click();
  await expect(page).toHaveURL(/aba=notas/);
  await expect(page.getByText(title).first()).toBeVisible();

  // Ticked: it leaves Atrasadas (and /inicio).
  await page.goto(agenda);
  await page
    .getByRole("table", { name: "Atrasadas" })
    .getByRole("checkbox", { name: `Concluída: ${title}` })
    .click();
  await expect(page.getByText("Atividade marcada como concluída.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Atrasadas" }).getByText(title)).toHaveCount(0);
  await page.goto("/inicio");
  await expect(page.getByRole("region", { name: /Atividades atrasadas/ }).getByText(title)).toHaveCount(0);

  // "Mostrar concluídas" from two days ago: it is under Concluídas, ticked; unticking brings it back.
  await page.goto(agenda);
  const filters = page.getByRole("form", { name: "Filtros da agenda" });
  await filters.getByLabel("De", { exact: true }).fill(dayFromToday(-2));
  await filters.getByLabel("Mostrar concluídas").check();
  await filters.getByRole("button", { name: "Filtrar" }).click();
  const box = page.getByRole("table", { name: "Concluídas" }).getByRole("checkbox", { name: `Concluída: ${title}` });
  await expect(box).toHaveAttribute("aria-checked", "true");
  await box.click();
  await expect(page.getByText("Atividade reaberta.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Atrasadas" }).getByText(title)).toBeVisible();

  // The week view shows it on its day, and moves by week with plain links.
  await page.goto(`${agenda}?vista=semana&data=${yesterday}`);
  const day = page.getByRole("list", { name: `Atividades de ${br(yesterday)}` });
  await expect(day.getByText(title)).toBeVisible();
  const heading = await page.getByRole("heading", { name: /^Semana de / }).textContent();
  await page.getByRole("link", { name: "Próxima semana" }).click();
  await expect(page).toHaveURL(/vista=semana&semana=\d{4}-W\d{2}/);
  await expect(page.getByRole("heading", { name: /^Semana de / })).not.toHaveText(heading!);
  await expect(page.getByText(title)).toHaveCount(0);
  await page.getByRole("link", { name: "Semana anterior" }).click();
  await expect(page.getByRole("list", { name: `Atividades de ${br(yesterday)}` }).getByText(title)).toBeVisible();
});
