// Notes on an item and the agenda (spec part 2 §2, §3, §5): a scheduled note on a sale shows in
// /vendas/agenda/:uid; bad schedules keep what was typed; filters; edit and delete.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique, JOURNEY, unfoldItem, openMainMenu } from "./support/app";

test.use({ storageState: MANAGER_STATE });

/** YYYY-MM-DD `days` from today in São Paulo (the app's calendar). */
function dayFromToday(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(d);
}
const br = (iso: string) => iso.split("-").reverse().join("/");

async function openNotes(page: Page, saleName: string) {
  await card(column(page, "Contato"), saleName).getByRole("link", { name: saleName }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(saleName);
  await unfoldItem(page);
  await page.getByRole("navigation", { name: "Abas do item" }).getByRole("link", { name: "Notas" }).click();
  await expect(page).toHaveURL(/aba=notas/);
}

test("nota agendada numa venda aparece na agenda", JOURNEY, async ({ page }, testInfo) => {
  const sale = unique(testInfo, "Venda agenda");
  const text = unique(testInfo, "Visita técnica no telhado");
  await createSale(page, { name: sale, amount: "15.000,00" });
  await openNotes(page, sale);
  const date = dayFromToday(3);

  const add = page.getByRole("form", { name: "Nova nota" });
  await add.getByLabel("Nota", { exact: true }).fill(text);
  await add.getByLabel("Tipo de nota").selectOption("Reunião");
  await add.getByLabel("Agendar").check();
  await add.getByLabel("Data").fill(br(date));
  await add.getByLabel("Horário inicial").fill("10:00");
  await add.getByLabel("Horário final").fill("09:00");
  await add.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(add.getByText("O horário final deve ser igual ou posterior ao inicial.")).toBeVisible();
  await expect(add.getByLabel("Nota", { exact: true })).toHaveValue(text);

  await add.getByLabel("Horário inicial").fill("09:00");
  await add.getByLabel("Horário final").fill("09:00");
  await add.getByRole("button", { name: "Adicionar nota" }).click();
  const notes = page.getByRole("list", { name: "Notas do item" });
  await expect(notes.locator(".note-text")).toHaveText([text]);
  // One time shown when start equals end.
  await expect(notes.locator(".when")).toHaveText(`${br(date)} 09:00`);

  await page.getByRole("link", { name: "NÃO AGENDADAS" }).click();
  await expect(page).toHaveURL(/notas=nao-agendadas/);
  await expect(page.locator(".note-text")).toHaveCount(0);
  await page.getByRole("link", { name: "AGENDADAS", exact: true }).click();
  await expect(page).toHaveURL(/notas=agendadas/);
  await expect(page.locator(".note-text")).toHaveText([text]);

  // The side menu's Agenda group opens the first board's agenda; the agenda's own tabs pick Vendas.
  await openMainMenu(page);
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  const group = menu.locator("details").filter({ has: page.locator("summary", { hasText: /^Agenda$/ }) });
  if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator("summary").click();
  await group.getByRole("link", { name: "Minha agenda" }).click();
  await page.getByRole("navigation", { name: "Agendas" }).getByRole("link", { name: "Vendas" }).click();
  await expect(page).toHaveURL(/\/vendas\/agenda\/[0-9a-f-]{36}$/);
  // Three days ahead: under Próximas (issue 18's grouped agenda), with its date and time, type and text.
  const filters = page.getByRole("form", { name: "Filtros da agenda" });
  await filters.getByLabel("Buscar").fill(sale);
  await filters.getByRole("button", { name: "Filtrar" }).click();
  const row = page.getByRole("table", { name: "Próximas" }).getByRole("row").filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText(`${br(date)} 09:00`);
  await expect(row.getByRole("cell").nth(2)).toHaveText(text);
  await expect(row.getByRole("cell").nth(3)).toHaveText("Reunião");

  // Another type filter hides it; a period that ends before it too.
  await filters.getByLabel("Tipo de nota").selectOption("Ligação");
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByRole("heading", { name: "NENHUM RESULTADO" })).toBeVisible();
  await filters.getByLabel("Tipo de nota").selectOption("ALL");
  await filters.getByLabel("Até").fill(br(dayFromToday(1)));
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "NENHUM RESULTADO" })).toBeVisible();

  // The row links back to the sale's notes.
  await filters.getByLabel("Até").fill(br(dayFromToday(30)));
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await page
    .getByRole("table", { name: "Próximas" })
    .getByRole("link", { name: new RegExp(sale) })
    .click();
  await expect(page.getByRole("list", { name: "Notas do item" }).locator(".note-text")).toHaveText([text]);
});

test("editar e excluir uma nota; sem tipo mostra Sem Tipo", JOURNEY, async ({ page }, testInfo) => {
  const sale = unique(testInfo, "Venda notas");
  await createSale(page, { name: sale, amount: "1.000,00" });
  await openNotes(page, sale);
  const add = page.getByRole("form", { name: "Nova nota" });
  await add.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(add.getByText("Insira o texto da nota.")).toBeVisible();
  await add.getByLabel("Nota", { exact: true }).fill("Cliente pediu retorno");
  await add.getByRole("button", { name: "Adicionar nota" }).click();
  const note = page.getByRole("list", { name: "Notas do item" }).getByRole("listitem");
  await expect(note).toHaveCount(1);
  await expect(note.locator(".note-meta strong")).toHaveText("Sem Tipo");

  await note.getByText("Editar nota").click();
  const edit = note.getByRole("form", { name: "Editar nota" });
  await edit.getByLabel("Nota", { exact: true }).fill("Cliente pediu retorno na sexta");
  await edit.getByLabel("Tipo de nota").selectOption("Ligação");
  await edit.getByRole("button", { name: "Salvar nota" }).click();
  await expect(note.locator(".note-text")).toHaveText("Cliente pediu retorno na sexta");
  await expect(note.locator(".note-meta strong")).toHaveText("Ligação");

  await note.getByText("Excluir nota").click();
  await expect(note.getByText("Deseja excluir permanentemente esta nota?")).toBeVisible();
  await note.getByRole("button", { name: "Excluir permanentemente" }).click();
  await expect(page.getByText("Nenhuma nota neste item ainda.")).toBeVisible();
});
