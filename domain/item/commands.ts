// The item's commands (stream `item-<itemId>`). The app builds them from forms; the deciders in
// decide-*.ts check every field, so a field typed here may still arrive malformed at run time.
import type { BoardType, ExecType, LeadTemperature, UserRole } from "../shared";
import type { ColumnRef, CustomerRef } from "./shapes";

export interface CreateItem extends SaleFieldsInput {
  type: "CreateItem";
  itemId: string;
  boardType: BoardType;
  name: string;
  /** Decimal ≥ 0: "1234.56" (Brazilian "1.234,56" is accepted too and normalised). */
  amount: string;
  customer: CustomerRef | null;
  leadTemperature: LeadTemperature;
  validityDate: string | null;
  power: string | null;
  ucType: string | null;
  ownerId: string;
  column: ColumnRef;
  sortKey: string;
  /** SALES only: the pre-sales item this sale was qualified from (QualifyLead → CreateItem). */
  relatedPreSale?: string | null;
  /** YYYY-MM-DD, not after today: the registry date an imported sale brings (/upload-de-vendas); absent, when it happened. */
  registeredAt?: string | null;
}

/** The sale fields as a form sends them (checked by the decider): absent or blank = not informed. */
export interface SaleFieldsInput {
  modsQtd?: string | number | null;
  invQtd?: string | number | null;
  distance?: string | number | null;
  roofHight?: string | null;
  /** "String" or "Micro" (the forms preselect "String", the spec's default). */
  inverterType?: string | null;
  dueDate?: string | null;
  deliveryDate?: string | null;
}

export interface MoveItem {
  type: "MoveItem";
  to: ColumnRef;
  sortKey: string;
}

/**
 * Sent by the app to each item of a deleted column (after the board's ColumnDeleted). Works in any
 * status (finished items keep a column too) and appends an ItemMoved with reason "column_deleted".
 * [] when the item is no longer in `fromColumnId` (moved meanwhile, or a retry).
 */
export interface MoveItemOutOfDeletedColumn {
  type: "MoveItemOutOfDeletedColumn";
  fromColumnId: string;
  to: ColumnRef;
  sortKey: string;
}

/** The approved proposal a sale is won with (spec part 2 §5, §7 approvedProposal): the app reads it (finished, with power) from the item's proposals. */
export interface ApprovedProposal {
  id: string;
  /** The company-wide number (#00042), kept so the history names it. */
  count: number;
  /** kWp of the proposal's system. */
  power: string | number;
  /** The UC type of its (first) consumer unit. */
  ucType: string;
}

export interface WinSale {
  type: "WinSale";
  /** Ignored when `approvedProposal` is given: the win takes the proposal's power and UC type. */
  power: string;
  ucType: string;
  approvedProposal?: ApprovedProposal | null;
}

export interface LoseSale {
  type: "LoseSale";
  reason: string;
}

export interface ReturnItemToFunnel {
  type: "ReturnItemToFunnel";
  to: ColumnRef;
  sortKey: string;
}

/** PRE_SALES: qualify the lead into a sales column; the app then creates the sale `saleId`. */
export interface QualifyLead {
  type: "QualifyLead";
  to: { boardType: "SALES"; column: ColumnRef };
  /** The vendor who gets the sale, or "AUTO" (distribuição automática, resolved by the app). */
  vendorId: string | "AUTO";
  /** Id of the sale item the app creates with CreateItem { relatedPreSale: <this item> }. */
  saleId: string;
}

export interface DisqualifyLead {
  type: "DisqualifyLead";
  reason: string;
}

export interface FinishItem {
  type: "FinishItem";
  /** Required on PROJECT and INSTALLATION (their popover asks it), optional elsewhere. */
  execStatus?: ExecType | null;
  /** YYYY-MM-DD, not after ctx.today. */
  finishedDate: string;
}

/** SALES with a relatedPreSale: back to qualification, into a PRE_SALES column. */
export interface ReturnSaleToPreSale {
  type: "ReturnSaleToPreSale";
  column: ColumnRef;
}

export interface AddRejectReason {
  type: "AddRejectReason";
  reasonId: string;
  reason: string;
}

export interface EditRejectReason {
  type: "EditRejectReason";
  reasonId: string;
  reason: string;
}

export interface DeleteRejectReason {
  type: "DeleteRejectReason";
  reasonId: string;
}

/** Reassign the item. Who may receive depends on roles and teams: the app computes the list. */
export interface SendItem {
  type: "SendItem";
  toUserId: string;
  toUserName: string;
  allowedReceivers: string[];
}

/**
 * The item's extra owners (co-owners, ADR 028): the whole list chosen on the form. The item's owner
 * (ownerId) stays the primary owner and is dropped from the list.
 */
export interface SetItemOwners {
  type: "SetItemOwners";
  /** User ids; each must be one of `companyUsers`. */
  owners: string[];
  /** The company's active users (the app reads them), with the names the event keeps for the history. */
  companyUsers: { id: string; name: string }[];
  /** A manager, or a vendor with the board's manager flag (the app's knowledge); otherwise only the item's owner may. */
  actorManages: boolean;
}

/** The role is the app's knowledge; the decider refuses vendors (spec part 2 §6). */
export interface DeleteItem {
  type: "DeleteItem";
  actorRole: UserRole;
}

/** "Desfazer" after a delete: managers only (like the delete), within RESTORE_WINDOW_MS of it. */
export interface RestoreItem {
  type: "RestoreItem";
  actorRole: UserRole;
}

/** The edit form. A field left undefined is not touched (a sale field sent blank is cleared). */
export interface EditItem extends SaleFieldsInput {
  type: "EditItem";
  name?: string;
  amount?: string;
  customer?: CustomerRef | null;
  leadTemperature?: LeadTemperature;
  validityDate?: string | null;
  power?: string | null;
  ucType?: string | null;
}

export type ItemCommand =
  | CreateItem
  | MoveItem
  | MoveItemOutOfDeletedColumn
  | WinSale
  | LoseSale
  | ReturnItemToFunnel
  | EditItem
  | QualifyLead
  | DisqualifyLead
  | FinishItem
  | ReturnSaleToPreSale
  | AddRejectReason
  | EditRejectReason
  | DeleteRejectReason
  | SendItem
  | SetItemOwners
  | DeleteItem
  | RestoreItem;
