// Table types of migration 0790 (issue 16, validation and customisation): the columns it adds to
// rm_proposals (merged into RmProposalsTable by module augmentation) and rm_proposal_defaults.
import type { ColumnType, JSONColumnType } from "kysely";
import "./schema-proposals";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The sections and texts as stored (domain/proposal Presentation; db/ does not import the domain). */
export interface PresentationJson {
  sections: Record<string, boolean>;
  texts: Record<string, string>;
}

export interface RmProposalDefaultsTable {
  company_id: string;
  sections: JSONColumnType<Record<string, boolean>, string, string>;
  texts: JSONColumnType<Record<string, string>, string, string>;
  /** #rrggbb. */
  primary_color: string;
  secondary_color: string;
  updated_by: string;
  updated_at: Timestamp;
}

declare module "./schema-proposals" {
  interface RmProposalsTable {
    /** aaaa-mm-dd (a date column, read as text); null until the validation step. */
    validity_date: ColumnType<string | null, string | null | undefined, string | null>;
    /** null until the customisation step. */
    customization: ColumnType<PresentationJson | null, string | null | undefined, string | null>;
  }
}

declare module "./schema" {
  interface DB {
    rm_proposal_defaults: RmProposalDefaultsTable;
  }
}
