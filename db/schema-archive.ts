// Table types of the archive's deleted-files read model (migration 0610), added to the DB
// interface of schema.ts by module augmentation like schema-notes.ts.
import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RmArchiveDeletedFilesTable {
  id: string;
  company_id: string;
  customer_id: string;
  hash: string;
  deleted_at: Timestamp;
  purged_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

declare module "./schema" {
  interface DB {
    rm_archive_deleted_files: RmArchiveDeletedFilesTable;
  }
}
