// The customer as a hub (issue 18): a deal's customer links to the customer's page, titled with
// the name, whose "Linha do tempo" shows the deal (board and stage, linked), a note and an agenda
// item, dated dd/mm/aaaa; "Dados" is the customer form. JavaScript off and on.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

/** YYYY-MM-DD `days` from today in São Paulo (the app's calendar). */
function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + days * 86_400_000));
}
const br = (iso: string) => iso.split("-").reverse().join("/");

test("negócio → cliente: a linha do tempo mostra o negócio, a nota e a agenda", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const customer = unique(testInfo, "Cliente Hub");
  const sale = unique(testInfo, "Venda Hub");
  const noteText = unique(testInfo, "Cliente pediu orçamento");
  const agendaText = unique(testInfo, "Visita técnica");
  const day = dayFromToday(5);
  await createSale(page, { name: sale, amount: "25.000,00", customerName: customer });

  // The card's customer links to the customer's page.
  const saleCard = card(column(page, "Contato"), sale);
  const hubHref = await saleCard.getByRole("link", { name: customer, exact: true }).getAttribute("href");
  expect(hubHref).toMatch(/^\/cliente\/editar\/[0-9a-f-]{36}$/);

  // On the deal: a note and a scheduled note (an agenda item).
  await saleCard.getByRole("link", { name: sale, exact: true }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);
  const itemPath = new URL(page.url()).pathname;
  await page.getByRole("navigation", { name: "Abas do item" }).getByRole("link", { name: "Notas" }).click();
  const add = page.getByRole("form", { name: "Nova nota" });
  await add.getByLabel("Nota", { exact: true }).fill(noteText);
  await add.getByRole("button", { name: "Adicionar nota" }).click();
  const notes = page.getByRole("list", { name: "Notas do item" });
  await expect(notes.locator(".note-text")).toHaveText([noteText]);
  await add.getByLabel("Nota", { exact: true }).fill(agendaText);
  await add.getByLabel("Agendar").check();
  await add.getByLabel("Data").fill(day);
  await add.getByLabel("Horário inicial").fill("09:00");
  await add.getByLabel("Horário final").fill("10:00");
  await add.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(notes.locator(".note-text")).toHaveCount(2);

  // The item's info block links the customer to the hub.
  await page.locator("dl.info dt:text-is('Cliente') + dd").getByRole("link", { name: customer, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${hubHref}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(customer);
  await expect(page).toHaveTitle(`${customer} — Girassol`);
  const tabs = page.getByRole("navigation", { name: "Abas do cliente" });
  await expect(tabs.getByRole("link", { name: "Linha do tempo" })).toHaveAttribute("aria-current", "page");

  const timeline = page.getByRole("region", { name: "Linha do tempo" }).getByRole("listitem");
  // Newest first: the agenda item (in 5 days), then the note, then the deal.
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(0)).toContainText(agendaText);
  await expect(timeline.nth(0)).toContainText(br(day));
  await expect(timeline.nth(0)).toContainText("09:00–10:00");
  await expect(timeline.nth(1)).toContainText(noteText);
  await expect(timeline.nth(2)).toContainText(sale);
  await expect(timeline.nth(2)).toContainText("Funil de vendas · Contato");
  await expect(timeline.nth(2).locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  // The deal's entry opens the deal.
  await timeline
    .nth(2)
    .getByRole("link", { name: new RegExp(sale) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));

  // "Dados": the customer form, with the name.
  await page.goto(hubHref!);
  await page.getByRole("navigation", { name: "Abas do cliente" }).getByRole("link", { name: "Dados" }).click();
  await expect(page).toHaveURL(/\?aba=dados$/);
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(customer);
  await expect(page.getByRole("region", { name: "Histórico" })).toBeVisible();
});

test("cliente com telefone: botões Ligar e WhatsApp e o bloco de contato", async ({ page }, testInfo) => {
  const customer = unique(testInfo, "Cliente Fone Hub");
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(customer);
  await page.getByLabel("Telefone").fill("(19) 98765-4321");
  await page.getByRole("button", { name: "Salvar cliente" }).click();
  await expect(page).toHaveURL(/\?aba=dados$/);
  await page.goto(page.url().replace(/\?.*$/, ""));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(customer);
  await expect(page.getByRole("link", { name: `Ligar para ${customer}` })).toHaveAttribute("href", "tel:+5519987654321");
  await expect(page.getByRole("link", { name: `WhatsApp de ${customer}` })).toHaveAttribute("href", "https://wa.me/5519987654321");
  await expect(page.getByRole("region", { name: "Contato" })).toContainText("(19) 98765-4321");
  await expect(page.getByRole("region", { name: "Linha do tempo" })).toContainText(
    "Nenhum negócio, proposta, nota, agenda ou arquivo deste cliente ainda.",
  );
});
