// The twelve months as the irradiation table shows them, names them in messages and posts them
// (the typing form's field names), and the highest monthly mean it accepts.
import { MONTH_KEYS, MONTH_LABELS, MONTH_NAMES } from "../shared/months";

export const MONTHS_PT = MONTH_LABELS;
export { MONTH_NAMES };
/** The typing form's field names, January first. */
export const MONTH_FIELDS = MONTH_KEYS;
export type MonthField = (typeof MONTH_FIELDS)[number];

/** Wh/m²/day: the highest monthly mean anywhere is far below this. */
export const MAX_WH = 12_000;
