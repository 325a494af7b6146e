// CloneProposal (spec part 3 §4 "Cloning a proposal returns a new proposal id", §7 POST
// /proposals/cloned-proposal/{id}): a new proposal, on its own stream, that reads as the source did.
// The app folds the source's stream and sends its state; this decider re-emits it as the new
// proposal's events: ProposalStarted (clonedFrom, a new front id, the same customer and sale, owned
// by whoever clones it: it is his work from here) and then each later step the source has.
import { DomainError, type DecideContext } from "../shared/decider";
import type { CloneProposal } from "./commands";
import { FRONT_ID } from "./decide-start";
import type { ProposalEvent } from "./events";
import { PROPOSAL_MSG as MSG } from "./messages";
import { evolveProposal, initialProposalState, type ProposalState } from "./state";
import { consumptionFigures } from "./validation";

export function cloneProposal(command: CloneProposal, state: ProposalState, ctx: DecideContext): ProposalEvent[] {
  if (state.status !== "none") throw new DomainError(MSG.exists, undefined, "conflict");
  const src = command.source;
  if (!src || src.status !== "active") throw new DomainError(MSG.notFound, undefined, "not_found");
  if (!command.proposalId || command.proposalId === src.proposalId) throw new DomainError(MSG.notFound, undefined, "invalid");
  if (typeof command.frontId !== "string" || !FRONT_ID.test(command.frontId) || command.frontId === src.frontId) throw new DomainError(MSG.frontId);
  const proposalId = command.proposalId;
  const consumption = src.consumption;
  const figures = consumptionFigures(consumption.energyBillData);
  const started: ProposalEvent = {
    type: "ProposalStarted",
    data: {
      proposalId,
      frontId: command.frontId,
      customerId: src.customerId,
      customerName: String(command.customerName ?? "").trim(),
      ownerId: ctx.actorId,
      itemId: src.itemId,
      finished: false,
      consumption,
      ...figures,
      clonedFrom: src.proposalId,
    },
  };
  const priced: ProposalEvent[] = src.pricing
    ? [{ type: "ProposalPriced", data: { proposalId, pricedBy: command.sourcePricedBy || ctx.actorId, finished: true, ...src.pricing } }]
    : [];
  // A price out of force in the source is out of force in the clone, for the same reason: it comes
  // before the step that made it stale (state.ts keeps the first reason), a price in force comes last.
  const at = (step: "consumption" | "kit" | "generation") => (src.pricingStale === step ? priced : []);
  return [
    started,
    ...at("consumption"),
    ...(src.pricingStale === "consumption" ? [{ type: "ProposalConsumptionEdited" as const, data: { proposalId, consumption, ...figures } }] : []),
    ...at("kit"),
    ...(src.kit ? [{ type: "ProposalKitChosen" as const, data: { proposalId, kit: src.kit } }] : []),
    ...at("generation"),
    ...(src.generation ? [{ type: "ProposalGenerationSet" as const, data: { proposalId, ...src.generation } }] : []),
    ...(src.pricingStale === null ? priced : []),
    ...(src.validity ? [{ type: "ProposalValiditySet" as const, data: { proposalId, ...src.validity } }] : []),
    ...(src.customization ? [{ type: "ProposalCustomized" as const, data: { proposalId, ...src.customization } }] : []),
  ];
}

/** What a CloneProposal carries of its source, from the source's events (its stream, read by the app). */
export function cloneSourceOf(events: readonly ProposalEvent[]): Pick<CloneProposal, "source" | "sourcePricedBy"> {
  let pricedBy: string | null = null;
  for (const e of events) if (e.type === "ProposalPriced") pricedBy = e.data.pricedBy;
  return { source: events.reduce(evolveProposal, initialProposalState()), sourcePricedBy: pricedBy };
}
