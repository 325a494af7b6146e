// rm_proposals.potential_profit (migration 0870), merged into the table type of schema-proposals.ts.
import type { ColumnType } from "kysely";
import "./schema-proposals";

declare module "./schema-proposals" {
  interface RmProposalsTable {
    /** The price's revenueData.potentialProfit in centavos (bigint, read as text); null without DETAILED pricing or before a price. */
    potential_profit: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  }
}
