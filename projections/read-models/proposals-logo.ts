// Issue 16 leftovers, in the "proposals" projection: the company's current proposal logo
// (rm_proposal_logos, one row per company; a removal deletes it) and the source of a clone
// (rm_proposals.cloned_from, set by ProposalStarted alongside proposals.ts's insert).
import "../../db/schema-proposal-logo";
import type { ProposalEvent } from "../../domain/proposal";
import type { ProposalDefaultsEvent } from "../../domain/proposal-defaults";
import type { TypedHandlers } from "../types";

export const proposalLogoHandlers: TypedHandlers<ProposalDefaultsEvent> = {
  async ProposalLogoSet(trx, e) {
    const row = {
      file_id: e.data.fileId,
      sha256: e.data.sha256,
      content_type: e.data.contentType,
      size: e.data.size,
      updated_by: e.metadata.actorId,
      updated_at: e.metadata.occurredAt,
    };
    await trx
      .insertInto("rm_proposal_logos")
      .values({ company_id: e.metadata.companyId, ...row })
      .onConflict((oc) => oc.column("company_id").doUpdateSet(row))
      .execute();
  },

  async ProposalLogoRemoved(trx, e) {
    await trx.deleteFrom("rm_proposal_logos").where("company_id", "=", e.metadata.companyId).execute();
  },
};

/** Runs after proposals.ts's ProposalStarted (composeProjection keeps the modules' order). */
export const proposalCloneSourceHandlers: TypedHandlers<ProposalEvent> = {
  async ProposalStarted(trx, e) {
    if (!e.data.clonedFrom) return;
    await trx
      .updateTable("rm_proposals")
      .set({ cloned_from: e.data.clonedFrom })
      .where("id", "=", e.data.proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
};
