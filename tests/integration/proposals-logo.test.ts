// The company's proposal logo on a real database: SetProposalLogo / RemoveProposalLogo into
// rm_proposal_logos (one row per company, the event's file id, hash, type and size), read only by
// company, and a rebuild from the log that gives identical rows.
import { describe, expect, it } from "vitest";
import { allProjections, proposalsProjection } from "../../projections/index";
import { proposalLogo } from "../../projections/read-models/proposals-logo.queries";
import { registerCompany } from "../../scripts/demo-seed";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import { proposalDefaultsDecider, proposalDefaultsStreamId, type ProposalDefaultsCommand } from "../../domain/proposal-defaults";

describe("the company's proposal logo", () => {
  const fx = useSeededCompany();

  it("keeps the current logo per company, forgets a removed one, and rebuilds to identical rows", async () => {
    const { db, company, manager } = fx;
    const other = await registerCompany(
      { database: fx.database, store: fx.store },
      { name: "Outra Logo Solar", plan: "ENTERPRISE", manager: { name: "Gerente Outra", email: "g@outra-logo.test", password: "Outra12345" } },
    );
    const send = (companyId: string, actorId: string, command: ProposalDefaultsCommand) =>
      fx.command(proposalDefaultsStreamId(companyId), proposalDefaultsDecider, command, { actorId, companyId });
    const logo = (sha: string, contentType = "image/png") => ({ fileId: uuidv7(), sha256: sha.repeat(64), contentType, size: 2048 });

    const first = logo("a");
    const second = logo("b", "image/jpeg");
    const theirs = logo("c");
    await send(company.id, manager.id, { type: "SetProposalLogo", file: first });
    await send(company.id, manager.id, { type: "SetProposalLogo", file: second });
    await send(other.companyId, other.managerId, { type: "SetProposalLogo", file: theirs });
    expect(await fx.settle()).toBe(true);

    expect(await proposalLogo(db, company.id)).toEqual(second);
    expect(await proposalLogo(db, other.companyId)).toEqual(theirs);

    await send(other.companyId, other.managerId, { type: "RemoveProposalLogo" });
    expect(await fx.settle()).toBe(true);
    expect(await proposalLogo(db, other.companyId)).toBeUndefined();
    expect(await proposalLogo(db, company.id)).toEqual(second);

    const { live, rebuilt } = await fx.rebuild([...proposalsProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
    const cut = await fx.rebuild([...proposalsProjection.tables], [proposalsProjection], 1);
    expect(cut.rebuilt).toEqual(cut.live);
  });
});
