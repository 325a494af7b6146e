// proposalInScope, the wizard POSTs' access check (requireProposalAccess): it must refuse exactly
// what getProposal (requireProposal, the pages) refuses — another company's proposal, a deleted
// one, one outside the owners the user may see, an unknown id — so that reading less before a
// command opens no IDOR.
import { describe, expect, it } from "vitest";
import { getProposal, proposalInScope, type ProposalScope } from "../../projections/read-models/proposals.queries";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import { proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS, type ProposalCommand } from "../../domain/proposal";
import { consumptionInput } from "../support/proposal-input";

describe("proposalInScope", () => {
  const fx = useSeededCompany();

  it("agrees with getProposal: the company, not deleted, the owners in scope", async () => {
    const { db, company, manager, vendor } = fx;
    const customer = await db
      .selectFrom("rm_customers")
      .select(["id", "name"])
      .where("company_id", "=", company.id)
      .orderBy("name")
      .executeTakeFirstOrThrow();
    const send = (id: string, command: ProposalCommand, actorId: string) =>
      fx.command(proposalStreamId(id), proposalDecider, command, { actorId, companyId: company.id });
    const start = (id: string, ownerId: string) =>
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
          consumption: consumptionInput({ months: Array(12).fill("200") }),
          simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
        },
        ownerId,
      );
    const [mine, theirs, deleted] = [uuidv7(), uuidv7(), uuidv7()];
    await start(mine, vendor.id);
    await start(theirs, manager.id);
    await start(deleted, vendor.id);
    await send(deleted, { type: "DeleteProposal" }, manager.id);
    expect(await fx.settle()).toBe(true);

    const everyone: ProposalScope = { owners: null };
    const vendorOnly: ProposalScope = { owners: [vendor.id] };
    const cases: [string, string, string, ProposalScope, boolean][] = [
      ["the vendor's, whole company", company.id, mine, everyone, true],
      ["the vendor's, vendor scope", company.id, mine, vendorOnly, true],
      ["the manager's, vendor scope", company.id, theirs, vendorOnly, false],
      ["the manager's, whole company", company.id, theirs, everyone, true],
      ["deleted", company.id, deleted, everyone, false],
      ["another company's id", uuidv7(), mine, everyone, false],
      ["unknown id", company.id, uuidv7(), everyone, false],
      ["no owner in scope", company.id, mine, { owners: [] }, false],
    ];
    for (const [what, companyId, id, scope, expected] of cases) {
      expect(await proposalInScope(db, companyId, id, scope), what).toBe(expected);
      expect((await getProposal(db, companyId, id, scope)) !== undefined, `getProposal: ${what}`).toBe(expected);
    }
  });
});
