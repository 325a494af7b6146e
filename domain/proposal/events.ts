// The proposal's events: what happened, with the figures a reader needs (DESIGN §3). The count
// (#00042) is not here: the read model numbers proposals in log order, like items (ADR 002).
import type { DomainEvent } from "../shared/decider";
import type { Consumption, ConsumptionFigures } from "./fields";

export type ProposalStarted = DomainEvent<
  "ProposalStarted",
  {
    proposalId: string;
    frontId: string;
    customerId: string;
    /** The customer's name when the proposal was started (spec customerData). */
    customerName: string;
    ownerId: string;
    itemId: string | null;
    /** Always false here: a proposal is finished when its pricing is (spec part 3 §4). */
    finished: false;
    consumption: Consumption;
  } & ConsumptionFigures
>;

export type ProposalConsumptionEdited = DomainEvent<
  "ProposalConsumptionEdited",
  { proposalId: string; consumption: Consumption } & ConsumptionFigures
>;

export type ProposalEvent = ProposalStarted | ProposalConsumptionEdited;
