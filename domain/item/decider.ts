// Item aggregate: stream `item-<itemId>`, one kanban card (a business, or a lead in pre-sales).
// The card's column and fractional sort key live here, so a move touches only this stream.
import {
  DomainError,
  MSG,
  isBoardType,
  isLeadTemperature,
  isUcType,
  isValidISODate,
  normalizeAmount,
  required,
  type BoardType,
  type Decider,
  type DecideContext,
  type DomainEvent,
  type ItemStatus,
  type LeadTemperature,
  type UcType,
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
}

export interface MoveItem {
  type: "MoveItem";
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

export type ItemCommand = CreateItem | MoveItem | WinSale | LoseSale | ReturnItemToFunnel | EditItem;

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
  }
>;

export type ItemMoved = DomainEvent<
  "ItemMoved",
  { fromColumnId: string; fromColumnTitle: string; toColumnId: string; toColumnTitle: string; sortKey: string }
>;

export type SaleWon = DomainEvent<"SaleWon", { power: string; ucType: UcType; columnId: string; columnTitle: string }>;

export type SaleLost = DomainEvent<"SaleLost", { reason: string; columnId: string; columnTitle: string }>;

export type ItemReturnedToFunnel = DomainEvent<
  "ItemReturnedToFunnel",
  { fromStatus: "CLOSED" | "LOST"; toColumnId: string; toColumnTitle: string; sortKey: string }
>;

export type ItemDetailsChanged = DomainEvent<"ItemDetailsChanged", { changes: ItemDetailChanges }>;

export type ItemEvent = ItemCreated | ItemMoved | SaleWon | SaleLost | ItemReturnedToFunnel | ItemDetailsChanged;

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
  lostReason: string | null;
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

// ── Decide ──────────────────────────────────────────────────────────────────
function requireSalesBoard(state: ItemState) {
  if (state.boardType !== "SALES") throw new DomainError(MSG.actionUnavailableForBoard);
  if (state.status !== "IN_PROGRESS") throw new DomainError(MSG.saleNotInProgress, undefined, "conflict");
}

function decide(command: ItemCommand, state: ItemState, ctx: DecideContext): ItemEvent[] {
  if (command.type !== "CreateItem" && !state.exists) {
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
          },
        },
      ];
    }

    case "MoveItem": {
      if (state.status !== "IN_PROGRESS") throw new DomainError(MSG.onlyMoveInProgress, undefined, "conflict");
      const to = checkColumn(command.to);
      const sortKey = checkSortKey(command.sortKey);
      if (to.id === state.columnId && sortKey === state.sortKey) return [];
      return [
        {
          type: "ItemMoved",
          data: {
            fromColumnId: state.columnId,
            fromColumnTitle: state.columnTitle,
            toColumnId: to.id,
            toColumnTitle: to.title,
            sortKey,
          },
        },
      ];
    }

    case "WinSale": {
      requireSalesBoard(state);
      const power = parsePower(command.power);
      if (power === null || Number(power) < 0.01) throw new DomainError(MSG.minPower, "power");
      const ucType = typeof command.ucType === "string" ? command.ucType.trim() : command.ucType;
      if (!isUcType(ucType)) throw new DomainError(MSG.selectUcType, "ucType");
      return [
        { type: "SaleWon", data: { power, ucType, columnId: state.columnId, columnTitle: state.columnTitle } },
      ];
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
      };
    }
    case "ItemMoved":
      return { ...state, columnId: event.data.toColumnId, columnTitle: event.data.toColumnTitle, sortKey: event.data.sortKey };
    case "SaleWon":
      return { ...state, status: "CLOSED", power: event.data.power, ucType: event.data.ucType, lostReason: null };
    case "SaleLost":
      return { ...state, status: "LOST", lostReason: event.data.reason };
    case "ItemReturnedToFunnel":
      return {
        ...state,
        status: "IN_PROGRESS",
        lostReason: null,
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
    default:
      return state;
  }
}

export const itemDecider: Decider<ItemState, ItemCommand, ItemEvent> = {
  initialState: initialItemState,
  evolve,
  decide,
};
