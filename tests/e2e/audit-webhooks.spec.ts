// /configuracoes/webhooks (issue 5), JavaScript off and on: pt-BR field errors that keep what was
// typed (empty fields, a private address, a missing secret), create, edit and delete.
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { unique } from "./support/app";

test.use({ storageState: MANAGER_STATE });

test("webhooks: erros por campo, criar, editar e excluir", async ({ page }, testInfo) => {
  await page.goto("/configuracoes/webhooks");
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Novo webhook" });

  await form.getByRole("button", { name: "Adicionar webhook" }).click();
  await expect(form.getByText("Insira um nome para o webhook.")).toBeVisible();
  await expect(form.getByText("Insira uma URL válida (http:// ou https://).")).toBeVisible();
  await expect(form.getByText("Selecione pelo menos um evento.")).toBeVisible();
  await expect(form.getByText("Insira o segredo usado para assinar as chamadas.")).toBeVisible();
  await expect(form.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");

  const name = unique(testInfo, "CRM");
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("URL").fill("http://127.0.0.1:9/privado");
  await form.getByLabel(/Negócio ganho/).check();
  await form.getByRole("button", { name: "Adicionar webhook" }).click();
  await expect(form.getByText("Endereços locais ou de rede privada não são permitidos.")).toBeVisible();
  await expect(form.getByText("Insira o segredo usado para assinar as chamadas.")).toBeVisible();
  // What was typed is kept (the secret is never echoed back).
  await expect(form.getByLabel("Nome")).toHaveValue(name);
  await expect(form.getByLabel("URL")).toHaveValue("http://127.0.0.1:9/privado");
  await expect(form.getByLabel(/Negócio ganho/)).toBeChecked();

  await form.getByLabel("URL").fill("https://example.com/girassol");
  await form.getByLabel(/Segredo/).fill("segredo-e2e-123");
  await form.getByRole("button", { name: "Adicionar webhook" }).click();
  const section = page.getByRole("region", { name });
  await expect(section).toBeVisible();
  await expect(section.getByText("https://example.com/girassol")).toBeVisible();
  await expect(section.getByText("Nenhuma entrega ainda.")).toBeVisible();

  // Edit: the secret may stay blank (kept); a new name shows.
  await section.getByText("Editar", { exact: true }).click();
  const edit = section.getByRole("form", { name: `Editar webhook ${name}` });
  await edit.getByLabel("Nome").fill(`${name} v2`);
  await edit.getByLabel(/Negócio perdido/).check();
  await edit.getByRole("button", { name: "Salvar webhook" }).click();
  const renamed = page.getByRole("region", { name: `${name} v2` });
  await expect(renamed.getByText("Negócio ganho, Negócio perdido")).toBeVisible();

  // "Reenviar desde" with a bad date is a field error.
  await expect(renamed.locator('input[name="since"]')).toHaveValue("");
  await renamed.getByRole("button", { name: "Reenviar desde" }).click();
  await expect(page.getByRole("region", { name: `${name} v2` }).getByText("Data inválida.")).toBeVisible();

  await page.getByRole("region", { name: `${name} v2` }).getByRole("button", { name: "Excluir webhook" }).click();
  await expect(page.getByRole("region", { name: `${name} v2` })).toHaveCount(0);
});
