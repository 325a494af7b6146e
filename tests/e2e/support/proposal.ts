// A finished proposal for the specs that start from one (issue 17: final views, PDF, item tabs):
// the wizard driven as a person would, without checking each step (proposal-wizard.spec.ts does):
// a customer in Campinas/SP, one two-phase unit of 500 kWh a month at R$ 0,92, the demo 4,4 kWp kit
// (R$ 11.800,00), 12,5 km, automatic price (demo settings: + 50 % → R$ 17.700,00), valid 20 days,
// the company's default customisation.
import { expect, type Page } from "@playwright/test";
import { submit } from "./app";

export const DEMO_KIT = "Kit demo 4,4 kWp telhado cerâmico";
/** The demo settings' automatic price of the demo kit: 11.800 × 1,5. */
export const DEMO_FINAL_PRICE = "R$ 17.700,00";

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The company's date (São Paulo) plus `days`, as dd/mm/aaaa. */
export function dayBr(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return [t.getUTCDate(), t.getUTCMonth() + 1, t.getUTCFullYear()].map((n) => String(n).padStart(2, "0")).join("/");
}

export interface FinishedProposal {
  pid: string;
  /** "#00042". */
  count: string;
  customerId: string;
}

/**
 * Creates the customer `customerName` and takes a proposal for it to the end of the wizard (signed in as a user who may price).
 * `start` opens the wizard's first step another way (a sale's "Nova proposta para este item"); default: the customer page's "Nova proposta".
 * `atValidity` runs on the validity step before the date is typed (what the step offers).
 */
export async function finishProposal(
  page: Page,
  customerName: string,
  opts: { start?: (customerId: string) => Promise<void>; atValidity?: () => Promise<void> } = {},
): Promise<FinishedProposal> {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(customerName);
  await page.getByLabel("UF", { exact: true }).selectOption("SP");
  await page.getByLabel("Cidade").fill("Campinas");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  const customerId = /\/cliente\/editar\/([0-9a-f-]{36})/.exec(page.url())![1];

  if (opts.start) await opts.start(customerId);
  else await page.getByRole("link", { name: "Nova proposta" }).click();
  await field(page, "powerDistCompany").fill("CPFL Paulista");
  await field(page, "energyBillData[0].ucName").fill("Casa");
  await field(page, "energyBillData[0].phase").selectOption("two");
  await field(page, "energyBillData[0].kwhPrice").fill("0,92");
  for (let m = 0; m < 12; m++) await field(page, `energyBillData[0].monthlyConsumption[${m}]`).fill("500");
  await submit(page, "Salvar e escolher o kit");
  await expect(page).toHaveURL(/\/escolha-kit\/[0-9a-f-]{36}$/);
  const pid = /escolha-kit\/([0-9a-f-]{36})$/.exec(page.url())![1];
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/#\d{5}/); // the step's own page, not the one before
  const count = /#\d{5}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];

  await submit(page, "Escolher kit");
  await submit(page, `Escolher ${DEMO_KIT}`);
  await expect(page).toHaveURL(new RegExp(`/dados-geracao/nova/${pid}$`));
  await field(page, "realSystemData.distance").fill("12,5");
  await submit(page, "Salvar e continuar");
  await expect(page).toHaveURL(new RegExp(`/escolha/precificacao/${pid}$`));
  await page.getByRole("link", { name: "Preço automático", exact: true }).click();
  await submit(page, "Salvar preço");
  await expect(page).toHaveURL(new RegExp(`/validacao/${pid}$`));
  await opts.atValidity?.();
  await page.getByLabel("Válida até (dd/mm/aaaa)").fill(dayBr(20));
  await submit(page, "Salvar e continuar");
  await expect(page).toHaveURL(new RegExp(`/personalizacao/${pid}$`));
  await submit(page, "Salvar e concluir");
  await expect(page).toHaveURL(/\/propostas\/lista\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: `Proposta ${count} concluída.` })).toHaveCount(1);
  return { pid, count, customerId };
}
