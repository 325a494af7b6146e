// DeleteProposal: not built yet (issue 16 skeleton; the step's decider replaces this).
import { DomainError } from "../shared/decider";
import type { DeleteProposal } from "./commands";
import type { ProposalDeleted } from "./events";
import type { ProposalState } from "./state";

export function deleteProposal(_command: DeleteProposal, _state: ProposalState): ProposalDeleted[] {
  throw new DomainError("Esta etapa ainda não está disponível.");
}
