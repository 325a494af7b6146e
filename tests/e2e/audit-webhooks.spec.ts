// /configuracoes/webhooks (issue 5), JavaScript off and on: pt-BR field errors that keep what was
// typed (empty fields, a private address, a name that does not resolve, a missing secret), create, edit and delete.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { deleteConfirmed, unique } from "./support/app";

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

  // A name that does not resolve is refused (issue 14; .invalid never resolves, RFC 6761).
  await form.getByLabel("URL").fill("http://girassol-nao-existe.invalid/");
  await form.getByRole("button", { name: "Adicionar webhook" }).click();
  await expect(form.getByText("Não foi possível encontrar o endereço deste servidor (DNS). Confira o nome.")).toBeVisible();
  await expect(form.getByLabel("URL")).toHaveValue("http://girassol-nao-existe.invalid/");

  // An IP literal (example.com's): this machine resolves no outside name, and names must resolve.
  await form.getByLabel("URL").fill("https://93.184.215.14/girassol");
  await form.getByLabel(/Segredo/).fill("segredo-e2e-123");
  await form.getByRole("button", { name: "Adicionar webhook" }).click();
  const section = page.getByRole("region", { name });
  await expect(section).toBeVisible();
  await expect(section.getByText("https://93.184.215.14/girassol")).toBeVisible();
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

  // A valid moment (tomorrow: nothing to send again) → the flash says how many went back to the
  // queue (issue 18: it used to ride in ?reenviados=<n>).
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page
    .getByRole("region", { name: `${name} v2` })
    .locator('input[name="since"]')
    .fill(`${tomorrow}T00:00`);
  await page
    .getByRole("region", { name: `${name} v2` })
    .getByRole("button", { name: "Reenviar desde" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "na fila" })).toHaveText("0 entregas colocadas na fila.");
  await expect(page).toHaveURL(/\/configuracoes\/webhooks$/);

  await deleteConfirmed(
    page.getByRole("region", { name: `${name} v2` }).getByRole("form", { name: `Excluir webhook ${name} v2` }),
    "Excluir webhook",
    "Deseja excluir permanentemente este webhook?",
  );
  await expect(page.getByRole("region", { name: `${name} v2` })).toHaveCount(0);
});

test("log de entregas: cada tentativa aparece; 'Reenviar' põe uma entrega que falhou de volta na fila", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "plain forms: once is enough");
  const name = unique(testInfo, "Log");
  await page.goto("/configuracoes/webhooks");
  const form = page.getByRole("form", { name: "Novo webhook" });
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("URL").fill("https://93.184.215.14/log");
  await form.getByLabel(/Negócio ganho/).check();
  await form.getByLabel(/Segredo/).fill("segredo-log-123");
  await form.getByRole("button", { name: "Adicionar webhook" }).click();
  await expect(page.getByRole("region", { name })).toBeVisible();

  // A delivery that used up its attempts, as the dispatcher leaves one (written here: this machine
  // reaches no outside receiver, and the e2e server refuses private addresses).
  const { connect } = await import("../../db/connect");
  const database = await connect({ url: process.env.GIRASSOL_E2E_DATABASE_URL!, max: 1 });
  const deliveryId = randomUUID();
  const eventId = randomUUID();
  try {
    const hook = await database.db.selectFrom("rm_webhooks").select(["id", "company_id"]).where("name", "=", name).executeTakeFirstOrThrow();
    const t = (s: number) => new Date(Date.now() - s * 1000).toISOString() as any;
    await database.db
      .insertInto("webhook_deliveries")
      .values({
        id: deliveryId,
        webhook_id: hook.id,
        company_id: hook.company_id,
        event_id: eventId,
        action: "BUSINESS_GAIN",
        status: "failed",
        attempts: 2,
        next_attempt_at: null,
        last_status_code: 500,
        last_duration_ms: 12,
        last_error: "HTTP 500",
        created_at: t(60),
        updated_at: t(30),
        delivered_at: null,
      } as any)
      .execute();
    await database.db
      .insertInto("webhook_attempts")
      .values([
        {
          delivery_id: deliveryId,
          attempt: 1,
          at: t(60),
          status_code: null,
          duration_ms: 10_000,
          error: "Tempo esgotado (10 s).",
        },
        { delivery_id: deliveryId, attempt: 2, at: t(30), status_code: 500, duration_ms: 12, error: "HTTP 500" },
      ] as any)
      .execute();
  } finally {
    await database.close();
  }
  await page.reload();
  const section = page.getByRole("region", { name });
  const row = section.getByRole("row").filter({ hasText: "Negócio ganho" });
  await expect(row).toContainText("Falhou");
  await row.locator("summary").click();
  const tries = section.getByRole("list", { name: `Tentativas da entrega ${eventId}` }).getByRole("listitem");
  await expect(tries).toHaveCount(2);
  await expect(tries.first()).toContainText("sem resposta, 10000 ms — Tempo esgotado (10 s).");
  await expect(tries.nth(1)).toContainText("500, 12 ms — HTTP 500");
  await section.getByRole("button", { name: `Reenviar entrega ${eventId}` }).click();
  await expect(page).toHaveURL(/\/configuracoes\/webhooks/);
  // Back in the queue ("Pendente"), or already tried once more by the dispatcher (a third attempt).
  const after = await page.getByRole("region", { name }).getByRole("row").filter({ hasText: "Negócio ganho" }).innerText();
  expect(/Pendente|Entregue/.test(after) || /\t3\t|\b3\b/.test(after), after).toBe(true);
});
