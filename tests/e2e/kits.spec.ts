// Kits (issue 15), JavaScript off and on: the kit form with typed lines ("Adicionar linha" keeps what
// was typed), its pt-BR errors, the kit in /kits/lista/:uid, the kit choice around a target power
// (range widened by the GET form, supplier filter, "Escolher"), and the suppliers settings: a
// disabled supplier's kits leave the kit choice; the supplier password is never shown back.
import { expect, request, test, type Page } from "@playwright/test";
import { uuidv7 } from "../../eventstore/ids";
import { MANAGER_STATE } from "./support/paths";
import { unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function managerId(page: Page): Promise<string> {
  await page.goto("/inicio");
  // The side menu's link (inside a closed <details>: not in the accessibility tree).
  const href = await page.locator('nav a[href^="/kits/lista/"]').first().getAttribute("href");
  const id = /\/kits\/lista\/([0-9a-f-]{36})$/.exec(href ?? "")?.[1];
  expect(id, "menu link to the kit list").toBeTruthy();
  return id!;
}

const choice = (uid: string, target: string, query = "", preVendor = true) =>
  `/kits/escolha/${uid}/0/0/0/0/0/0/${target}/${uid}/0/-${preVendor ? `/${uid}` : ""}${query}`;

test("kits: cadastro com linhas digitadas, lista, escolha pela potência e fornecedor desativado", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  // Each project disables its own supplier, so the two runs do not hide each other's kits.
  const supplier = js ? "PHB" : "HELTE";
  const name = unique(testInfo, "Kit E2E");
  const uid = await managerId(page);

  await page.goto("/kits/cadastro/0");
  await expect(page.getByRole("heading", { name: "Cadastrar kit", level: 1 })).toBeVisible();
  await field(page, "name").fill(name);
  await field(page, "modules[0].manufacturer").fill("Fabricante X");
  await expect(page.locator('[name^="modules["][name$="].manufacturer"]')).toHaveCount(2);
  // "Adicionar linha": one more module row, what was typed kept.
  await page.getByRole("button", { name: "Adicionar linha de módulo" }).click();
  await expect(page.locator('[name^="modules["][name$="].manufacturer"]')).toHaveCount(3);
  await expect(field(page, "name")).toHaveValue(name);
  await expect(field(page, "modules[0].manufacturer")).toHaveValue("Fabricante X");

  // Bad input: a module line with quantity 0, a price of 0.
  await field(page, "supplier").selectOption(supplier);
  await field(page, "modules[0].model").fill("FX-600");
  await field(page, "modules[0].power").fill("600");
  await field(page, "modules[0].quantity").fill("0");
  await field(page, "kitPrice").fill("0");
  await page.getByRole("button", { name: "Cadastrar kit", exact: true }).click();
  await expect(page.getByText("Informe uma quantidade maior que zero.")).toBeVisible();
  await expect(field(page, "modules[0].quantity")).toHaveAttribute("aria-invalid", "true");
  // The error summary at the top (ADR 019) links each refused field; the required ones are marked, without HTML required.
  const summary = page.locator(".error-summary");
  await expect(summary).toContainText(/Corrija \d+ campos?:/);
  await expect(summary.getByRole("link", { name: "Módulo 1: Quantidade" })).toHaveAttribute("href", "#kit-modules[0].quantity");
  await expect(field(page, "name")).toHaveAttribute("aria-required", "true");
  await expect(field(page, "name")).not.toHaveAttribute("required", /.*/);
  await expect(page.locator(".kit-field", { has: field(page, "kitPrice") }).locator(".required-mark")).toHaveCount(1);
  await expect(field(page, "name")).toHaveValue(name);

  await field(page, "modules[0].quantity").fill("10");
  await page.getByRole("button", { name: "Cadastrar kit", exact: true }).click();
  await expect(page.getByText("Informe um preço maior que zero.")).toBeVisible();

  // A valid kit: 10 × 600 Wp = 6 kWp for R$ 14.400,00 → R$ 2.400,00/kWp.
  await field(page, "kitPrice").fill("14.400,00");
  await field(page, "inverters[0].iManufacturer").fill("Inversora Y");
  await field(page, "inverters[0].iModel").fill("Y-6K");
  await field(page, "inverters[0].iPower").fill("6");
  await field(page, "inverters[0].quantity").fill("1");
  await field(page, "items[0].item").fill("Estrutura de telhado");
  await field(page, "items[0].quantity").fill("3");
  await field(page, "items[0].manufacter").fill("Romagnole");
  await page.getByRole("button", { name: "Cadastrar kit", exact: true }).click();
  await expect(page).toHaveURL(/\/kits\/editar\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Kit salvo.")).toBeVisible();
  await expect(page.getByText("Potência do kit: 6,00 kWp")).toBeVisible();
  await expect(field(page, "inverters[0].iPower")).toHaveValue("6000"); // under 100 is kW

  // The list.
  await page.goto(`/kits/lista/${uid}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("6,00 kWp");
  await expect(row).toContainText("R$ 14.400,00");
  await expect(row).toContainText("R$ 2.400,00");

  // The kit choice: 6 kWp is outside ±10 % of 8 kWp, inside ±30 %.
  await page.goto(choice(uid, "8"));
  await expect(page.getByRole("heading", { name: "Escolha do kit", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel("Faixa de potência").selectOption("30");
  await page.getByLabel("Fornecedor").selectOption(supplier);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/range=30/);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await page.getByRole("link", { name: `Escolher ${name}` }).click();
  await expect(page.getByText(`Kit escolhido: ${name}`)).toBeVisible();
  // Without the :preVendor segment, and /kits/fornecedores with the same parameters.
  await page.goto(choice(uid, "6", "", false));
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await page.goto(choice(uid, "6").replace("/kits/escolha/", "/kits/fornecedores/"));
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);

  // Suppliers settings: disable this run's supplier (the other run saves the same form: retried until both stick).
  await expect(async () => {
    await page.goto("/configuracoes?secao=fornecedores");
    const form = page.getByRole("form", { name: "Fornecedores" });
    await form.getByLabel(supplier, { exact: true }).check();
    await form.getByLabel("E-mail").fill("compras@demo-solar.com.br");
    await form.getByLabel("Senha").fill(js ? "segredo-js" : "segredo-semjs");
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Configurações salvas.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Fornecedores" }).getByLabel("Senha")).toHaveValue("");
    await expect(page.getByText("Senha salva. Deixe em branco para manter a atual.")).toBeVisible();
    await expect(page.locator("body")).not.toContainText("segredo-");
    await page.goto(choice(uid, "6"));
    await expect(page.getByRole("heading", { name: "Escolha do kit", level: 1 })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  // Still in the list (disabling hides the kit from the choice only).
  await page.goto(`/kits/lista/${uid}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
});

test("kits: e-mail inválido do fornecedor e os kits demo na escolha", async ({ page }, testInfo) => {
  const uid = await managerId(page);
  await page.goto("/configuracoes?secao=fornecedores");
  const form = page.getByRole("form", { name: "Fornecedores" });
  await form.getByLabel("E-mail").fill("não-é-email");
  await form.getByLabel("Senha").fill("qualquer");
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Insira um e-mail válido.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Fornecedores" }).getByLabel("E-mail")).toHaveValue("não-é-email");
  // The server never sends the password back (without JS the page is the server's; with JS the field keeps what this browser typed).
  if (testInfo.project.name === "js-off") await expect(page.getByRole("form", { name: "Fornecedores" }).getByLabel("Senha")).toHaveValue("");

  // The demo kits (8,25 kWp SOU ENERGY at R$ 2.290,91/kWp comes before... only it is within ±10 % of 8 kWp).
  await page.goto(choice(uid, "8"));
  await expect(page.getByRole("row").filter({ hasText: "Kit demo 8,25 kWp telhado metálico" })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "Kit demo 4,4 kWp" })).toHaveCount(0);
  // Widened to ±100 %: all three... 16,5 kWp is still out (0–16 kWp); sorted by price per kWp.
  await page.goto(choice(uid, "8", "?range=100"));
  const names = await page.getByRole("row").locator("td:first-child").allTextContents();
  const demo = names.filter((n) => n.startsWith("Kit demo"));
  expect(demo).toEqual(["Kit demo 8,25 kWp telhado metálico", "Kit demo 4,4 kWp telhado cerâmico"]);
});

test("kits: linhas escolhidas do catálogo (módulo e inversor)", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const name = unique(testInfo, "Kit catálogo");
  await page.goto("/kits/cadastro/0");
  await field(page, "name").fill(name);
  await field(page, "modules[0].moduleId").selectOption({ label: "Canadian Solar HiKu6 CS6W-550MS (550 Wp)" });
  await field(page, "inverters[0].inverterId").selectOption({ index: 1 });
  // With JS the picked line fills its row at once; without JS the server fills it when the form is posted.
  if (js) {
    await expect(field(page, "modules[0].manufacturer")).toHaveValue("Canadian Solar");
    await expect(field(page, "modules[0].quantity")).toHaveValue("1");
    await expect(field(page, "inverters[0].iModel")).not.toHaveValue("");
  }
  await field(page, "modules[0].quantity").fill("8");
  await field(page, "kitPrice").fill("11000");
  await page.getByRole("button", { name: "Cadastrar kit", exact: true }).click();
  await expect(page.getByText("Kit salvo.")).toBeVisible();
  await expect(page.getByText("Potência do kit: 4,40 kWp")).toBeVisible();
  await expect(field(page, "modules[0].manufacturer")).toHaveValue("Canadian Solar");
  await expect(field(page, "modules[0].model")).toHaveValue("HiKu6 CS6W-550MS");
  await expect(field(page, "inverters[0].iModel")).not.toHaveValue("");
  await expect(field(page, "modules[0].moduleId")).not.toHaveValue("");
});

/** A valid kit typed on the form (one module line of `watts` × `count`), saved: the page ends on its edit page. */
async function registerKit(page: Page, name: string, watts: string, count: string) {
  await page.goto("/kits/cadastro/0");
  await field(page, "name").fill(name);
  await field(page, "modules[0].manufacturer").fill("Fabricante Disp");
  await field(page, "modules[0].model").fill("D-600");
  await field(page, "modules[0].power").fill(watts);
  await field(page, "modules[0].quantity").fill(count);
  await field(page, "kitPrice").fill("12.000,00");
  await page.getByRole("button", { name: "Cadastrar kit", exact: true }).click();
  await expect(page.getByText("Kit salvo.")).toBeVisible();
}

test("kits: marcar indisponível e disponível na lista, e a escolha acompanha", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Kit disponibilidade");
  const uid = await managerId(page);
  await registerKit(page, name, "600", "10");

  await page.goto(`/kits/lista/${uid}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell").last()).toContainText("Sim");
  await row.getByRole("button", { name: "Marcar indisponível" }).click();
  await expect(row.getByRole("button", { name: "Marcar disponível" })).toBeVisible();
  await expect(row.getByRole("cell").last()).toContainText("Não");
  await expect(page).toHaveURL(new RegExp(`/kits/lista/${uid}$`));
  // An unavailable kit leaves the kit choice (6 kWp target, ±10 %).
  await page.goto(choice(uid, "6"));
  await expect(page.getByRole("heading", { name: "Escolha do kit", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  await page.goto(`/kits/lista/${uid}`);
  await row.getByRole("button", { name: "Marcar disponível" }).click();
  await expect(row.getByRole("button", { name: "Marcar indisponível" })).toBeVisible();
  await expect(row.getByRole("cell").last()).toContainText("Sim");
  await page.goto(choice(uid, "6"));
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
});

test("kits: potência total ao digitar as linhas de módulo (só com JS)", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  await page.goto("/kits/cadastro/0");
  await field(page, "modules[0].power").fill("600");
  await field(page, "modules[0].quantity").fill("10");
  const total = page.getByText("Potência total dos módulos:");
  if (!js) {
    // Without JS there is nothing to update it: the server shows the kit's power once it is saved.
    await expect(total).toHaveCount(0);
    return;
  }
  await expect(total).toHaveText("Potência total dos módulos: 6,00 kWp");
  await field(page, "modules[1].power").fill("550,5");
  await field(page, "modules[1].quantity").fill("2");
  await expect(total).toHaveText("Potência total dos módulos: 7,101 kWp");
  // A line picked from the catalogue counts at once (550 Wp, quantity 1 filled in).
  await page.getByRole("button", { name: "Adicionar linha de módulo" }).click();
  await expect(page.locator('[name^="modules["][name$="].manufacturer"]')).toHaveCount(3);
  await field(page, "modules[2].moduleId").selectOption({ label: "Canadian Solar HiKu6 CS6W-550MS (550 Wp)" });
  await expect(total).toHaveText("Potência total dos módulos: 7,651 kWp");
  await field(page, "modules[0].quantity").fill("");
  await expect(total).toHaveText("Potência total dos módulos: 1,651 kWp");
});

test("kits: disponibilidade só por quem edita o kit, e só na lista do dono (HTTP)", async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "HTTP-level checks: run once");
  const signedIn = async (email: string) => {
    const api = await request.newContext({ baseURL });
    expect((await api.post("/login", { form: { email, password: "Girassol123" }, maxRedirects: 0 })).status()).toBe(302);
    return api;
  };
  const listOf = async (api: Awaited<ReturnType<typeof signedIn>>) =>
    /\/kits\/lista\/[0-9a-f-]{36}/.exec(await (await api.get("/inicio")).text())![0];
  const manager = await signedIn("gerente@girassol.demo");
  const managerList = await listOf(manager);
  const managerHtml = await (await manager.get(managerList)).text();
  const kitId = /href="\/kits\/editar\/([0-9a-f-]{36})">Kit demo 4,4 kWp telhado cerâmico</.exec(managerHtml)![1];

  const vendor = await signedIn("vendedor@girassol.demo");
  const vendorList = await listOf(vendor);
  expect(vendorList).not.toBe(managerList);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await (await vendor.get("/inicio")).text())![1];
  const post = (path: string) =>
    vendor.post(path, { form: { intent: "set-kit-availability", csrf, commandId: uuidv7(), kitId, available: "false" }, maxRedirects: 0 });
  // The manager's kit, on the manager's list (which a vendor without kitsManager may not edit) or on the vendor's own list.
  expect((await post(managerList)).status()).toBe(403);
  expect((await post(vendorList)).status()).toBe(404);
  // An unknown intent is a 400; the kit stayed available.
  const unknown = await manager.post(managerList, {
    form: { intent: "apagar-tudo", csrf: /name="csrf" value="([^"]+)"/.exec(managerHtml)![1] },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(400);
  const after = await (await manager.get(managerList)).text();
  expect(after).toMatch(/Kit demo 4,4 kWp telhado cerâmico<\/a><\/td>(?:(?!<\/tr>).)*Marcar indisponível/s);
  await vendor.dispose();
  await manager.dispose();
});
