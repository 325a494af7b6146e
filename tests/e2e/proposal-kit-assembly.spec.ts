// "Montar kit" on the proposal's kit step (issue 16: "modules and inverters picked from the
// catalogue"), JavaScript off and on, on the demo company's catalogue: nothing picked is refused
// with every message on its field; "Adicionar inversor" posts the form back with one more row, what
// was typed kept, and the power computed so far; a fractional quantity is refused on its row; an id
// of no module of the company is a field error (400), never a 500; saved, the generation step shows
// the assembled kit (power, module, inverters, equipment, cost) and its figures; the proposal is
// generated and priced exactly as with a catalogue kit; back on the kit step the form shows what
// was assembled.
import { expect, test, type Page } from "@playwright/test";
import { uuidv7 } from "../../eventstore/ids";
import { MANAGER_STATE } from "./support/paths";
import { submit, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

const WIZARD = "/proposta/gerar-proposta";
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Picks the option of a select whose text contains `text` (the labels carry R$ with a no-break space). */
async function pick(page: Page, name: string, text: string) {
  const value = await field(page, name).locator("option", { hasText: text }).first().getAttribute("value");
  expect(value, `an option "${text}" in ${name}`).toBeTruthy();
  await field(page, name).selectOption(value!);
}

test("proposta: montar kit com módulo, inversores e equipamento do catálogo, gerar e precificar", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Cliente Kit Montado");

  // A customer in Campinas/SP and a proposal: one two-phase unit of 500 kWh every month at R$ 0,92.
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
  await expect(page).toHaveURL(new RegExp(`${WIZARD}/escolha-kit/[0-9a-f-]{36}$`));
  const kitStep = page.url();
  const pid = /escolha-kit\/([0-9a-f-]{36})$/.exec(kitStep)![1];

  // Nothing picked: every problem at once, each on its field, nothing saved.
  const assembly = page.getByRole("region", { name: "Montar kit" });
  await expect(assembly).toBeVisible();
  await submit(page, "Montar kit e continuar");
  await expect(page).toHaveURL(kitStep);
  // ADR 019: "Corrija N campos:" naming each field (a link to it), each message beside its field;
  // "no inverter" sits on the first inverter's pick; required fields marked with aria-required.
  const errors = page.getByRole("alert").filter({ hasText: "Corrija 4 campos:" });
  await expect(errors.getByRole("link")).toHaveText(["Módulo", "Quantidade de módulos", "Inversor 1", "Preço do kit (custo, R$)"]);
  await expect(field(page, "inverterData[0].inverterId")).toHaveAccessibleDescription("Inversores: escolha pelo menos um inversor do catálogo.");
  await expect(field(page, "pvModuleData[0].moduleId")).toHaveAccessibleDescription("Módulo: escolha um módulo do catálogo.");
  await expect(field(page, "pvModuleData[0].quantity")).toHaveAccessibleDescription(
    "Quantidade de módulos: informe um número inteiro de 1 a 20.000.",
  );
  await expect(field(page, "kitData.kitPrice")).toHaveAccessibleDescription(/Preço do kit: informe o custo do kit em R\$\./);
  await expect(field(page, "kitData.kitPrice")).toHaveAttribute("aria-required", "true");
  await expect(field(page, "inverterData[0].inverterId")).toHaveAttribute("aria-required", "true");
  if (testInfo.project.use.javaScriptEnabled !== false) await expect(errors).toBeFocused();
  await expect(field(page, "pvModuleData[0].moduleId")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "kitData.kitPrice")).toHaveAttribute("aria-invalid", "true");

  // 8 × 550 Wp and a 5 kW inverter; "Adicionar inversor" keeps what was typed, adds a row and says
  // the power so far: 8 × 550 = 4 400 Wp = 4,4 kWp.
  await pick(page, "pvModuleData[0].moduleId", "Canadian Solar HiKu6 CS6W-550MS");
  await field(page, "pvModuleData[0].quantity").fill("8");
  await pick(page, "inverterData[0].inverterId", "Deye SUN-5K-G05");
  await field(page, "inverterData[0].iQuantity").fill("1");
  await field(page, "kitData.kitPrice").fill("11.800,00");
  // With JavaScript the power shows as it is picked; without, the last post's (nothing picked) until the next.
  const power = page.getByRole("status", { name: "Potência do kit montado" });
  if (testInfo.project.name === "js-on") await expect(power).toContainText("Potência do kit: 4,40 kWp · Inversores: 5 kW");
  else await expect(power).toHaveText("Potência do kit: escolha o módulo e a quantidade.");
  await submit(page, "Adicionar inversor");
  await expect(field(page, "inverterData[1].inverterId")).toBeVisible();
  await expect(field(page, "pvModuleData[0].quantity")).toHaveValue("8");
  await expect(field(page, "inverterData[0].iQuantity")).toHaveValue("1");
  await expect(field(page, "kitData.kitPrice")).toHaveValue("11.800,00");
  await expect(power).toContainText("Potência do kit: 4,40 kWp · Inversores: 5 kW");

  // A second inverter with 1,5 units: refused on its row; an equipment line with the structure.
  await pick(page, "inverterData[1].inverterId", "Growatt MIN 3000TL-X");
  await field(page, "inverterData[1].iQuantity").fill("1,5");
  await pick(page, "additionalItems[0].equipmentId", "Estrutura telhado cerâmico 4 módulos");
  await field(page, "additionalItems[0].quantity").fill("2");
  await submit(page, "Montar kit e continuar");
  await expect(page.getByText("Inversor 2: informe a quantidade, um número inteiro de 1 a 2.000.").first()).toBeVisible();
  await expect(field(page, "inverterData[1].iQuantity")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "inverterData[1].iQuantity")).toHaveValue("1,5");
  await expect(field(page, "additionalItems[0].quantity")).toHaveValue("2");

  // A module id of no module of the company (posted by hand): a field error, 400, never a 500.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post(kitStep, {
    form: {
      csrf,
      commandId: uuidv7(),
      intent: "assemble-kit",
      "pvModuleData[0].moduleId": uuidv7(),
      "pvModuleData[0].quantity": "8",
      "kitData.kitPrice": "11.800,00",
      "kitData.kitSupplier": "PRÓPRIO",
      "kitData.kitVoltage": "220",
      "kitData.kitFixation": "Telhado",
    },
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("Módulo: não encontrado no catálogo da empresa; escolha outro.");
  // Another proposal id: 404.
  const other = await page.request.post(`${WIZARD}/escolha-kit/${uuidv7()}`, { form: { csrf, commandId: uuidv7(), intent: "assemble-kit" } });
  expect(other.status()).toBe(404);

  // Fixed and saved: the generation step shows the assembled kit and its figures.
  await field(page, "inverterData[1].iQuantity").fill("1");
  await submit(page, "Montar kit e continuar");
  await expect(page).toHaveURL(new RegExp(`${WIZARD}/dados-geracao/nova/${pid}$`));
  const kit = page.getByRole("region", { name: "Kit", exact: true });
  await expect(kit).toContainText("Kit montado 4,4 kWp: 8 × Canadian Solar HiKu6 CS6W-550MS");
  await expect(kit).toContainText("PRÓPRIO");
  await expect(kit).toContainText("R$ 11.800,00");
  await expect(kit.getByRole("row", { name: /Canadian Solar HiKu6 CS6W-550MS/ })).toContainText("550 Wp");
  await expect(kit.getByRole("row", { name: /Canadian Solar HiKu6 CS6W-550MS/ })).toContainText("8");
  await expect(kit.getByRole("row", { name: /Deye SUN-5K-G05/ })).toContainText("5.000 W");
  await expect(kit.getByRole("row", { name: /Growatt MIN 3000TL-X/ })).toContainText("3.000 W");
  await expect(kit.getByRole("row", { name: /Estrutura telhado cerâmico 4 módulos/ })).toContainText("2 kit");
  // The same 8 × 550 Wp as the demo catalogue kit in Campinas: 4,4 × Σ(HSP × days) = 4,4 × 1.772 =
  // 7.796,8 kWh before losses, × 0,742386 = 5.788,24 kWh a year.
  const system = page.getByRole("region", { name: "Sistema", exact: true });
  await expect(system).toContainText("4,40 kWp");
  await expect(system).toContainText("5.788,24 kWh");
  await field(page, "realSystemData.distance").fill("12,5");
  await submit(page, "Salvar e continuar");

  // Priced as a catalogue kit: the demo company's SIMPLE pricing without bands, + 50 % (GROSS_MARGIN)
  // on the kit at 0 % discount: 11.800 × 1,5 = R$ 17.700,00.
  await expect(page).toHaveURL(new RegExp(`${WIZARD}/escolha/precificacao/${pid}$`));
  await expect(page.getByText("Esta proposta não possui")).toHaveCount(0);
  await page.getByRole("link", { name: "Preço automático", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${WIZARD}/preco-auto/${pid}$`));
  await expect(page.getByTestId("final-price").first()).toHaveText("R$ 17.700,00");
  await submit(page, "Salvar preço");
  await expect(page).toHaveURL(new RegExp(`${WIZARD}/validacao/${pid}$`));
  const summary = page.getByRole("region", { name: /^Resumo da proposta #\d{5}$/ });
  await expect(summary).toContainText("Potência4,40 kWp");
  await expect(summary).toContainText("Preço finalR$ 17.700,00");

  // Back on the kit step: the kit chosen is the assembled one, and the form shows it as assembled.
  await page.goto(kitStep);
  await expect(page.getByRole("group", { name: "Kit escolhido" })).toContainText("Kit montado 4,4 kWp");
  await expect(field(page, "pvModuleData[0].quantity")).toHaveValue("8");
  await expect(field(page, "inverterData[1].iQuantity")).toHaveValue("1");
  await expect(field(page, "kitData.kitPrice")).toHaveValue("11.800,00");
  await expect(field(page, "pvModuleData[0].moduleId").locator("option:checked")).toHaveText(/Canadian Solar HiKu6 CS6W-550MS/);
});
