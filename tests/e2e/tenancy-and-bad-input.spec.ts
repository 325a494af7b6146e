// Tenancy and bad input over HTTP (no browser needed, so it runs once, in the js-off project):
// another company's item is a 404, a vendor sees only their own board and items, unknown intents
// are 400, a POST without the CSRF token is 403, and the session cookie is HttpOnly + SameSite=Lax.
import { randomUUID } from "node:crypto";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { uuidv7 } from "../../eventstore/ids";
import { registerCompany } from "../../scripts/demo-seed";
import { createItemCommand, sendItemCommand } from "../support/commands";
import { withE2eDatabase } from "./support/db";
import { DEMO_MANAGER } from "./support/paths";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "HTTP-level checks: run once");

const OTHER = { name: "Outra Solar", email: `gerente-${randomUUID().slice(0, 8)}@outra.demo`, password: "Outra12345" };
let otherItemId = "";

async function signedIn(baseURL: string, email: string, password: string) {
  const api = await request.newContext({ baseURL });
  const res = await api.post("/login", { form: { email, password }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  return { api, setCookie: res.headers()["set-cookie"] ?? "" };
}

async function boardPath(api: APIRequestContext) {
  const html = await (await api.get("/inicio")).text();
  return html.match(/\/vendas\/funil\/[0-9a-f-]{36}/)![0];
}

const hidden = (html: string, name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "js-off") return; // the tests are skipped there
  // With fullyParallel a worker may run this hook again for another test of the file: once is enough.
  if (otherItemId) return;
  // A second company, created through commands on the server's database like any other.
  await withE2eDatabase(async ({ database, store }) => {
    const { companyId, managerId, columns } = await registerCompany(
      { database, store },
      {
        name: OTHER.name,
        plan: "BASIC",
        manager: { name: "Gerente Outra", email: OTHER.email, password: OTHER.password },
      },
    );
    otherItemId = uuidv7();
    await sendItemCommand(
      store,
      { actorId: managerId, companyId },
      otherItemId,
      createItemCommand({
        itemId: otherItemId,
        name: "Venda Secreta da Outra",
        amount: "999.00",
        ownerId: managerId,
        column: columns[0],
      }),
    );
  });
});

test("o cookie de sessão é HttpOnly e SameSite=Lax, com validade de 7 dias", async ({ baseURL }) => {
  const { api, setCookie } = await signedIn(baseURL!, DEMO_MANAGER.email, DEMO_MANAGER.password);
  expect(setCookie).toMatch(/girassol_session=/);
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).toMatch(/Max-Age=604800/);
  await api.dispose();
});

test("item de outra empresa: 404 ao abrir e ao mover; a outra empresa não vê os itens da Demo", async ({ baseURL }) => {
  const { api } = await signedIn(baseURL!, DEMO_MANAGER.email, DEMO_MANAGER.password);
  expect((await api.get(`/vendas/editar/${otherItemId}`)).status()).toBe(404);
  const board = await boardPath(api);
  const html = await (await api.get(board)).text();
  expect(html).not.toContain("Venda Secreta da Outra");
  const csrf = hidden(html, "csrf");
  const column = html.match(/data-column-id="([0-9a-f-]{36})"/)![1];
  const move = await api.post(board, {
    form: { intent: "move", itemId: otherItemId, column, position: "1", csrf, commandId: uuidv7() },
    maxRedirects: 0,
  });
  expect(move.status()).toBe(404);
  await api.dispose();

  const other = await signedIn(baseURL!, OTHER.email, OTHER.password);
  const otherHtml = await (await other.api.get(await boardPath(other.api))).text();
  expect(otherHtml).toContain("Venda Secreta da Outra");
  expect(otherHtml).not.toContain("Residência Ana 5 kWp");
  await other.api.dispose();
});

test("intenção desconhecida é 400; POST sem token CSRF é 403 e não altera nada", async ({ baseURL }) => {
  const { api } = await signedIn(baseURL!, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const board = await boardPath(api);
  const html = await (await api.get(board)).text();
  const csrf = hidden(html, "csrf");
  const itemId = html.match(/data-id="([0-9a-f-]{36})"/)![1];
  const byQuery = await api.get(`/vendas/editar?saleId=${itemId}`, { maxRedirects: 0 });
  expect(byQuery.status()).toBe(302);
  expect(byQuery.headers()["location"]).toBe(`/vendas/editar/${itemId}`);
  const unknown = await api.post(`/vendas/editar/${itemId}`, {
    form: { intent: "apagar-tudo", csrf },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(400);
  const before = await (await api.get(`/vendas/editar/${itemId}`)).text();
  const noCsrf = await api.post(`/vendas/editar/${itemId}`, {
    form: { intent: "lose", reason: "Preço", commandId: uuidv7() },
    maxRedirects: 0,
  });
  expect(noCsrf.status()).toBe(403);
  const after = await (await api.get(`/vendas/editar/${itemId}`)).text();
  expect(after).not.toContain("Venda perdida");
  expect(before.includes("Venda perdida")).toBe(false);
  await api.dispose();
});

test("vendedor vê só o próprio quadro e os próprios itens", async ({ baseURL }) => {
  const manager = await signedIn(baseURL!, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const managerBoard = await boardPath(manager.api);
  // Searched: in the full suite other specs' new sales push the demo's first card off the column's first page.
  const managerHtml = await (await manager.api.get(`${managerBoard}?q=${encodeURIComponent("Residência Ana 5 kWp")}`)).text();
  // "Residência Ana 5 kWp" belongs to the manager in the demo data.
  const managerItem = managerHtml.match(/href="\/vendas\/editar\/([0-9a-f-]{36})"[^>]*>Residência Ana 5 kWp</)![1];
  await manager.api.dispose();

  const vendor = await signedIn(baseURL!, "vendedor@girassol.demo", "Girassol123");
  expect((await vendor.api.get(managerBoard)).status()).toBe(404);
  expect((await vendor.api.get(`/vendas/editar/${managerItem}`)).status()).toBe(404);
  const own = await (await vendor.api.get(await boardPath(vendor.api))).text();
  expect(own).toContain("Carla telhado cerâmico");
  expect(own).not.toContain("Residência Ana 5 kWp");
  await vendor.api.dispose();
});
