// Issue 20: the CEP fills street, district, city and UF on the customer form, against the fake
// ViaCEP the e2e server is given (tests/e2e/support/fake-cep.mjs). Without JS through "Buscar CEP"
// (the values typed so far stay), with JS when the CEP field is left; an unknown CEP or a service
// that fails says so and leaves the fields editable; Enter in a field still saves.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

async function lookUp(page: Page, cep: string, js: boolean) {
  await page.getByLabel("CEP").fill(cep);
  if (js) await page.getByLabel("Número").focus();
  else await page.getByRole("button", { name: "Buscar CEP" }).click();
}

test("a CEP fills the address and keeps what was typed; failures leave the fields editable", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const name = unique(testInfo, "Cliente CEP");
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("E-mail").fill("cep@exemplo.com");
  await page.getByLabel("Número").fill("1000");

  await lookUp(page, "01310-100", js);
  await expect(page.getByRole("status").filter({ hasText: "Endereço preenchido pelo CEP" })).toBeVisible();
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await expect(page.getByLabel("Bairro")).toHaveValue("Bela Vista");
  await expect(page.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(page.getByLabel("UF", { exact: true })).toHaveValue("SP");
  // What was typed before stays.
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("E-mail")).toHaveValue("cep@exemplo.com");
  await expect(page.getByLabel("Número")).toHaveValue("1000");
  await expect(page.getByLabel("CEP")).toHaveValue("01310-100");

  // An unknown CEP: a message, and the address typed stays as it was.
  await page.getByLabel("Rua").fill("Rua Digitada");
  await lookUp(page, "99999-999", js);
  await expect(page.getByRole("status").filter({ hasText: "CEP não encontrado. Preencha o endereço." })).toBeVisible();
  await expect(page.getByLabel("Rua")).toHaveValue("Rua Digitada");
  // A service that fails: the message says so; the fields stay editable.
  await lookUp(page, "88888-888", js);
  await expect(page.getByRole("status").filter({ hasText: "Não foi possível consultar o CEP agora." })).toBeVisible();
  await expect(page.getByLabel("Rua")).toBeEditable();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(name);

  // Back to the found CEP, then Enter in a field saves the customer with the address.
  await lookUp(page, "01310-100", js);
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await page.getByLabel("Complemento").fill("Sala 1");
  await page.getByLabel("Complemento").press("Enter");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  await expect(page.getByText("Cliente salvo com sucesso.")).toBeVisible();
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await expect(page.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(page.getByLabel("UF", { exact: true })).toHaveValue("SP");

  // The edit form looks up too.
  await lookUp(page, "20040-002", js);
  await expect(page.getByLabel("Cidade")).toHaveValue("Rio de Janeiro");
  await expect(page.getByLabel("UF", { exact: true })).toHaveValue("RJ");
  await expect(page.getByLabel("Complemento")).toHaveValue("Sala 1");
});
