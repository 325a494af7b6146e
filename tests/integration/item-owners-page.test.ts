// Co-owners beyond the item scope, through the app's own loaders (ADR 028's follow-up): a co-owner
// (a vendor who is not one of the customer's owners, without proposalsList) opens the item page with
// its customer's "Ligar" and the owner's proposal on the Propostas tab, and the final view of that
// proposal; a vendor who is neither owner nor co-owner gets 404 on both; removed, she is out again.
import { expect, it } from "vitest";
import { itemLoader } from "../../app/lib/item-page.server";
import { finalPageLoader } from "../../app/lib/final-proposal-page.server";
import { uuidv7 } from "../../eventstore/ids";
import { customerDecider, emptyDetails } from "../../domain/customer";
import type { ItemCommand } from "../../domain/item";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS, type ProposalCommand } from "../../domain/proposal";
import { addVendor, SALES_VENDOR_PERMISSIONS } from "../../scripts/demo-seed";
import { signIn, useAppServices } from "../support/app-session";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand } from "../support/commands";
import { stepsDecider } from "../support/proposal-steps";
import { consumptionInput } from "../support/proposal-input";
import { generation, kit, price } from "../unit/proposal/pricing-fixtures";

const fx = useSeededCompany();
useAppServices(fx);

it("a co-owner gets the item's customer contact and proposal; an outsider 404", async () => {
  const { company, database, store, columns } = fx;
  const perms = { ...SALES_VENDOR_PERMISSIONS, proposalsList: false };
  const ana = await addVendor(
    { database, store },
    company.id,
    company.manager_id,
    { name: "Ana Página", email: "ana.page@girassol.test", password: "Girassol123" },
    new Date(),
    perms,
  );
  const out = await addVendor(
    { database, store },
    company.id,
    company.manager_id,
    { name: "Bruno Página", email: "bruno.page@girassol.test", password: "Girassol123" },
    new Date(),
    perms,
  );
  const customerId = uuidv7();
  await fx.command(`customer-${customerId}`, customerDecider, {
    type: "CreateCustomer",
    customerId,
    name: "Cliente do Gerente",
    ownerId: company.manager_id,
    details: { ...emptyDetails(), phone: "(19) 99876-5432" },
    rules: { reqEmailField: false, reqDocField: false, origins: [] },
  });
  const item = uuidv7();
  await fx.item(
    item,
    createItemCommand({
      itemId: item,
      name: "Usina do gerente",
      amount: "700",
      ownerId: company.manager_id,
      column: columns[0]!,
      customer: { id: customerId, name: "Cliente do Gerente" },
    }),
  );
  const pid = uuidv7();
  const send = (command: ProposalCommand) => fx.command(proposalStreamId(pid), proposalDecider, command);
  await send({
    type: "StartProposal",
    proposalId: pid,
    frontId: `front_${pid.replace(/-/g, "").slice(-16)}`,
    customer: { id: customerId, name: "Cliente do Gerente" },
    ownerId: company.manager_id,
    allowedOwners: [company.manager_id],
    itemId: item,
    consumption: consumptionInput({ phase: "two", months: Array(12).fill("500"), kwhPrice: "0,90", bWireValue: "0,25" }),
    simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
  });
  await fx.command(proposalStreamId(pid), stepsDecider, {
    type: "AppendSteps",
    events: [
      { type: "ProposalKitChosen" as const, data: { proposalId: pid, kit: kit() } },
      { type: "ProposalGenerationSet" as const, data: { proposalId: pid, ...generation } },
    ],
  });
  await send(price({ pricedBy: company.manager_id }));
  expect(await fx.settle()).toBe(true);

  const companyUsers = [
    { id: company.manager_id, name: "Gerente Demo" },
    { id: ana, name: "Ana Página" },
    { id: out, name: "Bruno Página" },
  ];
  const setOwners = (owners: string[]): ItemCommand => ({ type: "SetItemOwners", owners, companyUsers, actorManages: true });
  const loader = itemLoader("SALES");
  const [asAna, asOut] = [await signIn(ana, company.id), await signIn(out, company.id)];
  const page = (s: typeof asAna) => s.load(loader, `/vendas/editar/${item}?aba=propostas`, { sid: item });
  const final = (s: typeof asAna) => s.load((a) => finalPageLoader("web", a), `/proposta/final/${pid}`, { pid });

  expect((await page(asAna)).status).toBe(404);
  expect((await final(asAna)).status).toBe(404);

  await fx.item(item, setOwners([ana]));
  expect(await fx.settle()).toBe(true);
  const seen = await page(asAna);
  expect(seen.status).toBe(200);
  const d = seen.data as {
    contact: { tel: string | null; whatsapp: string | null };
    customerHref: string | null;
    proposalTabs: { proposals: { id: string }[] };
  };
  expect(d.contact).toEqual({ tel: "tel:+5519998765432", whatsapp: "https://wa.me/5519998765432" });
  // Not one of the customer's owners: the contact, not the customer's page.
  expect(d.customerHref).toBeNull();
  expect(d.proposalTabs.proposals.map((p) => p.id)).toEqual([pid]);
  expect((await final(asAna)).status).toBe(200);

  expect((await page(asOut)).status).toBe(404);
  expect((await final(asOut)).status).toBe(404);

  await fx.item(item, setOwners([]));
  expect(await fx.settle()).toBe(true);
  expect((await page(asAna)).status).toBe(404);
  expect((await final(asAna)).status).toBe(404);
});
