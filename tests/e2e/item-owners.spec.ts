// Several owners on an item (issue 20, ADR 028), JavaScript off and on: the manager adds a vendor as
// co-owner ("Salvar responsáveis") → the vendor, signed in, sees the item on their board and opens its
// page; another vendor still gets 404 (no IDOR); removing the co-owner hides the item again. The info
// block shows the manager as GERENTE and names cut at 15 characters; the history names the change.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { card, createSale, history, openBoard, signInAs, unique, unfoldItem } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { addVendor, registerCompany } from "../../scripts/demo-seed";

const owners = (page: Page) => page.locator("dl.info dt:is(:text-is('Responsáveis'), :text-is('Responsável')) + dd");
const ownersForm = (page: Page) => page.getByRole("form", { name: "Responsáveis" });

/** Opens the "Responsáveis" fold, (un)checks `name` and saves; the page says it was saved. */
async function setCoOwner(page: Page, name: string, checked: boolean) {
  await page
    .locator("details > summary")
    .filter({ hasText: /^Responsáveis$/ })
    .click();
  const box = ownersForm(page).getByRole("checkbox", { name });
  if (checked) await box.check();
  else await box.uncheck();
  await ownersForm(page).getByRole("button", { name: "Salvar responsáveis" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Responsáveis salvos." })).toBeVisible();
}

test("o gerente adiciona um vendedor como responsável: ele vê o item; outro vendedor não; removido, some", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "Donos").replace(/\W+/g, "-").toLowerCase();
  const manager = { name: "Gerente Donos", email: `g-${tag}@donos.test`, password: "Donos123456" };
  const coOwner = { name: "Ana Beatriz Carvalho", email: `a-${tag}@donos.test`, password: "Donos123456" };
  const outsider = { name: "Bruno Fora", email: `b-${tag}@donos.test`, password: "Donos123456" };
  const ids = await withE2eDatabase(async (deps) => {
    const r = await registerCompany(deps, { name: `Donos ${tag}`, plan: "ENTERPRISE", manager });
    const ids = [r.managerId, await addVendor(deps, r.companyId, r.managerId, coOwner), await addVendor(deps, r.companyId, r.managerId, outsider)];
    const ok = await pollFor(async () => (await deps.database.db.selectFrom("rm_users").select("id").where("id", "in", ids).execute()).length === 3);
    expect(ok).toBe(true);
    return ids;
  });
  /** A crafted POST of an item page's form by whoever is signed in (the form is not offered to them). */
  const crafted = async (itemPath: string, fields: [string, string][]) => {
    const csrf = (await (await page.request.get("/inicio")).text()).match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    expect(csrf).not.toBe("");
    const form = new URLSearchParams([["csrf", csrf], ["commandId", randomUUID()], ...fields]);
    const res = await page.request.post(itemPath, {
      data: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      maxRedirects: 0,
    });
    return { status: res.status(), text: await res.text() };
  };
  const craftedSetOwners = (itemPath: string, owners: string[]) =>
    crafted(itemPath, [["intent", "set-owners"], ...owners.map((o): [string, string] => ["owners", o])]);

  // The manager's sale: only the manager owns it (shown as GERENTE).
  await signInAs(page, manager);
  const sale = unique(testInfo, "Venda donos");
  await createSale(page, { name: sale, amount: "1.500,00" });
  await openBoard(page);
  await card(page, sale).getByRole("link", { name: sale, exact: true }).click();
  await expect(page).toHaveURL(/\/vendas\/editar\/[0-9a-f-]{36}$/);
  const itemPath = new URL(page.url()).pathname;
  await unfoldItem(page);
  await expect(owners(page)).toHaveText("GERENTE");

  // Before: the vendor neither sees the card nor opens the page.
  await signInAs(page, coOwner);
  await openBoard(page);
  await expect(card(page, sale)).toHaveCount(0);
  expect((await page.goto(itemPath))?.status()).toBe(404);

  // The manager adds her as co-owner.
  await signInAs(page, manager);
  await page.goto(itemPath);
  await setCoOwner(page, coOwner.name, true);
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
  await unfoldItem(page);
  await expect(owners(page)).toHaveText("GERENTE, Ana Beatriz Car...");
  await expect(owners(page).getByTitle(coOwner.name)).toBeVisible();
  await expect(history(page).first()).toContainText(`Responsável adicionado: ${coOwner.name} por ${manager.name}`);
  // "Ver como estava em …" folds the item's events: the co-owner is there too.
  await page.getByRole("link", { name: "Ver como estava em …" }).click();
  await expect(page.locator("dl.info dt:text-is('Outros responsáveis') + dd")).toHaveText(coOwner.name);

  // She sees it on her board and opens it; she may not change the owners (not the item's owner).
  await signInAs(page, coOwner);
  await openBoard(page);
  await card(page, sale).getByRole("link", { name: sale, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(sale);
  await expect(ownersForm(page)).toHaveCount(0);
  // Refused by the owners rule itself (the CSRF token passed: a bad token is a 403 without this text).
  const refused = await craftedSetOwners(itemPath, [ids[1]!, ids[2]!]);
  expect(refused.status).toBe(403);
  expect(refused.text).toContain("Você não tem permissão para alterar os responsáveis deste item.");
  // Nor does she give it away ("Enviar" to herself would make her the owner).
  await expect(page.getByRole("form", { name: "Enviar" })).toHaveCount(0);
  const sent = await crafted(itemPath, [
    ["intent", "send"],
    ["toUserId", ids[1]!],
  ]);
  expect(sent.status).toBe(403);
  expect(sent.text).toContain("Só o responsável principal ou quem gerencia o quadro pode enviar este item.");

  // Another vendor: still nothing (404, no IDOR).
  await signInAs(page, outsider);
  await openBoard(page);
  await expect(card(page, sale)).toHaveCount(0);
  expect((await page.goto(itemPath))?.status()).toBe(404);
  expect((await craftedSetOwners(itemPath, [ids[2]!])).status).toBe(404);

  // Removed: hidden again (the crafted posts changed nothing: she is still the only co-owner).
  await signInAs(page, manager);
  await page.goto(itemPath);
  await unfoldItem(page);
  await expect(owners(page)).toHaveText("GERENTE, Ana Beatriz Car...");
  await setCoOwner(page, coOwner.name, false);
  await unfoldItem(page);
  await expect(owners(page)).toHaveText("GERENTE");
  await expect(history(page).first()).toContainText(`Responsável removido: ${coOwner.name}`);
  await signInAs(page, coOwner);
  await openBoard(page);
  await expect(card(page, sale)).toHaveCount(0);
  expect((await page.goto(itemPath))?.status()).toBe(404);
});
