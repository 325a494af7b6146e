// Issue 20, preference distributeLeads (ADR 015): with "Distribuição automática" on in the settings,
// qualifying leads with "Distribuição automática" gives the sales to the vendors in turn (never the
// manager), recorded as LeadDistributed with the chosen owner; turned off, the manager gets it again.
// No-JS only: both projects would switch the same company preference at once.
import { expect, test, type Page } from "@playwright/test";
import { card, unique } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { MANAGER_STATE } from "./support/paths";
import { addVendor } from "../../scripts/demo-seed";

test.use({ storageState: MANAGER_STATE });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "one project switches the company's preference");

const PREF = "Distribuição automática: leads qualificados vão para os vendedores em rodízio";
const info = (page: Page, label: string) => page.locator(`dl.info dt:text-is('${label}') + dd`);

async function setDistribution(page: Page, on: boolean) {
  await page.goto("/configuracoes?secao=preferencias");
  const box = page.getByLabel(PREF);
  if (on) await box.check();
  else await box.uncheck();
  await page.getByRole("form", { name: "Preferências" }).getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status")).toHaveText("Configurações salvas.");
  await expect(page.getByLabel(PREF)).toBeChecked({ checked: on });
}

/** A new lead qualified with "Distribuição automática"; returns the sale's Responsável. */
async function qualifyAuto(page: Page, name: string): Promise<string> {
  await page.goto("/pre-venda/registro");
  await page.getByLabel("Nome (lead)").fill(name);
  await page.getByLabel("Valor (R$)").fill("2.000,00");
  await page.getByRole("button", { name: "Salvar lead" }).click();
  await card(page, name).getByRole("link", { name, exact: true }).click();
  const form = page.getByRole("form", { name: "Lead Qualificado" });
  await form.getByLabel("Coluna do funil de vendas").selectOption({ label: "Proposta" });
  await form.getByLabel("Vendedor").selectOption({ label: "Distribuição automática" });
  await form.getByRole("button", { name: "Qualificar lead" }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  return (await info(page, "Responsável").textContent())!.trim();
}

test("distribuição automática gives qualified leads to the vendors in turn, and the manager when off", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "").trim();
  const vendors = [`Rodízio A ${tag}`, `Rodízio B ${tag}`];
  await withE2eDatabase(async ({ database, store }) => {
    const demo = await database.db.selectFrom("rm_companies").select(["id", "manager_id"]).where("name", "=", "Demo Solar").executeTakeFirstOrThrow();
    for (const [i, name] of vendors.entries())
      await addVendor({ database, store }, demo.id, demo.manager_id, {
        name,
        email: `rodizio${i}.${Date.now()}@exemplo.com`,
        password: "Rodizio123",
      });
    await pollFor(async () => (await database.db.selectFrom("rm_users").select("id").where("name", "in", vendors).execute()).length === 2);
  });

  await setDistribution(page, true);
  try {
    const owners: string[] = [];
    for (let i = 0; i < 3; i++) owners.push(await qualifyAuto(page, unique(testInfo, `Lead rodízio ${i}`)));
    // Never the manager; three turns over 3+ vendors are three different vendors.
    expect(owners).not.toContain("GERENTE");
    expect(new Set(owners).size).toBe(3);
    // The log records each choice: the owners of the last three LeadDistributed events are those shown.
    const recorded = await withE2eDatabase(async ({ database }) => {
      const events = await database.db
        .selectFrom("events")
        .select(["data"])
        .where("type", "=", "LeadDistributed")
        .orderBy("global_position", "desc")
        .limit(3)
        .execute();
      const ids = events.map((e) => (e.data as { ownerId: string }).ownerId).reverse();
      const users = await database.db.selectFrom("rm_users").select(["id", "name"]).where("id", "in", ids).execute();
      return ids.map((id) => users.find((u) => u.id === id)?.name);
    });
    // (The info block shortens long names with "...".)
    expect(recorded.length).toBe(3);
    recorded.forEach((name, i) => expect(name!.startsWith(owners[i]!.replace(/(\.\.\.|…)$/, ""))).toBe(true));
  } finally {
    await setDistribution(page, false);
  }
  expect(await qualifyAuto(page, unique(testInfo, "Lead gerente"))).toBe("GERENTE"); // the manager's user is shown as GERENTE (spec part 2 §2)
});
