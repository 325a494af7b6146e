// Catalogue (issue 15), JS off and on: register a module, an inverter and an equipment item through
// the forms (fields named as the spec's), see the spec's bad input refused in Portuguese with what
// was typed kept, edit one, find them in the lists (search), delete with confirmation; a vendor
// sees the lists but not the forms, and no equipment.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { signInAs, unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

/** Clicks a submit button; the expectation that follows waits for the reply (a redirect, or the form's errors). */
const submit = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).click();

test("módulo: erros em português, cadastro, duplicado recusado, edição, busca e exclusão", async ({ page }, testInfo) => {
  const model = unique(testInfo, "CS7N-580MB");
  await page.goto("/modulos/registro");
  // The form's fields carry the spec's names.
  for (const name of ["manufacturer", "model", "power", "mLength", "width", "weight", "warrantyDefect", "warrantyEfficiency"])
    await expect(page.locator(`form [name="${name}"]`)).toHaveCount(1);

  // Bad input: no manufacturer, power 0, an unreadable weight.
  await page.locator('[name="model"]').fill(model);
  await page.locator('[name="power"]').fill("0");
  await page.locator('[name="weight"]').fill("trinta");
  await submit(page, "Salvar");
  await expect(page.getByText("Campo obrigatório.")).toBeVisible();
  await expect(page.locator('[name="manufacturer"]')).toHaveAttribute("aria-invalid", "true");
  if (testInfo.project.name === "js-off") {
    // The server checks the rest at once and keeps what was typed.
    await expect(page.getByText("Informe uma potência maior que zero.")).toBeVisible();
    await expect(page.getByText("Informe um número válido.")).toBeVisible();
    await expect(page.locator('[name="model"]')).toHaveValue(model);
  }

  await page.locator('[name="manufacturer"]').fill("Canadian Solar");
  await page.locator('[name="power"]').fill("580");
  await page.locator('[name="weight"]').fill("31,6");
  await page.locator('[name="mLength"]').fill("2278");
  await page.locator('[name="width"]').fill("1134");
  await page.locator('[name="efficiency"]').fill("22,5");
  await page.locator('[name="warrantyDefect"]').fill("12");
  await page.locator('[name="warrantyEfficiency"]').fill("30");
  await submit(page, "Salvar");
  await expect(page).toHaveURL(/\/modulos\/lista$/);
  await expect(page.getByRole("status").first()).toHaveText("Alterações salvas.");

  // The same manufacturer + model again (another case): refused on the model field.
  await page.goto("/modulos/registro");
  await page.locator('[name="manufacturer"]').fill("CANADIAN SOLAR");
  await page.locator('[name="model"]').fill(model.toLowerCase());
  await page.locator('[name="power"]').fill("585");
  await submit(page, "Salvar");
  await expect(page.getByText("Este modelo já está cadastrado.")).toBeVisible();

  // Found by search; edit the power.
  await page.goto(`/modulos/lista?q=${encodeURIComponent(model)}`);
  const rows = page.locator("table.list tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Canadian Solar");
  await expect(rows.first()).toContainText("580");
  await expect(rows.first()).toContainText("2.278 × 1.134");
  await rows.first().getByRole("link", { name: "Editar" }).click();
  await expect(page).toHaveURL(/\/modulos\/editar\/[0-9a-f-]{36}$/);
  await expect(page.locator('[name="weight"]')).toHaveValue("31,6");
  await page.locator('[name="power"]').fill("585");
  await submit(page, "Salvar alterações");
  await expect(page).toHaveURL(/\/modulos\/lista$/);
  await page.goto(`/modulos/lista?q=${encodeURIComponent(model)}`);
  await expect(rows.first()).toContainText("585");

  // Delete, after the confirmation.
  await rows.first().getByRole("link", { name: "Editar" }).click();
  await page.locator("details summary", { hasText: "Excluir" }).click();
  await expect(page.getByText("Tem certeza que deseja excluir o módulo?")).toBeVisible();
  await submit(page, "Excluir permanentemente");
  await expect(page).toHaveURL(/\/modulos\/lista$/);
  await expect(page.getByRole("status").first()).toHaveText("Item excluído.");
  await page.goto(`/modulos/lista?q=${encodeURIComponent(model)}`);
  await expect(rows).toHaveCount(0);
});

test("inversor: potência abaixo de 100 é kW; cadastro, lista e edição", async ({ page }, testInfo) => {
  const model = unique(testInfo, "MIN 5000TL-X");
  await page.goto("/inversores/registro");
  for (const name of ["iManufacturer", "iModel", "iPower", "type", "iMonitoring", "iWarranty"])
    await expect(page.locator(`form [name="${name}"]`)).toHaveCount(1);
  await expect(page.locator('[name="type"]')).toHaveValue("String");
  await expect(page.locator('[name="iMonitoring"]')).toHaveValue("Wi-Fi");
  await page.locator('[name="iManufacturer"]').fill("Growatt");
  await page.locator('[name="iModel"]').fill(model);
  await page.locator('[name="iPower"]').fill("-5");
  await submit(page, "Salvar");
  await expect(page.getByText("Informe uma potência maior que zero.")).toBeVisible();
  await page.locator('[name="iPower"]').fill("5");
  await page.locator('[name="phases"]').selectOption("1");
  await page.locator('[name="voltage"]').fill("220");
  await page.locator('[name="mppts"]').fill("2");
  await page.locator('[name="iWarranty"]').fill("10");
  await submit(page, "Salvar");
  await expect(page).toHaveURL(/\/inversores\/lista$/);

  await page.goto(`/inversores/lista?q=${encodeURIComponent(model)}`);
  const row = page.locator("table.list tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText("5.000");
  await expect(row.first()).toContainText("1F / 220 V");
  await row.first().getByRole("link", { name: "Editar" }).click();
  await expect(page.locator('[name="iPower"]')).toHaveValue("5000");
  await page.locator('[name="type"]').selectOption("Micro");
  await submit(page, "Salvar alterações");
  await expect(page).toHaveURL(/\/inversores\/lista$/);
  await page.goto(`/inversores/lista?q=${encodeURIComponent(model)}`);
  await expect(row.first()).toContainText("Micro");
});

test("equipamento: estrutura exige tipo de instalação; cadastro com preço e busca por categoria", async ({ page }, testInfo) => {
  const name = unique(testInfo, "Estrutura telhado cerâmico");
  await page.goto("/equipamentos/registro");
  await page.locator('[name="category"]').selectOption("Estrutura");
  await page.locator('[name="name"]').fill(name);
  await page.locator('[name="price"]').fill("389,90");
  await submit(page, "Salvar");
  await expect(page.getByText("Selecione uma opção válida.")).toBeVisible();
  await expect(page.locator('[name="name"]')).toHaveValue(name);
  await page.locator('[name="installationType"]').selectOption("Telhado");
  await page.locator('[name="unit"]').fill("kit");
  await submit(page, "Salvar");
  await expect(page).toHaveURL(/\/equipamentos\/lista$/);
  await page.goto(`/equipamentos/lista?categoria=Estrutura&q=${encodeURIComponent(name)}`);
  const row = page.locator("table.list tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText("Telhado");
  await expect(row.first()).toContainText("R$ 389,90");
  await expect(page.getByRole("link", { name: /Upload de equipamentos/ })).toHaveAttribute("href", "/equipamentos/upload");
});

test("um id de outra empresa, inexistente ou malformado é 404; vendedor sem kitsManager vê as listas, não os formulários nem equipamentos", async ({
  page,
}) => {
  expect((await page.goto("/modulos/editar/0190a000-0000-7000-8000-00000000dead"))?.status()).toBe(404);
  expect((await page.goto("/inversores/editar/nao-e-um-id"))?.status()).toBe(404);
  expect((await page.goto("/equipamentos/editar/0190a000-0000-7000-8000-00000000dead"))?.status()).toBe(404);
  await signInAs(page, { email: "vendedor@girassol.demo", password: "Girassol123" });
  const list = await page.goto("/modulos/lista");
  expect(list?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Cadastrar módulo" })).toHaveCount(0);
  expect((await page.goto("/modulos/registro"))?.status()).toBe(403);
  expect((await page.goto("/equipamentos/lista"))?.status()).toBe(403);
});
