// Part 2 §6: the manager's "Enviar para" lists only who can open the board — a sale goes to the
// manager and the vendors with salesKanban, a lead to the manager and the vendors with
// preSalesKanban; a vendor with neither board is never offered.
import { expect, test, type Page } from "@playwright/test";
import { card, createSale, openBoard, signInAs, unique } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { addVendor, registerCompany } from "../../scripts/demo-seed";

const receivers = (page: Page) => page.getByLabel("Enviar para", { exact: true }).locator("option").allTextContents();

test("the manager sends a sale only to salesKanban vendors and a lead only to preSalesKanban vendors", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "Env").replace(/\W+/g, "-").toLowerCase();
  const manager = { name: "Gerente Envio", email: `g-${tag}@envio.test`, password: "Envio123456" };
  const people = {
    sales: { name: "Só Vendas", email: `s-${tag}@envio.test`, password: "Envio123456" },
    pre: { name: "Só Pré-venda", email: `p-${tag}@envio.test`, password: "Envio123456" },
    none: { name: "Nenhum Funil", email: `n-${tag}@envio.test`, password: "Envio123456" },
  };
  await withE2eDatabase(async (deps) => {
    const r = await registerCompany(deps, { name: `Envio ${tag}`, plan: "ENTERPRISE", manager });
    const ids = [
      await addVendor(deps, r.companyId, r.managerId, people.sales, new Date(), { customersList: true, salesKanban: true }),
      await addVendor(deps, r.companyId, r.managerId, people.pre, new Date(), { customersList: true, preSalesKanban: true }),
      await addVendor(deps, r.companyId, r.managerId, people.none, new Date(), { customersList: true }),
    ];
    const ok = await pollFor(async () => (await deps.database.db.selectFrom("rm_users").select("id").where("id", "in", ids).execute()).length === 3);
    expect(ok).toBe(true);
  });

  await signInAs(page, manager);
  const sale = unique(testInfo, "Venda envio");
  await createSale(page, { name: sale, amount: "1000" });
  await openBoard(page);
  await card(page, sale).getByRole("link", { name: sale, exact: true }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}/);
  expect((await receivers(page)).sort()).toEqual([manager.name, people.sales.name].sort());

  const lead = unique(testInfo, "Lead envio");
  await page.goto("/pre-venda/registro");
  await page.getByLabel("Nome (lead)").fill(lead);
  await page.getByLabel("Valor (R$)").fill("2.000,00");
  await page.getByRole("button", { name: "Salvar lead" }).click();
  await card(page, lead).getByRole("link", { name: lead, exact: true }).click();
  await expect(page).toHaveURL(/\/pre-venda\/editar\/[0-9a-f-]{36}/);
  expect((await receivers(page)).sort()).toEqual([manager.name, people.pre.name].sort());
});
