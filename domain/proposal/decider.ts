// Proposal aggregate (spec part 3 §2–§4; DESIGN §3): stream `proposal-<proposalId>`, one proposal of
// the wizard. This first slice holds the consumption step: StartProposal and EditConsumption. A
// proposal stays unfinished (finished: false) until its pricing is finished, in a later step.
import { assertNever, DomainError, type Decider, type DecideContext } from "../shared/decider";
import type { ProposalCommand } from "./commands";
import { editConsumption } from "./decide-consumption";
import { startProposal } from "./decide-start";
import type { ProposalEvent } from "./events";
import { evolveProposal, initialProposalState, type ProposalState } from "./state";

export const proposalStreamId = (proposalId: string) => `proposal-${proposalId}`;

function decide(command: ProposalCommand, state: ProposalState, _ctx: DecideContext): ProposalEvent[] {
  switch (command.type) {
    case "StartProposal":
      return startProposal(command, state);
    case "EditConsumption":
      return editConsumption(command, state);
    default:
      return assertNever(command, new DomainError("Comando desconhecido."));
  }
}

export const proposalDecider: Decider<ProposalState, ProposalCommand, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  decide,
};
