// Deleting and cloning proposals on a real database: a deleted proposal leaves the lists and the
// detail query but keeps its row, so its count is never given again; a clone gets the next count,
// the source's consumption and figures, and its own owner; a rebuild from the log gives identical rows.
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { allProjections, proposalsProjection } from "../../projections/index";
import { getProposal, listProposals } from "../../projections/read-models/proposals.queries";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import {
  cloneSourceOf,
  proposalDecider,
  proposalStreamId,
  SPEC_SIMULTANEITY_DEFAULTS,
  type ConsumptionInput,
  type ProposalCommand,
  type ProposalEvent,
} from "../../domain/proposal";
import { consumptionInput } from "../support/proposal-input";

const consumption = (months: string[]) => consumptionInput({ months });

describe("deleting and cloning proposals", () => {
  const fx = useSeededCompany();

  it("a deleted proposal keeps its count; a clone gets the next; lists leave the deleted out; a rebuild gives the same rows", async () => {
    const { db, company, manager, vendor } = fx;
    const customer = await db
      .selectFrom("rm_customers")
      .select(["id", "name"])
      .where("company_id", "=", company.id)
      .orderBy("name")
      .executeTakeFirstOrThrow();
    const send = (id: string, command: ProposalCommand, actorId: string) =>
      fx.command(proposalStreamId(id), proposalDecider, command, { actorId, companyId: company.id });
    const front = (id: string) => `front_${id.replace(/-/g, "").slice(-16)}`;
    const start = (id: string, ownerId: string, months: string[]) =>
      send(
        id,
        {
          type: "StartProposal",
          proposalId: id,
          frontId: front(id),
          customer,
          ownerId,
          allowedOwners: [ownerId],
          itemId: null,
          consumption: consumption(months),
          simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
        },
        ownerId,
      );
    const clone = async (id: string, sourceId: string, actorId: string) => {
      const events = (await fx.store.readStream(proposalStreamId(sourceId))) as unknown as ProposalEvent[];
      return send(id, { type: "CloneProposal", proposalId: id, frontId: front(id), ...cloneSourceOf(events), customerName: customer.name }, actorId);
    };

    const [p1, p2, p3, c1] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await start(p1, manager.id, Array(12).fill("240"));
    await start(p2, vendor.id, Array(12).fill("100"));
    await send(p2, { type: "DeleteProposal" }, manager.id);
    // #00002 is taken by the deleted one: the next proposal is #00003, its clone #00004.
    await start(p3, manager.id, Array(12).fill("120"));
    await clone(c1, p1, vendor.id);
    expect(await fx.settle()).toBe(true);

    const all = await listProposals(db, company.id, { owners: null, limit: 50, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.id, r.count, r.ownerId, r.averageMonthlyConsumption, r.units])).toEqual([
      // The clone: the source's consumption (12 × 240 ÷ 12 = 240 kWh/month), owned by the vendor who cloned it.
      [c1, 4, vendor.id, 240, 1],
      [p3, 3, manager.id, 120, 1],
      [p1, 1, manager.id, 240, 1],
    ]);
    expect((await listProposals(db, company.id, { owners: [vendor.id], limit: 50, offset: 0 })).rows.map((r) => r.id)).toEqual([c1]);
    expect((await listProposals(db, company.id, { owners: null, customerId: customer.id, limit: 50, offset: 0 })).rows.map((r) => r.id)).toEqual([
      c1,
      p3,
      p1,
    ]);
    expect(await getProposal(db, company.id, p2, null)).toBeUndefined();
    const copy = await getProposal(db, company.id, c1, null);
    const source = await getProposal(db, company.id, p1, null);
    expect(copy?.consumption).toEqual(source?.consumption);
    expect(copy?.frontId).toBe(front(c1));
    expect([copy?.clonedFrom, source?.clonedFrom]).toEqual([p1, null]);

    // The deleted row is still there, marked, holding its number.
    const kept = await sql<{
      count: number;
      deleted: boolean;
    }>`select count, deleted_at is not null as deleted from rm_proposals where id = ${p2}::uuid`.execute(db);
    expect(kept.rows).toEqual([{ count: 2, deleted: true }]);

    // Deleting the source leaves the clone; a deleted proposal cannot be cloned.
    await send(p1, { type: "DeleteProposal" }, manager.id);
    await expect(clone(uuidv7(), p1, manager.id)).rejects.toThrow("Proposta não encontrada.");
    expect(await fx.settle()).toBe(true);
    expect((await listProposals(db, company.id, { owners: null, limit: 50, offset: 0 })).rows.map((r) => [r.id, r.count])).toEqual([
      [c1, 4],
      [p3, 3],
    ]);

    const { live, rebuilt } = await fx.rebuild([...proposalsProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
    for (const batchSize of [1, 2]) {
      const cut = await fx.rebuild([...proposalsProjection.tables], [proposalsProjection], batchSize);
      expect(cut.rebuilt, `batch ${batchSize}`).toEqual(cut.live);
    }
  });
});
