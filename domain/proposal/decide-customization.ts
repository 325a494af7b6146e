// CustomizeProposal: the customisation step (personalizacao/:pid): the sections the final proposal
// shows and its texts, as the form sent them (prefilled from the company's defaults). The same
// customisation again is no event.
import type { CustomizeProposal } from "./commands";
import type { ProposalCustomized } from "./events";
import { checkPresentation, samePresentation } from "./presentation";
import type { ActiveProposal } from "./state";

export function customizeProposal(command: CustomizeProposal, state: ActiveProposal): ProposalCustomized[] {
  const customization = checkPresentation(command.customization ?? {});
  if (state.customization && samePresentation(state.customization, customization)) return [];
  return [{ type: "ProposalCustomized", data: { proposalId: state.proposalId, ...customization } }];
}
