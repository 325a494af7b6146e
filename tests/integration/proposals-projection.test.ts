// Proposals on a real database: StartProposal and EditConsumption into rm_proposals (a company-wide
// count in log order, the consumption JSON and its figures), the list and detail queries scoped by
// company and owners, and a rebuild from the log that gives identical rows (counts included).
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { allProjections, proposalsProjection } from "../../projections/index";
import { getProposal, listProposals } from "../../projections/read-models/proposals.queries";
import { registerCompany } from "../../scripts/demo-seed";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS, type ConsumptionInput, type ProposalCommand } from "../../domain/proposal";
import { consumptionInput } from "../support/proposal-input";

const MONTHS = ["350", "410", "380", "1.234", "295,5", "300", "310", "320", "330", "340", "350", "360"]; // Σ 4979.5

const consumption = (months = MONTHS, units = 1) => consumptionInput({ months, units, ucName: (i) => `UC ${i + 1}` });

describe("proposals read model", () => {
  const fx = useSeededCompany();

  it("numbers proposals per company in log order, follows consumption edits, scopes reads and rebuilds to identical rows", async () => {
    const { db, company, manager, vendor } = fx;
    const customers = await db
      .selectFrom("rm_customers")
      .select(["id", "name"])
      .where("company_id", "=", company.id)
      .orderBy("name")
      .limit(2)
      .execute();
    expect(customers.length).toBe(2);
    const other = await registerCompany(
      { database: fx.database, store: fx.store },
      { name: "Outra Solar", plan: "ENTERPRISE", manager: { name: "Gerente Outra", email: "g@outra-proposta.test", password: "Outra12345" } },
    );

    const send = (id: string, command: ProposalCommand, as: { actorId: string; companyId: string }) =>
      fx.command(proposalStreamId(id), proposalDecider, command, as);
    const start = (id: string, ownerId: string, customer: { id: string; name: string }, companyId = company.id, months = MONTHS) =>
      send(
        id,
        {
          type: "StartProposal",
          proposalId: id,
          frontId: `front_${id.replace(/-/g, "").slice(-16)}`,
          customer,
          ownerId,
          allowedOwners: [ownerId],
          itemId: null,
          consumption: consumption(months),
          simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
        },
        { actorId: ownerId, companyId },
      );

    const [p1, p2, p3, pOther] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await start(p1, manager.id, customers[0]);
    await start(pOther, other.managerId, { id: uuidv7(), name: "Cliente de outra empresa" }, other.companyId);
    await start(p2, vendor.id, customers[1]);
    await start(
      p3,
      manager.id,
      customers[1],
      company.id,
      MONTHS.map(() => "120"),
    );
    // Two units on the first one: the average doubles, the unit count follows.
    await send(
      p1,
      { type: "EditConsumption", consumption: consumption(MONTHS, 2), simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS },
      {
        actorId: manager.id,
        companyId: company.id,
      },
    );
    expect(await fx.settle()).toBe(true);

    // Counts: 1, 2, 3 in the company in log order; the other company starts at 1.
    const all = await listProposals(db, company.id, { owners: null, limit: 50, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.id, r.count, r.ownerId, r.units, r.averageMonthlyConsumption, r.finished, r.hasKit])).toEqual([
      [p3, 3, manager.id, 1, 120, false, false],
      [p2, 2, vendor.id, 1, 414.96, false, false],
      // 2 × 4979.5 ÷ 12 = 829.916… → 829.92.
      [p1, 1, manager.id, 2, 829.92, false, false],
    ]);
    expect(all.rows[1]).toMatchObject({
      customerId: customers[1].id,
      customerName: customers[1].name,
      ownerName: vendor.name,
      powerDistCompany: "CEMIG-D",
    });
    const theirs = await listProposals(db, other.companyId, { owners: null, limit: 50, offset: 0 });
    expect(theirs.rows.map((r) => [r.id, r.count])).toEqual([[pOther, 1]]);

    // Scopes: a vendor's own; by customer; paging; nobody.
    expect((await listProposals(db, company.id, { owners: [vendor.id], limit: 50, offset: 0 })).rows.map((r) => r.id)).toEqual([p2]);
    expect((await listProposals(db, company.id, { owners: null, customerId: customers[1].id, limit: 50, offset: 0 })).rows.map((r) => r.id)).toEqual([
      p3,
      p2,
    ]);
    const page2 = await listProposals(db, company.id, { owners: null, limit: 2, offset: 2 });
    expect([page2.total, page2.rows.map((r) => r.id)]).toEqual([3, [p1]]);
    expect((await listProposals(db, company.id, { owners: [], limit: 50, offset: 0 })).rows).toEqual([]);

    // Detail: the consumption as the last event left it; not in another company, not outside the owners.
    const detail = await getProposal(db, company.id, p1, null);
    expect(detail?.consumption.energyBillData.map((u) => [u.ucName, u.minimumBilledKwh, u.kwhPrice, u.finViabilityData.simultaneityFactor])).toEqual([
      ["UC 1", 30, "0.95", 30],
      ["UC 2", 30, "0.95", 30],
    ]);
    expect(await getProposal(db, other.companyId, p1, null)).toBeUndefined();
    expect(await getProposal(db, company.id, p1, [vendor.id])).toBeUndefined();
    expect(await getProposal(db, company.id, p2, [vendor.id])).toMatchObject({ id: p2, count: 2 });

    // The count is unique per company (the index guards what the projection computes).
    await expect(
      sql`insert into rm_proposals select ${uuidv7()}::uuid, company_id, count, 'dup' || front_id, customer_id, customer_name, owner_id, item_id, finished,
          tariff_modality, power_dist_company, units, consumption, average_monthly_consumption, average_monthly_consumption_peak, created_at, updated_at
          from rm_proposals where id = ${p1}::uuid`.execute(db),
    ).rejects.toThrow(/rm_proposals_count/);

    const { live, rebuilt } = await fx.rebuild([...proposalsProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
    for (const batchSize of [1, 2]) {
      const cut = await fx.rebuild([...proposalsProjection.tables], [proposalsProjection], batchSize);
      expect(cut.rebuilt, `batch ${batchSize}`).toEqual(cut.live);
    }
  });
});
