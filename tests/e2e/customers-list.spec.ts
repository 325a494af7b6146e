// The customer list (issue 4): search without accents or case, status filter, page sizes, archive
// and unarchive one or the selected customers, set owners; with JS, "Selecionar todos". Over HTTP:
// another company's customer is a 404 everywhere, and the CSV export has only our customers.
import { randomUUID } from "node:crypto";
import { expect, request, test, type Page } from "@playwright/test";
import { uuidv7 } from "../../eventstore/ids";
import { customerDecider } from "../../domain/customer";
import { sendCommand } from "../support/commands";
import { submit } from "./support/app";
import { registerE2eCompany, withE2eDatabase } from "./support/db";
import { DEMO_MANAGER, MANAGER_STATE } from "./support/paths";

test.use({ storageState: MANAGER_STATE });

async function createCustomer(page: Page, name: string) {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\//);
}

async function openList(page: Page, query = "") {
  await page.goto("/inicio");
  const href = await page.locator(`a[href^="/clientes/lista/"]`).first().getAttribute("href");
  await page.goto(`${href}${query}`);
  await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
}

const rows = (page: Page) => page.locator("table.list tbody tr");

test("busca sem acentos, arquivar um e os selecionados, filtro de situação, tamanho de página, responsáveis", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-on", "the no-JS journey");
  const tag = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const names = [`Ângela Conceição ${tag}`, `Joaquim Ávila ${tag}`, `Útil Comércio ${tag}`];
  for (const n of names) await createCustomer(page, n);

  await openList(page, `?q=${encodeURIComponent(`ANGELA conceicao ${tag}`)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(names[0]);

  await openList(page, `?q=${tag}&tamanho=2`);
  await expect(page.getByRole("status")).toHaveText("3 clientes encontrados");
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText("Página 1 de 2")).toBeVisible();
  await page.getByRole("link", { name: "Próxima →" }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(names[2]);

  // Archive one: it leaves the active list and shows under "Arquivados".
  await openList(page, `?q=${tag}`);
  await submit(page, `Arquivar ${names[1]}`);
  await expect(page.getByRole("status")).toHaveText("2 clientes encontrados");
  await page.getByLabel("Situação").selectOption("ARCHIVED");
  await submit(page, "Filtrar");
  await expect(rows(page)).toHaveCount(1);
  await submit(page, `Desarquivar ${names[1]}`);
  await expect(page.getByRole("status")).toHaveText("0 clientes encontrados");

  // Owners of the selected ones.
  await openList(page, `?q=${tag}`);
  await page.getByLabel(`Selecionar ${names[0]}`).check();
  await page.getByLabel(`Selecionar ${names[2]}`).check();
  await page.locator("#bulk-owners").selectOption({ label: "Vendedor Demo" });
  await submit(page, "Definir responsáveis");
  await expect(rows(page).filter({ hasText: names[0] })).toContainText("Vendedor Demo");
  await expect(rows(page).filter({ hasText: names[1] })).toContainText(DEMO_MANAGER.name);
  await page.getByLabel("Responsável", { exact: true }).selectOption({ label: "Vendedor Demo" });
  await submit(page, "Filtrar");
  await expect(page.getByRole("status")).toHaveText("2 clientes encontrados");

  // Nothing selected: a clear message, nothing changes.
  await openList(page, `?q=${tag}`);
  await submit(page, "Arquivar selecionados");
  await expect(page.getByRole("alert")).toHaveText("Selecione ao menos um cliente.");

  // Archive the selected ones.
  await page.getByLabel(`Selecionar ${names[0]}`).check();
  await page.getByLabel(`Selecionar ${names[1]}`).check();
  await submit(page, "Arquivar selecionados");
  await expect(page.getByRole("status")).toHaveText("1 cliente encontrado");
  await expect(rows(page).first()).toContainText(names[2]);
});

test("com JS: Selecionar todos marca as linhas e arquiva todas", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "the JS enhancement");
  const tag = `${Date.now().toString(36)}${testInfo.workerIndex}js`;
  for (const n of [`Bruna ${tag}`, `Caio ${tag}`]) await createCustomer(page, n);
  await openList(page, `?q=${tag}`);
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel("Selecionar todos").check();
  await expect(page.getByLabel(`Selecionar Bruna ${tag}`)).toBeChecked();
  await expect(page.getByLabel(`Selecionar Caio ${tag}`)).toBeChecked();
  await page.getByRole("button", { name: "Arquivar selecionados", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("0 clientes encontrados");
  await page.getByLabel("Situação").selectOption("ARCHIVED");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(rows(page)).toHaveCount(2);
});

test.describe("HTTP", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "HTTP-level checks: run once");
  let otherCustomerId = "";

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "js-off" || otherCustomerId) return;
    const { companyId, managerId } = await registerE2eCompany({
      name: "Outra Clientes",
      plan: "ENTERPRISE",
      manager: { name: "Gerente Outra", email: `g-${randomUUID().slice(0, 8)}@outra.demo`, password: "Outra12345" },
    });
    otherCustomerId = uuidv7();
    await withE2eDatabase(({ store }) =>
      sendCommand(
        store,
        { actorId: managerId, companyId },
        {
          streamId: `customer-${otherCustomerId}`,
          decider: customerDecider,
          command: {
            type: "CreateCustomer",
            customerId: otherCustomerId,
            name: "Cliente Secreto da Outra",
            ownerId: managerId,
          },
        },
      ),
    );
  });

  test("cliente de outra empresa: 404 ao abrir, ao editar e ao arquivar; fora da lista e do CSV", async ({ baseURL }) => {
    const api = await request.newContext({ baseURL });
    expect(
      (
        await api.post("/login", {
          form: { email: DEMO_MANAGER.email, password: DEMO_MANAGER.password },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(302);
    expect((await api.get(`/cliente/editar/${otherCustomerId}`)).status()).toBe(404);
    const form = await (await api.get("/cliente/cadastro")).text();
    const csrf = form.match(/name="csrf" value="([^"]+)"/)![1];
    const edit = await api.post(`/cliente/editar/${otherCustomerId}`, {
      form: { csrf, commandId: uuidv7(), intent: "archive" },
      maxRedirects: 0,
    });
    expect(edit.status()).toBe(404);
    const home = await (await api.get("/inicio")).text();
    const listPath = home.match(/\/clientes\/lista\/[0-9a-f-]{36}/)![0];
    const archive = await api.post(listPath, {
      form: { csrf, commandId: uuidv7(), intent: `archive:${otherCustomerId}` },
      maxRedirects: 0,
    });
    expect(archive.status()).toBe(404);
    expect(await (await api.get(`${listPath}?q=Secreto&situacao=ALL`)).text()).not.toContain("Cliente Secreto da Outra");
    const csv = await api.get("/clientes/exportar?situacao=ALL");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toContain("Nome;E-mail;Telefone;WhatsApp;Tipo de documento;CPF/CNPJ");
    expect(text).not.toContain("Cliente Secreto da Outra");
    // Unknown intent → 400; no CSRF → 403.
    expect((await api.post(listPath, { form: { csrf, intent: "explode" }, maxRedirects: 0 })).status()).toBe(400);
    expect((await api.post(listPath, { form: { intent: "archive", ids: otherCustomerId }, maxRedirects: 0 })).status()).toBe(403);
    await api.dispose();
  });

  test("vendedor: vê só os clientes de que é responsável; exportar e upload são 403", async ({ baseURL }) => {
    const tag = `v${Date.now().toString(36)}`;
    const mine = uuidv7(),
      notMine = uuidv7();
    await withE2eDatabase(async ({ database, store }) => {
      const vendor = await database.db
        .selectFrom("rm_users")
        .select(["id", "company_id"])
        .where("email", "=", "vendedor@girassol.demo")
        .executeTakeFirstOrThrow();
      const company = await database.db.selectFrom("rm_companies").select("manager_id").where("id", "=", vendor.company_id).executeTakeFirstOrThrow();
      for (const [id, owner, name] of [
        [mine, vendor.id, `Do Vendedor ${tag}`],
        [notMine, company.manager_id, `Do Gerente ${tag}`],
      ]) {
        await sendCommand(
          store,
          { actorId: company.manager_id, companyId: vendor.company_id },
          {
            streamId: `customer-${id}`,
            decider: customerDecider,
            command: { type: "CreateCustomer", customerId: id, name, ownerId: owner },
          },
        );
      }
    });
    const api = await request.newContext({ baseURL });
    expect(
      (
        await api.post("/login", {
          form: { email: "vendedor@girassol.demo", password: DEMO_MANAGER.password },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(302);
    const home = await (await api.get("/inicio")).text();
    const listPath = home.match(/\/clientes\/lista\/[0-9a-f-]{36}/)![0];
    // The projections catch up within a moment of the appends above.
    await expect.poll(async () => (await (await api.get(`${listPath}?q=${tag}`)).text()).includes(`Do Vendedor ${tag}`)).toBe(true);
    const html = await (await api.get(`${listPath}?q=${tag}`)).text();
    expect(html).not.toContain(`Do Gerente ${tag}`);
    expect((await api.get(`/cliente/editar/${mine}`)).status()).toBe(200);
    expect((await api.get(`/cliente/editar/${notMine}`)).status()).toBe(404);
    expect((await api.get("/clientes/exportar")).status()).toBe(403);
    expect((await api.get("/upload-de-clientes")).status()).toBe(403);
    await api.dispose();
  });
});
