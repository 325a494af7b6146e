// Pricing settings (issue 16), JavaScript off and on: the power bands with "Adicionar faixa" and a
// refused line kept as typed, the simulation's figure against a hand computation; a DETAILED
// component with a rule and a condition, cloned with a restriction, deleted; the restriction that
// cannot go while a component uses it; who may open the screens, tenancy and a double submit.
// Each test has a company of its own: pricing settings are company-wide, and the two projects run
// side by side on one database.
import { randomUUID } from "node:crypto";
import { expect, request, test, type Page } from "@playwright/test";
import { uuidv7 } from "../../eventstore/ids";
import { signInAs } from "./support/app";
import { addVendor } from "../../scripts/demo-seed";
import { pollFor, registerE2eCompany, withE2eDatabase } from "./support/db";

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function company(label: string) {
  const tag = randomUUID().slice(0, 8);
  const manager = { name: `Gerente ${label}`, email: `preco-${tag}@preco.demo`, password: "Preco12345" };
  const vendor = { name: `Vendedora ${label}`, email: `vend-${tag}@preco.demo`, password: "Preco12345" };
  const { companyId, managerId } = await registerE2eCompany({ name: `Solar ${label}`, plan: "ENTERPRISE", manager, vendor });
  return { manager, vendor, companyId, managerId };
}

async function simulate(page: Page, values: Record<string, string>) {
  await page.goto("/configuracoes/precificacao");
  const form = page.getByRole("form", { name: "Simular preço" });
  for (const [name, value] of Object.entries(values)) {
    const input = form.locator(`[name="${name}"]`);
    if ((await input.evaluate((e) => e.tagName)) === "SELECT") {
      if (!(await input.isVisible())) await form.locator("summary").click();
      await input.selectOption(value);
    } else {
      if (!(await input.isVisible())) await form.locator("summary").click();
      await input.fill(value);
    }
  }
  await form.getByRole("button", { name: "Simular" }).click();
  await expect(page).toHaveURL(/simular=1/);
}

test("faixas de potência: linha recusada mantida, corrigida, salva e simulada", async ({ page }) => {
  const { manager } = await company("Faixas");
  await signInAs(page, manager);
  await page.goto("/configuracoes");
  await page.getByRole("link", { name: "Precificação", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Precificação", level: 1 })).toBeVisible();
  await expect(page.getByText("Nenhuma faixa: toda proposta usa margem de 50 %.")).toBeVisible();

  const form = page.getByRole("form", { name: "Precificação automática" });
  await form.getByLabel(/^Markup/).check();
  // One row to start: the band above all others has no power field.
  await expect(form.getByText("Qualquer potência")).toBeVisible();
  await field(page, "autoPricing[0].margin").fill("30");
  await form.getByRole("button", { name: "Adicionar faixa" }).click();
  // The new row comes before the last one, what was typed is kept.
  await expect(field(page, "autoPricing[1].margin")).toHaveValue("30");
  await expect(field(page, "autoPricing[0].power")).toHaveValue("");
  await expect(form.getByLabel(/^Markup/)).toBeChecked();
  await field(page, "autoPricing[0].power").fill("5");
  await field(page, "autoPricing[0].margin").fill("100");
  await form.getByRole("button", { name: "Adicionar faixa" }).click();
  await expect(field(page, "autoPricing[2].margin")).toHaveValue("30");
  await field(page, "autoPricing[1].power").fill("10");
  await field(page, "autoPricing[1].margin").fill("25");

  // MARKUP with 100 %: refused on that band's margin, every line kept as typed.
  await form.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByText("Com o cálculo Markup a margem precisa ser menor que 100 %")).toBeVisible();
  await expect(field(page, "autoPricing[0].margin")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "autoPricing[0].margin")).toHaveValue("100");
  await expect(field(page, "autoPricing[1].power")).toHaveValue("10");
  await expect(field(page, "autoPricing[2].margin")).toHaveValue("30");

  await field(page, "autoPricing[0].margin").fill("35");
  await form.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByText("Precificação salva.")).toBeVisible();
  const saved = page.getByRole("list", { name: "Faixas salvas" });
  await expect(saved.getByRole("listitem")).toHaveText(["até 5 kWp: 35 %", "até 10 kWp: 25 %", "acima de 10 kWp: 30 %"]);
  await expect(field(page, "autoPricing[0].power")).toHaveValue("5");
  await expect(field(page, "autoPricing[1].margin")).toHaveValue("25");
  await expect(page.getByRole("form", { name: "Precificação automática" }).getByLabel(/^Markup/)).toBeChecked();

  // 8 kWp falls in "até 10 kWp" (25 %): MARKUP = R$ 10.000,00 ÷ (1 − 0,25) = R$ 13.333,33 (13.333,333… rounded).
  await simulate(page, { kitPrice: "10.000,00", power: "8" });
  await expect(page.getByTestId("sim-final-price")).toHaveText("R$ 13.333,33");
  await expect(page.getByText("até 10 kWp, margem 25 %")).toBeVisible();
  // 12 kWp is above the last band's neighbour: 30 % → 10.000 ÷ 0,7 = R$ 14.285,71 (14.285,714…).
  await simulate(page, { kitPrice: "10.000,00", power: "12" });
  await expect(page.getByTestId("sim-final-price")).toHaveText("R$ 14.285,71");
  // No power: the engine's message on the field.
  await simulate(page, { kitPrice: "10.000,00" });
  await expect(field(page, "power")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Informe uma potência do sistema maior que zero.")).toBeVisible();
});

test("componente com regra e condição, restrição, clone, simulação e exclusão", async ({ page }) => {
  const { manager } = await company("Componentes");
  await signInAs(page, manager);

  // A restriction: Campinas (typed without accent or capital: matched to the list's spelling).
  await page.goto("/configuracoes/precificacao/restricoes");
  await page.getByRole("link", { name: "Nova restrição" }).click();
  const rform = page.getByRole("form", { name: "Restrição", exact: true });
  await field(page, "name").fill("Campinas");
  await field(page, "locations[0].uf").selectOption("SP");
  await field(page, "locations[0].city").fill("campinas");
  await rform.getByRole("button", { name: "Cadastrar restrição" }).click();
  await expect(page.getByText("Restrição salva.")).toBeVisible();
  await expect(field(page, "locations[0].city")).toHaveValue("Campinas");

  // A component: R$ 200,00 per kWp up to 10 kWp, R$ 150,00 up to 100 kWp, on roofs only.
  await page.goto("/configuracoes/precificacao/componentes");
  await page.getByRole("link", { name: "Novo componente" }).click();
  const cform = page.getByRole("form", { name: "Componente", exact: true });
  await field(page, "name").fill("Mão de obra");
  await field(page, "type").selectOption({ label: "Valor por kWp" });
  await field(page, "rules[0].power").fill("10");
  await field(page, "rules[0].value").fill("200,00");
  await cform.getByRole("button", { name: "Adicionar regra" }).click();
  await expect(field(page, "rules[0].value")).toHaveValue("200,00");
  await expect(field(page, "name")).toHaveValue("Mão de obra");
  await field(page, "rules[1].power").fill("100");
  await field(page, "rules[1].value").fill("cento e cinquenta");
  await field(page, "conditionals[0].type").selectOption("FIXATION");
  await field(page, "conditionals[0].strValue").selectOption("Telhado");
  await cform.getByRole("button", { name: "Cadastrar componente" }).click();
  await expect(page.getByText("Informe um valor em reais, zero ou maior.")).toBeVisible();
  await expect(field(page, "rules[1].value")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "conditionals[0].strValue")).toHaveValue("Telhado");
  await field(page, "rules[1].value").fill("150,00");
  await page.getByRole("form", { name: "Componente", exact: true }).getByRole("button", { name: "Cadastrar componente" }).click();
  await expect(page.getByText("Componente salvo.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mão de obra", level: 1 })).toBeVisible();
  await expect(field(page, "rules[1].value")).toHaveValue("150,00");
  await expect(field(page, "conditionals[0].type")).toHaveValue("FIXATION");
  const componentUrl = page.url().replace(/\?.*$/, "");

  // DETAILED pricing, then a simulation: 8 kWp ≤ 10 → R$ 200,00 × 8 = R$ 1.600,00; 10.000 + 1.600 = R$ 11.600,00.
  await page.goto("/configuracoes/precificacao");
  const bands = page.getByRole("form", { name: "Precificação automática" });
  await bands.getByLabel("Detalhada (componentes)").check();
  await bands.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByText("Precificação salva.")).toBeVisible();
  await simulate(page, { kitPrice: "10.000,00", power: "8" });
  await expect(page.getByTestId("sim-final-price")).toHaveText("R$ 11.600,00");
  await expect(page.getByRole("row").filter({ hasText: "Mão de obra" })).toContainText("R$ 1.600,00");
  // On the ground the condition fails: the kit alone, R$ 10.000,00.
  await simulate(page, { kitPrice: "10.000,00", power: "8", kitFixation: "Solo" });
  await expect(page.getByTestId("sim-final-price")).toHaveText("R$ 10.000,00");

  // Clone it for Campinas.
  await page.goto(componentUrl);
  const clone = page.getByRole("form", { name: "Clonar" });
  await expect(clone.getByLabel("Nome da cópia")).toHaveValue("Mão de obra - cópia");
  await clone.getByLabel("Nome da cópia").fill("Mão de obra Campinas");
  await clone.getByLabel("Restrição da cópia").selectOption({ label: "Campinas" });
  await clone.getByRole("button", { name: "Clonar" }).click();
  await expect(page.getByText("Componente clonado.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mão de obra Campinas", level: 1 })).toBeVisible();
  await expect(page.getByRole("form", { name: "Componente", exact: true }).getByLabel("Restrição")).toHaveValue(/[0-9a-f-]{36}/);
  await expect(field(page, "rules[0].value")).toHaveValue("200,00");

  // In Campinas both apply: 10.000 + 1.600 + 1.600 = R$ 13.200,00; elsewhere only the first.
  await simulate(page, { kitPrice: "10.000,00", power: "8", uf: "SP", city: "Campinas" });
  await expect(page.getByTestId("sim-final-price")).toHaveText("R$ 13.200,00");
  await simulate(page, { kitPrice: "10.000,00", power: "8", uf: "SP", city: "Santos" });
  await expect(page.getByTestId("sim-final-price")).toHaveText("R$ 11.600,00");

  // The restriction cannot go while the clone uses it.
  await page.goto("/configuracoes/precificacao/restricoes");
  await expect(page.getByRole("row").filter({ hasText: "Campinas (SP)" })).toContainText("Mão de obra Campinas");
  await page.getByRole("link", { name: "Campinas", exact: true }).click();
  await page.locator("summary", { hasText: "Excluir restrição" }).click();
  await page.getByRole("form", { name: "Excluir restrição" }).getByRole("button", { name: "Excluir permanentemente" }).click();
  await expect(page.getByText("Esta restrição é usada por um componente (Mão de obra Campinas)")).toBeVisible();

  // Delete the clone, then the restriction can go.
  await page.goto("/configuracoes/precificacao/componentes");
  await page.getByRole("link", { name: "Mão de obra Campinas" }).click();
  await page.locator("summary", { hasText: "Excluir componente" }).click();
  await page.getByRole("form", { name: "Excluir componente" }).getByRole("button", { name: "Excluir permanentemente" }).click();
  await expect(page.getByText("Componente excluído.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Mão de obra Campinas" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Mão de obra", exact: true })).toBeVisible();
  await page.goto("/configuracoes/precificacao/restricoes");
  await page.getByRole("link", { name: "Campinas", exact: true }).click();
  await page.locator("summary", { hasText: "Excluir restrição" }).click();
  await page.getByRole("form", { name: "Excluir restrição" }).getByRole("button", { name: "Excluir permanentemente" }).click();
  await expect(page.getByText("Restrição excluída.")).toBeVisible();
  await expect(page.getByText("Nenhuma restrição cadastrada.")).toBeVisible();
});

test("quem pode precificar, empresas separadas e envio em dobro (HTTP)", async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "HTTP-level checks: run once");
  const a = await company("A");
  const b = await company("B");
  const signedIn = async (who: { email: string; password: string }) => {
    const api = await request.newContext({ baseURL });
    expect((await api.post("/login", { form: { email: who.email, password: who.password }, maxRedirects: 0 })).status()).toBe(302);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await api.get("/inicio")).text())![1];
    return { api, csrf };
  };

  // A vendor without pricingEdit: 403 on every page and action.
  const vendor = await signedIn(a.vendor);
  for (const path of ["/configuracoes/precificacao", "/configuracoes/precificacao/componentes", "/configuracoes/precificacao/restricoes/nova"]) {
    expect((await vendor.api.get(path)).status(), path).toBe(403);
  }
  const bandsPost = (csrf: string, commandId: string) => ({
    form: { intent: "save-auto-pricing", csrf, commandId, autoPricingType: "SIMPLE", autoPricingCalc: "GROSS_MARGIN", "autoPricing[0].margin": "40" },
    maxRedirects: 0,
  });
  expect((await vendor.api.post("/configuracoes/precificacao", bandsPost(vendor.csrf, uuidv7()))).status()).toBe(403);

  // A vendor with pricingEdit (and no configManager) may price, but not open /configuracoes.
  const pricer = { name: "Precificadora", email: `precifica-${randomUUID().slice(0, 8)}@preco.demo`, password: "Preco12345" };
  // Signing in joins rm_users, which the server's projector writes after the append: wait for it (a sign-in
  // right after the append lost that race on a busy machine and answered 400).
  await withE2eDatabase(async (deps) => {
    const id = await addVendor(deps, a.companyId, a.managerId, pricer, new Date(), { pricingEdit: true });
    expect(await pollFor(() => deps.database.db.selectFrom("rm_users").select("id").where("id", "=", id).executeTakeFirst())).toBeTruthy();
  });
  const pricing = await signedIn(pricer);
  const page = await pricing.api.get("/configuracoes/precificacao");
  expect(page.status()).toBe(200);
  expect(await page.text()).not.toContain("← Configurações");
  expect((await pricing.api.get("/configuracoes")).status()).toBe(403);

  // A's manager creates a component twice with the same commandId: one component.
  const managerA = await signedIn(a.manager);
  // (The manager's page has the way back that the pricing-only vendor's lacks.)
  expect(await (await managerA.api.get("/configuracoes/precificacao")).text()).toContain("← Configurações");
  const commandId = uuidv7();
  const create = () =>
    managerA.api.post("/configuracoes/precificacao/componentes/novo", {
      form: {
        intent: "save-component",
        csrf: managerA.csrf,
        commandId,
        name: "Frete",
        type: "FIXED",
        range: "KWP",
        "rules[0].power": "100",
        "rules[0].value": "500,00",
      },
      maxRedirects: 0,
    });
  const first = await create();
  const second = await create();
  expect(first.status()).toBe(302);
  expect(second.headers()["location"]).toBe(first.headers()["location"]);
  const listA = await (await managerA.api.get("/configuracoes/precificacao/componentes")).text();
  expect(listA.match(/>Frete</g)).toHaveLength(1);
  const componentPath = first.headers()["location"]!.replace(/\?.*$/, "");

  // B's manager: A's component is not found, to read or to change; B's settings do not show it.
  const managerB = await signedIn(b.manager);
  expect((await managerB.api.get(componentPath)).status()).toBe(404);
  const rename = await managerB.api.post(componentPath, {
    form: { intent: "rename-component", csrf: managerB.csrf, commandId: uuidv7(), name: "Roubado" },
    maxRedirects: 0,
  });
  expect(rename.status()).toBe(404);
  expect(await (await managerB.api.get("/configuracoes/precificacao/componentes")).text()).not.toContain("Frete");
  // An intent the page does not know: 400.
  const unknown = await managerA.api.post("/configuracoes/precificacao", { form: { intent: "hack", csrf: managerA.csrf }, maxRedirects: 0 });
  expect(unknown.status()).toBe(400);
  // Saving the bands twice with one commandId applies once and both land on the saved page.
  const id = uuidv7();
  for (let i = 0; i < 2; i++) {
    const res = await managerA.api.post("/configuracoes/precificacao", bandsPost(managerA.csrf, id));
    expect(res.headers()["location"]).toBe("/configuracoes/precificacao");
  }
  expect(await (await managerA.api.get("/configuracoes/precificacao")).text()).toContain("qualquer potência: 40 %");
});
