// Events of the after-sales stream: what happened to an item's service lines and proposals, with the
// values a reader needs later (the line before and after an edit, the proposal's frozen content).
import type { DomainEvent } from "../shared";
import type { ServiceLine } from "./shapes";

export type ServiceLineAdded = DomainEvent<"ServiceLineAdded", ServiceLine & { itemId: string }>;

export type ServiceLineEdited = DomainEvent<"ServiceLineEdited", { itemId: string; lineId: string; from: ServiceLine; to: ServiceLine }>;

export type ServiceLineRemoved = DomainEvent<"ServiceLineRemoved", { itemId: string; lineId: string; serviceName: string }>;

/** The document is frozen at generation: later edits of lines or template do not change it. */
export type AfterSalesProposalGenerated = DomainEvent<
  "AfterSalesProposalGenerated",
  {
    itemId: string;
    proposalId: string;
    templateId: string;
    templateName: string;
    /** The template's text with its tags filled (after-sales-template/tags.ts). */
    text: string;
    customerName: string | null;
    itemName: string;
    serviceOrder: number | null;
    validityDays: number;
    /** YYYY-MM-DD: ctx.today + validityDays. */
    validUntil: string;
    services: ServiceLine[];
    /** Sum of price × (quantity ?? 1), "1234.56". */
    total: string;
  }
>;

export type AfterSalesEvent = ServiceLineAdded | ServiceLineEdited | ServiceLineRemoved | AfterSalesProposalGenerated;
