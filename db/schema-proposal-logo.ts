// Table types of migration 0830: rm_proposal_logos and rm_proposals.cloned_from (merged into the
// table type of schema-proposals.ts by module augmentation).
import type { ColumnType } from "kysely";
import "./schema-proposals";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RmProposalLogosTable {
  company_id: string;
  file_id: string;
  /** Lower-case hex SHA-256: where the file store keeps the bytes. */
  sha256: string;
  /** image/png or image/jpeg, from the bytes. */
  content_type: string;
  size: number;
  updated_by: string;
  updated_at: Timestamp;
}

declare module "./schema-proposals" {
  interface RmProposalsTable {
    /** The source of a clone; null for a proposal started from a customer. */
    cloned_from: ColumnType<string | null, string | null | undefined, string | null>;
  }
}

declare module "./schema" {
  interface DB {
    rm_proposal_logos: RmProposalLogosTable;
  }
}
