// SetValidity: the validation step (validacao/:pid). The date is the proposal's validity
// (proposalCustomizationData.validityDate), not before the company's today, which the app passes in
// the command (domain code reads no clock). The same date again is no event.
import type { SetValidity } from "./commands";
import type { ProposalValiditySet } from "./events";
import { checkValidity } from "./presentation";
import type { ActiveProposal } from "./state";

export function setValidity(command: SetValidity, state: ActiveProposal): ProposalValiditySet[] {
  const validityDate = checkValidity(command.validityDate, command.today);
  if (state.validity?.validityDate === validityDate) return [];
  return [{ type: "ProposalValiditySet", data: { proposalId: state.proposalId, validityDate } }];
}
