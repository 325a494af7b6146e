// Several owners on an item (issue 20, ADR 028), JavaScript off and on: the manager adds a vendor as
// co-owner ("Salvar responsáveis") → the vendor, signed in, sees the item on their board and opens its
// page; another vendor still gets 404 (no IDOR); removing the co-owner hides the item again. The info
// block shows the manager as GERENTE and names cut at 15 characters; the history names the change.
// Beyond the item scope: the card shows the co-owner's initials after the owner's; the co-owner sees
// the item's proposals on its Propostas tab and opens them, and the customer's "Ligar" button; the
// other vendor still gets 404 on the proposal.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { card, createSale, history, openBoard, signInAs, unique, unfoldItem } from "./support/app";
import { pollFor, withE2eDatabase } from "./support/db";
import { addVendor, registerCompany, SALES_VENDOR_PERMISSIONS } from "../../scripts/demo-seed";
import { uuidv7 } from "../../eventstore/ids";
import { customerDecider, emptyDetails } from "../../domain/customer";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS, type ProposalCommand } from "../../domain/proposal";
import type { Decider, DomainEvent } from "../../domain/shared";
import { createItemCommand, sendCommand, sendItemCommand } from "../support/commands";
import { stepsDecider } from "../support/proposal-steps";
import { consumptionInput } from "../support/proposal-input";
import { generation, kit, price } from "../unit/proposal/pricing-fixtures";

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

test("co-responsável: iniciais no cartão, propostas do item abertas, botão Ligar do cliente; outro vendedor: 404", async ({ page }, testInfo) => {
  const tag = unique(testInfo, "Alem").replace(/\W+/g, "-").toLowerCase();
  const manager = { name: "Gerente Alem", email: `g-${tag}@alem.test`, password: "Alem123456" };
  const coOwner = { name: "Ana Beatriz Carvalho", email: `a-${tag}@alem.test`, password: "Alem123456" };
  const outsider = { name: "Bruno Fora", email: `b-${tag}@alem.test`, password: "Alem123456" };
  const sale = unique(testInfo, "Venda além");
  const customerName = unique(testInfo, "Cliente além");
  // The manager's sale for a customer of his (phone on file) and his finished proposal on it, seeded through the commands.
  const { itemId, pid } = await withE2eDatabase(async (deps) => {
    const r = await registerCompany(deps, { name: `Alem ${tag}`, plan: "ENTERPRISE", manager });
    // Without proposalsList: a vendor sees his own proposals only (else the whole company's, co-owner or not).
    const perms = { ...SALES_VENDOR_PERMISSIONS, proposalsList: false };
    const ids = [
      r.managerId,
      await addVendor(deps, r.companyId, r.managerId, coOwner, new Date(), perms),
      await addVendor(deps, r.companyId, r.managerId, outsider, new Date(), perms),
    ];
    const as = { actorId: r.managerId, companyId: r.companyId };
    const run = <S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C) =>
      sendCommand(deps.store, as, { streamId, decider, command });
    const customerId = uuidv7();
    await run(`customer-${customerId}`, customerDecider, {
      type: "CreateCustomer",
      customerId,
      name: customerName,
      ownerId: r.managerId,
      details: { ...emptyDetails(), phone: "(19) 99876-5432" },
      rules: { reqEmailField: false, reqDocField: false, origins: [] },
    });
    const itemId = uuidv7();
    await sendItemCommand(
      deps.store,
      as,
      itemId,
      createItemCommand({
        itemId,
        name: sale,
        amount: "2500",
        ownerId: r.managerId,
        column: r.columns[0]!,
        customer: { id: customerId, name: customerName },
      }),
    );
    const pid = uuidv7();
    const proposal = (command: ProposalCommand) => run(proposalStreamId(pid), proposalDecider, command);
    await proposal({
      type: "StartProposal",
      proposalId: pid,
      frontId: `f${pid.replace(/-/g, "").slice(-15)}`,
      customer: { id: customerId, name: customerName },
      ownerId: r.managerId,
      allowedOwners: [r.managerId],
      itemId,
      consumption: consumptionInput({ phase: "two", months: Array(12).fill("500"), kwhPrice: "0,90", bWireValue: "0,25" }),
      simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
    });
    await run(proposalStreamId(pid), stepsDecider, {
      type: "AppendSteps",
      events: [
        { type: "ProposalKitChosen" as const, data: { proposalId: pid, kit: kit() } },
        { type: "ProposalGenerationSet" as const, data: { proposalId: pid, ...generation } },
      ],
    });
    await proposal(price({ pricedBy: r.managerId }));
    const db = deps.database.db;
    const ok = await pollFor(
      async () =>
        (await db.selectFrom("rm_users").select("id").where("id", "in", ids).execute()).length === 3 &&
        (await db.selectFrom("rm_proposals").select("id").where("id", "=", pid).where("finished", "=", true).executeTakeFirst()) !== undefined &&
        (await db.selectFrom("rm_customer_profiles").select("id").where("id", "=", customerId).executeTakeFirst()) !== undefined &&
        (await db.selectFrom("rm_items").select("id").where("id", "=", itemId).executeTakeFirst()) !== undefined,
    );
    expect(ok).toBe(true);
    return { itemId, pid };
  });
  const itemPath = `/vendas/editar/${itemId}`;
  const finalPath = `/proposta/final/${pid}`;
  const coOwnerInitials = (p: Page) => card(p, sale).getByRole("img", { name: `Outro responsável: ${coOwner.name}` });

  // Before: the vendor opens neither the item nor its proposal.
  await signInAs(page, coOwner);
  expect((await page.goto(itemPath))?.status()).toBe(404);
  expect((await page.goto(finalPath))?.status()).toBe(404);

  // The manager adds her; his card shows her initials after his own.
  await signInAs(page, manager);
  await page.goto(itemPath);
  await setCoOwner(page, coOwner.name, true);
  await openBoard(page);
  await expect(card(page, sale).getByRole("img", { name: `Responsável: ${manager.name}` })).toHaveText("GA");
  await expect(coOwnerInitials(page)).toHaveText("AC");
  await expect(coOwnerInitials(page)).toHaveAttribute("title", `Outro responsável: ${coOwner.name}`);

  // She sees the item's proposal on the Propostas tab and opens it; the customer's "Ligar" is there.
  await signInAs(page, coOwner);
  await openBoard(page);
  await expect(coOwnerInitials(page)).toHaveText("AC");
  await page.goto(`${itemPath}?aba=propostas`);
  await expect(page.getByRole("link", { name: `Ligar para ${customerName}` })).toHaveAttribute("href", "tel:+5519998765432");
  const open = page.getByRole("link", { name: /^Abrir a proposta #\d{5}$/ });
  await expect(open).toHaveCount(1);
  await open.click();
  await expect(page).toHaveURL(/\/proposta\/final\//);
  await expect(page.getByText(customerName).first()).toBeVisible();
  expect((await page.goto(finalPath))?.status()).toBe(200);

  // The other vendor: 404 on the item and on the proposal.
  await signInAs(page, outsider);
  expect((await page.goto(itemPath))?.status()).toBe(404);
  expect((await page.goto(finalPath))?.status()).toBe(404);

  // Removed: she is back to 404 on the proposal and the card shows the owner only.
  await signInAs(page, manager);
  await page.goto(itemPath);
  await setCoOwner(page, coOwner.name, false);
  await openBoard(page);
  await expect(card(page, sale)).toHaveCount(1);
  await expect(coOwnerInitials(page)).toHaveCount(0);
  await signInAs(page, coOwner);
  expect((await page.goto(finalPath))?.status()).toBe(404);
});
