// rm_proposals.deleted_at (migration 0800), merged into the table type of schema-proposals.ts.
import type { ColumnType } from "kysely";
import "./schema-proposals";

declare module "./schema-proposals" {
  interface RmProposalsTable {
    /** When the proposal was deleted; the row stays so its count is never given again. */
    deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  }
}
