// Every projection the app runs. Bump a version to rebuild that projection at the next start.
import { composeProjection } from "./compose";
import type { Projection } from "./types";
import { companyHandlers } from "./read-models/companies";
import { customerHandlers } from "./read-models/customers";
import { boardHandlers } from "./read-models/board";
import { historyHandlers } from "./read-models/history";

/** Companies, users, customers, boards, cards and item history: one checkpoint, one transaction. */
export const coreProjection: Projection = composeProjection(
  "core",
  // v2: rm_companies.sales_lost_reasons stored as a JSON array on PostgreSQL (was a JSON string).
  // v3: the whole item lifecycle (columns, finish, qualify, send, delete, reject reasons).
  3,
  ["rm_companies", "rm_users", "rm_customers", "rm_board_columns", "rm_items", "rm_item_history", "rm_item_reject_reasons"],
  [companyHandlers, customerHandlers, boardHandlers, historyHandlers],
);

export const allProjections: Projection[] = [coreProjection];
