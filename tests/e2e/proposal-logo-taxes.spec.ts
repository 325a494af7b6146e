// Issue 16 leftovers, JavaScript off and on, each project in a company of its own:
// - the company's logo on /personalizar-proposta/:uid: an SVG refused (PNG or JPEG only), a PNG
//   uploaded and shown, served by /proposta/logo/:companyId/:fileId as image/png with nosniff (404
//   under another company's id), then removed;
// - a manual price under DETAILED settings with a 10 % tax on the final price shows its taxes:
//   R$ 15.000,00 typed → Impostos R$ 1.500,00, profit 15.000 − 10.000 (kit) − 1.500 = R$ 3.500,00.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { handleCommand } from "../../eventstore/command-handler";
import { commandContext } from "../../eventstore/context";
import { uuidv7 } from "../../eventstore/ids";
import { pricingSettingsDecider, pricingSettingsStreamId, type PricingSettingsCommand } from "../../domain/pricing-settings";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS } from "../../domain/proposal";
import { stepsDecider } from "../support/proposal-steps";
import { consumptionInput } from "../support/proposal-input";
import { generation, kit } from "../unit/proposal/pricing-fixtures";
import { signInAs, submit } from "./support/app";
import { pollFor, registerE2eCompany, withE2eDatabase } from "./support/db";

/** A 1 × 1 transparent PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Names take letters only: "Com JS" / "Sem JS". */
const projectLabel = (project: string) => (project === "js-on" ? "Com JS" : "Sem JS");

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function company(label: string) {
  const tag = randomUUID().slice(0, 8);
  const manager = { name: `Gerente ${label}`, email: `logo-${tag}@logo.demo`, password: "Logo123456" };
  const reg = await registerE2eCompany({ name: `Solar ${label}`, plan: "ENTERPRISE", manager });
  return { ...reg, manager };
}

async function asManager(
  companyId: string,
  managerId: string,
  streamId: string,
  decider: Parameters<typeof handleCommand>[1]["decider"],
  command: unknown,
) {
  return withE2eDatabase((deps) =>
    handleCommand(deps.store, { streamId, decider, command, commandId: uuidv7(), ctx: commandContext(managerId, companyId), newId: uuidv7 }),
  );
}

test("logo da empresa: SVG recusado, PNG enviado, exibido e servido com nosniff, removido", async ({ page }, testInfo) => {
  const c = await company(`Logo ${projectLabel(testInfo.project.name)}`);
  await signInAs(page, c.manager);
  const defaults = `/personalizar-proposta/${c.managerId}`;
  await page.goto(defaults);
  await expect(page.getByRole("heading", { name: "Logo da empresa" })).toBeVisible();
  await expect(page.getByText("Nenhuma logo enviada")).toBeVisible();

  // An SVG (markup that could run script) is refused on the file field, nothing saved.
  await page.getByLabel(/Imagem da logo/).setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG });
  await submit(page, "Enviar logo");
  await expect(page.locator("#logo-file-error")).toHaveText("A logo deve ser uma imagem PNG ou JPEG.");
  await expect(page.getByRole("img", { name: "Logo atual da empresa" })).toHaveCount(0);

  // A PNG: saved, shown on the page.
  await page.getByLabel(/Imagem da logo/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await submit(page, "Enviar logo");
  await expect(page).toHaveURL(new RegExp(`${defaults}$`));
  await expect(page.getByRole("status")).toHaveText("Logo salva.");
  const img = page.getByRole("img", { name: "Logo atual da empresa" });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);

  // Served with the type the bytes showed, nosniff, the bytes unchanged; under another company's id, 404.
  const src = (await img.getAttribute("src"))!;
  expect(src).toMatch(new RegExp(`^/proposta/logo/${c.companyId}/[0-9a-f-]{36}$`));
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await res.body()).equals(PNG)).toBe(true);
  expect((await page.request.get(src.replace(c.companyId, uuidv7()))).status()).toBe(404);

  // Removed: gone from the page and from its URL.
  await submit(page, "Remover logo");
  await expect(page.getByRole("status")).toHaveText("Logo removida.");
  await expect(page.getByText("Nenhuma logo enviada")).toBeVisible();
  expect((await page.request.get(src)).status()).toBe(404);
});

test("preço manual com imposto da empresa (DETALHADO, 10 % do preço final): impostos mostrados e salvos", async ({ page }, testInfo) => {
  const c = await company(`Imposto ${projectLabel(testInfo.project.name)}`);
  const settings = (command: PricingSettingsCommand) =>
    asManager(c.companyId, c.managerId, pricingSettingsStreamId(c.companyId), pricingSettingsDecider, command);
  await settings({
    type: "CreatePricingComponent",
    componentId: uuidv7(),
    component: {
      name: "Imposto NF",
      type: "PERCENTAGE_SERVICE_AND_KIT",
      isRevenue: false,
      range: "",
      rules: [{ power: 9999, value: 10 }],
      conditionals: [],
      restriction: null,
      vendor: null,
      service: null,
    },
    known: { users: [c.managerId], services: [] },
  });
  await settings({ type: "SetAutoPricing", autoPricingType: "DETAILED", autoPricingCalc: "GROSS_MARGIN", autoPricing: [] });

  // A proposal with its kit (R$ 10.000,00, 4,4 kWp) and generation, as the pricing spec makes it.
  const pid = uuidv7();
  const send = (decider: Parameters<typeof handleCommand>[1]["decider"], command: unknown) =>
    asManager(c.companyId, c.managerId, proposalStreamId(pid), decider, command);
  await send(proposalDecider, {
    type: "StartProposal",
    proposalId: pid,
    frontId: `f${pid.replace(/-/g, "").slice(-15)}`,
    customer: { id: uuidv7(), name: "Cliente Imposto" },
    ownerId: c.managerId,
    allowedOwners: [c.managerId],
    itemId: null,
    consumption: consumptionInput({ phase: "two", months: Array(12).fill("500"), kwhPrice: "0,90", bWireValue: "0,25" }),
    simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
  });
  await send(stepsDecider, {
    type: "AppendSteps",
    events: [
      { type: "ProposalKitChosen", data: { proposalId: pid, kit: kit() } },
      { type: "ProposalGenerationSet", data: { proposalId: pid, ...generation } },
    ],
  });
  await withE2eDatabase(async ({ database }) => {
    expect(await pollFor(() => database.db.selectFrom("rm_proposals").select("id").where("id", "=", pid).executeTakeFirst())).toBeTruthy();
  });

  await signInAs(page, c.manager);
  const manual = `/proposta/gerar-proposta/preco-manual/${pid}`;
  // The settings' projection may lag the commands above by a moment.
  await expect(async () => {
    await page.goto(`/proposta/gerar-proposta/escolha/precificacao/${pid}`);
    await expect(page.getByText("Detalhada (componentes)").first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.goto(manual);
  await field(page, "revenueData.finalPrice").fill("15.000,00");
  await submit(page, "Recalcular");
  const price = page.getByRole("region", { name: "Preço", exact: true });
  await expect(price.getByTestId("final-price")).toHaveText("R$ 15.000,00");
  await expect(price.locator('dt:text-is("Impostos") + dd')).toHaveText("R$ 1.500,00");
  await expect(price.getByTestId("profit")).toContainText("R$ 3.500,00");

  await submit(page, "Salvar preço");
  await expect(page).toHaveURL(new RegExp(`/proposta/gerar-proposta/validacao/${pid}$`));
  await page.goto(`/proposta/gerar-proposta/escolha/precificacao/${pid}`);
  const saved = page.getByRole("region", { name: "Preço salvo (Manual)" });
  await expect(saved.locator('dt:text-is("Impostos") + dd')).toHaveText("R$ 1.500,00");
});
