// The proposal's events: what happened, with the figures a reader needs (DESIGN §3). The count
// (#00042) is not here: the read model numbers proposals in log order, like items (ADR 002).
import type { DomainEvent } from "../shared/decider";
import type { Consumption, ConsumptionFigures } from "./fields";
import type { ProposalBranding, ProposalCustomization, ProposalGeneration, ProposalKit, ProposalPricing, ProposalValidity } from "./steps";

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
    /** The proposal this one was cloned from (POST /proposals/cloned-proposal), when it was; its later steps follow as their own events. */
    clonedFrom?: string | null;
  } & ConsumptionFigures
>;

export type ProposalConsumptionEdited = DomainEvent<
  "ProposalConsumptionEdited",
  { proposalId: string; consumption: Consumption } & ConsumptionFigures
>;

/** A kit chosen (kits/escolha) or assembled: the whole kit as it was. A different kit drops the generation (its modules are gone) and the price. */
export type ProposalKitChosen = DomainEvent<"ProposalKitChosen", { proposalId: string; kit: ProposalKit }>;

/** The generation step saved: its inputs and figures. The price no longer fits when the power or distance changed. */
export type ProposalGenerationSet = DomainEvent<"ProposalGenerationSet", { proposalId: string } & ProposalGeneration>;

/** Priced (auto, manual or an edited auto price): finished from here; a new price is a new event. */
export type ProposalPriced = DomainEvent<"ProposalPriced", { proposalId: string; pricedBy: string; finished: true } & ProposalPricing>;

export type ProposalValiditySet = DomainEvent<"ProposalValiditySet", { proposalId: string } & ProposalValidity>;

export type ProposalCustomized = DomainEvent<"ProposalCustomized", { proposalId: string; branding?: ProposalBranding } & ProposalCustomization>;

/** Deleted by a manager (never a vendor, part 3 §6): gone from every list; its events stay. */
export type ProposalDeleted = DomainEvent<"ProposalDeleted", { proposalId: string }>;

/**
 * Someone outside the company opened the final proposal's link (the app counts a visitor once a
 * day, not every reload). `visitor` is an opaque random id from the visitor's cookie, never an IP.
 */
export type ProposalViewed = DomainEvent<"ProposalViewed", { proposalId: string; viewedAt: string; visitor: string }>;

/** The proposal was sent: the SHA-256 of the PDF as sent, so a PDF can later be checked against it (/proposta/verificacao). */
export type ProposalSent = DomainEvent<"ProposalSent", { proposalId: string; sentBy: string; sentAt: string; sha256: string; bytes: number }>;

export type ProposalEvent =
  | ProposalStarted
  | ProposalConsumptionEdited
  | ProposalKitChosen
  | ProposalGenerationSet
  | ProposalPriced
  | ProposalValiditySet
  | ProposalCustomized
  | ProposalDeleted
  | ProposalViewed
  | ProposalSent;
