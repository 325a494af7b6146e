// Co-owners beyond the item scope (ADR 028's follow-up): the item's proposals reach whoever may open
// the item (scopeCondition's itemOwners: made by the item's owner or a co-owner), never an outsider
// nor the lists' scope; the board's cards carry the co-owners from the same single statement.
import { expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { uuidv7 } from "../../eventstore/ids";
import type { ItemCommand } from "../../domain/item";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS, type ProposalCommand } from "../../domain/proposal";
import { addVendor } from "../../scripts/demo-seed";
import * as board from "../../projections/read-models/board.queries";
import { getProposal, listProposals, proposalInScope, type ProposalScope } from "../../projections/read-models/proposals.queries";
import { itemProposals } from "../../projections/read-models/proposals-panel.queries";
import { useSeededCompany } from "../support/seeded-company";
import { createItemCommand } from "../support/commands";
import { stepsDecider } from "../support/proposal-steps";
import { consumptionInput } from "../support/proposal-input";
import { generation, kit, price } from "../unit/proposal/pricing-fixtures";

const fx = useSeededCompany();

/** The statements a call runs on `db` (a Kysely plugin sees each one). */
async function statements<T>(db: Kysely<DB>, run: (db: Kysely<DB>) => Promise<T>): Promise<{ result: T; count: number }> {
  let count = 0;
  const counted = db.withPlugin({
    transformQuery: (a) => {
      count++;
      return a.node;
    },
    transformResult: async (a) => a.result,
  });
  const result = await run(counted);
  return { result, count };
}

it("a co-owner sees the item's proposals and the card names him; an outsider and the lists do not change", async () => {
  const { db, company, vendor, database, store, columns } = fx;
  const ana = await addVendor({ database, store }, company.id, company.manager_id, {
    name: "Ana Coproprietária",
    email: "ana.beyond@girassol.test",
    password: "Girassol123",
  });
  const out = await addVendor({ database, store }, company.id, company.manager_id, {
    name: "Bruno Fora",
    email: "bruno.beyond@girassol.test",
    password: "Girassol123",
  });
  const companyUsers = [
    { id: company.manager_id, name: "Gerente Demo" },
    { id: vendor.id, name: vendor.name },
    { id: ana, name: "Ana Coproprietária" },
    { id: out, name: "Bruno Fora" },
  ];
  const setOwners = (owners: string[]): ItemCommand => ({ type: "SetItemOwners", owners, companyUsers, actorManages: true });
  const item = uuidv7();
  await fx.item(item, createItemCommand({ itemId: item, name: "Usina com propostas", amount: "900", ownerId: vendor.id, column: columns[0]! }));

  // Finished proposals on the item: by its owner, by the manager, by Ana; one of the owner's elsewhere.
  const send = (pid: string, command: ProposalCommand, actorId: string) => fx.command(proposalStreamId(pid), proposalDecider, command, { actorId });
  const make = async (ownerId: string, itemId: string | null) => {
    const pid = uuidv7();
    await send(
      pid,
      {
        type: "StartProposal",
        proposalId: pid,
        frontId: `front_${pid.replace(/-/g, "").slice(-16)}`,
        customer: { id: uuidv7(), name: "Cliente Compartilhado" },
        ownerId,
        allowedOwners: [ownerId],
        itemId,
        consumption: consumptionInput({ phase: "two", months: Array(12).fill("500"), kwhPrice: "0,90", bWireValue: "0,25" }),
        simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
      },
      ownerId,
    );
    await fx.command(proposalStreamId(pid), stepsDecider, {
      type: "AppendSteps",
      events: [
        { type: "ProposalKitChosen" as const, data: { proposalId: pid, kit: kit() } },
        { type: "ProposalGenerationSet" as const, data: { proposalId: pid, ...generation } },
      ],
    });
    await send(pid, price({ pricedBy: company.manager_id }), company.manager_id);
    return pid;
  };
  const byOwner = await make(vendor.id, item);
  const byManager = await make(company.manager_id, item);
  const byAna = await make(ana, item);
  const elsewhere = await make(vendor.id, null);
  expect(await fx.settle()).toBe(true);

  // The item page's scope (app: itemProposalScope = the proposal owners, also as item owners).
  const itemScope = (u: string): ProposalScope => ({ owners: [u], itemOwners: [u] });
  const onItem = async (u: string) => (await itemProposals(db, company.id, item, itemScope(u))).map((p) => p.id).sort();
  const opens = async (u: string, pid: string) => ({
    get: (await getProposal(db, company.id, pid, itemScope(u))) !== undefined,
    inScope: await proposalInScope(db, company.id, pid, itemScope(u)),
  });
  const yes = { get: true, inScope: true };
  const no = { get: false, inScope: false };

  // Before: each sees his own only.
  expect(await onItem(vendor.id)).toEqual([byOwner]);
  expect(await onItem(ana)).toEqual([byAna]);
  expect(await opens(ana, byOwner)).toEqual(no);

  await fx.item(item, setOwners([ana]), { actorId: vendor.id });
  expect(await fx.settle()).toBe(true);
  // The item's owners share its proposals; the manager's stays his (as before co-owners).
  expect(await onItem(ana)).toEqual([byOwner, byAna].sort());
  expect(await onItem(vendor.id)).toEqual([byOwner, byAna].sort());
  expect(await opens(ana, byOwner)).toEqual(yes);
  expect(await opens(ana, byManager)).toEqual(no);
  expect(await opens(ana, elsewhere)).toEqual(no);
  // The outsider: nothing, by the item nor by id (the app's 404).
  expect(await onItem(out)).toEqual([]);
  for (const pid of [byOwner, byManager, byAna]) expect(await opens(out, pid)).toEqual(no);
  // A led-team scope reaches through a co-owner in it; an empty list reaches nothing.
  expect(await onItem(company.manager_id)).toEqual([byManager]);
  expect((await itemProposals(db, company.id, item, { owners: [out], itemOwners: [out, ana] })).map((p) => p.id).sort()).toEqual(
    [byOwner, byAna].sort(),
  );
  expect(await itemProposals(db, company.id, item, { owners: [], itemOwners: [] })).toEqual([]);
  // The lists keep their scope (no itemOwners): Ana's list is hers alone.
  expect((await listProposals(db, company.id, { owners: [ana], limit: 50, offset: 0 })).rows.map((r) => r.id)).toEqual([byAna]);

  // The card carries the co-owners (the owner left out), from one statement for the cards.
  const scope = { companyId: company.id, ownerIds: [ana] };
  const filters = { search: "", temperature: null };
  const cardOf = async (s: typeof scope) => (await board.loadBoard(db, s, "SALES", filters)).flatMap((c) => c.cards).find((k) => k.id === item);
  expect((await cardOf(scope))?.coOwnerIds).toEqual([ana]);
  const withOne = await statements(db, (d) => board.loadBoard(d, { companyId: company.id, ownerIds: null }, "SALES", filters));
  // A second co-owned item on the board: the statements do not grow with the cards' co-owners.
  const second = uuidv7();
  await fx.item(second, createItemCommand({ itemId: second, name: "Outra usina", amount: "10", ownerId: company.manager_id, column: columns[0]! }));
  await fx.item(second, setOwners([out, ana, company.manager_id]));
  expect(await fx.settle()).toBe(true);
  const withTwo = await statements(db, (d) => board.loadBoard(d, { companyId: company.id, ownerIds: null }, "SALES", filters));
  expect(withTwo.count).toBe(withOne.count);
  expect(withTwo.result.flatMap((c) => c.cards).find((k) => k.id === second)?.coOwnerIds).toEqual([out, ana]);
  expect(
    withTwo.result
      .flatMap((c) => c.cards)
      .filter((k) => k.id !== item && k.id !== second)
      .every((k) => k.coOwnerIds.length === 0),
  ).toBe(true);

  // Removed: Ana is back to her own proposals and the card names nobody else.
  await fx.item(item, setOwners([]), { actorId: vendor.id });
  expect(await fx.settle()).toBe(true);
  expect(await onItem(ana)).toEqual([byAna]);
  expect(await opens(ana, byOwner)).toEqual(no);
  expect((await cardOf({ companyId: company.id, ownerIds: [vendor.id] }))?.coOwnerIds).toEqual([]);
});
