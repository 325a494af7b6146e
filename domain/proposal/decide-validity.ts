// SetValidity: not built yet (issue 16 skeleton; the step's decider replaces this).
import { DomainError } from "../shared/decider";
import type { SetValidity } from "./commands";
import type { ProposalValiditySet } from "./events";
import type { ProposalState } from "./state";

export function setValidity(_command: SetValidity, _state: ProposalState): ProposalValiditySet[] {
  throw new DomainError("Esta etapa ainda não está disponível.");
}
