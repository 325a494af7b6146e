// Validation and customisation on a real database: SetValidity and CustomizeProposal into
// rm_proposals (validity_date, customization), the company's defaults into rm_proposal_defaults
// (one row per company, overwritten), reads scoped to the company, and a rebuild from the log that
// gives identical rows.
import { describe, expect, it } from "vitest";
import { allProjections, proposalsProjection } from "../../projections/index";
import { proposalDefaults, proposalPresentation } from "../../projections/read-models/proposals-presentation.queries";
import { registerCompany } from "../../scripts/demo-seed";
import { uuidv7 } from "../../eventstore/ids";
import { useSeededCompany } from "../support/seeded-company";
import { DEFAULT_PRESENTATION, proposalDecider, proposalStreamId, SPEC_SIMULTANEITY_DEFAULTS, type ProposalCommand } from "../../domain/proposal";
import { proposalDefaultsDecider, proposalDefaultsStreamId, type SetProposalDefaults } from "../../domain/proposal-defaults";
import { consumptionInput } from "../support/proposal-input";

const start = (id: string, ownerId: string, customer: { id: string; name: string }): ProposalCommand => ({
  type: "StartProposal",
  proposalId: id,
  frontId: `front_${id.replace(/-/g, "").slice(-16)}`,
  customer,
  ownerId,
  allowedOwners: [ownerId],
  itemId: null,
  consumption: consumptionInput(),
  simultaneityDefaults: SPEC_SIMULTANEITY_DEFAULTS,
});

describe("proposal validity, customisation and the company's defaults", () => {
  const fx = useSeededCompany();

  it("stores the validity date and customisation per proposal, the defaults per company, and rebuilds to identical rows", async () => {
    const { db, company, manager } = fx;
    const customer = await db
      .selectFrom("rm_customers")
      .select(["id", "name"])
      .where("company_id", "=", company.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const other = await registerCompany(
      { database: fx.database, store: fx.store },
      { name: "Outra Solar", plan: "ENTERPRISE", manager: { name: "Gerente Outra", email: "g@outra-apresentacao.test", password: "Outra12345" } },
    );
    const as = { actorId: manager.id, companyId: company.id };
    const send = (id: string, command: ProposalCommand) => fx.command(proposalStreamId(id), proposalDecider, command, as);

    const [p1, p2] = [uuidv7(), uuidv7()];
    await send(p1, start(p1, manager.id, customer));
    await send(p2, start(p2, manager.id, customer));
    await send(p1, { type: "SetValidity", validityDate: "2026-12-09", today: "2026-11-24" });
    await send(p1, { type: "SetValidity", validityDate: "2026-12-31", today: "2026-11-24" });
    const sections = { ...DEFAULT_PRESENTATION.sections, financing: false };
    const texts = { presentation: "Olá!\nSegue a proposta.", notes: "", paymentConditions: "À vista" };
    await send(p1, { type: "CustomizeProposal", customization: { sections, texts } });

    const defaults = (over: Partial<SetProposalDefaults>): SetProposalDefaults => ({
      type: "SetProposalDefaults",
      sections: DEFAULT_PRESENTATION.sections,
      texts: DEFAULT_PRESENTATION.texts,
      primaryColor: "#05445e",
      secondaryColor: "#189ab4",
      ...over,
    });
    await fx.command(proposalDefaultsStreamId(company.id), proposalDefaultsDecider, defaults({ primaryColor: "#111111" }), as);
    await fx.command(proposalDefaultsStreamId(company.id), proposalDefaultsDecider, defaults({ primaryColor: "#F5A623", texts: texts }), as);
    expect(await fx.settle()).toBe(true);

    // The last date and the customisation on p1; p2 has neither.
    expect(await proposalPresentation(db, company.id, p1)).toEqual({ validityDate: "2026-12-31", customization: { sections, texts } });
    expect(await proposalPresentation(db, company.id, p2)).toEqual({ validityDate: null, customization: null });
    expect(await proposalPresentation(db, other.companyId, p1)).toBeUndefined();

    // One row per company, the last save; none for the other company.
    expect(await proposalDefaults(db, company.id)).toMatchObject({
      sections: DEFAULT_PRESENTATION.sections,
      texts,
      primaryColor: "#f5a623",
      secondaryColor: "#189ab4",
    });
    expect(await db.selectFrom("rm_proposal_defaults").select("company_id").execute()).toEqual([{ company_id: company.id }]);
    expect(await proposalDefaults(db, other.companyId)).toBeUndefined();

    const { live, rebuilt } = await fx.rebuild([...proposalsProjection.tables], allProjections);
    expect(rebuilt).toEqual(live);
    for (const batchSize of [1, 3]) {
      const cut = await fx.rebuild([...proposalsProjection.tables], [proposalsProjection], batchSize);
      expect(cut.rebuilt, `batch ${batchSize}`).toEqual(cut.live);
    }
  });
});
