// The item panel's, the dashboard's and the lists' proposal queries on a real database (issue 17):
// an item's finished proposals with power, the open deals' potential profit (DETAILED price of each
// deal's newest finished proposal, migration 0870), totalProposals and the last viewed proposals
// by scope, the list's search without accents and its filters, visibility by the item type's
// manager flag, and a rebuild that gives identical rows.
import { describe, expect, it } from "vitest";
import { allProjections, proposalsProjection } from "../../projections/index";
import { listProposals } from "../../projections/read-models/proposals.queries";
import { itemProposals, lastViewedProposals, openDealsPotentialProfit, proposalCount } from "../../projections/read-models/proposals-panel.queries";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import { stepsDecider } from "../support/proposal-steps";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS, type ProposalCommand } from "../../domain/proposal";
import { component, generation, kit, price, settings } from "../unit/proposal/pricing-fixtures";
import { consumptionInput } from "../support/proposal-input";

const DETAILED = settings({
  autoPricingType: "DETAILED",
  autoPricingDetailed: {
    pricingComponents: [
      component({ name: "Instalação", type: "FIXED" }, 200_000),
      component({ name: "Imposto", type: "PERCENTAGE_SERVICE_AND_KIT" }, 10),
      component({ name: "Lucro", type: "FIXED", isRevenue: true }, 300_000),
    ],
    restrictions: [],
  },
});

describe("proposal queries of the item panel, the dashboard and the lists", () => {
  const fx = useSeededCompany();

  it("answers per item, per scope and per filter, and rebuilds identical", async () => {
    const { db, company, manager, vendor } = fx;
    const customers = await db.selectFrom("rm_customers").select(["id", "name"]).where("company_id", "=", company.id).orderBy("name").execute();
    const padaria = customers.find((c) => c.name === "Padaria Pão Dourado")!;
    const ana = customers.find((c) => c.name === "Ana Souza")!;
    const [deal, otherDeal] = await db
      .selectFrom("rm_items")
      .select(["id", "owner_id"])
      .where("company_id", "=", company.id)
      .where("board_type", "=", "SALES")
      .where("status", "=", "IN_PROGRESS")
      .orderBy("number")
      .limit(2)
      .execute();

    const send = (pid: string, command: ProposalCommand, actorId = manager.id) =>
      fx.command(proposalStreamId(pid), proposalDecider, command, { actorId });
    const start = (pid: string, ownerId: string, customer: { id: string; name: string }, itemId: string | null) =>
      send(
        pid,
        {
          type: "StartProposal",
          proposalId: pid,
          frontId: `front_${pid.replace(/-/g, "").slice(-16)}`,
          customer,
          ownerId,
          allowedOwners: [ownerId],
          itemId,
          consumption: consumptionInput({ phase: "two", months: Array(12).fill("500"), kwhPrice: "0,90", bWireValue: "0,25" }),
          simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
        },
        ownerId,
      );
    const finish = async (pid: string, pricing: ProposalCommand) => {
      const steps = [
        { type: "ProposalKitChosen" as const, data: { proposalId: pid, kit: kit() } },
        { type: "ProposalGenerationSet" as const, data: { proposalId: pid, ...generation } },
      ];
      await fx.command(proposalStreamId(pid), stepsDecider, { type: "AppendSteps", events: steps });
      await send(pid, pricing);
    };

    // On the deal: #1 SIMPLE (finished), #2 DETAILED (finished, the newest), #3 unfinished. Elsewhere: #4 the vendor's, #5 on another deal.
    const [p1, p2, p3, p4, p5] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await start(p1, manager.id, padaria, deal.id);
    await finish(p1, price({ pricedBy: manager.id }));
    await start(p2, manager.id, padaria, deal.id);
    await finish(p2, price({ pricedBy: manager.id, settings: DETAILED }));
    await start(p3, manager.id, padaria, deal.id);
    await start(p4, vendor.id, ana, null);
    await start(p5, manager.id, ana, otherDeal.id);
    await finish(p5, price({ pricedBy: manager.id }));
    await send(p1, { type: "RecordProposalView", viewedAt: "2026-11-20T12:00:00.000Z", visitor: "visitor-one" });
    await send(p5, { type: "RecordProposalView", viewedAt: "2026-11-21T12:00:00.000Z", visitor: "visitor-two" });
    expect(await fx.settle()).toBe(true);

    // The item's finished proposals with power, newest first; the unfinished one is not there.
    const onDeal = await itemProposals(db, company.id, deal.id, { owners: null });
    expect(onDeal.map((p) => [p.id, p.count, p.powerKwp, p.ucType])).toEqual([
      [p2, 2, 4.4, "Residencial"],
      [p1, 1, 4.4, "Residencial"],
    ]);
    expect(onDeal[1]).toMatchObject({ finalPrice: 1_200_000, views: 1 });
    expect(await itemProposals(db, company.id, deal.id, { owners: [vendor.id] })).toEqual([]);

    // Potential profit: the newest finished proposal of each open deal; #2's DETAILED 300.000 (#5 is SIMPLE: null, not summed).
    expect(await openDealsPotentialProfit(db, company.id, null, { owners: null })).toEqual({ centavos: 300_000, priced: 1 });
    expect(await openDealsPotentialProfit(db, company.id, [deal.owner_id], { owners: null })).toEqual({ centavos: 300_000, priced: 1 });
    expect(await openDealsPotentialProfit(db, company.id, [], { owners: null })).toEqual({ centavos: 0, priced: 0 });

    // totalProposals and the last viewed by scope.
    expect(await proposalCount(db, company.id, { owners: null })).toBe(5);
    expect(await proposalCount(db, company.id, { owners: [vendor.id] })).toBe(1);
    expect((await lastViewedProposals(db, company.id, { owners: null }, 5)).map((v) => [v.id, v.views])).toEqual([
      [p5, 1],
      [p1, 1],
    ]);
    expect(await lastViewedProposals(db, company.id, { owners: [vendor.id] }, 5)).toEqual([]);

    // Visibility by the item type's manager flag: the vendor's own, plus those on SALES items.
    const byType = await listProposals(db, company.id, { owners: [vendor.id], itemTypes: ["SALES"], limit: 50, offset: 0 });
    expect(byType.rows.map((r) => r.id)).toEqual([p5, p4, p3, p2, p1]);
    const byOtherType = await listProposals(db, company.id, { owners: [vendor.id], itemTypes: ["PROJECT"], limit: 50, offset: 0 });
    expect(byOtherType.rows.map((r) => r.id)).toEqual([p4]);

    // Search without accents or case, by name words or by number; filters.
    const ids = async (f: Partial<Parameters<typeof listProposals>[2]>) =>
      (await listProposals(db, company.id, { owners: null, limit: 50, offset: 0, ...f })).rows.map((r) => r.id);
    expect(await ids({ search: "PAO dourado" })).toEqual([p3, p2, p1]);
    expect(await ids({ search: "#00004" })).toEqual([p4]);
    expect(await ids({ search: "4" })).toEqual([p4]);
    expect(await ids({ search: "souza 5" })).toEqual([p5]);
    expect(await ids({ search: "100%_" })).toEqual([]);
    expect(await ids({ finished: true })).toEqual([p5, p2, p1]);
    expect(await ids({ finished: false })).toEqual([p4, p3]);
    expect(await ids({ ownerId: vendor.id })).toEqual([p4]);
    expect(await ids({ from: "2000-01-01", to: "2999-12-31" })).toHaveLength(5);
    expect(await ids({ to: "2000-01-01" })).toEqual([]);
    const paged = await listProposals(db, company.id, { owners: null, finished: true, limit: 2, offset: 2 });
    expect([paged.total, paged.rows.map((r) => r.id)]).toEqual([3, [p1]]);

    const { live, rebuilt } = await fx.rebuild([...proposalsProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
  });
});
