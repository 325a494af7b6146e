// The proposal wizard's first step (issue 16), JavaScript off and on: from a customer, "Nova
// proposta" with two consumer units (one typed month by month, one from a pasted row of 12 values),
// a month left empty is refused on its field with everything typed kept, then saved: the kit step
// shows #count and the average consumption; the consumption is edited; the proposal is in
// /propostas/lista/:uid and /propostas/cliente/:cid; the kit choice gets the target power.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { signInAs, submit, unique } from "./support/app";

const DEMO_VENDOR = { email: "vendedor@girassol.demo", password: "Girassol123", name: "Vendedor Demo" };

test.use({ storageState: MANAGER_STATE });

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const month = (page: Page, unit: number, m: number) => field(page, `energyBillData[${unit}].monthlyConsumption[${m}]`);

// Unit 1 (typed; April first left empty, then 400): Σ 350+410+380+400+295,5+300+310+320+330+340+350+360 = 4.145,5 kWh.
const HOUSE = ["350", "410", "380", "", "295,5", "300", "310", "320", "330", "340", "350", "360"];
// Unit 2 (pasted): Σ 500+520+510+530+540+550+560+570+580+590+600+610 = 6.660 kWh.
const SHOP = "500;520;510;530 540\t550 560;570;580;590;600;610";

test("proposta: consumo com 2 unidades, recusa mantém o digitado, salva, edita e aparece nas listas", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const name = unique(testInfo, "Cliente Proposta");

  // A customer in Campinas/SP.
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("UF", { exact: true }).selectOption("SP");
  await page.getByLabel("Cidade").fill("Campinas");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  const cid = /\/cliente\/editar\/([0-9a-f-]{36})/.exec(page.url())![1];

  // "Nova proposta" on the customer page: the location comes from the customer.
  await page.getByRole("link", { name: "Nova proposta" }).click();
  await expect(page).toHaveURL(new RegExp(`/proposta/gerar-proposta/dados-consumo/nova\\?cid=${cid}$`));
  await expect(page.getByRole("heading", { name: "Nova proposta: dados de consumo", level: 1 })).toBeVisible();
  await expect(field(page, "location.uf")).toHaveValue("SP");
  await expect(field(page, "location.city")).toHaveValue("Campinas");
  await field(page, "powerDistCompany").fill("CPFL Paulista");
  await field(page, "energyBillData[0].ucName").fill("Casa");
  await field(page, "energyBillData[0].phase").selectOption("two");
  await field(page, "energyBillData[0].kwhPrice").fill("0,92");
  for (const [m, v] of HOUSE.entries()) await month(page, 0, m).fill(v);

  // "Adicionar unidade consumidora": a second unit, what was typed kept.
  await expect(page.getByRole("group", { name: /^Unidade consumidora/ })).toHaveCount(1);
  await submit(page, "Adicionar unidade consumidora");
  await expect(page.getByRole("group", { name: /^Unidade consumidora/ })).toHaveCount(2);
  await expect(field(page, "energyBillData[0].ucName")).toHaveValue("Casa");
  await expect(month(page, 0, 4)).toHaveValue("295,5");
  await expect(field(page, "powerDistCompany")).toHaveValue("CPFL Paulista");

  await field(page, "energyBillData[1].ucName").fill("Loja");
  await field(page, "energyBillData[1].ucType").selectOption("Comercial");
  await field(page, "energyBillData[1].phase").selectOption("three");
  await field(page, "energyBillData[1].kwhPrice").fill("0,88");
  await field(page, "energyBillData[1].monthsPaste").fill(SHOP);
  // With JS the pasted row fills the 12 months at once; without, the server splits it on the next post.
  if (js) {
    await expect(month(page, 1, 0)).toHaveValue("500");
    await expect(month(page, 1, 11)).toHaveValue("610");
    await expect(field(page, "energyBillData[1].monthsPaste")).toHaveValue("");
  }

  // April of the first unit is missing: refused on that field, everything kept (the paste applied).
  await submit(page, "Salvar e escolher o kit");
  await expect(page).toHaveURL(/dados-consumo\/nova\?cid=/);
  await expect(page.getByText("Consumo de abril: informe o valor em kWh.").first()).toBeVisible();
  await expect(month(page, 0, 3)).toHaveAttribute("aria-invalid", "true");
  // ADR 019: the summary at the top names the field (its unit and its month) and links to it.
  const errorSummary = page.getByRole("alert").filter({ hasText: "Corrija 1 campo:" });
  await expect(errorSummary.getByRole("link")).toHaveText(["Unidade 1: Consumo mensal (kWh): abril"]);
  await expect(errorSummary.getByRole("link")).toHaveAttribute("href", "#f-energyBillData-0-monthlyConsumption-3");
  if (js) await expect(errorSummary).toBeFocused();
  // Required fields: the red star and aria-required (no HTML required); optional ones neither.
  await expect(month(page, 0, 3)).toHaveAttribute("aria-required", "true");
  await expect(field(page, "powerDistCompany")).toHaveAttribute("aria-required", "true");
  await expect(field(page, "energyBillData[0].kwhPrice")).toHaveAttribute("aria-required", "true");
  await expect(field(page, "energyBillData[0].tusd")).not.toHaveAttribute("aria-required");
  await expect(field(page, "energyBillData[0].kwhPrice")).not.toHaveAttribute("required");
  await expect(field(page, "energyBillData[0].ucName")).toHaveValue("Casa");
  await expect(month(page, 0, 0)).toHaveValue("350");
  await expect(field(page, "energyBillData[1].ucName")).toHaveValue("Loja");
  await expect(field(page, "energyBillData[1].phase")).toHaveValue("three");
  await expect(month(page, 1, 5)).toHaveValue("550");
  await expect(month(page, 1, 11)).toHaveValue("610");

  // Fixed: saved, on the kit step with the proposal's number. (4.145,5 + 6.660) ÷ 12 = 900,458… → 900,46 kWh.
  await month(page, 0, 3).fill("400");
  await submit(page, "Salvar e escolher o kit");
  await expect(page).toHaveURL(/\/proposta\/gerar-proposta\/escolha-kit\/[0-9a-f-]{36}$/);
  const pid = /escolha-kit\/([0-9a-f-]{36})/.exec(page.url())![1];
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Proposta #\d{5}: escolha do kit$/);
  const count = /#\d{5}/.exec((await heading.textContent()) ?? "")![0];
  await expect(page.getByRole("status")).toContainText(`Proposta ${count} salva`);
  await expect(page.getByRole("status")).toContainText("Sem preço");
  const summary = page.getByRole("region", { name: "Consumo" });
  await expect(summary).toContainText("900,46 kWh");
  await expect(summary).toContainText("Campinas/SP");
  await expect(summary.getByRole("row")).toHaveCount(3);
  await expect(summary.getByRole("row", { name: /Loja/ })).toContainText("Trifásica (mínimo 100 kWh)");

  // Edit: January of the shop typed with a thousands dot. (10.805,5 − 500 + 1.500) ÷ 12 = 983,791… → 983,79 kWh.
  await page.getByRole("link", { name: "Editar consumo" }).click();
  await expect(page).toHaveURL(new RegExp(`/dados-consumo/editar\\?pid=${pid}$`));
  await expect(page.getByRole("heading", { name: `Proposta ${count}: dados de consumo`, level: 1 })).toBeVisible();
  await expect(month(page, 0, 3)).toHaveValue("400");
  await expect(month(page, 0, 4)).toHaveValue("295,5");
  await expect(field(page, "energyBillData[0].kwhPrice")).toHaveValue("0,92");
  await month(page, 1, 0).fill("1.500");
  await submit(page, "Salvar consumo");
  await expect(page).toHaveURL(new RegExp(`/escolha-kit/${pid}$`));
  await expect(summary).toContainText("983,79 kWh");

  // The lists.
  const uid = await page.locator('nav a[href^="/propostas/lista/"]').first().getAttribute("href");
  await page.goto(uid!);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(count);
  await expect(row).toContainText("983,79 kWh");
  await expect(row).toContainText("Sem preço");
  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/propostas/cliente/${cid}$`));
  await expect(page.getByRole("heading", { name: `Propostas de ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);

  // The kit choice: a target power typed here, the consumption in the route's parameters.
  await page.getByRole("link", { name: count }).click();
  await page.getByLabel("Potência alvo (kWp)").fill("abc");
  await submit(page, "Escolher kit");
  await expect(page.getByText("Potência alvo: informe a potência do sistema em kWp")).toBeVisible();
  await page.getByLabel("Potência alvo (kWp)").fill("5,5");
  await submit(page, "Escolher kit");
  await expect(page).toHaveURL(new RegExp(`/kits/escolha/[0-9a-f-]{36}/${pid}/0/0/983\\.79/0/0/5\\.5/[0-9a-f-]{36}/0/3509502$`));
  await expect(page.getByRole("heading", { name: "Escolha do kit", level: 1 })).toBeVisible();
});

test("proposta: ids inexistentes são 404; um vendedor só inicia propostas em seu nome", async ({ page }, testInfo) => {
  const missing = await page.goto("/proposta/gerar-proposta/dados-consumo/nova?cid=0190a000-0000-7000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  const noProposal = await page.goto("/proposta/gerar-proposta/dados-consumo/editar?pid=0190a000-0000-7000-8000-000000000000");
  expect(noProposal?.status()).toBe(404);
  const badId = await page.goto("/proposta/gerar-proposta/escolha-kit/nao-e-um-id");
  expect(badId?.status()).toBe(404);

  // The vendor's own customer.
  await signInAs(page, DEMO_VENDOR);
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(unique(testInfo, "Cliente do vendedor"));
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  const cid = /\/cliente\/editar\/([0-9a-f-]{36})/.exec(page.url())![1];
  const forOther = await page.goto(`/proposta/gerar-proposta/dados-consumo/nova?cid=${cid}&uid=0190a000-0000-7000-8000-000000000001`);
  expect(forOther?.status()).toBe(403);
  const own = await page.goto(`/proposta/gerar-proposta/dados-consumo/nova?cid=${cid}`);
  expect(own?.status()).toBe(200);
  await expect(page.getByText(`Responsável: ${DEMO_VENDOR.name}`)).toBeVisible();
});

test("proposta: o mesmo formulário enviado duas vezes cria uma proposta só", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Cliente Duplo");
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("UF", { exact: true }).selectOption("MG");
  await page.getByLabel("Cidade").fill("Uberlândia");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  const cid = /\/cliente\/editar\/([0-9a-f-]{36})/.exec(page.url())![1];
  const path = `/proposta/gerar-proposta/dados-consumo/nova?cid=${cid}`;
  await page.goto(path);
  const hidden = async (n: string) => (await field(page, n).first().getAttribute("value")) ?? "";
  const form = {
    csrf: await hidden("csrf"),
    commandId: await hidden("commandId"),
    intent: "save-consumption",
    tariffModality: "B",
    powerDistCompany: "CEMIG-D",
    "location.uf": "MG",
    "location.city": "Uberlândia",
    "energyBillData[0].ucType": "Residencial",
    "energyBillData[0].phase": "single",
    "energyBillData[0].kwhPrice": "0,9",
    "energyBillData[0].monthsPaste": "200 210 220 230 240 250 260 270 280 290 300 310",
  };
  const post = () => page.request.post(path, { form, maxRedirects: 0, headers: { Origin: new URL(page.url()).origin } });
  const [first, second] = [await post(), await post()];
  expect([first.status(), second.status()]).toEqual([302, 302]);
  expect(second.headers().location).toBe(first.headers().location);
  expect(first.headers().location).toMatch(/^\/proposta\/gerar-proposta\/escolha-kit\/[0-9a-f-]{36}$/);
  // A forged index far past any form's (conform would build an array that long): a quick 400, nothing saved.
  const forged = await page.request.post(path, {
    form: { ...form, commandId: "", "energyBillData[99999999].ucName": "x" },
    maxRedirects: 0,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(forged.status()).toBe(400);
  await page.goto(`/propostas/cliente/${cid}`);
  await expect(page.getByRole("row")).toHaveCount(2); // the header and one proposal
  // (200 + 310) × 6 ÷ 12 = 255 kWh.
  await expect(page.getByRole("row").nth(1)).toContainText("255 kWh");
});
