// Histórico (spec part 2 §2), JavaScript off and on: edits read "before → after", newest first,
// 20 at a time with "Carregar mais".
import { expect, test } from "@playwright/test";
import { sendItemCommand } from "../support/commands";
import { withE2eDatabase } from "./support/db";
import { MANAGER_STATE } from "./support/paths";
import { card, column, createSale, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

test("histórico com antes → depois e Carregar mais", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Historiado");
  await createSale(page, { name, amount: "1.000,00", validity: "31/12/2099" });
  await card(column(page, "Contato"), name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\//);
  const itemId = page.url().match(/editar\/([0-9a-f-]{36})/)![1];

  // 22 edits of the amount, straight through the command handler on the server's database.
  await withE2eDatabase(async ({ database, store }) => {
    const stream = await database.db.selectFrom("streams").select("company_id").where("stream_id", "=", `item-${itemId}`).executeTakeFirstOrThrow();
    const manager = await database.db.selectFrom("rm_companies").select("manager_id").where("id", "=", stream.company_id!).executeTakeFirstOrThrow();
    for (let i = 1; i <= 22; i++) {
      await sendItemCommand(store, { actorId: manager.manager_id, companyId: stream.company_id! }, itemId, {
        type: "EditItem",
        amount: `${1000 + i}.00`,
      });
    }
  });
  const entries = page.locator("ol.history li");
  await expect(async () => {
    await page.reload();
    await expect(entries.first()).toContainText("R$ 1.021,00 → R$ 1.022,00", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(entries.first()).toContainText("Editado: Valor:");
  await expect(entries).toHaveCount(20);
  await page.getByRole("link", { name: "Carregar mais" }).click();
  await expect(entries).toHaveCount(23);
  await expect(entries.last()).toContainText("Criado na coluna Contato");
  await expect(page.getByRole("link", { name: "Carregar mais" })).toHaveCount(0);
});
