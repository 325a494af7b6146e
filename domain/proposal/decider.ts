// Proposal aggregate (spec part 3 §2–§4; DESIGN §3): stream `proposal-<proposalId>`, one proposal of
// the wizard: consumption, kit, generation, pricing, validation and customisation, each step a
// command of its own (decide-*.ts). A proposal stays unfinished until it is priced.
import { assertNever, DomainError, type Decider, type DecideContext } from "../shared/decider";
import type { ProposalCommand } from "./commands";
import { cloneProposal } from "./decide-clone";
import { editConsumption } from "./decide-consumption";
import { customizeProposal } from "./decide-customization";
import { deleteProposal } from "./decide-delete";
import { recordSent, recordView } from "./decide-final";
import { setGeneration } from "./decide-generation";
import { assembleKit } from "./decide-assemble-kit";
import { chooseKit } from "./decide-kit";
import { priceProposal } from "./decide-pricing";
import { startProposal } from "./decide-start";
import { setValidity } from "./decide-validity";
import type { ProposalEvent } from "./events";
import { PROPOSAL_MSG as MSG } from "./messages";
import { evolveProposal, initialProposalState, type ProposalState } from "./state";

export const proposalStreamId = (proposalId: string) => `proposal-${proposalId}`;

function decide(command: ProposalCommand, state: ProposalState, ctx: DecideContext): ProposalEvent[] {
  if (command.type === "StartProposal") return startProposal(command, state);
  if (command.type === "CloneProposal") return cloneProposal(command, state, ctx);
  // Every later step needs a proposal that exists and was not deleted.
  if (state.status !== "active") throw new DomainError(MSG.notFound, undefined, "not_found");
  switch (command.type) {
    case "EditConsumption":
      return editConsumption(command, state);
    case "ChooseKit":
      return chooseKit(command, state);
    case "AssembleKit":
      return assembleKit(command, state);
    case "SetGeneration":
      return setGeneration(command, state);
    case "PriceProposal":
      return priceProposal(command, state);
    case "SetValidity":
      return setValidity(command, state);
    case "CustomizeProposal":
      return customizeProposal(command, state);
    case "DeleteProposal":
      return deleteProposal(command, state);
    case "RecordProposalView":
      return recordView(command, state);
    case "RecordProposalSent":
      return recordSent(command, state);
    default:
      return assertNever(command, new DomainError("Comando desconhecido."));
  }
}

export const proposalDecider: Decider<ProposalState, ProposalCommand, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  decide,
};
