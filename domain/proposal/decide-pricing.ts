// PriceProposal: not built yet (issue 16 skeleton; the step's decider replaces this).
import { DomainError } from "../shared/decider";
import type { PriceProposal } from "./commands";
import type { ProposalPriced } from "./events";
import type { ProposalState } from "./state";

export function priceProposal(_command: PriceProposal, _state: ProposalState): ProposalPriced[] {
  throw new DomainError("Esta etapa ainda não está disponível.");
}
