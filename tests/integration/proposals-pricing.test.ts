// The pricing step on a real database: a proposal started by StartProposal, its kit and generation
// appended as events (tests/support/proposal-steps.ts), PriceProposal through the real decider; then
// rm_proposals' price columns (migration 0780), the list's figures, a re-price, a new generation
// (finished false, the price kept) and a rebuild that gives identical rows.
import { describe, expect, it } from "vitest";
import { allProjections, proposalsProjection } from "../../projections/index";
import { getProposal, listProposals } from "../../projections/read-models/proposals.queries";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import { stepsDecider } from "../support/proposal-steps";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS, type ProposalCommand } from "../../domain/proposal";
import { generation, kit, price } from "../unit/proposal/pricing-fixtures";
import { consumptionInput } from "../support/proposal-input";

const months = Array(12).fill("500");

describe("proposal pricing read model", () => {
  const fx = useSeededCompany();

  it("a priced proposal is finished with its price, mode and payback; re-pricing replaces them; rebuilds identical", async () => {
    const { db, company, manager } = fx;
    const customer = await db
      .selectFrom("rm_customers")
      .select(["id", "name"])
      .where("company_id", "=", company.id)
      .orderBy("name")
      .executeTakeFirstOrThrow();
    const pid = uuidv7();
    const send = (command: ProposalCommand) => fx.command(proposalStreamId(pid), proposalDecider, command, { actorId: manager.id });
    await send({
      type: "StartProposal",
      proposalId: pid,
      frontId: `front_${pid.replace(/-/g, "").slice(-16)}`,
      customer,
      ownerId: manager.id,
      allowedOwners: [manager.id],
      itemId: null,
      consumption: consumptionInput({ phase: "two", months, kwhPrice: "0,90", bWireValue: "0,25" }),
      simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
    });
    const steps = [
      { type: "ProposalKitChosen" as const, data: { proposalId: pid, kit: kit() } },
      { type: "ProposalGenerationSet" as const, data: { proposalId: pid, ...generation } },
    ];
    await fx.command(proposalStreamId(pid), stepsDecider, { type: "AppendSteps", events: steps });
    expect(await fx.settle()).toBe(true);
    expect(await getProposal(db, company.id, pid, null)).toMatchObject({ finished: false, finalPrice: null, pricingMode: null });

    // SIMPLE, 4,4 kWp in the band up to 5 kWp (20 %): 1.000.000 × 1,2 = 1.200.000 centavos.
    const first = await send(price({ pricedBy: manager.id }));
    expect(await fx.settle()).toBe(true);
    const priced = await getProposal(db, company.id, pid, null);
    expect(priced).toMatchObject({ finished: true, finalPrice: 1_200_000, pricingMode: "AUTO" });
    expect(priced?.paybackMonths).toBeGreaterThan(0);
    expect(first.events[0].type).toBe("ProposalPriced");

    // Re-priced by hand: R$ 15.000,00.
    await send(price({ pricedBy: manager.id, mode: "MANUAL", typedFinalPrice: 1_500_000 }));
    expect(await fx.settle()).toBe(true);
    const list = await listProposals(db, company.id, { owners: null, limit: 50, offset: 0 });
    expect(list.rows.find((r) => r.id === pid)).toMatchObject({ finished: true, finalPrice: 1_500_000, pricingMode: "MANUAL" });

    // A new generation leaves the price for reference (finished turns false in the generation's own handler, H1's).
    await fx.command(proposalStreamId(pid), stepsDecider, { type: "AppendSteps", events: [steps[1]] });
    expect(await fx.settle()).toBe(true);
    const stale = await getProposal(db, company.id, pid, null);
    expect(stale?.finalPrice).toBe(1_500_000);

    const { live, rebuilt } = await fx.rebuild([...proposalsProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
  });
});
