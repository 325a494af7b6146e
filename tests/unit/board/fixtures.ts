import { generateNKeysBetween } from "fractional-indexing";
import type { BoardColumn, BoardEvent } from "../../../domain/board";
import { DEFAULT_SALES_COLUMNS } from "../../../domain/shared";

/** The sort keys of the four default sales columns. */
export const keys = generateNKeysBetween(null, null, 4);

/** The default sales columns, as col-1 … col-4. */
export const columns: BoardColumn[] = DEFAULT_SALES_COLUMNS.map((c, i) => ({
  columnId: `col-${i + 1}`,
  title: c.title,
  inactivityWindow: c.inactivityWindow,
  sortKey: keys[i],
}));

/** The SALES board created with `columns`. */
export const created: BoardEvent = { type: "BoardCreated", data: { boardType: "SALES", columns } };
