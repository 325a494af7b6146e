// The wizard's pricing steps (issue 16), JavaScript off and on, in a company of its own (default
// pricing settings: SIMPLE without bands → the 50 % default margin, GROSS_MARGIN; kit discounts 0).
// The kit and generation steps are another helper's: the proposal is started by StartProposal and
// its kit (R$ 10.000,00, 4,4 kWp) and generation appended as events on the e2e database
// (tests/support/proposal-steps.ts). Then: the choice page, the automatic price R$ 15.000,00
// (1.000.000 × 1,5) with its viability, a kit discount above the maximum refused on its field,
// saved → validation; a manual price typed wrong then R$ 12.000,00; the lists show the price;
// a vendor without vendorPriceEdit gets 403 on the manual page.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7 } from "../../eventstore/ids";
import { pricingSettingsDecider, pricingSettingsStreamId } from "../../domain/pricing-settings";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS } from "../../domain/proposal";
import { stepsDecider } from "../support/proposal-steps";
import { generation, kit } from "../unit/proposal/pricing-fixtures";
import { signInAs, submit } from "./support/app";
import { pollFor, registerE2eCompany, withE2eDatabase } from "./support/db";
import { consumptionInput } from "../support/proposal-input";

const months = Array(12).fill("500");

async function proposalReady(companyId: string, ownerId: string): Promise<string> {
  const pid = uuidv7();
  await withE2eDatabase(async ({ database, store }) => {
    const send = <C>(decider: Parameters<typeof handleCommand>[1]["decider"], command: C) =>
      handleCommand(store, {
        streamId: proposalStreamId(pid),
        decider,
        command,
        commandId: uuidv7(),
        ctx: commandContext(ownerId, companyId),
        newId: uuidv7,
      });
    await send(proposalDecider, {
      type: "StartProposal",
      proposalId: pid,
      frontId: `f${pid.replace(/-/g, "").slice(-15)}`,
      customer: { id: uuidv7(), name: "Cliente Preço" },
      ownerId,
      allowedOwners: [ownerId],
      itemId: null,
      consumption: consumptionInput({ phase: "two", months, kwhPrice: "0,90", bWireValue: "0,25" }),
      simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
    });
    await send(stepsDecider, {
      type: "AppendSteps",
      events: [
        { type: "ProposalKitChosen", data: { proposalId: pid, kit: kit() } },
        { type: "ProposalGenerationSet", data: { proposalId: pid, ...generation } },
      ],
    });
    const row = await pollFor(() => database.db.selectFrom("rm_proposals").select("id").where("id", "=", pid).executeTakeFirst());
    expect(row, "the projector applied the proposal").toBeTruthy();
  });
  return pid;
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** "Salvar preço" and the redirect to the validation step, whose summary shows the price saved. */
async function saveLeadsToValidation(page: Page, pid: string, price: string) {
  await submit(page, "Salvar preço");
  await expect(page).toHaveURL(new RegExp(`/proposta/gerar-proposta/validacao/${pid}$`));
  await expect(page.getByRole("heading", { name: /^Proposta #\d{5}: validação$/, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Resumo da proposta/ })).toContainText(`Preço final${price}`);
}

test("preço: escolha, automático com viabilidade, desconto recusado, salvo; manual; listas; vendedor sem permissão", async ({
  page,
  javaScriptEnabled,
}) => {
  const tag = randomUUID().slice(0, 8);
  const manager = { name: "Gerente Preço", email: `preco-${tag}@preco.demo`, password: "Preco12345" };
  const vendor = { name: "Vendedor Preço", email: `vpreco-${tag}@preco.demo`, password: "Preco12345" };
  const reg = await registerE2eCompany({ name: "Solar Preço", plan: "ENTERPRISE", manager, vendor });
  const pid = await proposalReady(reg.companyId, reg.managerId);
  const vpid = await proposalReady(reg.companyId, reg.vendorId!);
  await signInAs(page, manager);

  // The choice: the company's pricing, automatic or manual.
  await page.goto(`/proposta/gerar-proposta/escolha/precificacao/${pid}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("precificação");
  await expect(page.getByText("Simples (faixas de potência)")).toBeVisible();
  await expect(page.getByText("Margem bruta")).toBeVisible();
  await page.getByRole("link", { name: "Preço automático" }).click();
  await expect(page).toHaveURL(new RegExp(`/preco-auto/${pid}$`));

  // No band: 50 %; 1.000.000 × 1,5 = 1.500.000 centavos; profit 500.000; the viability below.
  await expect(page.getByTestId("final-price").first()).toHaveText("R$ 15.000,00");
  await expect(page.getByTestId("profit").first()).toContainText("R$ 5.000,00");
  await expect(page.getByRole("heading", { name: "Viabilidade em 25 anos" })).toBeVisible();
  // First year without the system: 500 kWh × R$ 0,90 × 12 = R$ 5.400,00.
  await expect(page.getByText("R$ 5.400,00")).toBeVisible();
  await expect(page.getByTestId("payback")).toContainText(/ano|mes/);

  // A kit discount above the maximum (0 %): refused on its field, what was typed kept, nothing saved.
  await field(page, "revenueData.discount").fill("5");
  await submit(page, "Salvar preço");
  await expect(page.locator("#f-revenueData-discount-error")).toContainText("O desconto do kit deve ficar entre 0 % e 0 %");
  // ADR 019: the summary at the top names the field and links to it.
  const refusal = page.getByRole("alert").filter({ hasText: "Corrija 1 campo:" });
  await expect(refusal.getByRole("link")).toHaveText(["Desconto do kit (%)"]);
  await expect(refusal.getByRole("link")).toHaveAttribute("href", "#f-revenueData-discount");
  await expect(field(page, "revenueData.discount")).toHaveValue("5");
  await field(page, "revenueData.discount").fill("");
  await saveLeadsToValidation(page, pid, "R$ 15.000,00");

  // The saved price on the choice page.
  await page.goto(`/proposta/gerar-proposta/escolha/precificacao/${pid}`);
  await expect(page.getByRole("heading", { name: "Preço salvo (Automático)" })).toBeVisible();

  // The company's settings change (one band of 30 %): the automatic price is now 1.000.000 × 1,3 =
  // R$ 13.000,00, the saved one still reads R$ 15.000,00 (the event keeps what was in force).
  await withE2eDatabase((deps) =>
    handleCommand(deps.store, {
      streamId: pricingSettingsStreamId(reg.companyId),
      decider: pricingSettingsDecider,
      command: { type: "SetAutoPricing", autoPricingType: "SIMPLE", autoPricingCalc: "GROSS_MARGIN", autoPricing: [{ power: 9999, margin: 30 }] },
      commandId: uuidv7(),
      ctx: commandContext(reg.managerId, reg.companyId),
      newId: uuidv7,
    }),
  );
  await expect(async () => {
    await page.goto(`/proposta/gerar-proposta/preco-auto/${pid}`);
    await expect(page.getByRole("region", { name: "Preço", exact: true }).getByTestId("final-price")).toHaveText("R$ 13.000,00", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Preço salvo (Automático)" }).getByTestId("final-price")).toHaveText("R$ 15.000,00");

  // Edit the automatic price: it starts at R$ 13.000,00; R$ 12.500,00 takes R$ 500,00 off the
  // services and the profit (1.300.000 − 1.000.000 − 50.000 = 250.000 centavos).
  await page.goto(`/proposta/gerar-proposta/escolha/precificacao/${pid}`);
  await page.getByRole("link", { name: "Editar o preço automático" }).click();
  await expect(field(page, "revenueData.finalPrice")).toHaveValue("13.000,00");
  await field(page, "revenueData.finalPrice").fill("12.500,00");
  await saveLeadsToValidation(page, pid, "R$ 12.500,00");
  await page.goto(`/proposta/gerar-proposta/escolha/precificacao/${pid}`);
  const edited = page.getByRole("region", { name: "Preço salvo (Automático editado)" });
  await expect(edited.getByTestId("final-price")).toHaveText("R$ 12.500,00");
  await expect(edited.getByTestId("profit")).toContainText("R$ 2.500,00");

  // Manual: a price that is not money is refused on its field; then R$ 12.000,00.
  await page.getByRole("link", { name: "Preço manual" }).click();
  await expect(page).toHaveURL(new RegExp(`/preco-manual/${pid}$`));
  await field(page, "revenueData.finalPrice").fill("doze mil");
  await submit(page, "Salvar preço");
  await expect(page.locator("#f-revenueData-finalPrice-error")).toContainText("Preço final");
  // With JS the money mask keeps only digits and separators (spec part 1 §5 input cleaning).
  await expect(field(page, "revenueData.finalPrice")).toHaveValue(javaScriptEnabled ? "" : "doze mil");
  await field(page, "revenueData.finalPrice").fill("12.000,00");
  await submit(page, "Recalcular");
  await expect(page.getByTestId("final-price").first()).toHaveText("R$ 12.000,00");
  await saveLeadsToValidation(page, pid, "R$ 12.000,00");

  // The lists show the price instead of "Sem preço".
  await page.goto(`/propostas/lista/${reg.managerId}`);
  await expect(page.getByRole("row").filter({ hasText: "R$ 12.000,00" })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "Sem preço" })).toHaveCount(1);

  // A vendor without vendorPriceEdit or pricingEdit may price automatically, not type a price.
  await signInAs(page, vendor);
  const auto = await page.goto(`/proposta/gerar-proposta/preco-auto/${vpid}`);
  expect(auto?.status()).toBe(200);
  const manual = await page.goto(`/proposta/gerar-proposta/preco-manual/${vpid}`);
  expect(manual?.status()).toBe(403);
});
