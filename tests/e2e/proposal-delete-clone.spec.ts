// Cloning and deleting proposals from the lists (issue 16; spec part 3 §4, §6), JavaScript off and
// on: "Clonar" opens the clone's consumption page with "Proposta #n criada a partir da #m" and the
// next number; "Excluir" (a manager) takes the source off the list and its pages answer 404, the
// clone stays; a double submitted clone clones once; a vendor has no "Excluir" and a forged post is a 403.
import { expect, test, type Page } from "@playwright/test";
import { MANAGER_STATE } from "./support/paths";
import { signInAs, submit, unique } from "./support/app";

const DEMO_VENDOR = { email: "vendedor@girassol.demo", password: "Girassol123" };

test.use({ storageState: MANAGER_STATE });

const hidden = async (page: Page, name: string) => (await page.locator(`[name="${name}"]`).first().getAttribute("value")) ?? "";
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** A customer and a proposal of 12 × 250 kWh (average 250 kWh), as the signed-in user; returns both ids. */
async function customerWithProposal(page: Page, name: string) {
  await page.goto("/cliente/cadastro");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("UF", { exact: true }).selectOption("MG");
  await page.getByLabel("Cidade").fill("Uberlândia");
  await submit(page, "Salvar cliente");
  await expect(page).toHaveURL(/\/cliente\/editar\/[0-9a-f-]{36}\?aba=dados$/);
  const cid = /\/cliente\/editar\/([0-9a-f-]{36})/.exec(page.url())![1];
  const path = `/proposta/gerar-proposta/dados-consumo/nova?cid=${cid}`;
  await page.goto(path);
  const res = await page.request.post(path, {
    form: {
      csrf: await hidden(page, "csrf"),
      commandId: await hidden(page, "commandId"),
      intent: "save-consumption",
      tariffModality: "B",
      powerDistCompany: "CEMIG-D",
      "location.uf": "MG",
      "location.city": "Uberlândia",
      "energyBillData[0].ucType": "Residencial",
      "energyBillData[0].phase": "single",
      "energyBillData[0].kwhPrice": "0,9",
      "energyBillData[0].monthsPaste": Array(12).fill("250").join(" "),
    },
    maxRedirects: 0,
    headers: origin(page),
  });
  expect(res.status()).toBe(302);
  const pid = /escolha-kit\/([0-9a-f-]{36})$/.exec(res.headers().location ?? "")![1];
  return { cid, pid };
}

test("proposta: clonar abre a cópia com o próximo número; excluir tira a original das listas e suas páginas dão 404", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js-on";
  const name = unique(testInfo, "Cliente Clone");
  const { cid, pid } = await customerWithProposal(page, name);

  await page.goto(`/propostas/cliente/${cid}`);
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2); // the header and the proposal
  const count = /#\d{5}/.exec((await rows.nth(1).textContent()) ?? "")![0];

  // Clonar: the clone's consumption page, a later number, the notice naming both.
  await submit(page, `Clonar a proposta ${count}`);
  await expect(page).toHaveURL(/\/proposta\/gerar-proposta\/dados-consumo\/editar\?pid=[0-9a-f-]{36}&copiaDe=\d+$/);
  const clonePid = /pid=([0-9a-f-]{36})/.exec(page.url())![1];
  expect(clonePid).not.toBe(pid);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Proposta #\d{5}: dados de consumo$/);
  const cloneCount = /#\d{5}/.exec((await heading.textContent()) ?? "")![0];
  expect(Number(cloneCount.slice(1))).toBeGreaterThan(Number(count.slice(1)));
  await expect(page.getByRole("status")).toHaveText(`Proposta ${cloneCount} criada a partir da ${count}.`);
  // The source's consumption, carried over.
  await expect(page.locator('[name="energyBillData[0].monthlyConsumption[0]"]')).toHaveValue("250");
  await expect(page.locator('[name="powerDistCompany"]')).toHaveValue("CEMIG-D");

  // Both on the customer's list; Excluir the source (with JS, after the confirmation).
  await page.goto(`/propostas/cliente/${cid}`);
  await expect(rows).toHaveCount(3);
  const asked: string[] = [];
  page.once("dialog", (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await submit(page, `Excluir a proposta ${count}`);
  // The flash says which proposal went (issue 18: no ?excluida=<number> flag in the URL).
  await expect(page).toHaveURL(new RegExp(`/propostas/cliente/${cid}$`));
  await expect(page.getByRole("status")).toHaveText(`Proposta ${count} excluída.`);
  // With JS the form asked first; without, the plain POST went straight through.
  expect(asked).toEqual(js ? [`Excluir a proposta ${count}? Ela sai de todas as listas.`] : []);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(cloneCount);
  await expect(rows.nth(1)).toContainText("250 kWh");

  // Gone: its pages are 404; on the user's list only the clone is left of this customer.
  expect((await page.goto(`/proposta/gerar-proposta/dados-consumo/editar?pid=${pid}`))?.status()).toBe(404);
  expect((await page.goto(`/proposta/gerar-proposta/escolha-kit/${pid}`))?.status()).toBe(404);
  const mine = await page.goto("/inicio").then(() => page.locator('nav a[href^="/propostas/lista/"]').first().getAttribute("href"));
  await page.goto(mine!);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText(cloneCount);
});

test("proposta: o mesmo Clonar enviado duas vezes clona uma vez; um vendedor não exclui (sem botão, 403)", async ({ page }, testInfo) => {
  const { cid, pid } = await customerWithProposal(page, unique(testInfo, "Cliente Clone Duplo"));
  const list = `/propostas/cliente/${cid}`;
  await page.goto(list);
  const form = { csrf: await hidden(page, "csrf"), commandId: await hidden(page, "commandId"), intent: "clone-proposal", pid };
  const post = () => page.request.post(list, { form, maxRedirects: 0, headers: origin(page) });
  const [first, second] = [await post(), await post()];
  expect([first.status(), second.status()]).toEqual([302, 302]);
  expect(second.headers().location).toBe(first.headers().location);
  // A pid that is not an id: a 400 on the form, nothing cloned.
  expect((await page.request.post(list, { form: { ...form, pid: "x" }, maxRedirects: 0, headers: origin(page) })).status()).toBe(400);
  await page.goto(list);
  await expect(page.getByRole("row")).toHaveCount(3); // the header, the source and one clone

  // The vendor: his own proposal shows "Clonar" but no "Excluir"; a delete posted anyway is a 403.
  await signInAs(page, DEMO_VENDOR);
  const own = await customerWithProposal(page, unique(testInfo, "Cliente do vendedor"));
  await page.goto(`/propostas/cliente/${own.cid}`);
  await expect(page.getByRole("button", { name: /^Clonar a proposta/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Excluir/ })).toHaveCount(0);
  const forged = await page.request.post(`/propostas/cliente/${own.cid}`, {
    form: { csrf: await hidden(page, "csrf"), commandId: await hidden(page, "commandId"), intent: "delete-proposal", pid: own.pid },
    maxRedirects: 0,
    headers: origin(page),
  });
  expect(forged.status()).toBe(403);
  await page.goto(`/propostas/cliente/${own.cid}`);
  await expect(page.getByRole("row")).toHaveCount(2);
});
