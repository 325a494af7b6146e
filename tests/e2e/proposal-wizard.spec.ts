// The whole proposal wizard as a person goes through it (issue 16), JavaScript off and on, on the
// demo company (its default pricing settings, which no spec changes: SIMPLE without bands → 50 %,
// GROSS_MARGIN; kit discount 0 %): a customer in Campinas/SP → "Nova proposta" → consumption (one
// unit) → the kit step (ideal power prefilled) → "Escolher" the demo 4,4 kWp kit → generation
// (distance typed) → pricing choice → "Preço automático" → "Salvar preço" → validation (a past date
// refused, then a valid one) → customisation → "Salvar e concluir" → the list says "concluída" with
// the price. Each next page is checked for what the last step saved. Then back: a new consumption
// puts the price out of force (the list says "Sem preço", its row leads to the pricing choice, which
// says why), priced again with the new bills in the viability, and finished again. Each project
// has a customer of its own; the company's settings and proposal defaults are left alone.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { submit, unique, JOURNEY } from "./support/app";

test.use({ storageState: MANAGER_STATE });

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const DEMO_KIT = "Kit demo 4,4 kWp telhado cerâmico";
const WIZARD = "/proposta/gerar-proposta";

/** The company's date (São Paulo) plus `days`, as dd/mm/aaaa. */
function dayBr(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()); // aaaa-mm-dd
  const [y, m, d] = today.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return [t.getUTCDate(), t.getUTCMonth() + 1, t.getUTCFullYear()].map((n) => String(n).padStart(2, "0")).join("/");
}

/** The 12 months of the only unit, each `kwh`. */
async function fillMonths(page: Page, kwh: string) {
  for (let m = 0; m < 12; m++) await field(page, `energyBillData[0].monthlyConsumption[${m}]`).fill(kwh);
}

test(
  "assistente: do cliente à proposta concluída, e de volta: novo consumo tira o preço de vigor até precificar de novo",
  JOURNEY,
  async ({ page }, testInfo) => {
    const name = unique(testInfo, "Cliente Assistente");

    // A customer in Campinas/SP.
    await page.goto("/cliente/cadastro");
    await page.getByLabel("Nome", { exact: true }).fill(name);
    await page.getByLabel("UF", { exact: true }).selectOption("SP");
    await page.getByLabel("Cidade").fill("Campinas");
    await submit(page, "Salvar cliente");
    await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
    const customerList = `/propostas/cliente/${/\/cliente\/editar\/([0-9a-f-]{36})/.exec(page.url())![1]}`;

    // 1. Consumption: one two-phase unit of 500 kWh every month at R$ 0,92/kWh.
    await page.getByRole("link", { name: "Nova proposta" }).click();
    await expect(page.getByRole("heading", { name: "Nova proposta: dados de consumo", level: 1 })).toBeVisible();
    await field(page, "powerDistCompany").fill("CPFL Paulista");
    await field(page, "energyBillData[0].ucName").fill("Casa");
    await field(page, "energyBillData[0].phase").selectOption("two");
    await field(page, "energyBillData[0].kwhPrice").fill("0,92");
    await fillMonths(page, "500");
    await submit(page, "Salvar e escolher o kit");

    // 2. The kit step: the proposal's number, its consumption, and the ideal power prefilled. Campinas's
    // irradiation averages 4,85833 kWh/m²/dia, the default losses give PR 0,742386: (500 − 50 minimum
    // of a two-phase unit) ÷ (4,85833 × 30 × 0,742386 = 108,2025) = 4,1589 → 4,159 kWp, the field 4,16.
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/escolha-kit/[0-9a-f-]{36}$`));
    const pid = /escolha-kit\/([0-9a-f-]{36})$/.exec(page.url())![1];
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Proposta #\d{5}: escolha do kit$/);
    const count = /#\d{5}/.exec((await heading.textContent()) ?? "")![0];
    await expect(page.getByRole("region", { name: "Consumo" })).toContainText("500 kWh");
    await expect(page.getByRole("region", { name: "Escolha do kit" })).toContainText("Potência ideal pelo consumo: 4,159 kWp");
    await expect(page.getByLabel("Potência alvo (kWp)")).toHaveValue("4,16");

    // 3. The kit choice around 4,16 kWp lists the demo 4,4 kWp kit: ESCOLHER saves it.
    await submit(page, "Escolher kit");
    await expect(page).toHaveURL(new RegExp(`/kits/escolha/[0-9a-f-]{36}/${pid}/0/0/500/0/0/4\\.16/[0-9a-f-]{36}/0/3509502$`));
    await submit(page, `Escolher ${DEMO_KIT}`);

    // 4. Generation: the chosen kit (R$ 11.800,00), 8 × 550 Wp = 4,40 kWp; a year 4,4 × 1.772 HSP·days
    // × 0,742386 = 5.788,24 kWh. The distance typed, then "Salvar e continuar".
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/dados-geracao/nova/${pid}$`));
    await expect(page.getByRole("heading", { name: `Proposta ${count}: dados de geração`, level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Kit", exact: true })).toContainText(DEMO_KIT);
    await expect(page.getByRole("region", { name: "Kit", exact: true })).toContainText("R$ 11.800,00");
    const system = page.getByRole("region", { name: "Sistema", exact: true });
    await expect(system).toContainText("4,40 kWp");
    await expect(system).toContainText("5.788,24 kWh");
    await field(page, "realSystemData.distance").fill("12,5");
    await submit(page, "Salvar e continuar");

    // 5. The pricing choice: kit and generation there (no notice), nothing saved yet.
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/escolha/precificacao/${pid}$`));
    await expect(page.getByRole("heading", { name: `Proposta ${count}: precificação`, level: 1 })).toBeVisible();
    await expect(page.getByText("Esta proposta não possui")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /^Preço salvo/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Preço automático", exact: true }).click();

    // 6. The automatic price: the kit at 0 % discount, + 50 % (GROSS_MARGIN, no band): 11.800 × 1,5 =
    // R$ 17.700,00. The first year's bill without the system: 500 kWh × R$ 0,92 × 12 = R$ 5.520,00.
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/preco-auto/${pid}$`));
    await expect(page.getByTestId("final-price").first()).toHaveText("R$ 17.700,00");
    const viability = page.getByRole("region", { name: "Viabilidade em 25 anos" });
    await expect(viability).toContainText("Conta sem o sistema (1º ano)R$ 5.520,00");
    await submit(page, "Salvar preço");

    // 7. Validation: the summary has the power and the price saved, no "sem preço" notice; a past
    // date is refused with what was typed kept; a valid one goes on.
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/validacao/${pid}$`));
    await expect(page.getByRole("heading", { name: `Proposta ${count}: validação`, level: 1 })).toBeVisible();
    const summary = page.getByRole("region", { name: `Resumo da proposta ${count}` });
    await expect(summary).toContainText("Potência4,40 kWp");
    await expect(summary).toContainText("Preço finalR$ 17.700,00");
    await expect(summary).toContainText("SituaçãoFinalizada");
    await expect(page.getByRole("note")).toHaveCount(0);
    const validity = page.getByLabel("Válida até (dd/mm/aaaa)");
    await validity.fill(dayBr(-1));
    await submit(page, "Salvar e continuar");
    await expect(page).toHaveURL(new RegExp(`/validacao/${pid}$`));
    await expect(page.getByText("Data inválida.")).toBeVisible();
    await expect(validity).toHaveValue(dayBr(-1));
    await validity.fill(dayBr(20));
    await submit(page, "Salvar e continuar");

    // 8. Customisation (the company's defaults, whatever they are now), saved as they come.
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/personalizacao/${pid}$`));
    await expect(page.getByRole("heading", { name: `Proposta ${count}: personalização`, level: 1 })).toBeVisible();
    await submit(page, "Salvar e concluir");

    // 9. The list: finished, with the price and the power; the number leads back to the validation step.
    await expect(page).toHaveURL(/\/propostas\/lista\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("status")).toHaveText(`Proposta ${count} concluída. · Abrir`);
    // The row by its number (the customer's list has no customer column); the other specs add
    // proposals to the demo company meanwhile, so the later visits use this customer's list.
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: count, exact: true }) });
    await expect(row).toContainText(name);
    await expect(row).toContainText("R$ 17.700,00");
    await expect(row).toContainText("4,40 kWp");
    await expect(row).not.toContainText("Sem preço");
    await expect(row.getByRole("link", { name: count, exact: true })).toHaveAttribute("href", `${WIZARD}/validacao/${pid}`);

    // Back: the consumption edited to 600 kWh a month. The kit step's ideal power follows:
    // (600 − 50) ÷ 108,2025 = 5,0831 → 5,083 kWp.
    await row.getByRole("link", { name: "Editar consumo" }).click();
    await expect(page).toHaveURL(new RegExp(`/dados-consumo/editar\\?pid=${pid}$`));
    await expect(field(page, "energyBillData[0].monthlyConsumption[0]")).toHaveValue("500");
    await fillMonths(page, "600");
    await submit(page, "Salvar consumo");
    await expect(page).toHaveURL(new RegExp(`/escolha-kit/${pid}$`));
    await expect(page.getByRole("region", { name: "Consumo" })).toContainText("600 kWh");
    await expect(page.getByRole("region", { name: "Escolha do kit" })).toContainText("Potência ideal pelo consumo: 5,083 kWp");
    await expect(page.getByRole("group", { name: "Kit escolhido" })).toContainText(DEMO_KIT);

    // The price is out of force: "Sem preço" in the list, and the number leads to the pricing choice,
    // which says why and still shows the old price for reference.
    await page.goto(customerList);
    await expect(row).toContainText("Sem preço");
    await expect(row).not.toContainText("R$ 17.700,00");
    await expect(row.getByRole("link", { name: count, exact: true })).toHaveAttribute("href", `${WIZARD}/escolha/precificacao/${pid}`);
    await row.getByRole("link", { name: count, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/escolha/precificacao/${pid}$`));
    await expect(page.getByText("O preço salvo não vale mais: os dados de consumo mudaram depois da precificação.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Preço salvo (Automático)" }).getByTestId("final-price")).toHaveText("R$ 17.700,00");

    // The validation step no longer shows a price in force either.
    await page.goto(`${WIZARD}/validacao/${pid}`);
    await expect(page.getByRole("note")).toContainText("Esta proposta não possui dados do preço");
    await expect(page.getByRole("region", { name: `Resumo da proposta ${count}` })).not.toContainText("Preço final");
    await expect(page.getByLabel("Válida até (dd/mm/aaaa)")).toHaveValue(dayBr(20));

    // Priced again: the same kit, so the same R$ 17.700,00; the viability reads the new consumption:
    // 600 kWh × R$ 0,92 × 12 = R$ 6.624,00 a year without the system.
    await page.goto(`${WIZARD}/escolha/precificacao/${pid}`);
    await page.getByRole("link", { name: "Preço automático", exact: true }).click();
    await expect(page.getByTestId("final-price").first()).toHaveText("R$ 17.700,00");
    await expect(page.getByRole("region", { name: "Viabilidade em 25 anos" })).toContainText("Conta sem o sistema (1º ano)R$ 6.624,00");
    await submit(page, "Salvar preço");
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/validacao/${pid}$`));
    await expect(page.getByRole("region", { name: `Resumo da proposta ${count}` })).toContainText("Preço finalR$ 17.700,00");
    await expect(page.getByLabel("Válida até (dd/mm/aaaa)")).toHaveValue(dayBr(20));
    await submit(page, "Salvar e continuar");
    await expect(page).toHaveURL(new RegExp(`${WIZARD}/personalizacao/${pid}$`));
    await expect(page.getByText("Os valores abaixo são os desta proposta.")).toBeVisible();
    await submit(page, "Salvar e concluir");

    // Finished again.
    await expect(page.getByRole("status")).toHaveText(`Proposta ${count} concluída. · Abrir`);
    await page.goto(customerList);
    await expect(row).toContainText("R$ 17.700,00");
    await expect(row).not.toContainText("Sem preço");
    await expect(row.getByRole("link", { name: count, exact: true })).toHaveAttribute("href", `${WIZARD}/validacao/${pid}`);

    // The history (the proposal's events): both prices saved, the consumption edit between them, by the manager.
    await page.goto(`${WIZARD}/escolha/precificacao/${pid}`);
    const history = page.getByRole("region", { name: "Histórico da proposta" });
    await expect(history.getByRole("row").filter({ hasText: "Preço automático salvo: R$ 17.700,00" })).toHaveCount(2);
    await expect(history.getByRole("row").filter({ hasText: "Dados de consumo editados" })).toHaveCount(1);
    await expect(history.getByRole("row").filter({ hasText: "Kit escolhido: Kit demo 4,4 kWp" })).toHaveCount(1);
    // The first line under the header (on a phone the header row is hidden: the table is a list).
    await expect(history.locator("tbody tr").first()).toContainText("Proposta iniciada com os dados de consumo");
  },
);
