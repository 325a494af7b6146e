// The item's state, folded from its events. `lifecycle` says whether the card exists and whether
// commands still apply to it; `status` (IN_PROGRESS/CLOSED/LOST) is the business status of a live card.
import { ignoreUnknownEvent, type BoardType, type ExecType, type ItemStatus } from "../shared";
import type { ItemDetailsChanged, ItemEvent, OwnerRef } from "./events";
import { ITEM_DETAIL_FIELDS, SALE_FIELDS, type ItemDetails, type RejectReason, type SaleFields } from "./shapes";

/** What a created item knows, whatever became of it later. */
export interface ItemFacts extends ItemDetails {
  itemId: string;
  boardType: BoardType;
  status: ItemStatus;
  columnId: string;
  columnTitle: string;
  sortKey: string;
  ownerId: string;
  /** The extra owners (ItemOwnersChanged, ADR 028); may hold the owner after an ItemSent to a co-owner (readers skip him). */
  coOwners: OwnerRef[];
  /** SaleLost reason or LeadDisqualified reason. */
  lostReason: string | null;
  /** SALES created from a qualified lead: that lead's item id. */
  relatedPreSale: string | null;
  /** PRE_SALES qualified (CLOSED): the sale created from it. */
  qualifiedSaleId: string | null;
  /** PROJECT: in the order they were added. */
  rejectReasons: RejectReason[];
  execStatus: ExecType | null;
  /** YYYY-MM-DD of ItemFinished. */
  finishedDate: string | null;
}

/** No ItemCreated yet: only CreateItem applies. */
export interface NoItem {
  lifecycle: "none";
}

/** A live card: the commands apply. */
export interface ActiveItem extends ItemFacts {
  lifecycle: "active";
}

/** After ItemDeleted: every command is not_found, and CreateItem on this id is a conflict. */
export interface DeletedItem extends ItemFacts {
  lifecycle: "deleted";
  /** When it was deleted; null for deletes logged before undo existed (not restorable). */
  deletedAt: string | null;
}

/** After SaleReturnedToPreSale the sale is gone (the lead lives on): as deleted for every command. */
export interface SaleReturnedToPreSaleItem extends ItemFacts {
  lifecycle: "returnedToPreSale";
}

export type ItemState = NoItem | ActiveItem | DeletedItem | SaleReturnedToPreSaleItem;
export type ItemLifecycle = ItemState["lifecycle"];

export function initialItemState(): ItemState {
  return { lifecycle: "none" };
}

/** Never created, deleted, or a sale sent back to pre-sales. */
export function isItemGone(state: ItemState): state is Exclude<ItemState, ActiveItem> {
  return state.lifecycle !== "active";
}

type CreatedItem = Exclude<ItemState, NoItem>;

export function evolveItem(state: ItemState, event: ItemEvent): ItemState {
  if (event.type === "ItemCreated") {
    const d = event.data;
    return {
      lifecycle: "active",
      itemId: d.itemId,
      boardType: d.boardType,
      status: "IN_PROGRESS",
      columnId: d.columnId,
      columnTitle: d.columnTitle,
      sortKey: d.sortKey,
      name: d.name,
      amount: d.amount,
      customer: d.customer ? { ...d.customer } : null,
      leadTemperature: d.leadTemperature,
      validityDate: d.validityDate,
      power: d.power,
      ucType: d.ucType,
      ...saleFieldsOf(d),
      ownerId: d.ownerId,
      coOwners: [],
      lostReason: null,
      relatedPreSale: d.relatedPreSale ?? null,
      qualifiedSaleId: null,
      rejectReasons: [],
      execStatus: null,
      finishedDate: null,
    };
  }
  // Nothing to fold onto before ItemCreated (a stream never starts otherwise).
  if (state.lifecycle === "none") return state;
  return evolveCreated(state, event);
}

function evolveCreated(state: CreatedItem, event: Exclude<ItemEvent, { type: "ItemCreated" }>): CreatedItem {
  switch (event.type) {
    case "ItemMoved":
      return {
        ...state,
        columnId: event.data.toColumnId,
        columnTitle: event.data.toColumnTitle,
        sortKey: event.data.sortKey,
      };
    case "SaleWon":
      return { ...state, status: "CLOSED", power: event.data.power, ucType: event.data.ucType, lostReason: null };
    case "SaleLost":
      return { ...state, status: "LOST", lostReason: event.data.reason };
    case "ItemReturnedToFunnel":
      return {
        ...state,
        status: "IN_PROGRESS",
        lostReason: null,
        qualifiedSaleId: null,
        execStatus: null,
        finishedDate: null,
        columnId: event.data.toColumnId,
        columnTitle: event.data.toColumnTitle,
        sortKey: event.data.sortKey,
      };
    case "ItemDetailsChanged":
      return { ...state, ...changedDetails(event.data.changes) };
    case "LeadQualified":
      return { ...state, status: "CLOSED", qualifiedSaleId: event.data.saleId, lostReason: null };
    case "LeadDisqualified":
      return { ...state, status: "LOST", lostReason: event.data.reason };
    case "ItemFinished":
      return { ...state, status: "CLOSED", execStatus: event.data.execStatus, finishedDate: event.data.finishedDate };
    case "SaleReturnedToPreSale":
      return { ...state, lifecycle: "returnedToPreSale" };
    case "RejectReasonAdded":
      return { ...state, rejectReasons: [...state.rejectReasons, { ...event.data }] };
    case "RejectReasonEdited":
      return {
        ...state,
        rejectReasons: state.rejectReasons.map((r) => (r.reasonId === event.data.reasonId ? { ...r, reason: event.data.to } : r)),
      };
    case "RejectReasonDeleted":
      return { ...state, rejectReasons: state.rejectReasons.filter((r) => r.reasonId !== event.data.reasonId) };
    case "ItemSent":
      return { ...state, ownerId: event.data.toUserId };
    case "ItemOwnersChanged":
      return { ...state, coOwners: event.data.to.map((o) => ({ ...o })) };
    case "ItemDeleted":
      return { ...state, lifecycle: "deleted", deletedAt: event.data.deletedAt ?? null };
    case "ItemRestored": {
      if (state.lifecycle !== "deleted") return state;
      const { deletedAt: _deletedAt, ...facts } = state;
      return { ...facts, lifecycle: "active" };
    }
    default:
      return ignoreUnknownEvent(event, state);
  }
}

/** The new values of the fields an ItemDetailsChanged changed. */
function changedDetails(changes: ItemDetailsChanged["data"]["changes"]): Partial<ItemDetails> {
  const next: Partial<Record<keyof ItemDetails, unknown>> = {};
  for (const field of ITEM_DETAIL_FIELDS) {
    const change = changes[field];
    if (change) next[field] = change.to;
  }
  return next as Partial<ItemDetails>;
}

/** The sale fields of an ItemCreated, null where an older event has none. */
export function saleFieldsOf(d: Partial<SaleFields>): SaleFields {
  const out = {} as Record<keyof SaleFields, unknown>;
  for (const f of SALE_FIELDS) out[f] = d[f] ?? null;
  return out as SaleFields;
}
