// ChooseKit: not built yet (issue 16 skeleton; the step's decider replaces this).
import { DomainError } from "../shared/decider";
import type { ChooseKit } from "./commands";
import type { ProposalKitChosen } from "./events";
import type { ProposalState } from "./state";

export function chooseKit(_command: ChooseKit, _state: ProposalState): ProposalKitChosen[] {
  throw new DomainError("Esta etapa ainda não está disponível.");
}
