// The wizard's validation and customisation steps and the company's proposal defaults (issue 16),
// JavaScript off and on: the defaults saved on /personalizar-proposta/:uid (a bad colour refused,
// typed values kept) and shown again; a proposal made through the consumption form; validacao (the
// unpriced notice, the default date today + 15 days, a past date refused with what was typed kept,
// then a valid one); personalizacao prefilled from the defaults, one section and one text changed;
// the list says "Proposta #00042 concluída"; the proposal keeps its own customisation. Both
// projects save the SAME defaults, so running them side by side cannot make one see the other's.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { signInAs, submit, unique } from "./support/app";

const DEMO_VENDOR = { email: "vendedor@girassol.demo", password: "Girassol123" };
const OFF = ["Financiamento", "Garantias"];
const SECTIONS = ["Capa", "Consumo", "Kit (módulos e inversores)", "Geração estimada", "Preço", "Viabilidade financeira", "Sobre a empresa", ...OFF];
const PAYMENT = "50% na assinatura do contrato e 50% na instalação.";

test.use({ storageState: MANAGER_STATE });

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The company's date (São Paulo) plus `days`, as dd/mm/aaaa. */
function dayBr(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()); // aaaa-mm-dd
  const [y, m, d] = today.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return [t.getUTCDate(), t.getUTCMonth() + 1, t.getUTCFullYear()].map((n) => String(n).padStart(2, "0")).join("/");
}

async function signedInUid(page: Page): Promise<string> {
  await page.goto("/inicio");
  const href = await page.locator('nav a[href^="/propostas/lista/"]').first().getAttribute("href");
  return /\/propostas\/lista\/([0-9a-f-]{36})/.exec(href ?? "")![1];
}

test("proposta: padrões da empresa, validação (data passada recusada) e personalização até a lista", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const uid = await signedInUid(page);

  // The company's defaults: two sections off, the payment conditions, the colours.
  const defaults = `/personalizar-proposta/${uid}`;
  await page.goto(defaults);
  await expect(page.getByRole("heading", { name: "Personalizar proposta", level: 1 })).toBeVisible();
  for (const s of SECTIONS) await page.getByLabel(s, { exact: true }).setChecked(!OFF.includes(s));
  await page.getByLabel("Condições de pagamento").fill(PAYMENT);
  await page.getByLabel("Observações").fill("");
  await page.getByLabel("Cor secundária (#rrggbb)").fill("#189ab4");
  // A colour that is not #rrggbb: refused on its field, what was typed kept (with JS, before posting).
  await page.getByLabel("Cor principal (#rrggbb)").fill("#f5a6");
  if (js) await page.getByRole("button", { name: "Salvar padrões" }).click();
  else await submit(page, "Salvar padrões");
  await expect(page.getByText("Cor principal: informe uma cor no formato #rrggbb (ex.: #05445e).")).toBeVisible();
  await expect(page.getByLabel("Cor principal (#rrggbb)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Condições de pagamento")).toHaveValue(PAYMENT);
  await expect(page.getByLabel("Financiamento", { exact: true })).not.toBeChecked();
  await page.getByLabel("Cor principal (#rrggbb)").fill("#F5A623");
  await submit(page, "Salvar padrões");
  await expect(page).toHaveURL(new RegExp(`${defaults}$`));
  await expect(page.getByRole("status")).toHaveText("Padrões salvos.");
  // Shown again as saved (the colour in lower case).
  await page.goto(defaults);
  await expect(page.getByLabel("Cor principal (#rrggbb)")).toHaveValue("#f5a623");
  await expect(page.getByLabel("Financiamento", { exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Capa", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Condições de pagamento")).toHaveValue(PAYMENT);

  // A proposal, through the consumption form.
  const name = unique(testInfo, "Cliente Validade");
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("UF", { exact: true }).selectOption("MG");
  await page.getByLabel("Cidade").fill("Uberlândia");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  await page.getByRole("link", { name: "Nova proposta" }).click();
  await field(page, "powerDistCompany").fill("CEMIG-D");
  await field(page, "energyBillData[0].phase").selectOption("single");
  await field(page, "energyBillData[0].kwhPrice").fill("0,9");
  await field(page, "energyBillData[0].monthsPaste").fill("200 210 220 230 240 250 260 270 280 290 300 310");
  await submit(page, "Salvar e escolher o kit");
  await expect(page).toHaveURL(/\/proposta\/gerar-proposta\/escolha-kit\/[0-9a-f-]{36}$/);
  const pid = /escolha-kit\/([0-9a-f-]{36})/.exec(page.url())![1];
  const count = /#\d{5}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];

  // Validation: unpriced (the notice and the way to the pricing), the date prefilled with today + 15 days.
  await page.goto(`/proposta/gerar-proposta/validacao/${pid}`);
  await expect(page.getByRole("heading", { name: `Proposta ${count}: validação`, level: 1 })).toBeVisible();
  const notice = page.getByRole("note");
  await expect(notice).toContainText("Esta proposta não possui dados do preço");
  await expect(notice.getByRole("link")).toHaveAttribute("href", `/proposta/gerar-proposta/escolha/precificacao/${pid}`);
  const validity = page.getByLabel("Válida até (dd/mm/aaaa)");
  await expect(validity).toHaveValue(dayBr(15));
  // Yesterday: refused on the field, the typed date kept.
  await validity.fill(dayBr(-1));
  await submit(page, "Salvar e continuar");
  await expect(page).toHaveURL(new RegExp(`/validacao/${pid}$`));
  await expect(page.getByText("Data inválida.")).toBeVisible();
  await expect(validity).toHaveAttribute("aria-invalid", "true");
  await expect(validity).toHaveValue(dayBr(-1));
  await validity.fill(dayBr(30));
  await submit(page, "Salvar e continuar");
  await expect(page).toHaveURL(new RegExp(`/proposta/gerar-proposta/personalizacao/${pid}$`));

  // Customisation: the company's defaults; one section and one text changed.
  await expect(page.getByRole("heading", { name: `Proposta ${count}: personalização`, level: 1 })).toBeVisible();
  await expect(page.getByText("Os valores abaixo são os padrões da empresa.")).toBeVisible();
  await expect(page.getByLabel("Financiamento", { exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Viabilidade financeira", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Condições de pagamento")).toHaveValue(PAYMENT);
  await page.getByLabel("Viabilidade financeira", { exact: true }).uncheck();
  await page.getByLabel("Observações").fill("Preço válido para pagamento à vista.");
  await submit(page, "Salvar e concluir");
  // The flash says which proposal, with "Abrir" to the final proposal (issue 18: no ?salvo=<pid> flag).
  await expect(page).toHaveURL(new RegExp(`/propostas/lista/${uid}$`));
  await expect(page.getByRole("status")).toHaveText(`Proposta ${count} concluída. · Abrir`);
  await expect(page.getByRole("status").getByRole("link", { name: "Abrir" })).toHaveAttribute("href", `/proposta/final/${pid}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText(count);

  // The proposal keeps its own customisation and date.
  await page.goto(`/proposta/gerar-proposta/personalizacao/${pid}`);
  await expect(page.getByText("Os valores abaixo são os desta proposta.")).toBeVisible();
  await expect(page.getByLabel("Viabilidade financeira", { exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Observações")).toHaveValue("Preço válido para pagamento à vista.");
  await page.goto(`/proposta/gerar-proposta/validacao/${pid}`);
  await expect(page.getByLabel("Válida até (dd/mm/aaaa)")).toHaveValue(dayBr(30));
});

test("proposta: padrões só para o próprio usuário gerente (404) e não para vendedores (403)", async ({ page }) => {
  const uid = await signedInUid(page);
  expect((await page.request.get(`/personalizar-proposta/${uid}`)).status()).toBe(200);
  expect((await page.request.get("/personalizar-proposta/0190a000-0000-7000-8000-000000000001")).status()).toBe(404);
  expect((await page.request.get("/proposta/gerar-proposta/validacao/0190a000-0000-7000-8000-000000000000")).status()).toBe(404);
  expect((await page.request.get("/proposta/gerar-proposta/personalizacao/nao-e-um-id")).status()).toBe(404);
  await signInAs(page, DEMO_VENDOR);
  expect((await page.request.get(`/personalizar-proposta/${uid}`)).status()).toBe(403);
});
