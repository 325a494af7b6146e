// preferences.stdOwners ("Responsáveis padrão de novos clientes", issue 20): a customer a vendor
// registers belongs also to the standard owners — the standard owner opens it, another vendor (not
// an owner) gets 404 — and the manager's new-customer form comes with them chosen.
import { expect, test } from "@playwright/test";
import { signInAs, unique } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { addVendor, registerCompany } from "../../scripts/demo-seed";

test("a vendor's new customer belongs also to the company's standard owners", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "Std").replace(/\W+/g, "-").toLowerCase();
  const person = (name: string, p: string) => ({ name, email: `${p}-${tag}@padrao.test`, password: "Padrao123456" });
  const manager = person("Gerente Padrão", "g");
  const [author, follower, other] = [person("Vendedora Autora", "a"), person("Supervisor Padrão", "s"), person("Outro Vendedor", "o")];
  await withE2eDatabase(async (deps) => {
    const r = await registerCompany(deps, { name: `Padrão ${tag}`, plan: "ENTERPRISE", manager });
    const ids: string[] = [];
    for (const v of [author, follower, other]) ids.push(await addVendor(deps, r.companyId, r.managerId, v));
    expect(
      await pollFor(async () => (await deps.database.db.selectFrom("rm_users").select("id").where("id", "in", ids).execute()).length === 3),
    ).toBe(true);
  });

  await signInAs(page, manager);
  await page.goto("/configuracoes?secao=preferencias");
  const prefs = page.getByRole("form", { name: "Preferências" });
  await prefs.getByRole("group", { name: "Responsáveis padrão de novos clientes" }).getByLabel(follower.name).check();
  await prefs.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status")).toHaveText("Configurações salvas.");
  await page.goto("/cliente/cadastro");
  const chosen = await page.getByLabel("Vendedores responsáveis").locator("option:checked").allTextContents();
  expect(chosen.sort()).toEqual([follower.name, manager.name].sort());

  await signInAs(page, author);
  const name = unique(testInfo, "Cliente padrão");
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Salvar cliente" }).click();
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}/);
  const customerPath = new URL(page.url()).pathname;

  await signInAs(page, follower);
  const seen = await page.goto(customerPath);
  expect(seen?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

  await signInAs(page, other);
  expect((await page.goto(customerPath))?.status()).toBe(404);
});
