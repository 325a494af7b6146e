// DeleteProposal (spec part 3 §6, §7 DELETE /proposals/single/{id}): the proposal leaves every list
// and its pages; its events stay, and so does its number (the read model keeps the row, marked).
// Who may delete (a manager, never a vendor) is the app's check; the decider only needs a proposal
// that exists and is not deleted yet (decider.ts refuses the rest before this is called).
import type { DeleteProposal } from "./commands";
import type { ProposalDeleted } from "./events";
import type { ActiveProposal } from "./state";

export function deleteProposal(_command: DeleteProposal, state: ActiveProposal): ProposalDeleted[] {
  return [{ type: "ProposalDeleted", data: { proposalId: state.proposalId } }];
}
