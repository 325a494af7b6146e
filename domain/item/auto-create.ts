// preferences.autoCreateProjAndInst (spec part 3 §3): a won sale opens its PROJECT and
// INSTALLATION cards. This is the pure half of that reaction: given the SaleWon and the sale it
// closed, which CreateItem commands follow, under which ids. The ids come from `derive` applied to
// the win event's id, so processing the same win twice yields the same commands (and the event
// store's commandId check applies them once); the caller supplies the derivation (a name-based UUID).
import type { CreateItem } from "./commands";
import type { ColumnRef } from "./shapes";
import type { ItemFacts } from "./state";

export const AUTO_CREATED_BOARDS = ["PROJECT", "INSTALLATION"] as const;
export type AutoCreatedBoard = (typeof AUTO_CREATED_BOARDS)[number];

export interface AutoCreateInput {
  /** The SaleWon event's id: the seed of every id below. */
  winEventId: string;
  sale: ItemFacts;
  autoCreateProjAndInst: boolean;
  /** Each board's first column (null: the board has none, so nothing is created there). */
  firstColumns: Record<AutoCreatedBoard, ColumnRef | null>;
  /** The top-of-column sort key of each board's first column. */
  sortKeys: Record<AutoCreatedBoard, string>;
  /** A deterministic id from a label (nameUuid of `${winEventId}:${label}` in the app). */
  derive: (label: string) => string;
}

export interface PlannedCommand {
  streamItemId: string;
  commandId: string;
  command: CreateItem;
}

/** The cards a win opens: none when the preference is off or the sale was not won. */
export function itemsForWonSale(input: AutoCreateInput): PlannedCommand[] {
  const { sale, derive } = input;
  if (!input.autoCreateProjAndInst || sale.boardType !== "SALES" || sale.status !== "CLOSED") return [];
  const planned: PlannedCommand[] = [];
  for (const boardType of AUTO_CREATED_BOARDS) {
    const column = input.firstColumns[boardType];
    if (!column) continue;
    const itemId = derive(`auto-${boardType}`);
    planned.push({
      streamItemId: itemId,
      commandId: derive(`auto-${boardType}-create`),
      command: {
        type: "CreateItem",
        itemId,
        boardType,
        name: sale.name,
        amount: sale.amount,
        customer: sale.customer ? { ...sale.customer } : null,
        leadTemperature: -1,
        validityDate: null,
        power: sale.power,
        ucType: sale.ucType,
        ownerId: sale.ownerId,
        column: { ...column },
        sortKey: input.sortKeys[boardType],
      },
    });
  }
  return planned;
}
