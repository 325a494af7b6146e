// The wizard's kit and generation steps as events, for the pricing tests while ChooseKit and
// SetGeneration are another helper's: a decider that appends the given events to the proposal's
// stream through the real command handler (envelope, metadata, projections), folding the proposal's state.
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
