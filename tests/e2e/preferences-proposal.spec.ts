// Issue 20: the preferences a proposal reads, on a company of its own (the demo's catalogue, kits and
// tables seeded for it; the demo company's preferences stay as the other specs expect them):
// "Validade da proposta" 7 days prefills the validity step with today + 7, and "Ocultar o número
// da proposta" leaves the number out of the customer's page and of its link.
import { expect, test } from "@playwright/test";
import { signInAs, unique } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { dayBr, finishProposal } from "./support/proposal";
import { registerCompany } from "../../scripts/demo-seed";
import { seedDemoCatalogue } from "../../scripts/demo-seed-catalogue";
import { seedDemoKits } from "../../scripts/demo-seed-kits";
import { seedDemoTables } from "../../scripts/demo-seed-tables";

test("validity and hidePropNumber shape the proposal", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = unique(testInfo, "PropPref").replace(/\W+/g, "-").toLowerCase();
  const manager = { name: "Gerente Proposta", email: `g-${tag}@prefs.test`, password: "Prefs123456" };
  await withE2eDatabase(async (deps) => {
    const r = await registerCompany(deps, { name: `Propostas ${tag}`, plan: "ENTERPRISE", manager });
    const at = new Date(Date.now() - 86_400_000);
    await seedDemoCatalogue(deps, r.companyId, r.managerId, at);
    await seedDemoKits(deps.store, r.companyId, r.managerId, at);
    await seedDemoTables(deps.store, r.companyId, r.managerId, at);
    const db = deps.database.db;
    const ready = await pollFor(async () => {
      const [users, kits, tariffs] = await Promise.all([
        db.selectFrom("rm_users").select("id").where("id", "=", r.managerId).execute(),
        db.selectFrom("rm_kits").select("id").where("company_id", "=", r.companyId).execute(),
        db.selectFrom("rm_tariffs").select("id").where("company_id", "=", r.companyId).execute(),
      ]);
      return users.length > 0 && kits.length > 0 && tariffs.length > 0;
    });
    expect(ready).toBe(true);
  });

  await signInAs(page, manager);
  await page.goto("/configuracoes?secao=preferencias");
  const prefs = page.getByRole("form", { name: "Preferências" });
  await prefs.getByLabel("Validade da proposta (dias)").fill("7");
  await prefs.getByLabel("Ocultar o número da proposta").check();
  await prefs.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status")).toHaveText("Configurações salvas.");

  const { pid, count } = await finishProposal(page, unique(testInfo, "Cliente validade"), {
    atValidity: async () => {
      await expect(page.getByLabel("Válida até (dd/mm/aaaa)")).toHaveValue(dayBr(7));
    },
  });

  await page.goto(`/proposta/final/${pid}`);
  const link = await page.getByLabel("Link da proposta").inputValue();
  expect(link).toMatch(/\/proposta\/final\/[A-Za-z0-9_-]+$/);
  expect(link).not.toContain(`/${Number(count.slice(1))}/`);
  // The customer, signed out, opens the link: no number anywhere on the page.
  const customer = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const view = await customer.newPage();
    expect((await view.goto(link))?.status()).toBe(200);
    await expect(view.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(await view.title()).not.toContain(count);
    expect(await view.locator("body").innerText()).not.toContain(count);
  } finally {
    await customer.close();
  }
});
