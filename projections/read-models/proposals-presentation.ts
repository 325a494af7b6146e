// Issue 16, validation and customisation, in the "proposals" projection: a proposal's validity date
// and customisation on rm_proposals (spread into proposalHandlers), and the company's defaults in
// rm_proposal_defaults (its own module: another aggregate's events). Each event carries the whole
// value, so a handler only overwrites; updated_at stays the consumption's (the kit step shows it).
import "../../db/schema-proposal-presentation";
import type { ProposalEvent } from "../../domain/proposal";
import type { ProposalDefaultsEvent } from "../../domain/proposal-defaults";
import { jsonb } from "../bulk-sql";
import type { TypedHandlers } from "../types";

export const proposalPresentationHandlers: TypedHandlers<ProposalEvent> = {
  async ProposalValiditySet(trx, e) {
    await trx
      .updateTable("rm_proposals")
      .set({ validity_date: e.data.validityDate })
      .where("id", "=", e.data.proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },

  async ProposalCustomized(trx, e) {
    await trx
      .updateTable("rm_proposals")
      .set({ customization: jsonb<string>({ sections: e.data.sections, texts: e.data.texts }) })
      .where("id", "=", e.data.proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
};

export const proposalDefaultsHandlers: TypedHandlers<ProposalDefaultsEvent> = {
  async ProposalDefaultsSet(trx, e) {
    const row = {
      sections: jsonb<string>(e.data.sections),
      texts: jsonb<string>(e.data.texts),
      primary_color: e.data.primaryColor,
      secondary_color: e.data.secondaryColor,
      updated_by: e.metadata.actorId,
      updated_at: e.metadata.occurredAt,
    };
    await trx
      .insertInto("rm_proposal_defaults")
      .values({ company_id: e.metadata.companyId, ...row })
      .onConflict((oc) => oc.column("company_id").doUpdateSet(row))
      .execute();
  },
};
