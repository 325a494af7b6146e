// CustomizeProposal: not built yet (issue 16 skeleton; the step's decider replaces this).
import { DomainError } from "../shared/decider";
import type { CustomizeProposal } from "./commands";
import type { ProposalCustomized } from "./events";
import type { ProposalState } from "./state";

export function customizeProposal(_command: CustomizeProposal, _state: ProposalState): ProposalCustomized[] {
  throw new DomainError("Esta etapa ainda não está disponível.");
}
