// The final proposal (issue 17), in the "proposals" projection: visits to the public link count on
// the proposal's row (the lists' views, the dashboard's last viewed), and every PDF sent is a row of
// rm_proposal_sends keyed by its event id, so a rebuild gives the same rows.
import "../../db/schema-proposals-final";
import type { ProposalEvent } from "../../domain/proposal";
import type { TypedHandlers } from "../types";

export const proposalFinalHandlers: TypedHandlers<ProposalEvent> = {
  async ProposalViewed(trx, e) {
    await trx
      .updateTable("rm_proposals")
      .set((eb) => ({ views: eb("views", "+", 1), last_viewed_at: e.data.viewedAt }))
      .where("id", "=", e.data.proposalId)
      .where("company_id", "=", e.metadata.companyId)
      .execute();
  },
  async ProposalSent(trx, e) {
    await trx
      .insertInto("rm_proposal_sends")
      .values({
        id: e.id,
        company_id: e.metadata.companyId,
        proposal_id: e.data.proposalId,
        sha256: e.data.sha256,
        bytes: e.data.bytes,
        sent_by: e.data.sentBy,
        sent_at: e.data.sentAt,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  },
};
