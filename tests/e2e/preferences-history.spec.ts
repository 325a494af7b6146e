// Part 2 §6: the item's Histórico is hidden from a vendor without the historyView permission (the
// tab, its rows, and ?aba=historico typed by hand); the company's manager sees it on the same item.
import { expect, test } from "@playwright/test";
import { card, createSale, openBoard, signInAs, unique } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { addVendor, registerCompany } from "../../scripts/demo-seed";

test("a vendor without historyView sees no Histórico; the manager does", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "Hist").replace(/\W+/g, "-").toLowerCase();
  const manager = { name: "Gerente Hist", email: `g-${tag}@hist.test`, password: "Hist123456" };
  const vendor = { name: "Vendedor Hist", email: `v-${tag}@hist.test`, password: "Hist123456" };
  await withE2eDatabase(async (deps) => {
    const r = await registerCompany(deps, { name: `Hist ${tag}`, plan: "ENTERPRISE", manager });
    const vid = await addVendor(deps, r.companyId, r.managerId, vendor, new Date(), { customersList: true, proposalsList: true, salesKanban: true });
    const ok = await pollFor(
      async () => (await deps.database.db.selectFrom("rm_users").select("id").where("id", "in", [r.managerId, vid]).execute()).length === 2,
    );
    expect(ok).toBe(true);
  });

  await signInAs(page, vendor);
  const name = unique(testInfo, "Venda histórico");
  await createSale(page, { name, amount: "1000" });
  await openBoard(page);
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}/);
  const itemUrl = new URL(page.url()).pathname;
  const tabs = page.getByRole("navigation", { name: "Abas do item" });
  await expect(tabs.getByRole("link", { name: "Notas" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Histórico" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Histórico" })).toHaveCount(0);
  await page.goto(`${itemUrl}?aba=historico`);
  await expect(page.getByRole("region", { name: "Histórico" })).toHaveCount(0);

  await signInAs(page, manager);
  await page.goto(`${itemUrl}?aba=historico`);
  await expect(page.getByRole("navigation", { name: "Abas do item" }).getByRole("link", { name: "Histórico" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Histórico" }).getByRole("listitem").first()).toBeVisible();
});
