// The wizard's kit and generation steps as given events, for the pricing tests: a decider that appends
// them to the proposal's stream through the real command handler (envelope, metadata, projections),
// so a test fixes the kit and generation figures exactly (ChooseKit and SetGeneration would compute
// them from the catalogue and the irradiation; their own tests cover that path).
import { proposalDecider, type ProposalEvent, type ProposalState } from "../../domain/proposal";
import type { Decider } from "../../domain/shared";

export interface AppendSteps {
  type: "AppendSteps";
  events: ProposalEvent[];
}

export const stepsDecider: Decider<ProposalState, AppendSteps, ProposalEvent> = {
  initialState: proposalDecider.initialState,
  evolve: proposalDecider.evolve,
  decide: (c) => c.events,
};
