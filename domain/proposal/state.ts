// The proposal's state, folded from its events: what the deciders need to check the next command.
import { ignoreUnknownEvent } from "../shared/decider";
import type { Consumption } from "./fields";
import type { ProposalEvent } from "./events";

export interface NoProposal {
  status: "none";
}
export interface ActiveProposal {
  status: "active";
  proposalId: string;
  frontId: string;
  customerId: string;
  ownerId: string;
  itemId: string | null;
  finished: boolean;
  consumption: Consumption;
}
export type ProposalState = NoProposal | ActiveProposal;

export const initialProposalState = (): ProposalState => ({ status: "none" });

export function evolveProposal(state: ProposalState, e: ProposalEvent): ProposalState {
  switch (e.type) {
    case "ProposalStarted":
      return {
        status: "active",
        proposalId: e.data.proposalId,
        frontId: e.data.frontId,
        customerId: e.data.customerId,
        ownerId: e.data.ownerId,
        itemId: e.data.itemId,
        finished: e.data.finished,
        consumption: e.data.consumption,
      };
    case "ProposalConsumptionEdited":
      return state.status === "active" ? { ...state, consumption: e.data.consumption } : state;
    default:
      return ignoreUnknownEvent(e, state);
  }
}
