// Migration 0840 (issue 17): the final proposal's visits on rm_proposals and rm_proposal_sends.
import type { ColumnType } from "kysely";
import "./schema-proposals";

declare module "./schema-proposals" {
  interface RmProposalsTable {
    views: ColumnType<number, number | undefined, number>;
    last_viewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  }
}

export interface RmProposalSendsTable {
  /** The event's id: a sending is one event. */
  id: string;
  company_id: string;
  proposal_id: string;
  sha256: string;
  bytes: number;
  sent_by: string;
  sent_at: ColumnType<Date, Date | string, Date | string>;
}

declare module "./schema" {
  interface DB {
    rm_proposal_sends: RmProposalSendsTable;
  }
}
