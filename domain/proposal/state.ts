// The proposal's state, folded from its events: what the deciders need to check the next command.
// Later steps depend on earlier ones: a new kit drops the generation (its modules are gone); a new
// consumption, kit or generation leaves the price standing but no longer in force (`pricingStale`
// says why, finished turns false) until the proposal is priced again.
import { ignoreUnknownEvent } from "../shared/decider";
import type { Consumption } from "./fields";
import type { ProposalEvent } from "./events";
import type { ProposalBranding, ProposalCustomization, ProposalGeneration, ProposalKit, ProposalPricing, ProposalValidity } from "./steps";

export interface NoProposal {
  status: "none";
}

/** Why a saved price no longer fits the proposal. */
export type PricingStaleReason = "consumption" | "kit" | "generation";

export interface ActiveProposal {
  status: "active";
  proposalId: string;
  frontId: string;
  customerId: string;
  ownerId: string;
  itemId: string | null;
  finished: boolean;
  consumption: Consumption;
  kit: ProposalKit | null;
  generation: ProposalGeneration | null;
  pricing: ProposalPricing | null;
  pricingStale: PricingStaleReason | null;
  validity: ProposalValidity | null;
  customization: ProposalCustomization | null;
  /** The company's colours and logo at the last customisation (null before it, or for events older than it). */
  branding: ProposalBranding | null;
  /** Visits to the public link (ProposalViewed) and the last one (ISO instant). */
  views: number;
  lastViewedAt: string | null;
  /** SHA-256 of every PDF sent, oldest first. */
  sentHashes: string[];
}
export interface DeletedProposal {
  status: "deleted";
  proposalId: string;
}
export type ProposalState = NoProposal | ActiveProposal | DeletedProposal;

export const initialProposalState = (): ProposalState => ({ status: "none" });

/** The price stays for reference, out of force. */
const stale = (s: ActiveProposal, why: PricingStaleReason): ActiveProposal =>
  s.pricing ? { ...s, finished: false, pricingStale: s.pricingStale ?? why } : s;

export function evolveProposal(state: ProposalState, e: ProposalEvent): ProposalState {
  if (e.type === "ProposalStarted")
    return {
      status: "active",
      proposalId: e.data.proposalId,
      frontId: e.data.frontId,
      customerId: e.data.customerId,
      ownerId: e.data.ownerId,
      itemId: e.data.itemId,
      finished: e.data.finished,
      consumption: e.data.consumption,
      kit: null,
      generation: null,
      pricing: null,
      pricingStale: null,
      validity: null,
      customization: null,
      branding: null,
      views: 0,
      lastViewedAt: null,
      sentHashes: [],
    };
  if (state.status !== "active") return state;
  switch (e.type) {
    case "ProposalConsumptionEdited":
      return stale({ ...state, consumption: e.data.consumption }, "consumption");
    case "ProposalKitChosen":
      return stale({ ...state, kit: e.data.kit, generation: null }, "kit");
    case "ProposalGenerationSet": {
      const { proposalId: _id, ...generation } = e.data;
      return stale({ ...state, generation }, "generation");
    }
    case "ProposalPriced": {
      const { proposalId: _id, pricedBy: _by, finished: _f, ...pricing } = e.data;
      return { ...state, pricing, pricingStale: null, finished: true };
    }
    case "ProposalValiditySet":
      return { ...state, validity: { validityDate: e.data.validityDate } };
    case "ProposalCustomized":
      return { ...state, customization: { sections: e.data.sections, texts: e.data.texts }, branding: e.data.branding ?? null };
    case "ProposalViewed":
      return { ...state, views: state.views + 1, lastViewedAt: e.data.viewedAt };
    case "ProposalSent":
      return { ...state, sentHashes: [...state.sentHashes, e.data.sha256] };
    case "ProposalDeleted":
      return { status: "deleted", proposalId: state.proposalId };
    default:
      return ignoreUnknownEvent(e, state);
  }
}
