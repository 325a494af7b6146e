// Table types of the catalogue read models (migration 0700), added to the DB interface of
// schema.ts by module augmentation like schema-notes.ts.
import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RmModulesTable {
  id: string;
  company_id: string;
  manufacturer: string;
  model: string;
  power: number;
  m_length: number | null;
  width: number | null;
  weight: number | null;
  warranty_defect: number | null;
  warranty_efficiency: number | null;
  efficiency: number | null;
  cell_technology: string;
  key_text: string;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmInvertersTable {
  id: string;
  company_id: string;
  i_manufacturer: string;
  i_model: string;
  i_power: number;
  type: string;
  i_monitoring: string;
  i_warranty: number | null;
  phases: number | null;
  voltage: number | null;
  mppts: number | null;
  key_text: string;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmEquipmentTable {
  id: string;
  company_id: string;
  category: string;
  name: string;
  manufacturer: string;
  installation_type: string;
  unit: string;
  /** numeric(14,2): read as a string ("389.90"). */
  price: ColumnType<string, string, string>;
  key_text: string;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module "./schema" {
  interface DB {
    rm_modules: RmModulesTable;
    rm_inverters: RmInvertersTable;
    rm_equipment: RmEquipmentTable;
  }
}
