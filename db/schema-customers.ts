// Tables of the customers area (migration 0100): the "customers" projection's read models and the
// CSV upload staging table.
import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<any, string, string>;

export interface RmCustomerProfilesTable {
  id: string;
  company_id: string;
  name: string;
  search_text: string;
  email: string;
  phone: string;
  whatsapp: string;
  cpf_cnpj_switch: boolean;
  document: string;
  rg: string;
  nationality: string;
  profession: string;
  postal_code: string;
  uf: string;
  city: string;
  address: string;
  street: string;
  number: string;
  district: string;
  complement: string;
  person_in_charge_name: string;
  person_in_charge_cpf: string;
  observations: string;
  income: string | null;
  origin: string;
  archived: boolean;
  registered_by: string;
  registered_at: Timestamp;
  updated_at: Timestamp;
}

export interface RmCustomerOwnersTable {
  customer_id: string;
  owner_id: string;
  company_id: string;
}

export interface RmCustomerHistoryTable {
  customer_id: string;
  stream_position: number;
  company_id: string;
  event_type: string;
  actor_id: string;
  occurred_at: Timestamp;
  data: Json;
}

export interface CustomerUploadsTable {
  id: string;
  company_id: string;
  user_id: string;
  sha256: string;
  file_name: string;
  content: string;
  created_at: Timestamp;
}

export interface CustomerTables {
  rm_customer_profiles: RmCustomerProfilesTable;
  rm_customer_owners: RmCustomerOwnersTable;
  rm_customer_history: RmCustomerHistoryTable;
  customer_uploads: CustomerUploadsTable;
}
