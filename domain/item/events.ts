// The item's events: what happened to a card, with the values a reader needs later (DESIGN §3).
import type { BoardType, DomainEvent, ExecType, UcType } from "../shared";
import type { CoreDetails, ItemDetailChanges, RejectReason, SaleFields } from "./shapes";

/** The sale fields are optional: ItemCreated events logged before them (issue 20) lack them (read as null). */
export type ItemCreated = DomainEvent<
  "ItemCreated",
  CoreDetails &
    Partial<SaleFields> & {
      itemId: string;
      boardType: BoardType;
      ownerId: string;
      columnId: string;
      columnTitle: string;
      sortKey: string;
      /** Present only on a sale created from a qualified lead. */
      relatedPreSale?: string;
      /** Present only on an imported sale with its own registry date (YYYY-MM-DD). */
      registeredAt?: string;
    }
>;

export type ItemMoved = DomainEvent<
  "ItemMoved",
  {
    fromColumnId: string;
    fromColumnTitle: string;
    toColumnId: string;
    toColumnTitle: string;
    sortKey: string;
    /** Present only when the move was forced by the deletion of the from-column. */
    reason?: "column_deleted";
  }
>;

export type SaleWon = DomainEvent<
  "SaleWon",
  {
    power: string;
    ucType: UcType;
    columnId: string;
    columnTitle: string;
    /** Won with an approved proposal (its power and UC type above); absent on a win typed by hand. */
    approvedProposal?: { id: string; count: number };
  }
>;

export type SaleLost = DomainEvent<"SaleLost", { reason: string; columnId: string; columnTitle: string }>;

export type ItemReturnedToFunnel = DomainEvent<
  "ItemReturnedToFunnel",
  { fromStatus: "CLOSED" | "LOST"; toColumnId: string; toColumnTitle: string; sortKey: string }
>;

export type ItemDetailsChanged = DomainEvent<"ItemDetailsChanged", { changes: ItemDetailChanges }>;

export type LeadQualified = DomainEvent<"LeadQualified", { saleId: string; toColumnId: string; toColumnTitle: string; vendorId: string }>;

export type LeadDisqualified = DomainEvent<"LeadDisqualified", { reason: string }>;

export type ItemFinished = DomainEvent<"ItemFinished", { execStatus: ExecType | null; finishedDate: string }>;

export type SaleReturnedToPreSale = DomainEvent<"SaleReturnedToPreSale", { toColumnId: string; toColumnTitle: string; relatedPreSale: string }>;

export type RejectReasonAdded = DomainEvent<"RejectReasonAdded", RejectReason>;

export type RejectReasonEdited = DomainEvent<"RejectReasonEdited", { reasonId: string; from: string; to: string }>;

export type RejectReasonDeleted = DomainEvent<"RejectReasonDeleted", { reasonId: string; reason: string }>;

export type ItemSent = DomainEvent<"ItemSent", { fromUserId: string; toUserId: string; toUserName: string }>;

/** A user named in an event, with the name he had then (the history shows it). */
export interface OwnerRef {
  userId: string;
  name: string;
}

/**
 * The item's extra owners (co-owners, ADR 028) before and after: the whole lists, in the order chosen.
 * The primary owner (ownerId, ItemSent) is never in them.
 */
export type ItemOwnersChanged = DomainEvent<"ItemOwnersChanged", { from: OwnerRef[]; to: OwnerRef[] }>;

/** `deletedAt` (the command's instant) opens the undo window; events from before it have none and cannot be restored. */
export type ItemDeleted = DomainEvent<"ItemDeleted", { deletedAt?: string }>;

/** "Desfazer" within RESTORE_WINDOW_MS of the delete: the card is back as it was (the read models kept its rows aside). */
export type ItemRestored = DomainEvent<"ItemRestored", { deletedAt: string }>;

export type ItemEvent =
  | ItemCreated
  | ItemMoved
  | SaleWon
  | SaleLost
  | ItemReturnedToFunnel
  | ItemDetailsChanged
  | LeadQualified
  | LeadDisqualified
  | ItemFinished
  | SaleReturnedToPreSale
  | RejectReasonAdded
  | RejectReasonEdited
  | RejectReasonDeleted
  | ItemSent
  | ItemOwnersChanged
  | ItemDeleted
  | ItemRestored;
