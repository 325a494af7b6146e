// A column with more cards than a page: without JS a "Carregar mais" link, with JS infinite
// scroll (the end marker coming into view loads the next page). Totals count every card.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { generateNKeysBetween } from "fractional-indexing";
import { uuidv7 } from "../../eventstore/ids";
import { registerCompany } from "../../scripts/demo-seed";
import { createItemCommand, sendItemCommand } from "../support/commands";
import { column } from "./support/app";
import { withE2eDatabase } from "./support/db";

const CARDS = 23; // one page is 20

async function companyWithFullColumn(tag: string) {
  const email = `paginas-${tag}-${randomUUID().slice(0, 8)}@paginas.demo`;
  await withE2eDatabase(async ({ database, store }) => {
    const { companyId, managerId, columns } = await registerCompany(
      { database, store },
      {
        name: "Solar Páginas",
        plan: "ENTERPRISE",
        manager: { name: "Gerente Páginas", email, password: "Paginas123" },
      },
    );
    const keys = generateNKeysBetween(null, null, CARDS);
    await Promise.all(
      keys.map((sortKey, i) => {
        const itemId = uuidv7();
        const name = `Venda ${String(i + 1).padStart(2, "0")}`;
        return sendItemCommand(
          store,
          { actorId: managerId, companyId },
          itemId,
          createItemCommand({ itemId, name, amount: "100.00", ownerId: managerId, column: columns[0], sortKey }),
        );
      }),
    );
  });
  return email;
}

test("coluna com mais cartões que uma página", async ({ page, javaScriptEnabled }) => {
  const email = await companyWithFullColumn(javaScriptEnabled ? "js" : "semjs");
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("Paginas123");
  await page.getByRole("button", { name: "Fazer login" }).click();
  await page.getByRole("link", { name: "Funil de vendas" }).click();

  const contato = column(page, "Contato");
  await expect(contato.getByLabel("Total da coluna Contato")).toContainText(`${CARDS} itens · R$ 2.300,00`);
  await expect(contato.locator("li.kcard")).toHaveCount(20);
  // Each card says how long it has been idle ("0 d"), against the column's window in its title.
  const idle = contato.locator("li.kcard .badge.idle").first();
  await expect(idle).toContainText("0 d");
  await expect(idle).toHaveAttribute("title", "Parado há 0 dias (limite da coluna: 7)");
  await expect(contato.getByText(`Mostrando 20 de ${CARDS}.`)).toBeVisible();
  if (javaScriptEnabled) {
    await page.locator('.board[data-dnd="ready"]').waitFor({ state: "attached" });
    await contato.getByRole("link", { name: "Carregar mais" }).scrollIntoViewIfNeeded();
  } else {
    await contato.getByRole("link", { name: "Carregar mais" }).click();
  }
  await expect(contato.locator("li.kcard")).toHaveCount(CARDS);
  await expect(contato.getByRole("link", { name: "Carregar mais" })).toHaveCount(0);
  await expect(contato.locator("li.kcard a.name").last()).toHaveText(`Venda ${CARDS}`);
});
