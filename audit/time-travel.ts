// Time travel (issue 5): an item, or a whole board, as it was at an instant — folded from the
// events that had occurred by then with the aggregates' own evolve functions, never read from the
// read models. Pure: the caller passes the events (audit/company-events.ts reads them).
import { boardDecider, sortColumns, compareSortKeys } from "../domain/board/decider";
import { itemDecider, isItemGone, type ItemState } from "../domain/item/decider";
import type { BoardType } from "../domain/shared";

export interface TimeTravelEvent {
  streamId: string;
  type: string;
  data: any;
}

export interface CardAt {
  id: string;
  number: number | null;
  name: string;
  amount: string;
  customerName: string | null;
  ownerId: string;
  sortKey: string;
}

export interface BoardAt {
  boardType: BoardType;
  exists: boolean;
  columns: { id: string; title: string; cards: CardAt[]; count: number; total: string }[];
  /** In-progress cards whose column no longer existed at that instant (should not happen). */
  orphans: CardAt[];
  count: number;
  total: string;
}

/**
 * Item numbers as the boards give them (ADR 002): max + 1 over the company's live items, in log
 * order. `events` must be the company's item events in log order (at least the three types below).
 */
export function itemNumbers(events: TimeTravelEvent[]): Map<string, number> {
  const live = new Map<string, number>();
  const all = new Map<string, number>();
  for (const e of events) {
    const id = e.streamId.slice("item-".length);
    if (e.type === "ItemCreated") {
      const n = Math.max(0, ...live.values()) + 1;
      live.set(id, n);
      all.set(id, n);
    } else if (e.type === "ItemDeleted" || e.type === "SaleReturnedToPreSale") live.delete(id);
    else if (e.type === "ItemRestored" && all.has(id)) {
      // "Desfazer" (ADR 016): its number again if still free, else max + 1 (board-undo.ts).
      const own = all.get(id)!;
      const n = [...live.values()].includes(own) ? Math.max(0, ...live.values()) + 1 : own;
      live.set(id, n);
      all.set(id, n);
    }
  }
  return all;
}

/** Folds each item stream of `events` (in log order) to its state. */
export function itemStates(events: TimeTravelEvent[]): Map<string, ItemState> {
  const states = new Map<string, ItemState>();
  for (const e of events) {
    if (!e.streamId.startsWith("item-")) continue;
    const s = states.get(e.streamId) ?? itemDecider.initialState();
    states.set(e.streamId, itemDecider.evolve(s, e as any));
  }
  return states;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/** The board of `boardType` at the instant the events stop: columns in order, in-progress cards in order, totals. */
export function boardAt(boardType: BoardType, companyId: string, events: TimeTravelEvent[]): BoardAt {
  const boardStream = `board-${companyId}-${boardType}`;
  let board = boardDecider.initialState();
  for (const e of events) if (e.streamId === boardStream) board = boardDecider.evolve(board, e as any);
  const numbers = itemNumbers(events);
  const cards = new Map<string, CardAt[]>();
  for (const [streamId, s] of itemStates(events)) {
    if (isItemGone(s) || s.boardType !== boardType || s.status !== "IN_PROGRESS") continue;
    const id = streamId.slice("item-".length);
    const list = cards.get(s.columnId) ?? [];
    list.push({
      id,
      number: numbers.get(id) ?? null,
      name: s.name,
      amount: s.amount,
      customerName: s.customer?.name ?? null,
      ownerId: s.ownerId,
      sortKey: s.sortKey,
    });
    cards.set(s.columnId, list);
  }
  const order = (l: CardAt[]) => l.sort((a, b) => compareSortKeys(a.sortKey, b.sortKey) || a.id.localeCompare(b.id));
  const columns = sortColumns(board.columns).map((c) => {
    const list = order(cards.get(c.columnId) ?? []);
    cards.delete(c.columnId);
    return {
      id: c.columnId,
      title: c.title,
      cards: list,
      count: list.length,
      total: money(list.reduce((a, x) => a + cents(x.amount), 0)),
    };
  });
  const orphans = order([...cards.values()].flat());
  const count = columns.reduce((a, c) => a + c.count, 0);
  return {
    boardType,
    exists: board.exists,
    columns,
    orphans,
    count,
    total: money(columns.reduce((a, c) => a + cents(c.total), 0)),
  };
}
