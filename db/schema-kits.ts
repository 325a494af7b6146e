// Table types of the kits read model and the supplier credentials (migration 0710), added to the DB
// interface of schema.ts by module augmentation like schema-notes.ts.
import type { ColumnType, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface KitModuleRow {
  moduleId?: string;
  manufacturer: string;
  model: string;
  power: number;
  quantity: number;
}
export interface KitInverterRow {
  inverterId?: string;
  iManufacturer: string;
  iModel: string;
  iPower: number;
  type: string;
  quantity: number;
}
export interface KitItemRow {
  item: string;
  quantity: number;
  manufacter: string;
  detail: string;
}

export interface RmKitsTable {
  id: string;
  company_id: string;
  owner_id: string;
  supplier: string;
  code: string;
  name: string;
  modules: JSONColumnType<KitModuleRow[], string, string>;
  inverters: JSONColumnType<KitInverterRow[], string, string>;
  items: JSONColumnType<KitItemRow[], string, string>;
  kit_price: number;
  power_kwp: number;
  price_per_kwp: number | null;
  kit_voltage: string;
  kit_fixation: string;
  /** "Micro" when any inverter line is a micro-inverter, "String" otherwise, null without inverters. */
  inverter_type: string | null;
  available: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupplierCredentialsTable {
  company_id: string;
  supplier: string;
  email: string;
  password: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module "./schema" {
  interface DB {
    rm_kits: RmKitsTable;
    supplier_credentials: SupplierCredentialsTable;
  }
}
