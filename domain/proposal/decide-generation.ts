// SetGeneration: not built yet (issue 16 skeleton; the step's decider replaces this).
import { DomainError } from "../shared/decider";
import type { SetGeneration } from "./commands";
import type { ProposalGenerationSet } from "./events";
import type { ProposalState } from "./state";

export function setGeneration(_command: SetGeneration, _state: ProposalState): ProposalGenerationSet[] {
  throw new DomainError("Esta etapa ainda não está disponível.");
}
