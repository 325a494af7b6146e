// Table types of the irradiation and tariff tables (migrations 0730 and 0750), added to the DB interface of
// schema.ts by module augmentation like schema-archive.ts.
import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface RmIrradiationTable {
  company_id: string;
  ibge_code: string;
  city: string;
  uf: string;
  /** 12 monthly means, Wh/m²/day. */
  monthly: Json<number[]>;
  annual: number;
  /** "arquivo" or "digitado" (an import of typed values, or one city typed on the screen). */
  origin: string;
  /** The file's name, or the label of typed values ("" for a city typed on the screen). */
  file_name: string;
  /** null: typed on the screen (no import). */
  import_id: string | null;
  imported_at: Timestamp;
  /** "name", "nearest" or "typed". */
  matched_by: string;
  distance_km: number | null;
  /** Who imported or typed the values. */
  actor_id: string | null;
}

export interface RmIrradiationImportsTable {
  id: string;
  company_id: string;
  file_name: string;
  origin: string;
  rows: number;
  actor_id: string | null;
  imported_at: Timestamp;
}

export interface RmTariffsTable {
  id: string;
  company_id: string;
  distributor: string;
  subgroup: string;
  modality: string;
  tariff_class: string;
  post: string;
  te: number;
  tusd: number;
  fio_b_share: number;
  valid_from: string;
  valid_to: string | null;
  reh: string;
  file_name: string | null;
  updated_at: Timestamp;
}

export interface TableUploadsTable {
  id: string;
  company_id: string;
  user_id: string;
  kind: string;
  file_name: string;
  sha256: string;
  created_at: Timestamp;
}

declare module "./schema" {
  interface DB {
    rm_irradiation: RmIrradiationTable;
    rm_irradiation_imports: RmIrradiationImportsTable;
    rm_tariffs: RmTariffsTable;
    table_uploads: TableUploadsTable;
  }
}
