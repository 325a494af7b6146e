// The proposal wizard's kit and generation steps (issue 16), JavaScript off and on: a proposal in
// Campinas/SP (the demo company typed its irradiation), the kit step shows the ideal power sized
// from the consumption and prefills the target power with it; the generation step without a kit
// says so; "Escolher" on the demo kit saves it (ChooseKit) and opens the generation step, which
// shows the kit, the figures, the losses and the month table with its chart; a negative distance is
// refused with what was typed kept; "Salvar e continuar" saves (SetGeneration) and leads to the
// pricing step (its own spec is proposal-pricing.spec.ts: only its URL and heading are checked here).
import { expect, test, type Page } from "@playwright/test";
import { uuidv7 } from "../../eventstore/ids";
import { MANAGER_STATE } from "./support/paths";
import { submit, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const DEMO_KIT = "Kit demo 4,4 kWp telhado cerâmico";

test("proposta: kit escolhido pela potência ideal, dados de geração calculados, recusa e salva", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Cliente Geração");

  // A customer in Campinas/SP and a proposal: one two-phase unit of 500 kWh every month.
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("UF", { exact: true }).selectOption("SP");
  await page.getByLabel("Cidade").fill("Campinas");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  await page.getByRole("link", { name: "Nova proposta" }).click();
  await field(page, "powerDistCompany").fill("CPFL Paulista");
  await field(page, "energyBillData[0].ucName").fill("Casa");
  await field(page, "energyBillData[0].phase").selectOption("two");
  await field(page, "energyBillData[0].kwhPrice").fill("0,92");
  for (let m = 0; m < 12; m++) await field(page, `energyBillData[0].monthlyConsumption[${m}]`).fill("500");
  await submit(page, "Salvar e escolher o kit");
  await expect(page).toHaveURL(/\/proposta\/gerar-proposta\/escolha-kit\/[0-9a-f-]{36}$/);
  const pid = /escolha-kit\/([0-9a-f-]{36})$/.exec(page.url())![1];

  // Ideal power: Campinas's 12 values average 58.300 ÷ 12 = 4.858,33 Wh/m²/dia; the default losses
  // give PR 0,7424; (500 − 50 minimum of a two-phase unit) ÷ (4,85833 × 30 × 0,7424) = 450 ÷ 108,2 = 4,159 kWp.
  const kitSection = page.getByRole("region", { name: "Escolha do kit" });
  await expect(kitSection).toContainText("Potência ideal pelo consumo: 4,159 kWp");
  await expect(page.getByLabel("Potência alvo (kWp)")).toHaveValue("4,16"); // the field takes 2 decimals

  // No kit yet: the generation step says so and links back.
  await page.goto(`/proposta/gerar-proposta/dados-geracao/nova/${pid}`);
  await expect(page.getByText("Esta proposta não possui kit cadastrado.")).toBeVisible();
  await expect(page.locator('[name="realSystemData.distance"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Escolher um kit" }).click();
  await expect(page).toHaveURL(new RegExp(`/escolha-kit/${pid}$`));

  // The kit choice around 4,16 kWp (± 10 %: 3,744 to 4,576 kWp) lists the demo 4,4 kWp kit.
  await submit(page, "Escolher kit");
  await expect(page).toHaveURL(new RegExp(`/kits/escolha/[0-9a-f-]{36}/${pid}/0/0/500/0/0/4\\.16/[0-9a-f-]{36}/0/3509502$`));
  // A kit id of no kit of the company: 404, never a 500.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post(page.url(), { form: { csrf, commandId: uuidv7(), kitId: uuidv7() } });
  expect(forged.status()).toBe(404);
  await page.getByRole("button", { name: `Escolher ${DEMO_KIT}` }).click();

  // The generation step: 8 × 550 Wp = 4,4 kWp; a year: 4,4 × Σ(HSP × days) = 4,4 × 1.772 = 7.796,8 kWh
  // before losses, × 0,742386 = 5.788,24 kWh after; ÷ 12 = 482,35 kWh a month.
  await expect(page).toHaveURL(new RegExp(`/proposta/gerar-proposta/dados-geracao/nova/${pid}$`));
  await expect(page.getByRole("heading", { name: /^Proposta #\d{5}: dados de geração$/, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Kit", exact: true })).toContainText(DEMO_KIT);
  await expect(page.getByRole("region", { name: "Kit", exact: true })).toContainText("R$ 11.800,00");
  await expect(page.getByRole("region", { name: "Irradiação e perdas" })).toContainText("Campinas/SP");
  const system = page.getByRole("region", { name: "Sistema", exact: true });
  await expect(system).toContainText("4,40 kWp");
  await expect(system).toContainText("482,35 kWh");
  await expect(system).toContainText("5.788,24 kWh");
  await expect(system).toContainText("4,159 kWp");
  // The losses: heat (10 %) takes 669,93 kWh of the year's 7.796,8.
  await expect(page.getByRole("region", { name: "Perdas", exact: true }).getByRole("row", { name: /Temperatura/ })).toContainText("669,93 kWh");
  // January: 4,4 × 5,2 × 31 × 0,742386 = 526,56 kWh, beside 500 kWh of consumption.
  const monthly = page.getByRole("region", { name: "Consumo e geração por mês" });
  await expect(monthly.getByRole("img", { name: /Consumo e geração estimada por mês/ })).toBeVisible();
  await expect(monthly.getByRole("row", { name: /janeiro/i })).toContainText("526,56 kWh");
  await expect(monthly.getByRole("row", { name: /janeiro/i })).toContainText("500 kWh");

  // A negative distance: refused on its field, what was typed kept.
  await field(page, "realSystemData.distance").fill("-3");
  await field(page, "roofHight").fill("4,5");
  await submit(page, "Salvar e continuar");
  await expect(page.getByText("Distância: informe os km até a instalação, de 0 a 10.000.")).toBeVisible();
  await expect(field(page, "realSystemData.distance")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "roofHight")).toHaveValue("4,5");

  // Saved, the step leads to the pricing step.
  await field(page, "realSystemData.distance").fill("12,5");
  await submit(page, "Salvar e continuar");
  await expect(page).toHaveURL(new RegExp(`/proposta/gerar-proposta/escolha/precificacao/${pid}$`));
  await expect(page.getByRole("heading", { name: /^Proposta #\d{5}: precificação$/, level: 1 })).toBeVisible();

  // Saved: the step shows the typed values again, and the kit step shows the chosen kit.
  await page.goto(`/proposta/gerar-proposta/dados-geracao/nova/${pid}`);
  await expect(field(page, "realSystemData.distance")).toHaveValue("12,5");
  await expect(field(page, "roofHight")).toHaveValue("4,5");
  await page.goto(`/proposta/gerar-proposta/escolha-kit/${pid}`);
  await expect(page.getByRole("group", { name: "Kit escolhido" })).toContainText(DEMO_KIT);
  // The list shows the power.
  const list = await page.locator('nav a[href^="/propostas/lista/"]').first().getAttribute("href");
  await page.goto(list!);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("4,40 kWp");
});
