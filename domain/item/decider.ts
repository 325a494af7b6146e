// Item aggregate: stream `item-<itemId>`, one kanban card (a business, or a lead in pre-sales).
// The card's column and fractional sort key live here, so a move touches only this stream.
import {
  DomainError,
  MSG,
  isBoardType,
  isExecType,
  isLeadTemperature,
  isUcType,
  isValidISODate,
  MIN_DATE_YEAR,
  normalizeAmount,
  required,
  type BoardType,
  type Decider,
  type DecideContext,
  type DomainEvent,
  type ExecType,
  type ItemStatus,
  type LeadTemperature,
  type UcType,
  type UserRole,
} from "../shared";

export const itemStreamId = (itemId: string) => `item-${itemId}`;

export interface ColumnRef {
  id: string;
  title: string;
}

export interface CustomerRef {
  id: string;
  name: string;
}

/** A reject reason on a PROJECT item (spec part 2 §3), in the order they were added. */
export interface RejectReason {
  reasonId: string;
  reason: string;
  /** ISO-8601 instant (ctx.now of the command that added it). */
  registryDate: string;
}

/** The editable details of an item (the register/edit form). */
export interface ItemDetails {
  name: string;
  /** Canonical decimal string, two decimals: "1234.56". */
  amount: string;
  customer: CustomerRef | null;
  leadTemperature: LeadTemperature;
  /** YYYY-MM-DD. */
  validityDate: string | null;
  /** kWp as a decimal string with a dot ("8.8"). */
  power: string | null;
  ucType: UcType | null;
}

export type ItemDetailField = keyof ItemDetails;
export const ITEM_DETAIL_FIELDS: readonly ItemDetailField[] = [
  "name",
  "amount",
  "customer",
  "leadTemperature",
  "validityDate",
  "power",
  "ucType",
];

export type ItemDetailChanges = { [K in ItemDetailField]?: { from: ItemDetails[K]; to: ItemDetails[K] } };

// ── Commands ────────────────────────────────────────────────────────────────
export interface CreateItem {
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

export interface WinSale {
  type: "WinSale";
  power: string;
  ucType: string;
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

/** The role is the app's knowledge; the decider refuses vendors (spec part 2 §6). */
export interface DeleteItem {
  type: "DeleteItem";
  actorRole: UserRole;
}

/** The edit form. A field left undefined is not touched. */
export interface EditItem {
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
  | DeleteItem;

// ── Events ──────────────────────────────────────────────────────────────────
export type ItemCreated = DomainEvent<
  "ItemCreated",
  ItemDetails & {
    itemId: string;
    boardType: BoardType;
    ownerId: string;
    columnId: string;
    columnTitle: string;
    sortKey: string;
    /** Present only on a sale created from a qualified lead. */
    relatedPreSale?: string;
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

export type SaleWon = DomainEvent<"SaleWon", { power: string; ucType: UcType; columnId: string; columnTitle: string }>;

export type SaleLost = DomainEvent<"SaleLost", { reason: string; columnId: string; columnTitle: string }>;

export type ItemReturnedToFunnel = DomainEvent<
  "ItemReturnedToFunnel",
  { fromStatus: "CLOSED" | "LOST"; toColumnId: string; toColumnTitle: string; sortKey: string }
>;

export type ItemDetailsChanged = DomainEvent<"ItemDetailsChanged", { changes: ItemDetailChanges }>;

export type LeadQualified = DomainEvent<
  "LeadQualified",
  { saleId: string; toColumnId: string; toColumnTitle: string; vendorId: string }
>;

export type LeadDisqualified = DomainEvent<"LeadDisqualified", { reason: string }>;

export type ItemFinished = DomainEvent<"ItemFinished", { execStatus: ExecType | null; finishedDate: string }>;

export type SaleReturnedToPreSale = DomainEvent<
  "SaleReturnedToPreSale",
  { toColumnId: string; toColumnTitle: string; relatedPreSale: string }
>;

export type RejectReasonAdded = DomainEvent<"RejectReasonAdded", RejectReason>;

export type RejectReasonEdited = DomainEvent<"RejectReasonEdited", { reasonId: string; from: string; to: string }>;

export type RejectReasonDeleted = DomainEvent<"RejectReasonDeleted", { reasonId: string; reason: string }>;

export type ItemSent = DomainEvent<"ItemSent", { fromUserId: string; toUserId: string; toUserName: string }>;

export type ItemDeleted = DomainEvent<"ItemDeleted", Record<string, never>>;

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
  | ItemDeleted;

// ── State ───────────────────────────────────────────────────────────────────
export interface ItemState extends ItemDetails {
  exists: boolean;
  itemId: string;
  boardType: BoardType | null;
  status: ItemStatus;
  columnId: string;
  columnTitle: string;
  sortKey: string;
  ownerId: string;
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
  /** After ItemDeleted every command is not_found. */
  deleted: boolean;
  /** After SaleReturnedToPreSale the sale is gone (the lead lives on): every command is not_found. */
  returnedToPreSale: boolean;
}

export function initialItemState(): ItemState {
  return {
    exists: false,
    itemId: "",
    boardType: null,
    status: "IN_PROGRESS",
    columnId: "",
    columnTitle: "",
    sortKey: "",
    name: "",
    amount: "0.00",
    customer: null,
    leadTemperature: -1,
    validityDate: null,
    power: null,
    ucType: null,
    ownerId: "",
    lostReason: null,
    relatedPreSale: null,
    qualifiedSaleId: null,
    rejectReasons: [],
    execStatus: null,
    finishedDate: null,
    deleted: false,
    returnedToPreSale: false,
  };
}

// ── Field rules (shared by create and edit) ─────────────────────────────────
const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

function checkName(name: unknown): string {
  if (typeof name !== "string" || !required(name)) throw new DomainError(MSG.required, "name");
  return name.trim();
}

function checkAmount(amount: unknown): string {
  const normalized = typeof amount === "string" || typeof amount === "number" ? normalizeAmount(String(amount)) : null;
  if (normalized === null || normalized.startsWith("-")) throw new DomainError(MSG.invalidAmount, "amount");
  return normalized;
}

function checkLeadTemperature(t: unknown): LeadTemperature {
  if (!isLeadTemperature(t)) throw new DomainError(MSG.invalidLeadTemperature, "leadTemperature");
  return t;
}

function checkValidityDate(d: unknown, today: string, checkNotPast: boolean): string | null {
  if (isBlank(d)) return null;
  const v = typeof d === "string" ? d.trim() : "";
  if (!isValidISODate(v)) throw new DomainError(MSG.invalidDate, "validityDate");
  if (checkNotPast && v < today) throw new DomainError(MSG.invalidDate, "validityDate");
  return v;
}

/** kWp as a canonical decimal string ("8,80" → "8.8"), null when not a non-negative number. */
export function parsePower(p: unknown): string | null {
  if (typeof p !== "string" && typeof p !== "number") return null;
  const v = String(p).trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(v)) return null;
  return String(Number(v));
}

function checkPower(p: unknown): string | null {
  if (isBlank(p)) return null;
  const power = parsePower(p);
  if (power === null) throw new DomainError(MSG.invalidPower, "power");
  return power;
}

function checkUcType(u: unknown): UcType | null {
  if (isBlank(u)) return null;
  const v = typeof u === "string" ? u.trim() : u;
  if (!isUcType(v)) throw new DomainError(MSG.selectUcType, "ucType");
  return v;
}

function checkCustomer(c: unknown): CustomerRef | null {
  if (c === null || c === undefined) return null;
  const ref = c as Partial<CustomerRef>;
  if (typeof ref !== "object" || !required(ref.id)) throw new DomainError(MSG.invalidCustomer, "customer");
  return { id: ref.id!, name: typeof ref.name === "string" ? ref.name.trim() : "" };
}

function checkColumn(to: unknown): ColumnRef {
  const ref = to as Partial<ColumnRef> | null | undefined;
  if (!ref || typeof ref !== "object" || !required(ref.id)) throw new DomainError(MSG.selectColumn, "column");
  return { id: ref.id!, title: typeof ref.title === "string" ? ref.title : "" };
}

function checkSortKey(k: unknown): string {
  if (typeof k !== "string" || !required(k)) throw new DomainError(MSG.invalidPosition, "sortKey");
  return k;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === "object" && typeof b === "object") {
    const x = a as CustomerRef;
    const y = b as CustomerRef;
    return x.id === y.id && x.name === y.name;
  }
  return false;
}

function checkRequiredText(v: unknown, message: string, field: string): string {
  if (typeof v !== "string" || !required(v)) throw new DomainError(message, field);
  return v.trim();
}

/** Finished date: required, a real date, year from 1920, never after today. */
function checkFinishedDate(d: unknown, today: string): string {
  if (isBlank(d)) throw new DomainError(MSG.required, "finishedDate");
  const v = typeof d === "string" ? d.trim() : "";
  if (!isValidISODate(v) || Number(v.slice(0, 4)) < MIN_DATE_YEAR || v > today) {
    throw new DomainError(MSG.invalidDate, "finishedDate");
  }
  return v;
}

// ── Decide ──────────────────────────────────────────────────────────────────
/** Boards where "Finalizar" exists (spec part 2 §2, §4); PRE_SALES closes by qualifying. */
export const FINISHABLE_BOARDS: readonly BoardType[] = [
  "SALES",
  "PROJECT",
  "INSTALLATION",
  "AFTER_SALES",
  "ADMINISTRATIVE",
];
/** Boards whose finish popover asks the execution type. */
export const EXEC_STATUS_REQUIRED_BOARDS: readonly BoardType[] = ["PROJECT", "INSTALLATION"];

function requireBoard(state: ItemState, ...types: BoardType[]) {
  if (state.boardType === null || !types.includes(state.boardType)) {
    throw new DomainError(MSG.actionUnavailableForBoard);
  }
}

function requireInProgress(state: ItemState, message: string) {
  if (state.status !== "IN_PROGRESS") throw new DomainError(message, undefined, "conflict");
}

function requireSalesBoard(state: ItemState) {
  requireBoard(state, "SALES");
  requireInProgress(state, MSG.saleNotInProgress);
}

function rejectReasonById(state: ItemState, reasonId: unknown): RejectReason {
  const found = typeof reasonId === "string" ? state.rejectReasons.find((r) => r.reasonId === reasonId) : undefined;
  if (!found) throw new DomainError(MSG.rejectReasonNotFound, "reasonId", "not_found");
  return found;
}

/** Never created, deleted, or a sale sent back to pre-sales. */
export function isItemGone(state: ItemState): boolean {
  return !state.exists || state.deleted || state.returnedToPreSale;
}

function decide(command: ItemCommand, state: ItemState, ctx: DecideContext): ItemEvent[] {
  // CreateItem on a used id (even a deleted one) is a conflict, below.
  if (command.type !== "CreateItem" && isItemGone(state)) {
    throw new DomainError(MSG.itemNotFound, undefined, "not_found");
  }
  switch (command.type) {
    case "CreateItem": {
      if (state.exists) throw new DomainError(MSG.itemExists, undefined, "conflict");
      if (!required(command.itemId)) throw new DomainError(MSG.required, "itemId");
      if (!isBoardType(command.boardType)) throw new DomainError(MSG.invalidBoardType, "boardType");
      const name = checkName(command.name);
      const amount = checkAmount(command.amount);
      const leadTemperature = checkLeadTemperature(command.leadTemperature);
      const validityDate = checkValidityDate(command.validityDate, ctx.today, true);
      const power = checkPower(command.power);
      const ucType = checkUcType(command.ucType);
      const customer = checkCustomer(command.customer);
      if (!required(command.ownerId)) throw new DomainError(MSG.required, "ownerId");
      const column = checkColumn(command.column);
      const sortKey = checkSortKey(command.sortKey);
      let relatedPreSale: string | null = null;
      if (!isBlank(command.relatedPreSale)) {
        if (command.boardType !== "SALES") throw new DomainError(MSG.actionUnavailableForBoard, "relatedPreSale");
        if (typeof command.relatedPreSale !== "string" || command.relatedPreSale === command.itemId) {
          throw new DomainError(MSG.invalidText, "relatedPreSale");
        }
        relatedPreSale = command.relatedPreSale;
      }
      return [
        {
          type: "ItemCreated",
          data: {
            itemId: command.itemId,
            boardType: command.boardType,
            name,
            amount,
            customer,
            leadTemperature,
            validityDate,
            power,
            ucType,
            ownerId: command.ownerId,
            columnId: column.id,
            columnTitle: column.title,
            sortKey,
            ...(relatedPreSale !== null ? { relatedPreSale } : {}),
          },
        },
      ];
    }

    case "MoveItemOutOfDeletedColumn": {
      if (typeof command.fromColumnId !== "string" || !required(command.fromColumnId)) {
        throw new DomainError(MSG.selectColumn, "fromColumnId");
      }
      const to = checkColumn(command.to);
      const sortKey = checkSortKey(command.sortKey);
      if (to.id === command.fromColumnId) throw new DomainError(MSG.moveToSameColumn, "column");
      if (state.columnId !== command.fromColumnId) return [];
      return [movedEvent(state, to, sortKey, "column_deleted")];
    }

    case "QualifyLead": {
      requireBoard(state, "PRE_SALES");
      requireInProgress(state, MSG.leadNotInProgress);
      const target = command.to as Partial<QualifyLead["to"]> | null | undefined;
      if (!target || typeof target !== "object" || target.boardType !== "SALES") {
        throw new DomainError(MSG.invalidBoardType, "boardType");
      }
      const column = checkColumn(target.column);
      const vendorId = checkRequiredText(command.vendorId, MSG.selectVendor, "vendorId");
      const saleId = checkRequiredText(command.saleId, MSG.required, "saleId");
      if (saleId === state.itemId) throw new DomainError(MSG.itemExists, "saleId", "conflict");
      return [
        { type: "LeadQualified", data: { saleId, toColumnId: column.id, toColumnTitle: column.title, vendorId } },
      ];
    }

    case "DisqualifyLead": {
      requireBoard(state, "PRE_SALES");
      requireInProgress(state, MSG.leadNotInProgress);
      const reason = checkRequiredText(command.reason, MSG.disqualifyReasonRequired, "reason");
      return [{ type: "LeadDisqualified", data: { reason } }];
    }

    case "FinishItem": {
      requireBoard(state, ...FINISHABLE_BOARDS);
      requireInProgress(state, MSG.itemNotInProgress);
      let execStatus: ExecType | null = null;
      if (!isBlank(command.execStatus)) {
        const v = typeof command.execStatus === "string" ? command.execStatus.trim() : command.execStatus;
        if (!isExecType(v)) throw new DomainError(MSG.selectExecStatus, "execStatus");
        execStatus = v;
      } else if (EXEC_STATUS_REQUIRED_BOARDS.includes(state.boardType!)) {
        throw new DomainError(MSG.selectExecStatus, "execStatus");
      }
      const finishedDate = checkFinishedDate(command.finishedDate, ctx.today);
      return [{ type: "ItemFinished", data: { execStatus, finishedDate } }];
    }

    case "ReturnSaleToPreSale": {
      requireBoard(state, "SALES");
      if (state.relatedPreSale === null) throw new DomainError(MSG.noRelatedPreSale, undefined, "conflict");
      requireInProgress(state, MSG.saleNotInProgress);
      const column = checkColumn(command.column);
      return [
        {
          type: "SaleReturnedToPreSale",
          data: { toColumnId: column.id, toColumnTitle: column.title, relatedPreSale: state.relatedPreSale },
        },
      ];
    }

    case "AddRejectReason": {
      requireBoard(state, "PROJECT");
      const reasonId = checkRequiredText(command.reasonId, MSG.required, "reasonId");
      if (state.rejectReasons.some((r) => r.reasonId === reasonId)) {
        throw new DomainError(MSG.rejectReasonExists, "reasonId", "conflict");
      }
      const reason = checkRequiredText(command.reason, MSG.rejectReasonRequired, "reason");
      return [{ type: "RejectReasonAdded", data: { reasonId, reason, registryDate: ctx.now } }];
    }

    case "EditRejectReason": {
      requireBoard(state, "PROJECT");
      const current = rejectReasonById(state, command.reasonId);
      const reason = checkRequiredText(command.reason, MSG.rejectReasonRequired, "reason");
      if (reason === current.reason) return [];
      return [{ type: "RejectReasonEdited", data: { reasonId: current.reasonId, from: current.reason, to: reason } }];
    }

    case "DeleteRejectReason": {
      requireBoard(state, "PROJECT");
      const current = rejectReasonById(state, command.reasonId);
      return [{ type: "RejectReasonDeleted", data: { reasonId: current.reasonId, reason: current.reason } }];
    }

    case "SendItem": {
      const toUserId = checkRequiredText(command.toUserId, MSG.selectReceiver, "toUserId");
      if (!Array.isArray(command.allowedReceivers) || !command.allowedReceivers.includes(toUserId)) {
        throw new DomainError(MSG.cannotSendToUser, "toUserId", "forbidden");
      }
      if (toUserId === state.ownerId) throw new DomainError(MSG.alreadyOwner, "toUserId", "conflict");
      const toUserName = typeof command.toUserName === "string" ? command.toUserName.trim() : "";
      return [{ type: "ItemSent", data: { fromUserId: state.ownerId, toUserId, toUserName } }];
    }

    case "DeleteItem": {
      if (command.actorRole === "VENDOR") throw new DomainError(MSG.vendorsCannotDelete, undefined, "forbidden");
      if (command.actorRole !== "MANAGER") throw new DomainError(MSG.forbidden, undefined, "forbidden");
      return [{ type: "ItemDeleted", data: {} }];
    }

    case "MoveItem": {
      if (state.status !== "IN_PROGRESS") throw new DomainError(MSG.onlyMoveInProgress, undefined, "conflict");
      const to = checkColumn(command.to);
      const sortKey = checkSortKey(command.sortKey);
      if (to.id === state.columnId && sortKey === state.sortKey) return [];
      return [movedEvent(state, to, sortKey)];
    }

    case "WinSale": {
      requireSalesBoard(state);
      const power = parsePower(command.power);
      if (power === null || Number(power) < 0.01) throw new DomainError(MSG.minPower, "power");
      const ucType = typeof command.ucType === "string" ? command.ucType.trim() : command.ucType;
      if (!isUcType(ucType)) throw new DomainError(MSG.selectUcType, "ucType");
      return [{ type: "SaleWon", data: { power, ucType, columnId: state.columnId, columnTitle: state.columnTitle } }];
    }

    case "LoseSale": {
      requireSalesBoard(state);
      if (typeof command.reason !== "string" || !required(command.reason)) {
        throw new DomainError(MSG.selectLostReason, "reason");
      }
      return [
        {
          type: "SaleLost",
          data: { reason: command.reason.trim(), columnId: state.columnId, columnTitle: state.columnTitle },
        },
      ];
    }

    case "ReturnItemToFunnel": {
      if (state.status === "IN_PROGRESS") throw new DomainError(MSG.itemAlreadyInProgress, undefined, "conflict");
      const to = checkColumn(command.to);
      const sortKey = checkSortKey(command.sortKey);
      return [
        {
          type: "ItemReturnedToFunnel",
          data: { fromStatus: state.status, toColumnId: to.id, toColumnTitle: to.title, sortKey },
        },
      ];
    }

    case "EditItem": {
      const next: Partial<ItemDetails> = {};
      if (command.name !== undefined) next.name = checkName(command.name);
      if (command.amount !== undefined) next.amount = checkAmount(command.amount);
      if (command.leadTemperature !== undefined) next.leadTemperature = checkLeadTemperature(command.leadTemperature);
      if (command.validityDate !== undefined) {
        const v = checkValidityDate(command.validityDate, ctx.today, false);
        if (v !== null && v !== state.validityDate && v < ctx.today) {
          throw new DomainError(MSG.invalidDate, "validityDate");
        }
        next.validityDate = v;
      }
      if (command.power !== undefined) next.power = checkPower(command.power);
      if (command.ucType !== undefined) next.ucType = checkUcType(command.ucType);
      if (command.customer !== undefined) next.customer = checkCustomer(command.customer);

      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of ITEM_DETAIL_FIELDS) {
        if (!(field in next)) continue;
        const to = next[field];
        const from = state[field];
        if (!sameValue(from, to)) changes[field] = { from, to };
      }
      if (Object.keys(changes).length === 0) return [];
      return [{ type: "ItemDetailsChanged", data: { changes: changes as ItemDetailChanges } }];
    }

    default:
      throw new DomainError(MSG.unknownCommand);
  }
}

// ── Evolve ──────────────────────────────────────────────────────────────────
function evolve(state: ItemState, event: ItemEvent): ItemState {
  switch (event.type) {
    case "ItemCreated": {
      const d = event.data;
      return {
        ...state,
        exists: true,
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
        ownerId: d.ownerId,
        lostReason: null,
        relatedPreSale: d.relatedPreSale ?? null,
        qualifiedSaleId: null,
        rejectReasons: [],
        execStatus: null,
        finishedDate: null,
        deleted: false,
        returnedToPreSale: false,
      };
    }
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
    case "ItemDetailsChanged": {
      const next: ItemState = { ...state };
      const changes = event.data.changes as Record<string, { to: unknown } | undefined>;
      for (const field of ITEM_DETAIL_FIELDS) {
        const change = changes[field];
        if (change) (next as unknown as Record<string, unknown>)[field] = change.to;
      }
      return next;
    }
    case "LeadQualified":
      return { ...state, status: "CLOSED", qualifiedSaleId: event.data.saleId, lostReason: null };
    case "LeadDisqualified":
      return { ...state, status: "LOST", lostReason: event.data.reason };
    case "ItemFinished":
      return { ...state, status: "CLOSED", execStatus: event.data.execStatus, finishedDate: event.data.finishedDate };
    case "SaleReturnedToPreSale":
      return { ...state, returnedToPreSale: true };
    case "RejectReasonAdded":
      return { ...state, rejectReasons: [...state.rejectReasons, { ...event.data }] };
    case "RejectReasonEdited":
      return {
        ...state,
        rejectReasons: state.rejectReasons.map((r) =>
          r.reasonId === event.data.reasonId ? { ...r, reason: event.data.to } : r,
        ),
      };
    case "RejectReasonDeleted":
      return { ...state, rejectReasons: state.rejectReasons.filter((r) => r.reasonId !== event.data.reasonId) };
    case "ItemSent":
      return { ...state, ownerId: event.data.toUserId };
    case "ItemDeleted":
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** The ItemMoved of a move from the item's current column; `reason` marks a move forced by a column deletion. */
function movedEvent(state: ItemState, to: ColumnRef, sortKey: string, reason?: "column_deleted"): ItemMoved {
  return {
    type: "ItemMoved",
    data: {
      fromColumnId: state.columnId!,
      fromColumnTitle: state.columnTitle!,
      toColumnId: to.id,
      toColumnTitle: to.title,
      sortKey,
      ...(reason ? { reason } : {}),
    },
  };
}

export const itemDecider: Decider<ItemState, ItemCommand, ItemEvent> = {
  initialState: initialItemState,
  evolve,
  decide,
};
