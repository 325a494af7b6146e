// Table types of the catalogue imports (migration 0720), added to the DB interface of schema.ts by
// module augmentation like schema-archive.ts.
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CatalogueUploadsTable {
  id: string;
  company_id: string;
  user_id: string;
  kind: string;
  file_name: string;
  sha256: string;
  path: string;
  size: ColumnType<string, number | string, number | string>;
  import_id: string;
  created_at: Timestamp;
}

export interface RmCatalogueImportsTable {
  id: string;
  company_id: string;
  user_id: string;
  kind: string;
  file_name: string;
  sha256: string;
  format: string;
  columns: ColumnType<string[], string, string>;
  total_lines: number;
  valid_lines: number;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  refused: number;
  completed: Generated<boolean>;
  started_at: Timestamp;
  completed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface RmCatalogueImportRefusedTable {
  import_id: string;
  line: number;
  cells: ColumnType<string[], string, string>;
  errors: string;
}

declare module "./schema" {
  interface DB {
    catalogue_uploads: CatalogueUploadsTable;
    rm_catalogue_imports: RmCatalogueImportsTable;
    rm_catalogue_import_refused: RmCatalogueImportRefusedTable;
  }
}
