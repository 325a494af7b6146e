// Deleting a proposal (issue 16): its row stays, marked, so its count is never given again
// (ProposalStarted numbers with max(count) + 1 over every row); the queries leave it out.
import "../../db/schema-proposals-deletion";
import type { ProposalEvent } from "../../domain/proposal";
import type { TypedHandlers } from "../types";

export const proposalDeletionHandlers: TypedHandlers<ProposalEvent> = {
  async ProposalDeleted(trx, e) {
    await trx
      .updateTable("rm_proposals")
      .set({ deleted_at: e.metadata.occurredAt, updated_at: e.metadata.occurredAt })
      .where("id", "=", e.data.proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
};
